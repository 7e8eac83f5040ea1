import { houseStyleSchema } from "../schema/house-style"
import { formatPath, lineIn, type Problem } from "../problem"
import { visibleTexts } from "../styled-texts"
import type { ContentRule } from "./rule"
import { excerpt } from "./text"

/** Two figures joined by a hyphen or dash with spaces around it: "10.000 - 50.000", "%30 – %50". */
const spacedRange = /(?<![\p{L}\p{N}])(%?\d[\d.,]*)[ \t]+[-–][ \t]+(%?\d[\d.,]*)(?![\p{N}])/gu

/**
 * One form for ranges (house style, TDK): the figures of a range are joined by a hyphen without spaces,
 * "10.000-50.000 TL", "09.00-18.00", "%30-50". Runs with the house style (data/house-style.yaml).
 */
export const numberRanges: ContentRule = ({ parsed, dataOf }) => {
  if (!dataOf(houseStyleSchema)) return []
  const problems: Problem[] = []
  for (const entry of parsed) {
    for (const { keys, text } of visibleTexts(entry)) {
      for (const match of text.matchAll(spacedRange)) {
        problems.push({
          file: entry.file,
          line: lineIn(entry.doc, entry.counter, keys, text, match.index),
          field: formatPath(keys),
          expected: 'boşluksuz kısa çizgiyle yazılmış bir aralık: "10.000-50.000 TL"',
          found: `"${match[0]}", şu metinde: "${excerpt(text, match.index, match[0].length)}"`,
          hint: `"${match[1]}-${match[2]}" yazın`,
        })
      }
    }
  }
  return problems
}
