import { fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../src/components/forms/contact-form"
import { ContactFormSection } from "../../../src/components/sections/contact-form-section"
import { LeadFormPage } from "../../../src/components/sections/form-delivery"
import { contactForm } from "../../../src/forms/fields"
import { readData } from "../../support/site-data"
import {
  contactSubjects,
  delivery,
  deliveryOff,
  NOTICE_VERSION,
  optionValues,
  recordSubmits,
  site,
  visitorFields,
  watchConsole,
} from "./form-test-helpers"

const CONTACT_SUCCESS = "Mesajınız alındı! En kısa sürede size dönüş yapacağız."

const form = () => screen.getByRole("form", { name: "İletişim formu" }) as HTMLFormElement
const field = <T extends HTMLElement>(name: string) => {
  const element = form().querySelector<T>(`[name="${name}"]`)
  if (!element) throw new Error(`no field named ${name}`)
  return element
}

let alertSpy: jest.SpyInstance
beforeEach(() => {
  alertSpy = jest.spyOn(window, "alert").mockImplementation(() => undefined)
})
afterEach(() => {
  alertSpy.mockRestore()
  window.history.pushState({}, "", "/")
})

describe("ContactForm fields", () => {
  it("has exactly the specification's fields, with types, required marks and autocomplete", () => {
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    expect(visitorFields(form())).toEqual(["firstName", "lastName", "email", "phone", "subject", "message"])

    const expected: [name: string, tag: string, type: string | null, required: boolean, autocomplete: string | null][] = [
      ["firstName", "INPUT", "text", true, "given-name"],
      ["lastName", "INPUT", "text", true, "family-name"],
      ["email", "INPUT", "email", true, "email"],
      ["phone", "INPUT", "tel", false, "tel"],
      ["subject", "SELECT", null, true, null],
      ["message", "TEXTAREA", null, true, null],
    ]
    for (const [name, tag, type, required, autocomplete] of expected) {
      const element = field<HTMLInputElement>(name)
      expect(element.tagName).toBe(tag)
      if (type) expect(element.type).toBe(type)
      expect(element.required).toBe(required)
      if (autocomplete) expect(element).toHaveAttribute("autocomplete", autocomplete)
    }
    expect(field<HTMLTextAreaElement>("message").rows).toBe(5)
  })

  it("limits every text field to the length the lead service accepts (its declaration's maxLength)", () => {
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    for (const name of ["firstName", "lastName", "email", "phone", "message"] as const) {
      expect(field<HTMLInputElement>(name).maxLength).toBe(contactForm[name].maxLength)
    }
  })

  it("gives every field a visible Turkish label", () => {
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    expect(screen.getByLabelText(/^Adınız/)).toBe(field("firstName"))
    expect(screen.getByLabelText(/^Soyadınız/)).toBe(field("lastName"))
    expect(screen.getByLabelText(/^E-posta/)).toBe(field("email"))
    expect(screen.getByLabelText(/^Telefon/)).toBe(field("phone"))
    expect(screen.getByLabelText(/^Konu/)).toBe(field("subject"))
    expect(screen.getByLabelText(/^Mesajınız/)).toBe(field("message"))
  })

  it("offers the subjects of data/pages/contact.yaml, with nothing chosen at first", () => {
    const subjects = contactSubjects()
    render(<ContactForm {...delivery} subjects={subjects} />)
    const select = field<HTMLSelectElement>("subject")
    expect(optionValues(select)).toEqual(subjects.map((subject) => subject.value))
    for (const subject of subjects) {
      expect(within(select).getByRole("option", { name: subject.label })).toHaveValue(subject.value)
    }
    expect(select.value).toBe("")
  })

  it("links to the KVKK information notice at /privacy and asks a separate, unticked, optional Law 6563 consent", () => {
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    expect(within(form()).getByRole("link", { name: /KVKK aydınlatma metni/ })).toHaveAttribute("href", "/privacy")
    const consent = within(form()).getByRole("checkbox", { name: /ticari elektronik iletileri .* almak istiyorum/ })
    expect(consent).toHaveAttribute("name", "marketingConsent")
    expect(consent).not.toBeChecked()
    expect(consent).not.toBeRequired()
  })

  it("posts to the site's own lead service by default, also without JavaScript, with the service's hidden fields", () => {
    expect(site.forms?.delivery ?? "service").toBe("service")
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    expect(form()).toHaveAttribute("action", "/api/leads")
    expect(form()).toHaveAttribute("method", "post")
    expect(form()).toHaveAttribute("data-lead-form", "contact")
    const hidden = Object.fromEntries(
      Array.from(form().querySelectorAll<HTMLInputElement>("input[type='hidden']"), (input) => [input.name, input.value]),
    )
    expect(hidden).toEqual({ form: "contact", noticeVersion: NOTICE_VERSION, _token: "", _page: "/contact" })
    expect(NOTICE_VERSION).toMatch(/^[0-9a-f]{16}$/)
    const honeypot = field<HTMLInputElement>("_gotcha")
    expect(honeypot.value).toBe("")
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull()
    // One live region, empty until a send ends: the no-JavaScript answer writes into the same one.
    expect(form().querySelectorAll("[data-lead-status]")).toHaveLength(1)
    expect(within(form()).getByRole("status")).toBeEmptyDOMElement()
    expect(within(form()).queryByText(/gönderim yapmıyor/)).toBeNull()
  })

  it("renders inside its page section with the heading from the data file and the page's path", () => {
    const page = readData<{ sections: { type: string; heading: string; intro: string }[] }>("pages/contact.yaml")
    const section = page.sections.find((candidate) => candidate.type === "contactForm")!
    render(
      <LeadFormPage.Provider value={{ page: "/contact", noticeVersion: NOTICE_VERSION }}>
        <ContactFormSection section={{ ...section, subjects: contactSubjects() }} tone="plain" />
      </LeadFormPage.Provider>,
    )
    expect(screen.getByRole("heading", { name: section.heading })).toBeInTheDocument()
    expect(field<HTMLInputElement>("_page").value).toBe("/contact")
    expect(field<HTMLInputElement>("noticeVersion").value).toBe(NOTICE_VERSION)
  })
})

describe("ContactForm with delivery off", () => {
  it("says plainly that it does not send and offers the phone and e-mail; its button is off", () => {
    render(<ContactForm {...deliveryOff} subjects={contactSubjects()} />)
    expect(form()).not.toHaveAttribute("action")
    expect(form()).not.toHaveAttribute("method")
    expect(form().querySelector('[name="_gotcha"], [name="_token"]')).toBeNull()
    const notice = within(form()).getByText(/Bu form şu anda gönderim yapmıyor/)
    expect(within(notice).getByRole("link", { name: site.phones.main.display })).toHaveAttribute(
      "href",
      `tel:${site.phones.main.tel}`,
    )
    expect(within(notice).getByRole("link", { name: site.emails.info })).toHaveAttribute("href", `mailto:${site.emails.info}`)
    expect(screen.getByRole("button", { name: "Mesajı gönder" })).toBeDisabled()
  })

  it("shows no success text, alerts nothing and logs nothing when the form is submitted anyway", () => {
    const consoleWatch = watchConsole()
    render(<ContactForm {...deliveryOff} subjects={contactSubjects()} />)
    fireEvent.change(field("firstName"), { target: { value: "Ayşe" } })
    const submits = recordSubmits()
    fireEvent.submit(form())
    submits.stop()
    expect(submits.events[0].defaultPrevented).toBe(true)
    expect(screen.queryByText(CONTACT_SUCCESS)).toBeNull()
    expect(within(form()).getByRole("status")).toBeEmptyDOMElement()
    expect(alertSpy).not.toHaveBeenCalled()
    expect(consoleWatch.calls()).toEqual([])
    consoleWatch.restore()
    expect(field<HTMLInputElement>("firstName").value).toBe("Ayşe")
  })
})

describe("ContactForm validation in the browser", () => {
  it("leaves an empty submission to the browser's validation: nothing is sent", async () => {
    const user = userEvent.setup()
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    const submits = recordSubmits()
    await user.click(screen.getByRole("button", { name: "Mesajı gönder" }))
    submits.stop()
    expect(submits.events).toHaveLength(0)
    expect(alertSpy).not.toHaveBeenCalled()
    expect(form().checkValidity()).toBe(false)
    for (const name of ["firstName", "lastName", "email", "subject", "message"]) {
      expect(field<HTMLInputElement>(name).validity.valueMissing).toBe(true)
    }
    expect(field<HTMLInputElement>("phone").validity.valid).toBe(true)
  })

  it("rejects an e-mail address the browser cannot accept", async () => {
    const user = userEvent.setup()
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    await user.type(field("email"), "ayse-ornek")
    expect(field<HTMLInputElement>("email").validity.typeMismatch).toBe(true)
  })
})

describe("ContactForm subject from the link the visitor followed", () => {
  it("preselects the subject named by ?konu=", () => {
    window.history.pushState({}, "", "/contact?konu=destek-paketi-standart")
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    expect(field<HTMLSelectElement>("subject").value).toBe("destek-paketi-standart")
  })

  it("ignores a ?konu= value that is not one of the subjects", () => {
    window.history.pushState({}, "", "/contact?konu=olmayan-konu")
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    expect(field<HTMLSelectElement>("subject").value).toBe("")
  })
})
