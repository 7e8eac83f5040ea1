import { landAtForm } from "../../content/form-links"

const lira = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 0 })

/** A monthly package price the Turkish way: "Ücretsiz", "500 TL", "1.000 TL". */
export function formatPrice(price: number): string {
  return price === 0 ? "Ücretsiz" : `${lira.format(price)} TL`
}

/** The contact form subject a package's "Paketi seç" link preselects. */
export const packageSubject = (id: string) => `destek-paketi-${id}`

/**
 * Where a package's "Paketi seç" leads: the contact form, with the package chosen as its subject.
 * The content check asks the form there to offer that subject.
 */
export const packageLink = (id: string) => landAtForm(`/contact?konu=${packageSubject(id)}`)
