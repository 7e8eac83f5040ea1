import type { PageType } from "../../content/kind"
import { onePagePerFile, recordsOf } from "../../content/kind-helpers"
import { formatLira, inPeriod, priceText } from "./money"
import { pricesSchema } from "./schema"
import { priceRules } from "./rules"
import { priceSections } from "./sections"
import type { Billing } from "./schema"

/**
 * The price list (data/fiyatlar/*.yaml): one file is one price page (/fiyatlar), every product line's
 * starting price, what it includes and what adds to it, the support packages, the one-time costs and what
 * is free, valid from and until given days. It lends its prices to every other text as tokens:
 * {fiyat:destek-standart} is "500 TL", {fiyat:on-muhasebe} "890 TL / ay". A price typed by hand anywhere
 * else is refused (./rules.ts).
 */

export * from "./money"
export * from "./schema"

/**
 * What "{fiyat:id}" shows: a support package's monthly amount ("500 TL", "Ücretsiz"), a line's starting price,
 * in the language of the page that names it ("1,000 TL", "Free" on an English page).
 */
export function priceTokens(data: Record<string, unknown>, language = "tr"): Record<string, string> {
  const values: Record<string, string> = {}
  const packages = recordsOf((data.support as { packages?: unknown } | undefined)?.packages)
  for (const item of packages)
    if (typeof item.id === "string" && typeof item.amount === "number") values[item.id] = formatLira(item.amount, language)
  for (const line of recordsOf(data.lines)) {
    const [first] = recordsOf(line.start)
    if (typeof line.id !== "string" || typeof first?.amount !== "number" || typeof first.billing !== "string") continue
    values[line.id] = priceText(inPeriod({ amount: first.amount, billing: first.billing as Billing }, "aylik", 0), language)
  }
  return values
}

/** What "/fiyatlar#…" may name: the page's own sections, each group's and each line's. */
const anchors = (data: Record<string, unknown>) => [
  ...priceSections,
  ...[...recordsOf(data.groups), ...recordsOf(data.lines)].flatMap((item) => (typeof item.id === "string" ? [item.id] : [])),
]

export const prices = {
  typeName: "FiyatlarYaml",
  folder: "fiyatlar",
  extensions: [".yaml"],
  schema: pricesSchema,
  template: "kinds/prices/price-page",
  cms: {
    label: "Fiyatlar",
    description:
      "Fiyat sayfası: ürün gruplarının başlangıç fiyatları, destek paketleri, tek seferlik maliyetler. Sitedeki her fiyat buradan okunur.",
    singular: "Fiyat listesi",
    fileName: "{{fields.slug}}",
    addressPrefix: "/",
  },
  section: "Fiyatlar",
  routes: onePagePerFile,
  // The page names every product: its words weigh less, so a product's name finds the product's own page first.
  search: () => ({ kind: "Fiyatlar", category: "Fiyatlar", group: "Fiyatlar", order: 2, weight: 0.5 }),
  card: () => ({ badge: "KDV hariç ve dâhil" }),
  anchors,
  tokens: { prefix: "fiyat", values: priceTokens },
  rules: priceRules,
  // Ids, days, models and billings are no words a visitor reads: the house-style rules skip them.
  notText: ["id", "group", "page", "model", "billing", "validFrom", "validUntil"],
} as const satisfies PageType
