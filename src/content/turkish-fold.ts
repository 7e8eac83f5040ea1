/**
 * Turkish letters folded to their plain Latin forms, for search. Visitors type "isik" for "ışık" on a
 * phone, and Pagefind folds accents (ç, ş, İ) but not the dotless ı, which is a letter of its own, and
 * lower-cases I to i where Turkish has ı. So the build indexes each page's text folded by
 * `foldLetters` and the search page folds what the visitor types by `foldQuery`: both sides then
 * meet on plain letters. No DOM and no Node API here: the build and the search page's script share it.
 */

const plain: Record<string, string> = {
  ı: "i",
  İ: "I",
  ç: "c",
  Ç: "C",
  ğ: "g",
  Ğ: "G",
  ö: "o",
  Ö: "O",
  ş: "s",
  Ş: "S",
  ü: "u",
  Ü: "U",
  // The circumflex of loanwords (hikâye, kâr, rüzgâr), which many writers leave out.
  â: "a",
  Â: "A",
  î: "i",
  Î: "I",
  û: "u",
  Û: "U",
}

const foldable = /[ıİçÇğĞöÖşŞüÜâÂîÎûÛ]/g

/**
 * The text with every Turkish letter replaced by its plain form, case kept: one character for one,
 * so a word keeps its length and its place in the text ("Işık" → "Isik", "faturaları" → "faturalari").
 */
export const foldLetters = (text: string) => text.replace(foldable, (letter) => plain[letter])

/**
 * What a visitor typed, as the index holds it: lower-cased by Turkish rules first, so "I" is "ı" and
 * "İ" is "i", then folded ("IRSALIYE" → "irsaliye", "ERP'ye Geçiş" → "erp'ye gecis").
 */
export const foldQuery = (query: string) => foldLetters(query.toLocaleLowerCase("tr")).replace(/\s+/g, " ").trim()

/**
 * The words Pagefind is asked for: the folded query, with a lone "e" joined to the word after it, as
 * the e-documents are written ("e fatura" → "e-fatura"): alone, "e" would match every word that
 * starts with it and light up half of each excerpt.
 */
export const searchTerms = (query: string) => foldQuery(query).replace(/(^| )e (?=[a-z0-9])/g, "$1e-")

/** The words (runs of letters) of `text` that folding changes, each once, in order of first use. */
export function foldedWords(text: string): string[] {
  const words = new Set<string>()
  for (const [word] of text.matchAll(/\p{L}+/gu)) if (foldLetters(word) !== word) words.add(word)
  return [...words]
}

/**
 * The original text of a folded excerpt: each run of letters that `words` (a page's `foldedWords`)
 * has a folded form of is put back as the page wrote it ("Isik" → "Işık"); others stay as they are.
 */
export function unfold(text: string, words: readonly string[]): string {
  const original = new Map(words.map((word) => [foldLetters(word), word]))
  return text.replace(/\p{L}+/gu, (run) => original.get(run) ?? run)
}
