/**
 * @jest-environment ./__tests__/unit/forms/support/jsdom-with-fetch.ts
 */
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import { ContactForm } from "../../../src/components/forms/contact-form"
import { DemoForm } from "../../../src/components/forms/demo-form"
import type { FormDelivery } from "../../../src/components/forms/form-shell"
import { contactSubjects, delivery, NOTICE_VERSION, site, watchConsole, watchPostSignals } from "./form-test-helpers"
import { startEndpointServer, type EndpointServer } from "./support/endpoint-server"

const CONTACT_SUCCESS = "Mesajınız alındı! En kısa sürede size dönüş yapacağız."
const DEMO_SUCCESS = "Demo talebiniz başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz."
const FAILURE =
  "Formunuz şu anda gönderilemedi. Girdiğiniz bilgiler silinmedi. Birkaç dakika sonra yeniden deneyebilirsiniz. Dilerseniz bize " +
  `${site.phones.main.display} numaralı telefondan veya ${site.emails.info} adresinden de ulaşabilirsiniz.`
const HONEYPOT = "_gotcha"

const CONTACT_VALUES = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: "ayse@ornek.example",
  phone: "0452 555 00 00",
  subject: "destek-paketi-standart",
  message: "Standart destek paketi için teklif rica ediyoruz.",
}

let server: EndpointServer
let alertSpy: jest.SpyInstance
beforeAll(async () => {
  server = await startEndpointServer()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  server.reset()
  alertSpy = jest.spyOn(window, "alert").mockImplementation(() => undefined)
})
afterEach(() => {
  alertSpy.mockRestore()
})

/** The delivery the next form gets: `forms.delivery: endpoint`, pointing at one of the test server's routes. */
let endpointDelivery: FormDelivery = delivery
function configureEndpoint(route: "/ok" | "/fail" | "/hang" | "/drop") {
  const endpoint = `${server.url}${route}`
  endpointDelivery = { ...delivery, delivery: "endpoint", action: endpoint }
  return endpoint
}

const form = (name: string) => screen.getByRole("form", { name }) as HTMLFormElement
const control = <T extends Element>(owner: HTMLFormElement, name: string) => {
  const element = owner.querySelector<T>(`[name="${name}"]`)
  if (!element) throw new Error(`no field named ${name}`)
  return element
}

async function fillContactForm(user: UserEvent) {
  const contact = form("İletişim formu")
  for (const name of ["firstName", "lastName", "email", "phone", "message"] as const) {
    await user.type(control(contact, name), CONTACT_VALUES[name])
  }
  await user.selectOptions(control(contact, "subject"), CONTACT_VALUES.subject)
  return contact
}

const contactValues = (contact: HTMLFormElement) =>
  Object.fromEntries(Object.keys(CONTACT_VALUES).map((name) => [name, control<HTMLInputElement>(contact, name).value] as const))

