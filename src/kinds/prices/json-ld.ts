import { withVat } from "./money"
import type { Billing } from "./schema"

interface LineFacts {
  readonly id: string
  readonly name: string
  readonly page: string
  readonly package: string
  readonly includes: readonly string[]
  readonly start: readonly { readonly amount: number; readonly billing: Billing }[]
  readonly validUntil: string
}

/** UN/CEFACT units schema.org takes for a recurring price; a one-time price has none. */
const unitCodes: Partial<Record<Billing, string>> = { aylik: "MON", yillik: "ANN", gun: "DAY" }

/**
 * schema.org Product for each product line, its starting price as an Offer in Turkish lira without VAT
 * (each part of it as a UnitPriceSpecification, the VAT-inclusive figure beside it), valid until the
 * line's date: what a search engine may quote as the line's price.
 */
export function pricesJsonLd(
  lines: readonly LineFacts[],
  site: { brand: string; siteUrl: string },
  pagePath: string,
  vatRate: number,
) {
  const graph = lines.map((line) => {
    const [first] = line.start
    const url = `${site.siteUrl}${pagePath}#${line.id}`
    const specification = (amount: number, billing: Billing, vatIncluded: boolean) => ({
      "@type": "UnitPriceSpecification",
      price: vatIncluded ? withVat(amount, vatRate) : amount,
      priceCurrency: "TRY",
      valueAddedTaxIncluded: vatIncluded,
      ...(unitCodes[billing] && {
        unitCode: unitCodes[billing],
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: unitCodes[billing] },
      }),
    })
    return {
      "@type": "Product",
      "@id": url,
      name: line.name,
      description: `${line.package}: ${line.includes.join(", ")}.`,
      url: `${site.siteUrl}${line.page}`,
      brand: { "@type": "Brand", name: site.brand },
      category: "Yazılım",
      offers: {
        "@type": "Offer",
        url,
        price: first.amount,
        priceCurrency: "TRY",
        priceValidUntil: line.validUntil,
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: site.brand },
        priceSpecification: line.start.flatMap((part) => [
          specification(part.amount, part.billing, false),
          specification(part.amount, part.billing, true),
        ]),
      },
    }
  })
  return { "@context": "https://schema.org", "@graph": graph }
}
