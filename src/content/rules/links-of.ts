import { lineOf, type PathKey } from "../problem"
import { stringsOfFields } from "../strings"
import { markdownLinks } from "./markdown-lines"
import type { ParsedFile, RuleContext } from "./rule"
import { linkFields } from "./text"

export interface Link {
  keys: PathKey[]
  href: string
  /** The line it is written on. */
  line: number | undefined
}

/**
 * Every link of a content file: its `href` and `overview` fields and the links of a Markdown body,
 * each at its own line (fenced code is not read). An article's solution pages and its call to
 * action's subject are references, checked by references.ts.
 */
export function linksOf(entry: ParsedFile, bodyLines: RuleContext["bodyLines"]): Link[] {
  const fields = stringsOfFields(entry.data, linkFields).map(({ keys, text }) => ({
    keys,
    href: text,
    line: lineOf(entry.doc, entry.counter, keys),
  }))
  const body = bodyLines(entry)
    .filter((line) => !line.inCode)
    .flatMap(({ text, line }) => markdownLinks(text).map((href) => ({ keys: ["body"], href, line })))
  return [...fields, ...body]
}

/** The path part of an internal link: "/contact?konu=erp#form" is "/contact". */
export const pathOf = (href: string) => href.replace(/[?#].*$/, "") || "/"
