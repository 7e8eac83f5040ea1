import "../support/text-encoding"
import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { renderToString } from "react-dom/server"
import { hydrateIslands } from "../../src/browser/islands"
import { loadIslandsWhenNeeded } from "../../src/browser/site"
import { preselectSubject } from "../../src/browser/subject"
import { ContactFormSection } from "../../src/components/sections/contact-form-section"
import { DemoFormSection } from "../../src/components/sections/demo-form-section"
import { readData, siteDataQueryResult } from "../support/site-data"
import { LeadFormPage } from "../../src/components/sections/form-delivery"
import { contactSubjects, NOTICE_VERSION } from "./forms/form-test-helpers"

const section = { heading: "Bize yazın", intro: null, subjects: contactSubjects() }

/** The form sections as the generic page renders them: inside their page's path and notice version. */
const ContactSection = () => (
  <LeadFormPage.Provider value={{ page: "/contact", noticeVersion: NOTICE_VERSION }}>
    <ContactFormSection section={section} tone="plain" />
  </LeadFormPage.Provider>
)

/** A page as the build writes it: the section rendered to HTML, nothing running yet. */
function serverPage(html: string) {
  document.body.innerHTML = `<main>${html}</main>`
  return document.querySelector<HTMLElement>("[data-island]")!
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("a form island", () => {
  it("carries the form's props as JSON beside the form's HTML: delivery, page, notice version and fallback contacts (the limits are in the island's own field declarations)", () => {
    const site = readData<{ phones: { main: { display: string; tel: string } }; emails: { info: string } }>("site.yaml")
    const island = serverPage(renderToString(<ContactSection />))
    expect(island.dataset.island).toBe("contact-form")
    expect(JSON.parse(island.dataset.props ?? "")).toEqual({
      subjects: section.subjects.map(({ value, label }) => ({ value, label })),
      delivery: "service",
      action: "/api/leads",
      page: "/contact",
      noticeVersion: NOTICE_VERSION,
      fallback: { phone: site.phones.main.display, tel: site.phones.main.tel, email: site.emails.info },
    })
    expect(island.querySelector("form")).toHaveAttribute("name", "iletisim")
  })

  it("passes a configured endpoint to the form, which then posts there without JavaScript too", () => {
    const endpoint = "https://formlar.example/f/abc"
    jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult({ delivery: "endpoint", endpoint }))
    const island = serverPage(
      renderToString(
        <LeadFormPage.Provider value={{ page: "/demo", noticeVersion: NOTICE_VERSION }}>
          <DemoFormSection section={{ heading: "Demo", intro: null }} tone="plain" />
        </LeadFormPage.Provider>,
      ),
    )
    expect(JSON.parse(island.dataset.props ?? "")).toMatchObject({ delivery: "endpoint", action: endpoint })
    expect(island.querySelector("form")).toHaveAttribute("action", endpoint)
  })

  it("hydrates the server HTML without a mismatch, and the form's handler then runs", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined)
    const island = serverPage(renderToString(<ContactSection />))
    const form = island.querySelector("form")!
    await act(async () => hydrateIslands())
    // The same element, now driven by React: nothing was re-created.
    expect(island.querySelector("form")).toBe(form)
    expect(errors.mock.calls).toEqual([])

    const user = userEvent.setup()
    await user.type(screen.getByRole("textbox", { name: /Adınız/ }), "Ayşe")
    await user.type(screen.getByRole("textbox", { name: /Soyadınız/ }), "Yılmaz")
    await user.type(screen.getByRole("textbox", { name: /E-posta/ }), "ayse@ornek.example")
    await user.selectOptions(screen.getByRole("combobox", { name: /Konu/ }), section.subjects[0].value)
    await user.type(screen.getByRole("textbox", { name: /Mesajınız/ }), "Merhaba")
    await user.click(screen.getByRole("button", { name: /Mesajı gönder/ }))
    // The handler took the submission: this jsdom has no network, so it reports the failure on the
    // page and keeps what was typed (the success path is in forms/service-delivery.test.tsx).
    expect(await screen.findByText(/Formunuz şu anda gönderilemedi/)).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: /Adınız/ })).toHaveValue("Ayşe")
    expect(alert).not.toHaveBeenCalled()
    errors.mockRestore()
    alert.mockRestore()
  })
})

