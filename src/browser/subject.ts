import { SUBJECT_PARAM } from "../content/form-links"

/**
 * Chooses in `select` the subject the address's "?konu=" names, unless the form does not offer it
 * or a subject is already chosen (by the visitor, or by this function before the island hydrated).
 */
export function chooseSubject(select: HTMLSelectElement, search = window.location.search) {
  const wanted = new URLSearchParams(search).get(SUBJECT_PARAM)
  if (!wanted || select.value !== "") return
  if (Array.from(select.options).some((option) => option.value === wanted)) select.value = wanted
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
}
