import { adminLowercase } from "./admin-lowercase"
import type { DecapCms } from "./decap-types"

/**
 * How Decap's own interface reads at /admin: its Turkish locale with the field errors in the build's
 * words, one verb for publishing, "İ" lowercased as Turkish writes it, and errors in their own letter
 * case (with the style of the notes under the date and counted fields).
 */

/**
 * Decap lowercases a list's labels with toLowerCase ("1 ifade", "ifade ekle"), which turns Turkish "İ"
 * into "i" and a combining dot ("i̇fade"). Inside /admin only, "İ" lowercases to "i" as Turkish writes
 * it; no code name, tag or address contains "İ", so nothing else changes.
 */
export function turkishCapitalIWhenLowercased() {
  const lowercase = String.prototype.toLowerCase
  String.prototype.toLowerCase = function (this: string) {
    return adminLowercase(String(this), lowercase)
  }
}

/** Field errors say "<field>: <rule>", the rule in the build's words, instead of Decap's generic text. */
export function applyBuildMessages(cms: DecapCms) {
  const turkish = cms.getLocale("tr") as
    | {
        editor?: {
          editorControlPane?: { widget?: Record<string, string> }
          editorToolbar?: Record<string, string>
          editorWidgets?: { list?: Record<string, string>; markdown?: Record<string, string> }
        }
        ui?: { toast?: Record<string, string> }
      }
    | undefined
  const widget = turkish?.editor?.editorControlPane?.widget
  if (!turkish || !widget) return
  cms.registerLocale("tr", {
    ...turkish,
    editor: {
      ...turkish.editor,
      editorControlPane: {
        ...turkish.editor?.editorControlPane,
        widget: { ...widget, regexPattern: "%{fieldLabel}: %{pattern}" },
      },
      // "ifade ekle", not "ifade Ekle": the verb of a sentence-case button is written small.
      editorWidgets: {
        ...turkish.editor?.editorWidgets,
        list: { ...turkish.editor?.editorWidgets?.list, add: "%{item} ekle", addType: "%{item} ekle" },
        markdown: { ...turkish.editor?.editorWidgets?.markdown, richText: "Zengin metin", addComponent: "Blok ekle" },
      },
      // The toolbar's link to the entry's page (preview_path), in sentence case and saying where it goes.
      editorToolbar: { ...turkish.editor?.editorToolbar, deployButtonLabel: "Sayfayı sitede aç" },
    },
    // Decap's own words ("Girdi devam ettirilemedi", "Girdi silinemedi") would come before the check's report.
    ui: { ...turkish.ui, toast: { ...turkish.ui?.toast, onFailToPersist: "%{details}", onFailToDelete: "%{details}" } },
  })
  cms.registerLocale("tr", publishAsTdk(cms.getLocale("tr")) as Record<string, unknown>)
}

/**
 * One verb for publishing, as the Turkish Language Association writes it: "yayımla" (Decap's Turkish
 * mixes it with "yayınla", which means to broadcast). Every phrase of the locale, the nouns left alone.
 */
function publishAsTdk(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/([Yy])ayınla/g, "$1ayımla")
  if (Array.isArray(value)) return value.map(publishAsTdk)
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, publishAsTdk(item)]))
  return value
}

/**
 * Decap writes a field's errors in capitals. The rules are Turkish sentences with examples
 * ("/erp/muhasebe-sistemi", lower-case only), which read as written only in their own letter case.
 * The class carries the label Decap gives the list (emotion appends it to the generated name).
 */
export function showErrorsAsWritten() {
  const style = document.createElement("style")
  style.textContent =
    '[class*="-ControlErrorsList"] { text-transform: none !important; } ' +
    ".tarih-okunusu, .karakter-sayaci { margin: 6px 0 0; font-size: 14px; color: #475569; }"
  document.head.append(style)
}
