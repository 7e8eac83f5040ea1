const lira = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 0 })

/** A monthly package price the Turkish way: "Ücretsiz", "500 TL", "1.000 TL". */
export function formatPrice(price: number): string {
  return price === 0 ? "Ücretsiz" : `${lira.format(price)} TL`
}

/** The contact form subject a package's "Paketi Seç" link preselects. */
export const packageSubject = (id: string) => `destek-paketi-${id}`

/** Where a package's "Paketi Seç" leads; the content check asks the form there to offer its subject. */
export const packageLink = (id: string) => `/contact?konu=${packageSubject(id)}`
