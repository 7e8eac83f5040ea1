/**
 * @jest-environment ./__tests__/unit/forms/support/jsdom-with-fetch.ts
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent, { type UserEvent } from "@testing-library/user-event"
import { ContactForm } from "../../../src/components/forms/contact-form"
import { DemoForm } from "../../../src/components/forms/demo-form"
import { contactSubjects, delivery, NOTICE_VERSION, site, watchConsole, watchPostSignals } from "./form-test-helpers"
import { startLeadServiceServer } from "./support/lead-service-server"

const CONTACT_SUCCESS = "Mesajınız alındı! En kısa sürede size dönüş yapacağız."
const DEMO_SUCCESS = "Demo talebiniz başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz."
const KEPT = "Girdiğiniz bilgiler silinmedi."
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const CONTACT_VALUES = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: "ayse@ornek.example",
  phone: "0452 555 00 00",
  subject: "fiyat-teklifi",
  message: "Üç şubemiz için ERP teklifi rica ediyoruz. <b>Çok acil</b> değil 😊",
}

let service: Awaited<ReturnType<typeof startLeadServiceServer>>
let consoleWatch: ReturnType<typeof watchConsole>
let alertSpy: jest.SpyInstance
beforeAll(async () => {
  service = await startLeadServiceServer()
})
afterAll(async () => {
  await service.close()
})
beforeEach(() => {
  service.reset()
  consoleWatch = watchConsole()
  alertSpy = jest.spyOn(window, "alert").mockImplementation(() => undefined)
  window.history.pushState({}, "", "/contact?utm_source=bulten&utm_campaign=kasim")
  Object.defineProperty(document, "referrer", { value: "https://www.arama.example/ara?q=erp+ordu", configurable: true })
})
afterEach(() => {
  // No form writes a visitor's values, or anything else, to the console (part A decision 5).
  expect(consoleWatch.calls()).toEqual([])
  consoleWatch.restore()
  expect(alertSpy).not.toHaveBeenCalled()
  alertSpy.mockRestore()
  window.history.pushState({}, "", "/")
})

const form = (name: string) => screen.getByRole("form", { name }) as HTMLFormElement
const control = <T extends Element>(owner: HTMLFormElement, name: string) => {
  const element = owner.querySelector<T>(`[name="${name}"]`)
  if (!element) throw new Error(`no field named ${name}`)
  return element
}
const contactValues = (contact: HTMLFormElement) =>
  Object.fromEntries(Object.keys(CONTACT_VALUES).map((name) => [name, control<HTMLInputElement>(contact, name).value] as const))

function renderContact(timeoutMs?: number) {
  render(<ContactForm {...delivery} action={service.action} subjects={contactSubjects()} timeoutMs={timeoutMs} />)
  return form("İletişim formu")
}

async function fillContact(user: UserEvent, contact: HTMLFormElement) {
  for (const name of ["firstName", "lastName", "email", "phone", "message"] as const) {
    // user-event remembers what it typed into a field; a form.reset() after a sent lead is not seen by it.
    await user.clear(control(contact, name))
    await user.type(control(contact, name), CONTACT_VALUES[name])
  }
  await user.selectOptions(control(contact, "subject"), CONTACT_VALUES.subject)
}

const send = (user: UserEvent, owner: HTMLFormElement, label: RegExp) =>
  user.click(within(owner).getByRole("button", { name: label }))

describe("the contact form with the site's lead service", () => {
  it("fetches the time token once, on the first focus, and posts JSON with the key, page, referrer and consent", async () => {
    const user = userEvent.setup()
    const contact = renderContact()
    expect(service.tokensIssued()).toBe(0)
    await fillContact(user, contact)
    await waitFor(() => expect(service.tokensIssued()).toBe(1))
    await user.click(within(contact).getByRole("checkbox", { name: /ticari elektronik iletileri/ }))

    const arrival = service.nextLead()
    await send(user, contact, /Mesajı gönder/)
    const lead = await arrival
    expect(service.tokensIssued()).toBe(1)
    expect(lead.method).toBe("POST")
    expect(lead.path).toBe("/api/leads")
    expect(lead.contentType).toMatch(/^application\/json/)
    expect(lead.accept).toContain("application/json")
    const { _key, ...rest } = lead.body
    expect(_key).toMatch(UUID)
    expect(rest).toEqual({
      form: "contact",
      noticeVersion: NOTICE_VERSION,
      ...CONTACT_VALUES,
      marketingConsent: true,
      _gotcha: "",
      _token: "token-1",
      _page: "/contact?utm_source=bulten&utm_campaign=kasim",
      _referrer: "https://www.arama.example",
    })
  })

  it("after the 201 shows the specification's success text in the form, not in an alert, and clears it", async () => {
    const user = userEvent.setup()
    const contact = renderContact()
    await fillContact(user, contact)
    await send(user, contact, /Mesajı gönder/)

    const status = within(contact).getByRole("status")
    await waitFor(() => expect(status).toHaveTextContent(CONTACT_SUCCESS))
    expect(status).toHaveAttribute("data-outcome", "sent")
    expect(contactValues(contact)).toEqual({ firstName: "", lastName: "", email: "", phone: "", subject: "", message: "" })
    expect(control<HTMLInputElement>(contact, "marketingConsent").checked).toBe(false)
    expect(within(contact).getByRole("button", { name: /Mesajı gönder/ })).toBeEnabled()
  })

  it("sends the consent as false when the box stays unticked", async () => {
    const user = userEvent.setup()
    const contact = renderContact()
    await fillContact(user, contact)
    const arrival = service.nextLead()
    await send(user, contact, /Mesajı gönder/)
    expect((await arrival).body.marketingConsent).toBe(false)
  })

  it("names and links the refused fields, marks them invalid and keeps every value (400)", async () => {
    service.answer({
      status: 400,
      body: {
        ok: false,
        message: "Formda düzeltilmesi gereken alanlar var.",
        errors: [
          { field: "email", message: "E-posta: geçerli bir e-posta adresi yazın." },
          { field: "phone", message: "Telefon: yalnızca rakam, boşluk ve + ( ) - karakterleriyle bir numara yazın." },
        ],
      },
    })
    const user = userEvent.setup()
    const contact = renderContact()
    await fillContact(user, contact)
    await send(user, contact, /Mesajı gönder/)

    const status = within(contact).getByRole("status")
    await waitFor(() => expect(status).toHaveAttribute("data-outcome", "failed"))
    expect(status.querySelector("p")).toHaveTextContent(`Formda düzeltilmesi gereken alanlar var. ${KEPT}`)
    // The form moves the focus in an effect after the outcome has rendered.
    await waitFor(() => expect(status.querySelector("p")).toHaveFocus())
    const links = within(status).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["E-posta: geçerli bir e-posta adresi yazın.", "#iletisim-email"],
      ["Telefon: yalnızca rakam, boşluk ve + ( ) - karakterleriyle bir numara yazın.", "#iletisim-phone"],
    ])
    expect(document.getElementById("iletisim-email")).toBe(control(contact, "email"))
    expect(control(contact, "email")).toHaveAttribute("aria-invalid", "true")
    expect(control(contact, "phone")).toHaveAttribute("aria-invalid", "true")
    expect(control(contact, "firstName")).not.toHaveAttribute("aria-invalid")
    expect(contactValues(contact)).toEqual(CONTACT_VALUES)
  })

  it("keeps the same idempotency key for retries of one fill, and takes a new one after a lead is stored", async () => {
    service.answer(
      { status: 503, body: { ok: false, message: "Talep kaydedilemedi: sistemimizde geçici bir sorun var." } },
      { status: 201, body: { ok: true, id: "lead-2", message: CONTACT_SUCCESS } },
    )
    const user = userEvent.setup()
    const contact = renderContact()
    await fillContact(user, contact)
    await send(user, contact, /Mesajı gönder/)
    await within(contact).findByText(/geçici bir sorun var/)
    await send(user, contact, /Mesajı gönder/)
    await within(contact).findByText(CONTACT_SUCCESS)
    await fillContact(user, contact)
    await send(user, contact, /Mesajı gönder/)
    await waitFor(() => expect(service.received).toHaveLength(3))

    const [failed, retried, next] = service.received.map((lead) => lead.body._key)
    expect(retried).toBe(failed)
    expect(next).not.toBe(failed)
    expect(next).toMatch(UUID)
    // A new fill, a new token: the one before was spent on the stored lead.
    expect(service.tokensIssued()).toBe(2)
  })

  it.each([
    [
      "too many sends (429)",
      {
        status: 429,
        headers: { "Retry-After": "60" },
        body: { ok: false, message: "Çok sık gönderim yapıldı; lütfen bir dakika sonra yeniden deneyin." },
      },
    ],
    [
      "the database down (503)",
      { status: 503, body: { ok: false, message: "Talep kaydedilemedi: sistemimizde geçici bir sorun var." } },
    ],
  ])(
    "says so in Turkish, keeps every value and offers the phone and e-mail when the service reports %s",
    async (_case, answer) => {
      service.answer(answer)
      const user = userEvent.setup()
      const contact = renderContact()
      await fillContact(user, contact)
      await send(user, contact, /Mesajı gönder/)
      const status = within(contact).getByRole("status")
      await waitFor(() => expect(status).toHaveAttribute("data-outcome", "failed"))
      expect(status).toHaveTextContent(answer.body.message)
      expect(status).toHaveTextContent(KEPT)
      expect(status).toHaveTextContent(site.phones.main.display)
      expect(status).toHaveTextContent(site.emails.info)
      expect(contactValues(contact)).toEqual(CONTACT_VALUES)
    },
  )

  it("keeps every value when the connection breaks", async () => {
    service.answer("drop")
    const user = userEvent.setup()
    const contact = renderContact()
    await fillContact(user, contact)
    await send(user, contact, /Mesajı gönder/)
    await within(contact).findByText(/Formunuz şu anda gönderilemedi/)
    expect(contactValues(contact)).toEqual(CONTACT_VALUES)
  })

  it("gives up after its time limit, keeping every value, and the button works again", async () => {
    service.answer("hang")
    const posts = watchPostSignals()
    const user = userEvent.setup()
    const contact = renderContact(1500)
    await fillContact(user, contact)
    const button = within(contact).getByRole("button", { name: /Mesajı gönder/ })
    await send(user, contact, /Mesajı gönder/)
    expect(await within(contact).findByText(/Formunuz şu anda gönderilemedi/)).toBeInTheDocument()
    expect(contactValues(contact)).toEqual(CONTACT_VALUES)
    expect(button).toBeEnabled()
    // The form abandoned the request itself, and the service is left holding no open request.
    expect(posts.signals().map((signal) => signal?.aborted)).toEqual([true])
    posts.restore()
    await waitFor(() => expect(service.unansweredOpen()).toBe(0))
  })

  it("gets a fresh token after the service refuses the one it was sent", async () => {
    service.answer({
      status: 400,
      body: {
        ok: false,
        message: "Güvenlik denetimi için formu bir kez daha gönderin.",
        errors: [{ field: "_token", message: "Güvenlik denetimi için formu bir kez daha gönderin." }],
      },
    })
    const user = userEvent.setup()
    const contact = renderContact()
    await fillContact(user, contact)
    await send(user, contact, /Mesajı gönder/)
    const status = within(contact).getByRole("status")
    await waitFor(() => expect(status).toHaveAttribute("data-outcome", "failed"))
    // The token has no field to go to: the sentence is said without a link.
    expect(within(status).queryAllByRole("link")).toEqual([])
    const arrival = service.nextLead()
    await send(user, contact, /Mesajı gönder/)
    expect((await arrival).body._token).toBe("token-2")
  })

  it("sends with a new key after the service answers 409 (the key was stored with other content)", async () => {
    const message =
      "Bu form daha önce başka bilgilerle gönderildi ve o talebiniz bize ulaştı. Bu bilgileri yeni bir talep olarak iletmek için formu bir kez daha gönderin."
    service.answer({ status: 409, body: { ok: false, message, errors: [{ field: "_key", message }] } })
    const user = userEvent.setup()
    const contact = renderContact()
    await fillContact(user, contact)
    const first = service.nextLead()
    await send(user, contact, /Mesajı gönder/)
    const firstKey = (await first).body._key
    const status = within(contact).getByRole("status")
    await waitFor(() => expect(status).toHaveAttribute("data-outcome", "failed"))
    expect(status).toHaveTextContent("o talebiniz bize ulaştı")
    expect(contactValues(contact)).toEqual(CONTACT_VALUES)
    const second = service.nextLead()
    await send(user, contact, /Mesajı gönder/)
    const secondKey = (await second).body._key
    expect(typeof secondKey).toBe("string")
    expect(secondKey).not.toBe(firstKey)
  })
})

describe("the demo form with the site's lead service", () => {
  it("posts products as a list and the radio choice, shows the success text and writes nothing to the console", async () => {
    window.history.pushState({}, "", "/demo")
    const user = userEvent.setup()
    render(<DemoForm {...delivery} action={service.action} page="/demo" />)
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
    const arrival = service.nextLead()
    await send(user, demo, /Demo talebini gönder/)
    const { body } = await arrival
    expect(body).toMatchObject({
      form: "demo",
      firstName: "Mehmet",
      company: "Kaya Gıda",
      sector: "otelcilik",
      interestedProducts: ["CRM Sistemi", "Mobil Uygulama"],
      preferredDemoType: "canli-demo",
      budget: "",
      marketingConsent: false,
      _page: "/demo",
    })
    await within(demo).findByText(DEMO_SUCCESS)
    expect(within(demo).getByRole("checkbox", { name: "CRM Sistemi" })).not.toBeChecked()
  })

  it("links a refused checkbox group to its first box and keeps every choice", async () => {
    service.answer({
      status: 400,
      body: {
        ok: false,
        message: "Formda düzeltilmesi gereken alanlar var.",
        errors: [{ field: "interestedProducts", message: "İlgilendiğiniz ürünler: listedeki seçeneklerden birini seçin." }],
      },
    })
    render(<DemoForm {...delivery} action={service.action} page="/demo" />)
    const demo = form("Demo talep formu")
    fireEvent.change(control(demo, "company"), { target: { value: "Kaya Gıda" } })
    fireEvent.submit(demo)
    // Waited for by its text, then asked for by role once: polling getByRole over the whole demo form is slow
    // enough in jsdom to miss its time limit on a loaded machine.
    const message = "İlgilendiğiniz ürünler: listedeki seçeneklerden birini seçin."
    await within(demo).findByText(message)
    const link = within(demo).getByRole("link", { name: message })
    const boxes = Array.from(demo.querySelectorAll("[name='interestedProducts']"))
    expect(document.querySelector(link.getAttribute("href")!)).toBe(boxes[0])
    expect(boxes.every((box) => box.getAttribute("aria-invalid") === "true")).toBe(true)
    expect(control<HTMLInputElement>(demo, "company").value).toBe("Kaya Gıda")
  })
})