describe('the subject a "?konu=" link names', () => {
  const subjectSelect = () => document.querySelector<HTMLSelectElement>('select[name="subject"]')!
  afterEach(() => window.history.pushState({}, "", "/"))

  it("is chosen in the server's HTML by the site script, and hydration keeps it without a mismatch", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    window.history.pushState({}, "", `/contact?konu=${section.subjects[1].value}#iletisim-formu`)
    const island = serverPage(renderToString(<ContactSection />))
    // The section is where the link's fragment lands.
    expect(island.closest("section")).toHaveAttribute("id", "iletisim-formu")
    expect(subjectSelect().value).toBe("")
    preselectSubject()
    expect(subjectSelect().value).toBe(section.subjects[1].value)
    const select = subjectSelect()
    await act(async () => hydrateIslands())
    expect(subjectSelect()).toBe(select)
    expect(subjectSelect().value).toBe(section.subjects[1].value)
    expect(errors.mock.calls).toEqual([])
    errors.mockRestore()
  })

  it("does not replace a subject the visitor chose before the island loaded", async () => {
    window.history.pushState({}, "", `/contact?konu=${section.subjects[1].value}`)
    serverPage(renderToString(<ContactSection />))
    preselectSubject()
    subjectSelect().value = section.subjects[0].value
    await act(async () => hydrateIslands())
    expect(subjectSelect().value).toBe(section.subjects[0].value)
  })

  it("chooses nothing for a subject the form does not offer", () => {
    window.history.pushState({}, "", "/contact?konu=olmayan-konu")
    serverPage(renderToString(<ContactSection />))
    preselectSubject()
    expect(subjectSelect().value).toBe("")
  })
})

describe("loading the islands", () => {
  let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[] }[]
  const original = window.IntersectionObserver
  beforeEach(() => {
    observers = []
    window.IntersectionObserver = class {
      observed: Element[] = []
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push(Object.assign(this, { callback, options }) as never)
      }
      observe(element: Element) {
        this.observed.push(element)
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    window.IntersectionObserver = original
  })

  const report = (isIntersecting: boolean) =>
    observers[0].callback(
      observers[0].observed.map((target) => ({ isIntersecting, target }) as unknown as IntersectionObserverEntry),
      observers[0] as unknown as IntersectionObserver,
    )

  it("loads nothing on a page without an island", () => {
    document.body.innerHTML = "<main><p>Metin</p></main>"
    const load = jest.fn(() => Promise.resolve())
    loadIslandsWhenNeeded(load)
    expect(observers).toHaveLength(0)
    expect(load).not.toHaveBeenCalled()
  })

  it("loads once the island comes within about a screen of the viewport, and only once", () => {
    serverPage(renderToString(<ContactSection />))
    const load = jest.fn(() => Promise.resolve())
    loadIslandsWhenNeeded(load)
    expect(observers[0].options?.rootMargin).toBe("0px 0px 800px 0px")
    report(false)
    expect(load).not.toHaveBeenCalled()
    report(true)
    report(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("loads at once when the visitor focuses or touches the form before it scrolls into range", () => {
    const island = serverPage(renderToString(<ContactSection />))
    const load = jest.fn(() => Promise.resolve())
    loadIslandsWhenNeeded(load)
    // The first field a visitor can reach (the form's hidden fields come before it).
    const first = island.querySelector<HTMLInputElement>("input:not([type='hidden'])")!
    first.focus()
    expect(load).toHaveBeenCalledTimes(1)
    first.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(1)
  })
})
