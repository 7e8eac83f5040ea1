/**
 * "Did you mean ...?" for the content check: the nearest of a list of valid values to what an
 * editor wrote, by edit distance (Damerau-Levenshtein, optimal string alignment: an insertion,
 * deletion, substitution or swap of two neighbouring letters costs 1, so "titel" is 1 from "title").
 */

export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[a.length][b.length]
}

const turkishToAscii: Record<string, string> = { ç: "c", ğ: "g", ı: "i", i̇: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" }

/** Lower-case ASCII for comparing: "İletişim" and "iletisim" are the same word. */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .replace(/i̇|[çğıöşüâîû]/g, (letter) => turkishToAscii[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
}

/** A slug-like form of a text: "Ön Muhasebe Sistemleri" → "on-muhasebe-sistemleri". */
export function asciiSlug(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** The largest distance still worth suggesting for a word of this length. */
const tolerance = (length: number) => Math.max(1, Math.floor(length / 3))

/**
 * The candidate closest to `value`, or undefined when none is close enough to be a likely typo.
 * `keysOf` gives the forms a candidate may be written in (a route's address and its page title).
 */
export function closest<T>(value: string, candidates: Iterable<T>, keysOf: (candidate: T) => string[] = (c) => [String(c)]) {
  const target = fold(value)
  let best: { candidate: T; distance: number } | undefined
  for (const candidate of candidates) {
    for (const key of keysOf(candidate)) {
      const distance = editDistance(target, fold(key))
      if (distance <= tolerance(Math.max(target.length, 3)) && (!best || distance < best.distance)) best = { candidate, distance }
    }
  }
  return best?.candidate
}
