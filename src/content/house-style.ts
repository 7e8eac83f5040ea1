import { formatPath, lineIn, lineOf, type Problem } from "./check-file"
import { around, escapeRegExp, lowerTr, visibleTexts, type HouseStyle, type StyledFile } from "./styled-texts"

/**
 * The house style of data/house-style.yaml, checked on every visitor-facing text:
 * - spelling: one form for words the site used to write in several ways ("veri tabanı", never
 *   "veritabanı"), with the form to write as the hint;
 * - headings in sentence case: after a heading's first word, only proper names (`headingNames`),
 *   abbreviations ("ERP", "KVKK") and words after a colon or full stop start with a capital.
 * Editors change the lists in data/house-style.yaml (also in the CMS); the rules stay here.
 */

/** Fields shown as headings: page and section headings, hero badges, card and channel titles, prose subheadings. */
export const headingFields = new Set(["title", "heading", "subheading", "badge"])

/** A letter pattern that needs no other letter before it: the start of a word. */
const wordStart = "(?<![\\p{L}\\p{N}])"

const lowerFirst = (word: string) => word.charAt(0).toLocaleLowerCase("tr") + word.slice(1)

/** Whether a text's sentence (or a heading, a list item) starts at this index. */
const atSentenceStart = (text: string, index: number) => /(^|[.!?:·]\s+)["“‘(]*$/u.test(text.slice(0, index))

function spellingPattern(rule: HouseStyle["spelling"][number], avoid: string): RegExp {
  const end = rule.wholeWord ? "(?![\\p{L}\\p{N}])" : ""
  const form = rule.matchCase ? escapeRegExp(avoid) : escapeRegExp(lowerTr(avoid))
  return new RegExp(`${wordStart}${form}${end}`, "gu")
}

export function spellingProblems(entries: StyledFile[], style: HouseStyle): Problem[] {
  const rules = style.spelling.flatMap((rule) => rule.avoid.map((avoid) => ({ rule, pattern: spellingPattern(rule, avoid) })))
  const problems: Problem[] = []
  for (const entry of entries) {
    for (const { keys, text } of visibleTexts(entry)) {
      const lower = lowerTr(text)
      for (const { rule, pattern } of rules) {
        for (const match of (rule.matchCase ? text : lower).matchAll(pattern)) {
          const index = match.index
          // A sentence starts with a capital: "E-belge" opens a sentence when "e-belge" is the house form.
          if (rule.matchCase && atSentenceStart(text, index) && !rule.avoid.includes(lowerFirst(match[0]))) continue
          // The word as written, up to its end, so the report quotes "veritabanında", not "veritabanı".
          const word = /^[\p{L}\p{N}'’-]+/u.exec(text.slice(index))?.[0] ?? match[0]
          problems.push({
            file: entry.file,
            line: lineIn(entry.doc, entry.counter, keys, text, index),
            field: formatPath(keys),
            expected: `ev yazım kılavuzundaki biçim (data/house-style.yaml): "${rule.write}"`,
            found: `"${word}", şu metinde: "${around(text, index, word.length)}"`,
            hint: `"${rule.write}" yazın`,
          })
        }
      }
    }
  }
  return problems
}

/** An abbreviation or a name with inner capitals ("ERP", "B2B", "KVKK'ya", "DevOps", "iOS"). */
function keepsCase(word: string): boolean {
  const stem = word.split(/['’]/)[0]
  if (/\p{N}/u.test(stem)) return true
  const letters = [...stem].filter((c) => /\p{L}/u.test(c))
  if (letters.length >= 2 && letters.every((c) => c === c.toLocaleUpperCase("tr") && c !== c.toLocaleLowerCase("tr"))) return true
  // Capitals inside one part of the word (not just after a hyphen): "DevOps", "WhatsApp".
  return stem.split("-").some((part) => /\p{Ll}\p{Lu}/u.test(part))
}

const startsUpper = (word: string) => {
  const first = word[0]
  return first !== undefined && first !== first.toLocaleLowerCase("tr") && first === first.toLocaleUpperCase("tr")
}

/** The heading in sentence case, or undefined when it already is: "Destek Kanalları" → "Destek kanalları". */
export function sentenceCase(heading: string, names: readonly string[]): string | undefined {
  const known = new Set(names)
  // A name of several words ("Trendyol Yemek") keeps its capitals where the heading contains it whole.
  const inNames = new Set(names.filter((name) => name.includes(" ") && heading.includes(name)).flatMap((name) => name.split(" ")))
  const parts = heading.split(/(\s+)/)
  let sentenceStart = true
  let changed = false
  const out = parts.map((part) => {
    if (/^\s*$/.test(part)) return part
    const lead = /^[("“‘«'"]*/u.exec(part)?.[0] ?? ""
    const word = part.slice(lead.length)
    const atStart = sentenceStart
    // A colon, full stop, question or exclamation mark starts a new sentence; so does a dash or "·" alone.
    sentenceStart = /[.:!?]["”’»)]*$/u.test(part) || /^[–—·|-]$/u.test(part)
    if (atStart || word.startsWith("{") || !startsUpper(word) || keepsCase(word)) return part
    const stem = word.split(/['’]/)[0]
    const bare = word.replace(/[.,;:!?)"”’»]+$/u, "")
    if (known.has(stem) || known.has(bare) || inNames.has(bare)) return part
    changed = true
    // Every part after a hyphen too: "E-Ticaret" → "e-ticaret".
    return (
      lead +
      word
        .split("-")
        .map((piece) => (startsUpper(piece) && !keepsCase(piece) ? piece[0].toLocaleLowerCase("tr") + piece.slice(1) : piece))
        .join("-")
    )
  })
  return changed ? out.join("") : undefined
}

export function headingCaseProblems(entries: StyledFile[], style: HouseStyle): Problem[] {
  const problems: Problem[] = []
  for (const entry of entries) {
    for (const { keys, text } of visibleTexts(entry)) {
      if (!headingFields.has(String(keys.at(-1)))) continue
      const fixed = sentenceCase(text, style.headingNames)
      if (fixed === undefined) continue
      problems.push({
        file: entry.file,
        line: lineOf(entry.doc, entry.counter, keys),
        field: formatPath(keys),
        expected: "cümle düzeninde bir başlık: yalnızca ilk kelime, özel adlar ve kısaltmalar büyük harfle başlar",
        found: `"${text}"`,
        hint: `"${fixed}" yazın; büyük harfle kalması gereken bir özel adsa data/house-style.yaml dosyasındaki headingNames listesine ekleyin`,
      })
    }
  }
  return problems
}

/** Both house-style rules, as the build and the CMS run them. */
export const houseStyleProblems = (entries: StyledFile[], style: HouseStyle | undefined): Problem[] =>
  style ? [...spellingProblems(entries, style), ...headingCaseProblems(entries, style)] : []
