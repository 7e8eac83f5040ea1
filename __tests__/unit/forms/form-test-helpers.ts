import { readData } from "../../support/site-data"

export interface SubjectOption {
  value: string
  label: string
}

/** The contact form's subject choices, as data/pages/contact.yaml lists them. */
export function contactSubjects(): SubjectOption[] {
  const page = readData<{ sections: { type: string; subjects?: SubjectOption[] }[] }>("pages/contact.yaml")
  const section = page.sections.find((candidate) => candidate.type === "contactForm")
  if (!section?.subjects) throw new Error("data/pages/contact.yaml has no contactForm section with subjects")
  return section.subjects
}

export const site = readData<{
  phones: { main: { display: string } }
  emails: { info: string }
  forms?: { endpoint?: string }
}>("site.yaml")

/** What the forms' sections pass to a form besides its fields: no endpoint, the contacts to offer on failure. */
export const delivery = { endpoint: null, fallback: { phone: site.phones.main.display, email: site.emails.info } }

/** Submit events that reached the document, i.e. after React's handler has run. */
export function recordSubmits(): { events: Event[]; stop: () => void } {
  const events: Event[] = []
  const listener = (event: Event) => events.push(event)
  document.addEventListener("submit", listener)
  return { events, stop: () => document.removeEventListener("submit", listener) }
}

/** The value of every <option> of a select, the placeholder's empty value left out. */
export const optionValues = (select: HTMLSelectElement) =>
  Array.from(select.options)
    .map((option) => option.value)
    .filter((value) => value !== "")
