import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../src/components/forms/contact-form"
import { ContactFormSection } from "../../../src/components/sections/contact-form-section"
import { readData } from "../../support/site-data"
import { contactSubjects, optionValues, recordSubmits, site, delivery } from "./form-test-helpers"

const CONTACT_ALERT = "Mesajınız alındı! En kısa sürede size dönüş yapacağız."

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
    const names = Array.from(form().elements)
      .map((element) => element.getAttribute("name"))
      .filter(Boolean)
    expect(names).toEqual(["firstName", "lastName", "email", "phone", "subject", "message"])

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

  it("links to the KVKK information notice at /privacy", () => {
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    expect(within(form()).getByRole("link", { name: /KVKK Aydınlatma Metni/ })).toHaveAttribute("href", "/privacy")
  })

  it("has no action or method while no delivery endpoint is configured (the default)", () => {
    expect(site.forms?.endpoint ?? "").toBe("")
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    expect(form()).not.toHaveAttribute("action")
    expect(form()).not.toHaveAttribute("method")
    expect(form().querySelector('[name="_gotcha"]')).toBeNull()
  })

  it("renders inside its page section with the heading from the data file", () => {
    const page = readData<{ sections: { type: string; heading: string; intro: string }[] }>("pages/contact.yaml")
    const section = page.sections.find((candidate) => candidate.type === "contactForm")!
    render(<ContactFormSection section={{ ...section, subjects: contactSubjects() }} tone="plain" />)
    expect(screen.getByRole("heading", { name: section.heading })).toBeInTheDocument()
    expect(form()).toBeInTheDocument()
  })
})

describe("ContactForm submission without an endpoint", () => {
  it("shows the specification's alert and keeps the page", async () => {
    const user = userEvent.setup()
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    await user.type(field("firstName"), "Ayşe")
    await user.type(field("lastName"), "Yılmaz")
    await user.type(field("email"), "ayse@ornek.example")
    await user.selectOptions(field("subject"), "fiyat-teklifi")
    await user.type(field("message"), "Üç şubemiz için ERP teklifi rica ediyoruz.")

    const submits = recordSubmits()
    await user.click(screen.getByRole("button", { name: "Mesajı Gönder" }))
    submits.stop()

    expect(alertSpy).toHaveBeenCalledTimes(1)
    expect(alertSpy).toHaveBeenCalledWith(CONTACT_ALERT)
    expect(submits.events).toHaveLength(1)
    expect(submits.events[0].defaultPrevented).toBe(true)
    expect(window.location.pathname).toBe("/")
  })

  it("leaves an empty submission to the browser's validation: no alert", async () => {
    const user = userEvent.setup()
    render(<ContactForm {...delivery} subjects={contactSubjects()} />)
    const submits = recordSubmits()
    await user.click(screen.getByRole("button", { name: "Mesajı Gönder" }))
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
