import { houseStyleSchema } from "./schema/house-style"
import { formatPath, lineIn, lineOf, type PathKey, type Problem } from "./problem"
import { escapeRegExp, excerpt, lowerIn } from "./rules/text"
import { runDirectly, type FileMemo } from "./memo"
import { visibleTexts, type HouseStyle, type StyledFile } from "./styled-texts"

/**
 * Absolute words ("kesintisiz", "hatasız", "garanti", "en iyi", "%100": `claimWords` of
 * data/house-style.yaml) promise what no company can keep, and an advertising board asks for
 * proof of them. A text may use one only inside a passage listed in `checkedClaims` with a note of
 * what makes it true ("Garanti BBVA" is a bank; "%100 müşteri memnuniyeti" is a 2030 goal).
 * A listed passage that no text contains any more is reported too, so the list does not go stale.
 */

interface Range {
  start: number
  end: number
}

function rangesOf(lowered: string, phrases: readonly string[], lower: (text: string) => string): Range[] {
  const ranges: Range[] = []
  for (const phrase of phrases) {
    const needle = lower(phrase)
    for (let at = lowered.indexOf(needle); at !== -1; at = lowered.indexOf(needle, at + 1))
      ranges.push({ start: at, end: at + needle.length })
  }
  return ranges
}

/**
 * `styleFile` is the house-style file when it is among `entries` (the build checks every file; the
 * CMS, one file, does not look for stale approvals). `inLanguage`: the texts' language, where its style
 * stands in the house-style file (a translation's own lists, under `translations`), and whether its pages
 * are still arriving (a translation's).
 */
export function absoluteClaimProblems(
  entries: readonly StyledFile[],
  style: HouseStyle | undefined,
  styleFile = entries.find((entry) => entry.type?.schema === houseStyleSchema),
  memo: FileMemo = runDirectly,
  inLanguage: { language: string; at: PathKey[]; pagesArriving?: true } = { language: "tr", at: [] },
): Problem[] {
  if (!style) return []
  const lower = lowerIn(inLanguage.language)
  // A word matches at the start of a word with any suffix: "garanti" finds "garantili", "%100" finds "%100'ü".
  const words = style.claimWords.map((word) => ({
    word,
    // Searched only in texts that hold it (a look-behind pattern over every text is slow).
    form: lower(word),
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(lower(word))}(?!\\p{N})`, "gu"),
  }))
  const usedPhrases = new Set<string>()
  const problems: Problem[] = []
  // One file's problems and the approved phrases it uses, through `memo` (the build keeps those of unchanged files).
  const inFile = (entry: StyledFile) => {
    const found: Problem[] = []
    const used = new Set<string>()
    const phrases = style.checkedClaims.filter((claim) => !claim.file || claim.file === entry.file).map((claim) => claim.phrase)
    for (const { keys, text } of visibleTexts(entry)) {
      const lowered = lower(text)
      const checked = rangesOf(lowered, phrases, lower)
      for (const phrase of phrases) if (lowered.includes(lower(phrase))) used.add(phrase)
      for (const { word, form, pattern } of words) {
        if (!lowered.includes(form)) continue
        for (const match of lowered.matchAll(pattern)) {
          const start = match.index
          const end = start + match[0].length
          if (checked.some((range) => range.start <= start && end <= range.end)) continue
          found.push({
            file: entry.file,
            line: lineIn(entry.doc, entry.counter, keys, text, start),
            field: formatPath(keys),
            expected: `kanıtlanabilir bir ifade: "${word}" gibi mutlak bir söz ancak doğrulanmış bir iddiada kullanılır`,
            found: `"${text.slice(start, end)}", şu metinde: "${excerpt(text, start, end - start)}"`,
            hint: `ölçülebilir bir ifade yazın (ör. "%99,9 erişilebilirlik hedefi"); iddia doğrulandıysa geçtiği ifadeyi ve dayanağını data/house-style.yaml dosyasındaki checkedClaims listesine ekleyin`,
          })
        }
      }
    }
    return { problems: found, used: [...used] }
  }
  for (const entry of entries) {
    const result = memo("absolute-claims", entry, () => inFile(entry))
    problems.push(...result.problems)
    for (const phrase of result.used) usedPhrases.add(phrase)
  }
  // Stale approvals can only be told when every file is checked, which is when the house-style file is among them.
  if (styleFile) {
    style.checkedClaims.forEach((claim, index) => {
      if (usedPhrases.has(claim.phrase)) return
      // A translation's pages arrive one by one: a claim of a page not written yet is not stale.
      if (inLanguage.pagesArriving && claim.file && !entries.some((entry) => entry.file === claim.file)) return
      const keys = [...inLanguage.at, "checkedClaims", index, "phrase"]
      problems.push({
        file: styleFile.file,
        line: lineOf(styleFile.doc, styleFile.counter, keys),
        field: formatPath(keys),
        expected: "bir sayfada geçen, doğrulanmış bir ifade",
        found: `"${claim.phrase}", hiçbir sayfada geçmiyor`,
        hint: "bu satırı silin ya da ifadeyi sayfadaki yazılışıyla aynı yapın",
      })
    })
  }
  return problems
}
