import { lentTokenValues } from "../lent-tokens"
import { formatPath, lineOf, type Problem } from "../problem"
import { closest } from "../suggest"
import { prefixedTokenPattern } from "../tokens"
import type { ContentRule } from "./rule"
import { textsOf } from "./site-texts"

/**
 * Every "{prefix:id}" token of every file names a value a kind lends (the price list's
 * "{fiyat:destek-standart}"), or is a placeholder its own kind fills ("{tutar:e-fatura}" in the e-document
 * check). An id lent by two files is refused too: the page would show whichever was read last.
 */
export const lentTokens: ContentRule = (context) => {
  const lenders = context.kinds.filter((kind) => kind.tokens)
  const problems: Problem[] = []
  const owner = new Map<string, string>()
  for (const kind of lenders)
    for (const entry of context.filesOf(kind))
      for (const id of Object.keys(kind.tokens!.values(entry.data))) {
        const key = `${kind.tokens!.prefix}:${id}`
        const first = owner.get(key)
        if (first && first !== entry.file)
          problems.push({
            file: entry.file,
            field: "id",
            expected: `her kimliğin tek dosyada yazılması ({${key}} ${first} dosyasında da var)`,
            found: `{${key}}`,
          })
        owner.set(key, entry.file)
      }
  const values = lentTokenValues(lenders, (kind) => context.filesOf(kind).map((entry) => entry.data))
  const prefixes = new Map(lenders.map((kind) => [kind.tokens!.prefix, kind]))
  for (const entry of context.parsed) {
    const own = new Set(entry.type.placeholders ?? [])
    for (const { keys, text } of textsOf(entry)) {
      for (const [whole, prefix, id] of text.matchAll(prefixedTokenPattern)) {
        if (own.has(prefix)) continue
        const at = { file: entry.file, line: lineOf(entry.doc, entry.counter, keys), field: formatPath(keys) }
        const lender = prefixes.get(prefix)
        if (!lender) {
          const guess = closest(prefix, prefixes.keys())
          problems.push({
            ...at,
            expected: prefixes.size
              ? `bilinen bir kısaltma öneki: ${[...prefixes.keys()].map((p) => `{${p}:…}`).join(", ")}${guess ? ` (“${guess}” mi?)` : ""}`
              : "bilinen bir kısaltma",
            found: whole,
          })
          continue
        }
        if (Object.hasOwn(values, `${prefix}:${id}`)) continue
        const ids = Object.keys(values)
          .filter((key) => key.startsWith(`${prefix}:`))
          .map((key) => key.slice(prefix.length + 1))
        const guess = closest(id, ids)
        problems.push({
          ...at,
          expected: `${lender.cms.label} içindeki bir kimlik${guess ? `, örneğin {${prefix}:${guess}}` : ""}`,
          found: whole,
          hint: `Bilinen kimlikler: ${ids.join(", ")}`,
        })
      }
    }
  }
  return problems
}
