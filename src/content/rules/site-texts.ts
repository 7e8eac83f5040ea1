import { siteSchema } from "../schema/site"
import { stringsIn } from "../strings"
import type { TokenSource } from "../tokens"
import type { ParsedFile, RuleContext } from "./rule"
import { addressFields } from "./text"

/** The strings of a file that may be running text: every field but addresses and keys. */
export const textsOf = (entry: ParsedFile) => stringsIn(entry.data).filter(({ keys }) => !addressFields.has(String(keys.at(-1))))

/**
 * data/site.yaml's content and its file, when it passed its own check: the rules of running text
 * against it (plus-figures.ts, place-names.ts) have nothing to compare with otherwise.
 */
export function siteOf(context: RuleContext): { data: TokenSource; file: ParsedFile } | undefined {
  const data = context.dataOf(siteSchema)
  const file = context.fileOf(siteSchema)
  return data && file ? { data: data as TokenSource, file } : undefined
}
