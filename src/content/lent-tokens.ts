import type { ContentType } from "./kind"

/**
 * The "{prefix:id}" values the kinds lend (`tokens` of a kind's definition), from their files' data:
 * "fiyat:destek-standart" → "500 TL". One id written in two files of a kind is the content check's to
 * refuse (./rules/lent-tokens.ts); here the later file wins.
 */
export function lentTokenValues(
  kinds: readonly ContentType[],
  dataOf: (kind: ContentType) => readonly Record<string, unknown>[],
  /** The language of the page whose texts they fill ("1,000 TL" on an English page). */
  language?: string,
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const kind of kinds) {
    if (!kind.tokens) continue
    for (const data of dataOf(kind))
      for (const [id, value] of Object.entries(kind.tokens.values(data, language))) values[`${kind.tokens.prefix}:${id}`] = value
  }
  return values
}
