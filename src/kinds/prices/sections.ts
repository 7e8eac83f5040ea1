/** The price page's own sections (./price-page.tsx), by id: links may name them ("/fiyatlar#destek-paketleri"). */
export const priceSections = ["ozet", "destek-paketleri", "tek-seferlik", "ucretsiz", "teklif"] as const
export type PriceSection = (typeof priceSections)[number]
