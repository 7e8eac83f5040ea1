import { formatPath, lineOf, type Problem } from "../problem"
import type { ContentRule, ParsedFile } from "./rule"
import { siteOf, textsOf } from "./site-texts"
import { escapeRegExp, excerpt, lower } from "./text"

/**
 * The district and city are written only in data/site.yaml; other files use {district} and {city},
 * so a company that moves changes one file. Matched as whole words, in any case, with suffixes
 * after an apostrophe ("Ordu'da").
 */
export const placeNames: ContentRule = (context) => {
  const site = siteOf(context)
  if (!site) return []
  const { address } = site.data
  const places = [
    { name: address.district, token: "{district}" },
    { name: address.city, token: "{city}" },
  ]
  // One file's hand-written places, through the memo (the build keeps those of unchanged files).
  const placesIn = (entry: ParsedFile): Problem[] => {
    const problems: Problem[] = []
    for (const { keys, text } of textsOf(entry)) {
      for (const place of places) {
        const pattern = new RegExp(`(?<!\\p{L})${escapeRegExp(lower(place.name))}(?!\\p{L})`, "u")
        // Turkish lower case keeps every letter one character, so the index fits the original text.
        const match = pattern.exec(lower(text))
        if (!match) continue
        problems.push({
          file: entry.file,
          line: lineOf(entry.doc, entry.counter, keys),
          field: formatPath(keys),
          expected: `adın yerine ${place.token} kısaltması (adı yalnızca data/site.yaml yazar)`,
          found: `"${text.slice(match.index, match.index + place.name.length)}", şu metinde elle yazılmış: "${excerpt(text, match.index, place.name.length)}"`,
        })
      }
    }
    return problems
  }
  const memo = context.memo(places)
  return context.parsed.flatMap((entry) => (entry === site.file ? [] : memo("place-names", entry, () => placesIn(entry))))
}
