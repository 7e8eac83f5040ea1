import { landAtForm } from "../../content/form-links"

/** The contact form subject a package's "Paketi seç" link preselects. */
export const packageSubject = (id: string) => `destek-paketi-${id}`

/**
 * Where a package's "Paketi seç" leads: the contact form of the page's language (navigation's `contact`), with
 * the package chosen as its subject. The content check asks the form there to offer that subject.
 */
export const packageLink = (id: string, contact = "/contact") => landAtForm(`${contact}?konu=${packageSubject(id)}`)
