/**
 * Links that open the contact form with a subject chosen, such as "/contact?konu=fiyat-teklifi".
 * Shared by the build (content links, the content check), the pages (the form section's id) and
 * the small site script (src/browser/subject.ts), so it imports only the forms' rule for text
 * (src/forms/unstorable-text.ts, which imports nothing).
 */

import { withoutUnstorable } from "../forms/unstorable-text"

/** The query parameter that preselects the form's subject. */
export const SUBJECT_PARAM = "konu"

/** The query parameter that writes the contact form's message for the visitor to change or send (a quote request). */
export const MESSAGE_PARAM = "mesaj"

/** The longest message a link may write: the form takes more, a link that long is no one's request. */
export const LINKED_MESSAGE_MAX = 600

/**
 * A page's address as a contact subject's key ("/e-donusum-testi" → "e-donusum-testi"): a page that offers
 * itself as a subject. A translation's page posts its Turkish page's key.
 */
export const addressKey = (slug: string) => slug.replace(/^\//, "").replace(/\//g, "-")

/** The id of the contact form's section: a subject link lands there, not at the top of the page. */
export const FORM_ANCHOR = "iletisim-formu"

/** The subject a link of this site names with ?konu=, or null. */
export function subjectOf(href: string): string | null {
  if (!href.startsWith("/")) return null
  const query = /\?([^#]*)/.exec(href)?.[1]
  return query === undefined ? null : new URLSearchParams(query).get(SUBJECT_PARAM)
}

/**
 * The address a content link leads to: a subject link that names no section gets the form's
 * fragment, so editors write "/contact?konu=x" and the visitor lands at the form. Other links, and
 * a subject link that already names a section (the content check requires it to be the form's),
 * are left as written.
 */
export function landAtForm(href: string): string {
  if (subjectOf(href) === null || href.includes("#")) return href
  return `${href}#${FORM_ANCHOR}`
}

/** A link to the contact form with `subject` chosen and `message` written in (src/browser/subject.ts). */
export function messageLink(subject: string, message: string): string {
  const query = new URLSearchParams({ [SUBJECT_PARAM]: subject, [MESSAGE_PARAM]: message.slice(0, LINKED_MESSAGE_MAX) })
  return `/contact?${query.toString().replace(/\+/g, "%20")}#${FORM_ANCHOR}`
}

/**
 * What an address's query asks of the contact form: the subject to choose and the message to write (without
 * the characters the service would refuse, cut at LINKED_MESSAGE_MAX), each null when absent or empty. The
 * site script (src/browser/subject.ts) and the servers for visitors without JavaScript
 * (src/leads/form-page.ts) both read it here.
 */
export function linkedFormValues(query: URLSearchParams): { subject: string | null; message: string | null } {
  const message = query.get(MESSAGE_PARAM)
  return {
    subject: query.get(SUBJECT_PARAM) || null,
    message: message === null ? null : withoutUnstorable(message).slice(0, LINKED_MESSAGE_MAX) || null,
  }
}
