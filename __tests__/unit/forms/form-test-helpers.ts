import path from "path"
import type { FormDelivery } from "../../../src/components/forms/form-shell"
import { noticeVersion } from "../../../src/content/notice-version"
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
  phones: { main: { display: string; tel: string } }
  emails: { info: string }
  forms?: { delivery?: string; endpoint?: string }
}>("site.yaml")

/** The KVKK notice's version as the build computes it from data/pages/privacy.yaml. */
export const NOTICE_VERSION = noticeVersion(path.join(__dirname, "..", "..", "..", "data"))

/** What the forms' sections pass to a form in the default mode: the site's own lead service. */
export const delivery: FormDelivery = {
  delivery: "service",
  action: "/api/leads",
  page: "/contact",
  noticeVersion: NOTICE_VERSION,
  fallback: { phone: site.phones.main.display, tel: site.phones.main.tel, email: site.emails.info },
}

/** The same with `forms.delivery: off`: nothing is posted. */
export const deliveryOff: FormDelivery = { ...delivery, delivery: "off", action: null }

/** Names of the fields a visitor fills in: no hidden fields, no honeypot, no consent box. */
export const visitorFields = (form: HTMLFormElement) => [
  ...new Set(
    Array.from(form.elements)
      .filter((element) => element.getAttribute("type") !== "hidden")
      .map((element) => element.getAttribute("name"))
      .filter((name): name is string => Boolean(name) && name !== "_gotcha" && name !== "marketingConsent"),
  ),
]

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

/** Every console method a form could write a visitor's values with, watched for a test. */
export function watchConsole() {
  const spies = (["log", "info", "debug", "warn", "error", "table", "dir"] as const).map((method) =>
    jest.spyOn(console, method).mockImplementation(() => undefined),
  )
  return {
    calls: () => spies.flatMap((spy) => spy.mock.calls),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  }
}

/**
 * The signals the page's fetch was given for its POSTs. A form that gives up must abort its own
 * request; the signal shows it whatever the server has seen by then (on a loaded machine the time
 * limit may pass before the request reaches the server at all).
 */
export function watchPostSignals() {
  const spy = jest.spyOn(window, "fetch")
  return {
    signals: () =>
      spy.mock.calls
        .filter(([, init]) => (init?.method ?? "GET").toUpperCase() === "POST")
        .map(([, init]) => init?.signal ?? null),
    restore: () => spy.mockRestore(),
  }
}
