import { fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { DemoForm } from "../../../src/components/forms/demo-form"
import { DemoFormSection } from "../../../src/components/sections/demo-form-section"
import { LeadFormPage } from "../../../src/components/sections/form-delivery"
import { demoForm } from "../../../src/forms/fields"
import { readData } from "../../support/site-data"
import {
  delivery,
  deliveryOff,
  NOTICE_VERSION,
  optionValues,
  recordSubmits,
  visitorFields,
  watchConsole,
} from "./form-test-helpers"

const DEMO_SUCCESS = "Demo talebiniz başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz."

// Specification section 3, in order.
const DEMO_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "position",
  "sector",
  "employeeCount",
  "interestedProducts",
  "currentSoftware",
  "budget",
  "timeline",
  "specificNeeds",
  "preferredDemoType",
  "preferredDate",
  "preferredTime",
  "additionalNotes",
]
const SECTORS = ["imalat", "perakende", "saglik", "egitim", "otelcilik", "hizmet"]
const EMPLOYEE_COUNTS = ["1-10", "11-50", "51-100", "101-500", "500+"]
const PRODUCTS = [
  "ERP Sistemi",
  "Muhasebe Yazılımı",
  "CRM Sistemi",
  "E-ticaret Platformu",
  "Stok Yönetimi",
  "İnsan Kaynakları",
  "Proje Yönetimi",
  "Mobil Uygulama",
]
const BUDGETS = ["10k-50k", "50k-100k", "100k-250k", "250k+", "belirtmek-istemiyorum"]
const TIMELINES = ["hemen", "1-ay", "3-ay", "6-ay", "belirsiz"]
const DEMO_TYPES = ["canli-demo", "interaktif-demo", "pilot-uygulama"]
const TIMES = ["09:00-11:00", "11:00-13:00", "13:00-15:00", "15:00-17:00", "17:00-19:00"]

const form = () => screen.getByRole("form", { name: "Demo talep formu" }) as HTMLFormElement
const fields = <T extends Element>(name: string) => Array.from(form().querySelectorAll<T>(`[name="${name}"]`))
const field = <T extends Element>(name: string) => {
  const [element] = fields<T>(name)
  if (!element) throw new Error(`no field named ${name}`)
  return element
}

let alertSpy: jest.SpyInstance
beforeEach(() => {
  alertSpy = jest.spyOn(window, "alert").mockImplementation(() => undefined)
})
afterEach(() => {
  alertSpy.mockRestore()
})

