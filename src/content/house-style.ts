import { formatPath, lineIn, lineOf, type Problem } from "./problem"
import type { FieldPath } from "./strings"
import { escapeRegExp, excerpt, lowerIn } from "./rules/text"
import { runDirectly, type FileMemo } from "./memo"
import { visibleTexts, type HouseStyle, type StyledFile } from "./styled-texts"

/**
 * The house style of data/house-style.yaml, checked on every visitor-facing text:
 * - spelling: one form for words the site used to write in several ways ("veri tabanı", never
 *   "veritabanı"), with the form to write as the hint;
 * - headings in sentence case: after a heading's first word, only proper names (`headingNames`),
 *   abbreviations ("ERP", "KVKK") and words after a colon or full stop start with a capital; button
 *   labels and stat labels follow the same rule ("Ücretsiz demo talep edin", "Daha az acil alım");
 * - one time format: "14.00", never "14:00" (TDK);
 * - no apostrophe after an account's name: "100 Kasa hesabından", never "100 Kasa'dan".
 * Editors change the lists in data/house-style.yaml (also in the CMS); the rules stay here.
 */

/** Fields shown as headings: page and section headings, hero badges, card and channel titles, prose subheadings. */
export const headingFields = new Set(["title", "heading", "subheading", "badge"])

/** A letter pattern that needs no other letter before it: the start of a word, not of a {token}. */
const wordStart = "(?<![\\p{L}\\p{N}{])"

const lowerFirst = (word: string, language: string) => word.charAt(0).toLocaleLowerCase(language) + word.slice(1)

