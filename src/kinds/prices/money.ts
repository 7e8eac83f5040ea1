import type { Billing } from "./schema"

/**
 * How the price list's amounts are shown and derived: Turkish lira with a dot for thousands, the VAT-inclusive
 * figure at the site's rate, and the yearly figure of a monthly price. Plain functions: the page, the content
 * check, the tokens and the structured data compute the same figures.
 */

const lira = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 0 })

/** An amount in a translation's words, where a page of that language names a price ({fiyat:id} on an English page). */
const amountWordsIn: Readonly<
  Record<string, { format: Intl.NumberFormat; free: string; per: Record<Billing, string>; once: string }>
> = {
  en: {
    format: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }),
    free: "Free",
    per: { aylik: "month", yillik: "year", tek: "one-off", gun: "day" },
    once: "one-off",
  },
}

/** "1.450 TL"; 0 is "Ücretsiz" (in English, "1,450 TL" and "Free"). */
export const formatLira = (amount: number, language = "tr") => {
  const words = amountWordsIn[language]
  if (amount === 0) return words?.free ?? "Ücretsiz"
  return `${(words?.format ?? lira).format(amount)} TL`
}

/** "7.500 – 60.000 TL". */
export const formatRange = (from: number, to: number) => `${lira.format(from)} – ${lira.format(to)} TL`

/** The amount with VAT at `ratePercent`, to the whole lira (half a lira up), as a Turkish invoice rounds it. */
export const withVat = (amount: number, ratePercent: number) => Math.round((amount * (100 + ratePercent)) / 100)

/** A monthly amount paid for a year at once, with the yearly discount, to the whole lira. */
export const yearly = (monthly: number, discountPercent: number) => Math.round((monthly * 12 * (100 - discountPercent)) / 100)

export type Period = "aylik" | "yillik"
export const periods: Record<Period, string> = { aylik: "Aylık", yillik: "Yıllık" }

/** What a price shows in the chosen period: its amount and the word after it ("/ ay", "tek seferlik"). */
export function inPeriod(part: { amount: number; billing: Billing }, period: Period, discountPercent: number) {
  if (part.billing === "aylik" && period === "yillik") return { amount: yearly(part.amount, discountPercent), per: "yıl" }
  return { amount: part.amount, per: perWord[part.billing] }
}

const perWord: Record<Billing, string> = { aylik: "ay", yillik: "yıl", tek: "tek seferlik", gun: "gün" }

/** "1.450 TL / ay", "185.000 TL tek seferlik", "Ücretsiz" (in English, "1,450 TL / month", "185,000 TL one-off"). */
export function priceText(shown: { amount: number; per: string }, language = "tr"): string {
  if (shown.amount === 0) return formatLira(0, language)
  const words = amountWordsIn[language]
  const billing = (Object.keys(perWord) as Billing[]).find((key) => perWord[key] === shown.per)
  const per = words && billing ? words.per[billing] : shown.per
  const once = words?.once ?? "tek seferlik"
  return shown.per === "tek seferlik"
    ? `${formatLira(shown.amount, language)} ${once}`
    : `${formatLira(shown.amount, language)} / ${per}`
}