describe("DemoForm fields", () => {
  it("has exactly the specification's fields, in its order", () => {
    render(<DemoForm {...delivery} />)
    expect(visitorFields(form())).toEqual(DEMO_FIELDS)
  })

  it("uses fitting input types, rows and autocomplete", () => {
    render(<DemoForm {...delivery} />)
    const expected: [name: string, tag: string, type: string | null, autocomplete: string | null][] = [
      ["firstName", "INPUT", "text", "given-name"],
      ["lastName", "INPUT", "text", "family-name"],
      ["email", "INPUT", "email", "email"],
      ["phone", "INPUT", "tel", "tel"],
      ["company", "INPUT", "text", "organization"],
      ["position", "INPUT", "text", "organization-title"],
      ["sector", "SELECT", null, null],
      ["employeeCount", "SELECT", null, null],
      ["interestedProducts", "INPUT", "checkbox", null],
      ["currentSoftware", "INPUT", "text", null],
      ["budget", "SELECT", null, null],
      ["timeline", "SELECT", null, null],
      ["specificNeeds", "TEXTAREA", null, null],
      ["preferredDemoType", "INPUT", "radio", null],
      ["preferredDate", "INPUT", "date", null],
      ["preferredTime", "SELECT", null, null],
      ["additionalNotes", "TEXTAREA", null, null],
    ]
    for (const [name, tag, type, autocomplete] of expected) {
      const element = field<HTMLInputElement>(name)
      expect(element.tagName).toBe(tag)
      if (type) expect(element.type).toBe(type)
      if (autocomplete) expect(element).toHaveAttribute("autocomplete", autocomplete)
    }
    expect(field<HTMLTextAreaElement>("specificNeeds").rows).toBe(4)
    expect(field<HTMLTextAreaElement>("additionalNotes").rows).toBe(3)
  })

  it("limits every text field to the length the lead service accepts (its declaration's maxLength)", () => {
    render(<DemoForm {...delivery} />)
    const limited = [
      "firstName",
      "lastName",
      "email",
      "phone",
      "company",
      "position",
      "currentSoftware",
      "specificNeeds",
      "additionalNotes",
    ] as const
    for (const name of limited) expect(field<HTMLInputElement>(name).maxLength).toBe(demoForm[name].maxLength)
  })

  it("requires firstName, lastName, email, phone and company and nothing else", () => {
    render(<DemoForm {...delivery} />)
    const required = [
      ...new Set(Array.from(form().querySelectorAll("[required]")).map((element) => element.getAttribute("name"))),
    ]
    expect(required).toEqual(["firstName", "lastName", "email", "phone", "company"])
  })

  it("stars sector, interested products and demo type without enforcing them", () => {
    render(<DemoForm {...delivery} />)
    expect(field<HTMLSelectElement>("sector").required).toBe(false)
    expect(screen.getByLabelText("Sektör*")).toBe(field("sector"))
    for (const checkbox of fields<HTMLInputElement>("interestedProducts")) expect(checkbox.required).toBe(false)
    for (const radio of fields<HTMLInputElement>("preferredDemoType")) expect(radio.required).toBe(false)
    // The star is decoration (aria-hidden); the groups' accessible names are the plain labels.
    for (const name of ["İlgilendiğiniz ürünler", "Tercih ettiğiniz demo türü"]) {
      expect(screen.getByRole("group", { name }).querySelector("legend")).toHaveTextContent(`${name}*`)
    }
    expect(screen.getByLabelText("Pozisyonunuz")).toBe(field("position"))
  })

  it("offers every enumeration with exactly the specification's values", () => {
    render(<DemoForm {...delivery} />)
    expect(optionValues(field("sector"))).toEqual(SECTORS)
    expect(optionValues(field("employeeCount"))).toEqual(EMPLOYEE_COUNTS)
    expect(optionValues(field("budget"))).toEqual(BUDGETS)
    expect(optionValues(field("timeline"))).toEqual(TIMELINES)
    expect(optionValues(field("preferredTime"))).toEqual(TIMES)
    expect(fields<HTMLInputElement>("interestedProducts").map((box) => box.value)).toEqual(PRODUCTS)
    expect(fields<HTMLInputElement>("preferredDemoType").map((radio) => radio.value)).toEqual(DEMO_TYPES)
    for (const name of ["sector", "employeeCount", "budget", "timeline", "preferredTime"]) {
      expect(field<HTMLSelectElement>(name).value).toBe("")
    }
  })

  it("labels each product checkbox and demo type radio in Turkish", () => {
    render(<DemoForm {...delivery} />)
    for (const product of PRODUCTS) expect(screen.getByRole("checkbox", { name: product })).toHaveAttribute("value", product)
    const types = screen.getByRole("group", { name: "Tercih ettiğiniz demo türü" })
    expect(within(types).getByRole("radio", { name: /Canlı demo sunumu.*45-60 dakika/ })).toHaveAttribute("value", "canli-demo")
    expect(within(types).getByRole("radio", { name: /İnteraktif demo.*7 gün/ })).toHaveAttribute("value", "interaktif-demo")
    expect(within(types).getByRole("radio", { name: /Pilot uygulama.*30 gün/ })).toHaveAttribute("value", "pilot-uygulama")
  })

  it("links to the KVKK notice, asks the unticked Law 6563 consent and posts to the lead service", () => {
    render(<DemoForm {...delivery} page="/demo" />)
    expect(within(form()).getByRole("link", { name: /KVKK aydınlatma metni/ })).toHaveAttribute("href", "/privacy")
    expect(within(form()).getByRole("checkbox", { name: /ticari elektronik iletileri/ })).not.toBeChecked()
    expect(form()).toHaveAttribute("action", "/api/leads")
    expect(form()).toHaveAttribute("method", "post")
    expect(form()).toHaveAttribute("data-lead-form", "demo")
    expect(field<HTMLInputElement>("form").value).toBe("demo")
    expect(field<HTMLInputElement>("_page").value).toBe("/demo")
  })

  it("renders inside its page section with the heading from the data file", () => {
    const page = readData<{ sections: { type: string; heading: string; intro: string }[] }>("pages/demo.yaml")
    const section = page.sections.find((candidate) => candidate.type === "demoForm")!
    render(
      <LeadFormPage.Provider value={{ page: "/demo", noticeVersion: NOTICE_VERSION }}>
        <DemoFormSection section={section} tone="plain" />
      </LeadFormPage.Provider>,
    )
    expect(screen.getByRole("heading", { name: section.heading })).toBeInTheDocument()
    expect(field<HTMLInputElement>("noticeVersion").value).toBe(NOTICE_VERSION)
  })

  it("needs the page's notice version: a form section outside a form page is a build error", () => {
    const section = { heading: "Demo talep formu", intro: null }
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => render(<DemoFormSection section={section} tone="plain" />)).toThrow(/LeadFormPage/)
    errors.mockRestore()
  })
})

describe("DemoForm with delivery off", () => {
  it("says it does not send, keeps the values, shows no success text and writes nothing to the console", async () => {
    const consoleWatch = watchConsole()
    const user = userEvent.setup()
    render(<DemoForm {...deliveryOff} />)
    expect(within(form()).getByText(/Bu form şu anda gönderim yapmıyor/)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Demo talebini gönder" })).toBeDisabled()
    await user.type(field("firstName"), "Mehmet")
    await user.click(screen.getByRole("checkbox", { name: "ERP Sistemi" }))
    const submits = recordSubmits()
    fireEvent.submit(form())
    submits.stop()
    expect(submits.events[0].defaultPrevented).toBe(true)
    expect(screen.queryByText(DEMO_SUCCESS)).toBeNull()
    expect(alertSpy).not.toHaveBeenCalled()
    expect(consoleWatch.calls()).toEqual([])
    consoleWatch.restore()
    expect(field<HTMLInputElement>("firstName").value).toBe("Mehmet")
  })
})

describe("DemoForm validation in the browser", () => {
  it("leaves an empty submission to the browser's validation: only the five required fields are enforced there", async () => {
    const user = userEvent.setup()
    render(<DemoForm {...delivery} />)
    await user.click(screen.getByRole("button", { name: "Demo talebini gönder" }))
    expect(alertSpy).not.toHaveBeenCalled()
    const invalid = Array.from(form().querySelectorAll<HTMLInputElement>("input, select, textarea"))
      .filter((element) => !element.validity.valid)
      .map((element) => element.name)
    expect(invalid).toEqual(["firstName", "lastName", "email", "phone", "company"])
  })
})
