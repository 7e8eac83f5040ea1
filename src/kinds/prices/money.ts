import type { Billing } from "./schema"

/**
 * How the price list's amounts are shown and derived: Turkish lira with a dot for thousands, the VAT-inclusive
 * figure at the site's rate, and the yearly figure of a monthly price. Plain functions: the page, the content
 * check, the tokens and the structured data compute the same figures.
 */

const lira = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 0 })

/** "1.450 TL"; 0 is "Ücretsiz". */
export const formatLira = (amount: number) => (amount === 0 ? "Ücretsiz" : `${lira.format(amount)} TL`)

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

/** "1.450 TL / ay", "185.000 TL tek seferlik", "Ücretsiz". */
export function priceText(shown: { amount: number; per: string }): string {
  if (shown.amount === 0) return formatLira(0)
  return shown.per === "tek seferlik" ? `${formatLira(shown.amount)} tek seferlik` : `${formatLira(shown.amount)} / ${shown.per}`
}
