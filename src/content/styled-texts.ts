import type { Document, LineCounter } from "yaml"
import { stringsIn, type FieldPath } from "./strings"
import type { HouseStyle } from "./schema/house-style"
import type { ContentType } from "./kind"
import { notText } from "./rules/text"

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
  /** Its kind, whose `notText` and `notVisitorText` say which strings a visitor reads. */
  type: ContentType | undefined
}

export type { HouseStyle }

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

/**
 * The visitor-facing texts of a file: not `keywords`, which repeat what people type into a search box
 * ("veritabanı programı") and are never shown, nor fields of `notText` or of the kind's own `notText`; nor any text of a kind whose
 * strings are not visitor text (`notVisitorText`: the house-style file is the list of rules).
 */
export function visibleTexts(entry: StyledFile): { keys: FieldPath; text: string }[] {
  const { type } = entry
  if (type?.notVisitorText) return []
  const kindsOwn = new Set(type?.notText ?? [])
  const isText = (keys: FieldPath) => {
    const field = String(keys.filter((key) => typeof key === "string").at(-1))
    return keys[0] !== "keywords" && !notText.has(field) && !kindsOwn.has(field)
  }
  return stringsIn(entry.data)
    .filter(({ keys }) => isText(keys))
    .map(({ keys, text }) =>
      keys.length === 1 && keys[0] === "body" ? { keys, text: withoutLinkTargets(text) } : { keys, text },
    )
}
