import { isMap, Pair, parse, parseDocument, Scalar } from "yaml"
import type { CmsConfig } from "../content/cms-config"
import { toCms } from "./cms-data"
import { collectionOfEntry, shapeOf } from "./file-formats"

/**
 * "İngilizce sürümünü oluştur" (issue 53): a new translation starts as its Turkish page, so the editor
 * replaces its texts field by field and keeps its figures, tokens, package names and links. Decap opens a
 * new entry with its fields' defaults, so the draft becomes the defaults of the translation's collection
 * for one page load: the button keeps the draft for the tab (sessionStorage) and reloads the CMS at the new
 * entry; the CMS's start takes it before Decap reads its configuration. Nothing is written to the site
 * until the editor saves, and the save check refuses a page still in Turkish.
 */

const draftKey = "ceviri-taslagi"

/** The Turkish file's text as its translation's first draft: its `counterpart` after the address, the address under `prefix`. */
export function translationDraft(text: string, counterpart: string, prefix: string): string {
  const document = parseDocument(text)
  const root = document.contents
  if (!isMap(root)) return text
  const slug = document.get("slug")
  if (typeof slug === "string") document.set("slug", slug === "/" ? prefix : `${prefix}${slug}`)
  const at = root.items.findIndex((pair) => String((pair.key as { value?: unknown } | null)?.value ?? pair.key) === "slug")
  root.items.splice(at + 1, 0, new Pair(new Scalar("counterpart"), new Scalar(counterpart)) as (typeof root.items)[number])
  return document.toString({ lineWidth: 0 })
}

/** Opens the new-entry page of `collection` with the draft as its fields' values. */
export function openTranslationDraft(draft: { collection: string; raw: string }) {
  sessionStorage.setItem(draftKey, JSON.stringify(draft))
  window.location.hash = `#/collections/${draft.collection}/new`
  window.location.reload()
}

/**
 * The draft the button left for this load, as the defaults of its collection's fields in `config` (once: it
 * is removed as it is taken). A draft that cannot be read leaves the configuration as it is.
 */
export function applyTranslationDraft(config: CmsConfig) {
  const kept = sessionStorage.getItem(draftKey)
  if (!kept) return
  sessionStorage.removeItem(draftKey)
  try {
    const { collection, raw } = JSON.parse(kept) as { collection: string; raw: string }
    const target = config.collections.find((candidate) => candidate.name === collection)
    const kind = collectionOfEntry(collection, undefined)
    if (!target || !kind || !Array.isArray(target.fields)) return
    const data = toCms(parse(raw), shapeOf(kind)) as Record<string, unknown>
    for (const field of target.fields as { name: string; default?: unknown }[])
      if (data[field.name] !== undefined) field.default = data[field.name]
  } catch {
    // A draft that cannot be read opens an empty entry.
  }
}
