import { formatPath, lineOf, type Problem } from "../problem"
import { fillTokens, tokensIn, tokenValues } from "../tokens"
import type { ContentRule } from "./rule"
import { siteOf, textsOf } from "./site-texts"

/**
 * A figure with "+" ("500+") cannot take a Turkish suffix, and a word after it reads as "beş yüz
 * artı proje": in running text the figure is written out ("500'ü aşkın proje", {projectsInText}).
 * Tokens are filled first (from data/site.yaml), so "{projects} projeyi" is caught too.
 */
export const plusFigures: ContentRule = (context) => {
  const site = siteOf(context)
  if (!site) return []
  const values = tokenValues(site.data)
  const problems: Problem[] = []
  for (const entry of context.parsed) {
    for (const { keys, text } of textsOf(entry)) {
      const shown = fillTokens(text, values)
      for (const match of shown.matchAll(/(\d[\d.,]*\+)\s*(['’]?\p{L}+)/gu)) {
        const figure = match[1]
        const token = tokensIn(text).find((name) => values[name] === figure)
        problems.push({
          file: entry.file,
          line: lineOf(entry.doc, entry.counter, keys),
          field: formatPath(keys),
          expected: token
            ? `rakamın cümle içindeki yazılışı: {${token}InText} (örneğin "500'ü aşkın proje") ya da ardından kelime gelmeyen tek başına {${token}}`
            : `rakamın cümle içindeki yazılışı, örneğin "500'ü aşkın proje" ya da "15 yılı aşkın"; ya da ardından kelime gelmeyen tek başına "${figure}"`,
          found: `"${figure} ${match[2]}"${token ? ` ({${token}} kısaltmasından)` : ""}`,
        })
      }
    }
  }
  return problems
}