/** Whether a text's sentence (or a heading, a list item) starts at this index. */
const atSentenceStart = (text: string, index: number) => /(^|[.!?:·]\s+)["“‘(]*$/u.test(text.slice(0, index))

function spellingPattern(rule: HouseStyle["spelling"][number], avoid: string, lower: (text: string) => string): RegExp {
  const end = rule.wholeWord ? "(?![\\p{L}\\p{N}])" : ""
  const form = rule.matchCase ? escapeRegExp(avoid) : escapeRegExp(lower(avoid))
  return new RegExp(`${wordStart}${form}${end}`, "gu")
}

/** `language`: the texts' language, whose lower case the rules use (Turkish: "I" is "ı"). */
export function spellingProblems(entries: readonly StyledFile[], style: HouseStyle, language = "tr"): Problem[] {
  const lower = lowerIn(language)
  // A pattern matches only where its form is written, so a text without the form is not searched with it
  // (the pattern's look-behind made every search slow: 0.3 s of the check at 1,000 articles).
  const rules = style.spelling.flatMap((rule) =>
    rule.avoid.map((avoid) => ({
      rule,
      form: rule.matchCase ? avoid : lower(avoid),
      pattern: spellingPattern(rule, avoid, lower),
    })),
  )
  const problems: Problem[] = []
  for (const entry of entries) {
    for (const { keys, text } of visibleTexts(entry)) {
      const lowered = lower(text)
      for (const { rule, form, pattern } of rules) {
        const searched = rule.matchCase ? text : lowered
        if (!searched.includes(form)) continue
        for (const match of searched.matchAll(pattern)) {
          const index = match.index
          // A sentence starts with a capital: "E-belge" opens a sentence when "e-belge" is the house form.
          if (rule.matchCase && atSentenceStart(text, index) && !rule.avoid.includes(lowerFirst(match[0], language))) continue
          // The form as written, up to its word's end, so the report quotes "veritabanında", not "veritabanı",
          // and "Tek Düzen" or "e-Fatura'ya" whole.
          const end = index + match[0].length
          const word = text.slice(index, end) + (/^[\p{L}\p{N}'’-]*/u.exec(text.slice(end))?.[0] ?? "")
          problems.push({
            file: entry.file,
            line: lineIn(entry.doc, entry.counter, keys, text, index),
            field: formatPath(keys),
            expected: `ev yazım kılavuzundaki biçim (data/house-style.yaml): "${rule.write}"`,
            found: `"${word}", şu metinde: "${excerpt(text, index, word.length)}"`,
            hint: `"${rule.write}" yazın`,
          })
        }
      }
    }
  }
  return problems
}

/** An abbreviation or a name with inner capitals ("ERP", "B2B", "KVKK'ya", "DevOps", "iOS"). */
function keepsCase(word: string, language: string): boolean {
  const stem = word.split(/['’]/)[0]
  if (/\p{N}/u.test(stem)) return true
  const letters = [...stem].filter((c) => /\p{L}/u.test(c))
  if (letters.length >= 2 && letters.every((c) => c === c.toLocaleUpperCase(language) && c !== c.toLocaleLowerCase(language)))
    return true
  // Capitals inside one part of the word (not just after a hyphen): "DevOps", "WhatsApp".
  return stem.split("-").some((part) => /\p{Ll}\p{Lu}/u.test(part))
}

const startsUpper = (word: string, language: string) => {
  const first = word[0]
  return first !== undefined && first !== first.toLocaleLowerCase(language) && first === first.toLocaleUpperCase(language)
}

/** The heading in sentence case, or undefined when it already is: "Destek Kanalları" → "Destek kanalları". */
export function sentenceCase(heading: string, names: readonly string[], language = "tr"): string | undefined {
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
    if (atStart || word.startsWith("{") || !startsUpper(word, language) || keepsCase(word, language)) return part
    const stem = word.split(/['’]/)[0]
    const bare = word.replace(/[.,;:!?)"”’»]+$/u, "")
    if (known.has(stem) || known.has(bare) || inNames.has(bare)) return part
    changed = true
    // Every part after a hyphen too: "E-Ticaret" → "e-ticaret".
    return (
      lead +
      word
        .split("-")
        .map((piece) => (startsUpper(piece, language) && !keepsCase(piece, language) ? lowerFirst(piece, language) : piece))
        .join("-")
    )
  })
  return changed ? out.join("") : undefined
}

/** Fields shown as a button's text: a card's link, the blog's calls. */
const buttonLabelFields = new Set(["linkLabel", "demoLabel", "contactLabel"])

/**
 * What a sentence-case field is, in the report's words, or undefined for a field the rule leaves
 * alone: headings, button labels (an action's `label`, `linkLabel` ...) and stat labels (a stat's,
 * a company claim's or a story result's `label`). Menu, form and sector labels are names, not checked.
 */
export function sentenceCaseField(keys: FieldPath): string | undefined {
  const last = String(keys.at(-1))
  if (headingFields.has(last)) return "başlık"
  if (buttonLabelFields.has(last)) return "düğme etiketi"
  if (last !== "label") return undefined
  if (keys.includes("actions")) return "düğme etiketi"
  if (keys.includes("stats") || keys.includes("results") || keys[0] === "claims") return "istatistik etiketi"
  return undefined
}

export function headingCaseProblems(entries: readonly StyledFile[], style: HouseStyle, language = "tr"): Problem[] {
  const problems: Problem[] = []
  for (const entry of entries) {
    for (const { keys, text } of visibleTexts(entry)) {
      const kind = sentenceCaseField(keys)
      if (kind === undefined) continue
      const fixed = sentenceCase(text, style.headingNames, language)
      if (fixed === undefined) continue
      problems.push({
        file: entry.file,
        line: lineOf(entry.doc, entry.counter, keys),
        field: formatPath(keys),
        expected: `cümle düzeninde bir ${kind}: yalnızca ilk kelime, özel adlar ve kısaltmalar büyük harfle başlar`,
        found: `"${text}"`,
        hint: `"${fixed}" yazın; büyük harfle kalması gereken bir özel adsa data/house-style.yaml dosyasındaki headingNames listesine ekleyin`,
      })
    }
  }
  return problems
}

/** Fields that hold a time a machine reads ("09:00" in the office hours' structured data), not text. */
const machineTimeFields = new Set(["opens", "closes"])

/** A clock time written with a colon: "14:00", "9:30" (not a ratio such as "1:10", not inside a longer number). */
const colonTime = /(?<![\p{N}:.,])([01]?\d|2[0-3]):([0-5]\d)(?![\p{N}:])/gu

/** One time format: Turkish writes the hour and minutes with a full stop ("saat 14.00", "09.00-18.00"). */
export function timeFormatProblems(entries: readonly StyledFile[]): Problem[] {
  const problems: Problem[] = []
  for (const entry of entries) {
    for (const { keys, text } of visibleTexts(entry)) {
      if (machineTimeFields.has(String(keys.at(-1)))) continue
      for (const match of text.matchAll(colonTime)) {
        const index = match.index
        const dotted = `${match[1]}.${match[2]}`
        problems.push({
          file: entry.file,
          line: lineIn(entry.doc, entry.counter, keys, text, index),
          field: formatPath(keys),
          expected: 'saatin noktayla yazılışı (TDK): "14.00", "09.00-18.00"',
          found: `"${match[0]}", şu metinde: "${excerpt(text, index, match[0].length)}"`,
          hint: `"${dotted}" yazın`,
        })
      }
    }
  }
  return problems
}

/**
 * An account of the chart of accounts named with its code and a suffix after an apostrophe: "100 Kasa'dan",
 * "770 Genel Yönetim Giderleri'ne". The name is not a proper name: the suffix goes on "hesap".
 */
const accountWithApostrophe = /(?<![\p{L}\p{N}.,])([1-9]\d{2})((?:\s+\p{Lu}[\p{L}-]*)+)['’](\p{L}+)/gu

export function accountNameProblems(entries: readonly StyledFile[]): Problem[] {
  const problems: Problem[] = []
  for (const entry of entries) {
    for (const { keys, text } of visibleTexts(entry)) {
      for (const match of text.matchAll(accountWithApostrophe)) {
        const index = match.index
        const account = `${match[1]}${match[2]}`
        problems.push({
          file: entry.file,
          line: lineIn(entry.doc, entry.counter, keys, text, index),
          field: formatPath(keys),
          expected: 'hesap adından sonra kesme işaretsiz bir yazılış: ek "hesap" kelimesine gelir ("100 Kasa hesabından")',
          found: `"${match[0]}", şu metinde: "${excerpt(text, index, match[0].length)}"`,
          hint: `"${account} hesabı" diye yazın ve eki "hesabı" kelimesine getirin`,
        })
      }
    }
  }
  return problems
}

/**
 * Every house-style rule, as the build and the CMS run them: each rule on each file alone, through
 * `memo` (the build keeps the results of unchanged files), in the same order as over all files at once.
 */
export function houseStyleProblems(
  entries: readonly StyledFile[],
  style: HouseStyle | undefined,
  memo: FileMemo = runDirectly,
): Problem[] {
  if (!style) return []
  const each = (check: string, problems: (entry: StyledFile) => Problem[]) =>
    entries.flatMap((entry) => memo(check, entry, () => problems(entry)))
  return [
    ...each("spelling", (entry) => spellingProblems([entry], style)),
    ...each("heading-case", (entry) => headingCaseProblems([entry], style)),
    ...each("time-format", (entry) => timeFormatProblems([entry])),
    ...each("account-names", (entry) => accountNameProblems([entry])),
  ]
}
