import type { Document, LineCounter } from "yaml"
import { stringsIn, type FieldPath } from "./strings"
import type { HouseStyle } from "./schema/house-style"

/**
 * What the house-style rules (house-style.ts, absolute-claims.ts) read: a parsed content file and
 * the visitor-facing texts in it. The build passes every file of data/, the CMS the file it saves.
 */

export interface StyledFile {
  file: string
  doc: Document
  counter: LineCounter
  data: Record<string, unknown>
  typeName: string
}

export type { HouseStyle }

/**
 * Fields that hold addresses, keys or choices rather than words a visitor reads, and `keywords`,
 * which repeat what people type into a search box ("veritabanı programı") and are never shown.
 */
const notText = new Set([
  "href",
  "overview",
  "slug",
  "icon",
  "anchor",
  "mapUrl",
  "url",
  "siteUrl",
  "id",
  "type",
  "tone",
  "variant",
  "contact",
  "when",
  "phone",
  "whatsapp",
  "email",
  "tel",
  "number",
  "endpoint",
  // An article's front matter: addresses, keys and dates.
  "solutions",
  "src",
  "author",
  "sector",
  "subject",
  "category",
  "date",
  "updated",
  // An event's times and speakers.
  "start",
  "end",
  "speakers",
])

/**
 * A Markdown text with its link targets blanked out ("[e-Fatura](/erp/e-fatura-...)" keeps its
 * words, not its address), every character in its place so positions and lines stay true.
 */
export function withoutLinkTargets(markdown: string): string {
  const blank = (target: string) => target.replace(/[^\n]/g, " ")
  return markdown
    .replace(/(\]\()([^)]*)(\))/g, (_, open: string, target: string, close: string) => open + blank(target) + close)
    .replace(/^(\s{0,3}\[[^\]]+\]:)(.*)$/gm, (_, label: string, target: string) => label + blank(target))
    .replace(/<(https?:\/\/[^>]+)>/g, (whole: string) => blank(whole))
}

/** The visitor-facing texts of a file; the house-style file itself is the list of rules, not text. */
export function visibleTexts(entry: StyledFile): { keys: FieldPath; text: string }[] {
  if (entry.typeName === "HouseStyleYaml") return []
  return stringsIn(entry.data)
    .filter(({ keys }) => keys[0] !== "keywords" && !notText.has(String(keys.filter((k) => typeof k === "string").at(-1))))
    .map(({ keys, text }) =>
      keys.length === 1 && keys[0] === "body" ? { keys, text: withoutLinkTargets(text) } : { keys, text },
    )
}

/** The Turkish lower case of a text: "İ" becomes "i", "I" becomes "ı"; every letter stays one character. */
export const lowerTr = (text: string) => text.toLocaleLowerCase("tr")

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The words around a match, so a long text is quoted only where the problem is. */
export function around(text: string, index: number, length: number): string {
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, index - 30)) + 1)
  const endSpace = text.indexOf(" ", Math.min(text.length, index + length + 30))
  const end = endSpace === -1 ? text.length : endSpace
  return `${start > 0 ? "..." : ""}${text.slice(start, end)}${end < text.length ? "..." : ""}`
}
