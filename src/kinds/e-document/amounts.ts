/**
 * Amounts of the e-document check as its page's reader writes them (Turkish "3 milyon TL", "500 bin TL",
 * "3.000 TL"; English "3 million TL", "500,000 TL"), as an address segment ("3-milyon", the same in every
 * language, so a page and its translation pair step by step) and inside texts, where an amount is written
 * only as {tutar:<threshold id>} so that each one lives in one place of the file.
 */

/** "3 milyon", "2,5 milyon", "500 bin", "3.000" (English: "3 million", "2.5 million", "500,000"): without the currency. */
export function amountWords(amount: number, language = "tr"): string {
  const whole = Math.trunc(amount)
  if (language !== "tr") {
    if (amount >= 1_000_000 && amount % 100_000 === 0) return `${amount / 1_000_000} million`
    return whole.toLocaleString("en-GB")
  }
  if (amount >= 1_000_000 && amount % 100_000 === 0) return `${String(amount / 1_000_000).replace(".", ",")} milyon`
  if (amount >= 100_000 && amount % 1_000 === 0) return `${amount / 1_000} bin`
  return whole.toLocaleString("tr-TR")
}

export const amountText = (amount: number, language = "tr") => `${amountWords(amount, language)} TL`

/** The amount as part of an address: "3-milyon", "2-5-milyon", "500-bin", "3000". */
export const amountSlug = (amount: number) => amountWords(amount).replace(/[.]/g, "").replace(/[ ,]/g, "-")

/** The placeholder a text writes an amount with: {tutar:e-fatura}. */
export const amountPlaceholder = /\{tutar:([a-z0-9-]+)\}/g

/** The text with every {tutar:id} replaced by its threshold's amount; an unknown id stays as written. */
export function fillAmounts(text: string, thresholds: readonly { id: string; amount: number }[], language = "tr"): string {
  return text.replace(amountPlaceholder, (whole, id: string) => {
    const threshold = thresholds.find((item) => item.id === id)
    return threshold ? amountText(threshold.amount, language) : whole
  })
}

/**
 * Money amounts typed as figures in a text ("3 milyon TL", "500.000 TL", "10 milyon lira"): the content
 * check refuses them, so an amount changed under `thresholds` cannot leave an old copy behind.
 */
export const typedAmounts = (text: string): string[] =>
  [
    ...text
      .replace(amountPlaceholder, "")
      .matchAll(/\d[\d.,]*\s*(?:bin|milyon|milyar|thousand|million|billion)?\s*(?:TL|lira)\b/giu),
  ].map((match) => match[0])

// A day as Turkish readers write it, shared with the other kinds (src/content/turkish-time.ts).
export { dayText } from "../../content/turkish-time"

const englishMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/** A day written "2026-11-28" as a British reader writes it: "28 November 2026". */
export function englishDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split("-")
  return `${Number(date)} ${englishMonths[Number(month) - 1]} ${year}`
}
