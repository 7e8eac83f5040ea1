import { linkedFormValues } from "../content/form-links"

/**
 * Chooses in `select` the subject the address's "?konu=" names, unless the form does not offer it
 * or a subject is already chosen (by the visitor, or by this function before the island hydrated).
 */
export function chooseSubject(select: HTMLSelectElement, search = window.location.search) {
  const wanted = linkedFormValues(new URLSearchParams(search)).subject
  if (!wanted || select.value !== "") return
  if (Array.from(select.options).some((option) => option.value === wanted)) select.value = wanted
}

/**
 * Writes the message a link carries ("?mesaj=", a price line's quote request) into `textarea`, unless the
 * visitor has written one. The text stays the visitor's to change: nothing is sent until they send it.
 */
export function writeMessage(textarea: HTMLTextAreaElement, search = window.location.search) {
  const { message } = linkedFormValues(new URLSearchParams(search))
  if (!message || textarea.value !== "") return
  textarea.value = message
}

/**
 * Chooses the linked subject in the contact form as the build wrote it, before the form's island
 * loads: a visitor who lands at the form through the link's fragment sees the subject chosen at
 * once, and the island keeps that choice when it hydrates.
 */
export function preselectSubject(root: ParentNode = document, search = window.location.search) {
  root
    .querySelectorAll<HTMLSelectElement>('[data-island="contact-form"] select[name="subject"]')
    .forEach((select) => chooseSubject(select, search))
  root
    .querySelectorAll<HTMLTextAreaElement>('[data-island="contact-form"] textarea[name="message"]')
    .forEach((textarea) => writeMessage(textarea, search))
}
