/**
 * What the rules that read running text share: which fields hold text at all, Turkish lower case,
 * a pattern for a literal word and the excerpt a report quotes. Defined once for every rule.
 */

/** Fields that hold a link: a button's `href`, a menu's `overview`. */
export const linkFields: ReadonlySet<string> = new Set(["href", "overview"])

/** Fields whose strings are addresses or keys, never running text: read by every text rule. */
export const addressFields: ReadonlySet<string> = new Set([...linkFields, "slug", "icon", "anchor", "mapUrl", "url", "siteUrl"])

/**
 * Fields that hold no words a visitor reads, in any kind, for the house-style rules: the addresses and
 * keys above, choices, contact targets and a picture's file. A kind adds its own (`notText` of its
 * definition in src/kinds/: an article's dates, an event's times). The figure and place-name rules have
 * always read these fields too, so they stop at `addressFields`.
 */
export const notText: ReadonlySet<string> = new Set([
  ...addressFields,
  "id",
  "type",
  "tone",
  "variant",
  "contact",
  "when",
  "phone",
  "whatsapp",
  "email",
  "tel",
  "number",
  "endpoint",
  "src",
])

/**
 * The Turkish lower case of a text: "İ" becomes "i", "I" becomes "ı"; every letter stays one character.
 * Turkish differs from the default lower case only in those two letters and a combining dot after "I"
 * (Unicode's SpecialCasing), so without that dot they are replaced and the rest lowered by the default
 * rules: the same text, about ten times faster than the locale's lowering (0.2 s of the content check
 * at 1,000 articles, which lowers every text for several rules).
 */
export const lower = (text: string) =>
  text.includes("\u0307")
    ? text.toLocaleLowerCase("tr")
    : text.replace(/[Iİ]/g, (letter) => (letter === "I" ? "ı" : "i")).toLowerCase()

/** The lower case of a text in `language`: Turkish's own (`lower`), or the default rules. */
export const lowerIn = (language: string) => (language === "tr" ? lower : (text: string) => text.toLowerCase())

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The words around a match, so a long text is quoted only where the problem is. */
export function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, index - 30)) + 1)
  const endSpace = text.indexOf(" ", Math.min(text.length, index + length + 30))
  const end = endSpace === -1 ? text.length : endSpace
  return `${start > 0 ? "..." : ""}${text.slice(start, end)}${end < text.length ? "..." : ""}`
}