describe("ContactForm with an outside endpoint (forms.delivery: endpoint)", () => {
  it("sets action and method, and carries an empty, hidden honeypot", () => {
    const endpoint = configureEndpoint("/ok")
    render(<ContactForm {...endpointDelivery} subjects={contactSubjects()} />)
    const contact = form("İletişim formu")
    expect(contact).toHaveAttribute("action", endpoint)
    expect(contact).toHaveAttribute("method", "post")
    // The lead service's own fields are left out: an outside receiver has no use for them.
    expect(contact.querySelector("[name='_token'], [name='_page']")).toBeNull()
    const honeypot = control<HTMLInputElement>(contact, HONEYPOT)
    expect(honeypot.value).toBe("")
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull()
  })

  it("posts the values, disables the button while sending, then confirms on the page and clears the form", async () => {
    configureEndpoint("/ok")
    const user = userEvent.setup()
    render(<ContactForm {...endpointDelivery} subjects={contactSubjects()} />)
    const contact = await fillContactForm(user)
    const button = within(contact).getByRole("button", { name: /Mesajı gönder/ })

    server.hold()
    const arrival = server.nextForm()
    await user.click(button)
    const received = await arrival

    // The request is at the server and unanswered: the form waits with its button disabled.
    expect(button).toBeDisabled()
    expect(button).toHaveTextContent("Gönderiliyor…")
    expect(contactValues(contact)).toEqual(CONTACT_VALUES)

    expect(received.method).toBe("POST")
    expect(received.path).toBe("/ok")
    expect(received.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect([...received.fields.keys()]).toEqual(["form", "noticeVersion", ...Object.keys(CONTACT_VALUES), HONEYPOT])
    expect(received.fields.get("noticeVersion")).toBe(NOTICE_VERSION)
    for (const [name, value] of Object.entries(CONTACT_VALUES)) expect(received.fields.get(name)).toBe(value)
    expect(received.fields.get(HONEYPOT)).toBe("")

    server.release()
    // The live regions are in the page from the start; the outcome appears inside them.
    await waitFor(() => expect(within(contact).getByRole("status")).toHaveTextContent(CONTACT_SUCCESS))
    await waitFor(() => expect(button).toBeEnabled())
    expect(contactValues(contact)).toEqual({ firstName: "", lastName: "", email: "", phone: "", subject: "", message: "" })
    expect(alertSpy).not.toHaveBeenCalled()
    expect(server.received).toHaveLength(1)
  })

  it("keeps every value and shows the Turkish error with phone and e-mail when the server fails (500)", async () => {
    configureEndpoint("/fail")
    const user = userEvent.setup()
    render(<ContactForm {...endpointDelivery} subjects={contactSubjects()} />)
    const contact = await fillContactForm(user)
    const arrival = server.nextForm()
    await user.click(within(contact).getByRole("button", { name: /Mesajı gönder/ }))
    expect((await arrival).fields.get("email")).toBe(CONTACT_VALUES.email)

    const error = await within(contact).findByText(FAILURE)
    expect(within(contact).getByRole("status")).toContainElement(error)
    expect(contactValues(contact)).toEqual(CONTACT_VALUES)
    expect(within(contact).getByRole("button", { name: /Mesajı gönder/ })).toBeEnabled()
    expect(within(contact).getByRole("status")).toHaveAttribute("data-outcome", "failed")
    expect(alertSpy).not.toHaveBeenCalled()
  })

  it("keeps every value and shows the error when the connection breaks", async () => {
    configureEndpoint("/drop")
    const user = userEvent.setup()
    render(<ContactForm {...endpointDelivery} subjects={contactSubjects()} />)
    const contact = await fillContactForm(user)
    const arrival = server.nextForm()
    await user.click(within(contact).getByRole("button", { name: /Mesajı gönder/ }))
    await arrival

    await waitFor(() => expect(within(contact).getByRole("status")).toHaveTextContent(FAILURE))
    expect(contactValues(contact)).toEqual(CONTACT_VALUES)
  })

  it("gives up after its time limit when the server never answers, keeping every value", async () => {
    configureEndpoint("/hang")
    const posts = watchPostSignals()
    const user = userEvent.setup()
    render(<ContactForm {...endpointDelivery} subjects={contactSubjects()} timeoutMs={1500} />)
    const contact = await fillContactForm(user)
    // No wait for the server to read the form: on a loaded machine the form may give up before the body arrives.
    await user.click(within(contact).getByRole("button", { name: /Mesajı gönder/ }))

    expect(await within(contact).findByText(FAILURE)).toBeInTheDocument()
    expect(contactValues(contact)).toEqual(CONTACT_VALUES)
    expect(within(contact).getByRole("button", { name: /Mesajı gönder/ })).toBeEnabled()
    // The form abandoned the request itself, and the server is left holding no open request.
    expect(posts.signals().map((signal) => signal?.aborted)).toEqual([true])
    posts.restore()
    await waitFor(() => expect(server.unansweredOpen()).toBe(0))
  })
})

describe("DemoForm with an outside endpoint (forms.delivery: endpoint)", () => {
  async function fillDemoForm(user: UserEvent) {
    const demo = form("Demo talep formu")
    await user.type(control(demo, "firstName"), "Mehmet")
    await user.type(control(demo, "lastName"), "Kaya")
    await user.type(control(demo, "email"), "mehmet@ornek.example")
    await user.type(control(demo, "phone"), "0452 555 00 01")
    await user.type(control(demo, "company"), "Kaya Gıda")
    await user.selectOptions(control(demo, "sector"), "otelcilik")
    await user.click(within(demo).getByRole("checkbox", { name: "CRM Sistemi" }))
    await user.click(within(demo).getByRole("checkbox", { name: "Mobil Uygulama" }))
    await user.click(within(demo).getByRole("radio", { name: /Canlı demo/ }))
    await user.selectOptions(control(demo, "preferredTime"), "09:00-11:00")
    await user.type(control(demo, "additionalNotes"), "Sabah saatleri uygundur.")
    return demo
  }

  it("posts every field, products repeated, with the honeypot; on success confirms and clears", async () => {
    configureEndpoint("/ok")
    const consoleWatch = watchConsole()
    const user = userEvent.setup()
    render(<DemoForm {...endpointDelivery} />)
    const demo = await fillDemoForm(user)
    const arrival = server.nextForm()
    await user.click(within(demo).getByRole("button", { name: /Demo talebini gönder/ }))
    const received = await arrival

    expect(received.fields.get("firstName")).toBe("Mehmet")
    expect(received.fields.get("company")).toBe("Kaya Gıda")
    expect(received.fields.get("sector")).toBe("otelcilik")
    expect(received.fields.getAll("interestedProducts")).toEqual(["CRM Sistemi", "Mobil Uygulama"])
    expect(received.fields.get("preferredDemoType")).toBe("canli-demo")
    expect(received.fields.get("preferredTime")).toBe("09:00-11:00")
    expect(received.fields.get("additionalNotes")).toBe("Sabah saatleri uygundur.")
    expect(received.fields.get("budget")).toBe("")
    expect(received.fields.has(HONEYPOT)).toBe(true)
    expect(received.fields.get(HONEYPOT)).toBe("")

    await waitFor(() => expect(within(demo).getByRole("status")).toHaveTextContent(DEMO_SUCCESS))
    expect(control<HTMLInputElement>(demo, "firstName").value).toBe("")
    expect(control<HTMLSelectElement>(demo, "sector").value).toBe("")
    expect(within(demo).getByRole("checkbox", { name: "CRM Sistemi" })).not.toBeChecked()
    expect(within(demo).getByRole("radio", { name: /Canlı demo/ })).not.toBeChecked()
    expect(alertSpy).not.toHaveBeenCalled()
    expect(consoleWatch.calls()).toEqual([])
    consoleWatch.restore()
  })

  it("keeps every choice when the server fails", async () => {
    configureEndpoint("/fail")
    const user = userEvent.setup()
    render(<DemoForm {...endpointDelivery} />)
    const demo = await fillDemoForm(user)
    await user.click(within(demo).getByRole("button", { name: /Demo talebini gönder/ }))

    await waitFor(() => expect(within(demo).getByRole("status")).toHaveTextContent(FAILURE))
    expect(control<HTMLInputElement>(demo, "company").value).toBe("Kaya Gıda")
    expect(control<HTMLSelectElement>(demo, "sector").value).toBe("otelcilik")
    expect(within(demo).getByRole("checkbox", { name: "CRM Sistemi" })).toBeChecked()
    expect(within(demo).getByRole("checkbox", { name: "Mobil Uygulama" })).toBeChecked()
    expect(within(demo).getByRole("radio", { name: /Canlı demo/ })).toBeChecked()
    expect(control<HTMLTextAreaElement>(demo, "additionalNotes").value).toBe("Sabah saatleri uygundur.")
    expect(server.received).toHaveLength(1)
  })
})
