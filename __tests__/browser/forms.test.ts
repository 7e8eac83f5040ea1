import type { ConsoleMessage, Dialog, Frame, Locator, Page } from "playwright-core"
import { CONTACT_SUCCESS, DEMO_SUCCESS } from "../../src/forms/messages"
import { baseUrl, leaveForBlank, sharedBrowser, sharedPages, viewports } from "./support/browser"
import { startLeadSite, type LeadSite } from "./support/lead-site"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"

/**
 * Both forms through `npm start`'s server and the site's own lead service (part A decision 5): with
 * JavaScript (the island posts JSON) and without (the browser posts the form; the service answers with
 * the page rewritten by src/leads/form-page.ts). Each send is checked where it ends: the text on the
 * page, the row in the lead service's database, the mail in the team's inbox (a local SMTP sink).
 */

const DEMO_FORM = "form[aria-label='Demo talep formu']"
const REFERRER = "https://www.arama.example/ara?q=erp+yaz%C4%B1l%C4%B1m%C4%B1"

const browser = sharedBrowser()
let site: LeadSite
beforeAll(async () => {
  site = await startLeadSite()
})
afterAll(async () => {
  await site.close()
})

// One page per set of options for the file: a fresh browser context each test is a new renderer process.
const pages = sharedPages(browser)
afterAll(() => pages.close())
/** Ends the last test's use of its page, even one that failed before it could. */
let leaveLast: (() => Promise<void>) | undefined

/**
 * A page with the browser's dialogs, console messages and main-frame navigations recorded. `close()` takes
 * the test's listeners and routes off and leaves the page on about:blank for the next test.
 */
async function formPage(viewport: { width: number; height: number }, options: { javaScriptEnabled?: boolean } = {}) {
  await leaveLast?.()
  const opened = await pages.open({ viewport, ...options })
  const { page } = opened
  const dialogs: string[] = []
  const logs: ConsoleMessage[] = []
  const navigations: string[] = []
  const onDialog = (dialog: Dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  }
  const onConsole = (message: ConsoleMessage) => logs.push(message)
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  }
  page.on("dialog", onDialog).on("console", onConsole).on("framenavigated", onNavigated)
  const close = async () => {
    leaveLast = undefined
    page.off("dialog", onDialog).off("console", onConsole).off("framenavigated", onNavigated)
    // A test's held requests (holdIslands) are its own: the next test on this page gets none of them.
    await page.unrouteAll({ behavior: "ignoreErrors" })
    await leaveForBlank(page)
  }
  leaveLast = close
  return { ...opened, dialogs, logs, navigations, close }
}

/** Lets the page finish handling what was just dispatched (a submit). */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))

/** The lead service refuses a form sent sooner after its token than a person could fill it. */
const passTimeTrap = (page: Page) => page.waitForTimeout(site.minAgeMs + 100)

const invalidFields = (page: Page, formSelector: string) =>
  page.$$eval(`${formSelector} input:invalid, ${formSelector} select:invalid, ${formSelector} textarea:invalid`, (elements) =>
    elements.map((element) => element.getAttribute("name")),
  )

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? null)

const textbox = (form: Locator, name: string) => form.getByRole("textbox", { name, exact: true })

async function fillContact(form: Locator, email: string) {
  await textbox(form, "Adınız").fill("Ayşe")
  await textbox(form, "Soyadınız").fill("Yılmaz")
  await textbox(form, "E-posta").fill(email)
  await textbox(form, "Telefon").fill("0452 555 00 00")
  await form.getByRole("combobox", { name: "Konu", exact: true }).selectOption("fiyat-teklifi")
  await textbox(form, "Mesajınız").fill("Üç şubemiz için ERP teklifi rica ediyoruz. <b>Acil</b> değil 😊")
}

async function fillDemoContactDetails(form: Locator, email: string) {
  await textbox(form, "Adınız").fill("Mehmet")
  await textbox(form, "Soyadınız").fill("Kaya")
  await textbox(form, "E-posta").fill(email)
  await textbox(form, "Telefon").fill("0452 555 00 01")
  await textbox(form, "Şirket adı").fill("Kaya Gıda")
}

const statusOf = (form: Locator) => form.locator("[data-lead-status]")

/** The outcome's text, once a send has ended. */
async function outcomeText(form: Locator) {
  const paragraph = form.locator("[data-lead-status][data-outcome] p")
  await paragraph.waitFor()
  return paragraph.textContent()
}

/** The stored lead with this e-mail, once it is there. */
async function leadOf(email: string) {
  const found = (await site.leads()).filter((lead) => lead.email === email)
  expect(found).toHaveLength(1)
  return found[0]
}

/** The mail the team received about the lead with this e-mail. */
async function mailAbout(email: string) {
  const until = Date.now() + 20000
  for (;;) {
    const mail = site.sink.mails.find((candidate) => candidate.text.includes(email))
    if (mail) return mail
    if (Date.now() > until) throw new Error(`no mail mentions ${email}; the sink has ${site.sink.mails.length}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const emails = () => site.settings.site.emails

describe.each([
  ["desktop", viewports.desktop],
  ["mobile", viewports.mobile],
] as const)("forms at %s size", (size, viewport) => {
  it("the contact form sends to the lead service: the success text on the page, the row stored with its page and consent, the sales team's mail", async () => {
    const email = `ayse-${size}@ornek.example`
    const { page, close, dialogs, logs, navigations, problems } = await formPage(viewport)
    await page.goto(`${site.url}/contact?utm_source=bulten&utm_medium=eposta`, { referer: REFERRER })
    await waitUntilInteractive(page, CONTACT_FORM)
    const url = page.url()
    const form = page.locator(CONTACT_FORM)
    const noticeVersion = await form.locator("[name='noticeVersion']").inputValue()

    await fillContact(form, email)
    const consent = form.getByRole("checkbox", { name: /ticari elektronik iletileri/ })
    expect(await consent.isChecked()).toBe(false)
    if (size === "desktop") await consent.check()
    await passTimeTrap(page)
    const navigationsBefore = navigations.length
    await form.getByRole("button", { name: "Mesajı gönder" }).click()

    expect(await outcomeText(form)).toBe(CONTACT_SUCCESS)
    expect(await statusOf(form).getAttribute("data-outcome")).toBe("sent")
    expect(await textbox(form, "Adınız").inputValue()).toBe("")
    expect(await form.getByRole("combobox", { name: "Konu", exact: true }).inputValue()).toBe("")
    expect(dialogs).toEqual([])
    expect(page.url()).toBe(url)
    expect(navigations.length).toBe(navigationsBefore)
    // Nothing at all in the console: no visitor's values, no errors.
    expect(logs.map((message) => message.text())).toEqual([])
    expect(problems).toEqual([])
    await close()

    const lead = await leadOf(email)
    expect(lead).toMatchObject({
      form: "contact",
      subject: "fiyat-teklifi",
      team: "salesEmail",
      page: "/contact",
      utm: { utm_source: "bulten", utm_medium: "eposta" },
      referrerOrigin: "https://www.arama.example",
      noticeVersion,
      marketingConsent: size === "desktop",
    })
    expect(lead.fields).toMatchObject({
      firstName: "Ayşe",
      lastName: "Yılmaz",
      message: "Üç şubemiz için ERP teklifi rica ediyoruz. <b>Acil</b> değil 😊",
    })
    expect(lead.marketingConsentAt === null).toBe(size !== "desktop")
    const mail = await mailAbout(email)
    expect(mail.to).toEqual([emails().sales])
    expect(mail.text).toContain("Ayşe")
  })

  it("the browser blocks an empty contact form: nothing is sent, the required fields are :invalid", async () => {
    const { page, close, dialogs } = await formPage(viewport)
    await page.goto(`${baseUrl()}/contact`)
    await waitUntilInteractive(page, CONTACT_FORM)
    const url = page.url()

    await page.locator(CONTACT_FORM).getByRole("button", { name: "Mesajı gönder" }).click()
    await settle(page)

    expect(dialogs).toEqual([])
    expect(page.url()).toBe(url)
    expect(await statusOf(page.locator(CONTACT_FORM)).textContent()).toBe("")
    expect(await invalidFields(page, CONTACT_FORM)).toEqual(["firstName", "lastName", "email", "subject", "message"])
    // The browser takes the visitor to the first field to fill.
    expect(await activeName(page)).toBe("firstName")
    await close()
  })

  it("the demo form sends every field to the lead service, shows the success text and writes nothing to the console", async () => {
    const email = `mehmet-${size}@ornek.example`
    const { page, close, dialogs, logs, problems } = await formPage(viewport)
    await page.goto(`${site.url}/demo`)
    await waitUntilInteractive(page, DEMO_FORM)
    const form = page.locator(DEMO_FORM)

    await fillDemoContactDetails(form, email)
    await textbox(form, "Pozisyonunuz").fill("Genel Müdür")
    await form.getByRole("combobox", { name: "Sektör", exact: true }).selectOption("imalat")
    await form.getByRole("combobox", { name: "Çalışan sayısı", exact: true }).selectOption("11-50")
    await form.getByRole("checkbox", { name: "ERP Sistemi" }).check()
    await form.getByRole("checkbox", { name: "Stok Yönetimi" }).check()
    await textbox(form, "Kullandığınız mevcut yazılım").fill("Excel")
    await form.getByRole("combobox", { name: "Bütçe aralığı", exact: true }).selectOption("50k-100k")
    await form.getByRole("combobox", { name: "Zaman planı", exact: true }).selectOption("1-ay")
    await textbox(form, "Özel ihtiyaçlarınız").fill("Reçete ve maliyet takibi")
    await form.getByRole("radio", { name: /İnteraktif demo/ }).check()
    await form.getByLabel("Tercih ettiğiniz tarih", { exact: true }).fill("2026-12-14")
    await form.getByRole("combobox", { name: "Tercih ettiğiniz saat", exact: true }).selectOption("11:00-13:00")
    await textbox(form, "Ek notlar").fill("Öğleden önce uygunuz.")
    await passTimeTrap(page)
    await form.getByRole("button", { name: "Demo talebini gönder" }).click()

    expect(await outcomeText(form)).toBe(DEMO_SUCCESS)
    expect(await form.getByRole("checkbox", { name: "ERP Sistemi" }).isChecked()).toBe(false)
    expect(dialogs).toEqual([])
    expect(logs.map((message) => message.text())).toEqual([])
    expect(problems).toEqual([])
    await close()

    const lead = await leadOf(email)
    expect(lead).toMatchObject({ form: "demo", team: "salesEmail", page: "/demo", marketingConsent: false })
    expect(lead.fields).toMatchObject({
      firstName: "Mehmet",
      company: "Kaya Gıda",
      position: "Genel Müdür",
      sector: "imalat",
      employeeCount: "11-50",
      interestedProducts: ["ERP Sistemi", "Stok Yönetimi"],
      budget: "50k-100k",
      preferredDemoType: "interaktif-demo",
      preferredDate: "2026-12-14",
      preferredTime: "11:00-13:00",
      additionalNotes: "Öğleden önce uygunuz.",
    })
    expect((await mailAbout(email)).to).toEqual([emails().sales])
  })

  it("the browser blocks an empty demo form: nothing is sent, only the five required fields are :invalid", async () => {
    const { page, close, dialogs, logs } = await formPage(viewport)
    await page.goto(`${baseUrl()}/demo`)
    await waitUntilInteractive(page, DEMO_FORM)
    const url = page.url()

    await page.locator(DEMO_FORM).getByRole("button", { name: "Demo talebini gönder" }).click()
    await settle(page)

    expect(dialogs).toEqual([])
    expect(logs.filter((message) => message.type() === "log")).toEqual([])
    expect(page.url()).toBe(url)
    expect(await invalidFields(page, DEMO_FORM)).toEqual(["firstName", "lastName", "email", "phone", "company"])
    expect(await activeName(page)).toBe("firstName")
    await close()
  })

  /**
   * Issue 21, point 3: a "?konu=" link lands at the form, below the sticky header, with its subject
   * chosen before the form's island has loaded (its module is held back here) and after it hydrates.
   */
  async function expectLandedAtForm(page: Page, release: () => void) {
    const landed = new URL(page.url())
    expect([landed.pathname, landed.search, landed.hash]).toEqual(["/contact", "?konu=destek-paketi-standart", "#iletisim-formu"])
    await waitUntilInteractive(page)
    const hydrated = () =>
      page.evaluate((selector) => {
        const form = document.querySelector(selector)
        return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"))
      }, CONTACT_FORM)
    const place = () =>
      page.evaluate(() => {
        const header = document.querySelector("header")!.getBoundingClientRect()
        const section = document.getElementById("iletisim-formu")!.getBoundingClientRect()
        const select = document.querySelector("#iletisim-formu select[name='subject']")!.getBoundingClientRect()
        return { headerBottom: header.bottom, sectionTop: section.top, selectBottom: select.bottom, height: innerHeight }
      })
    const subject = page.locator(CONTACT_FORM).getByRole("combobox", { name: "Konu", exact: true })
    const expectChosen = async () => {
      expect(await subject.inputValue()).toBe("destek-paketi-standart")
      expect(await subject.locator("option:checked").textContent()).toBe("Destek Paketi: Standart")
    }

    // Before the island: the site script chose the subject in the server's HTML.
    expect(await hydrated()).toBe(false)
    await expectChosen()
    const before = await place()
    expect(before.sectionTop).toBeGreaterThanOrEqual(before.headerBottom)
    expect(before.sectionTop).toBeLessThan(before.headerBottom + 40)
    expect(before.selectBottom).toBeLessThanOrEqual(before.height)
    // The reveal left the form's heading as painted: it was on screen when the script ran.
    expect(await page.locator("#iletisim-formu [data-reveal]").first().getAttribute("data-reveal")).toBe("visible")

    release()
    await page.waitForFunction((selector) => {
      const form = document.querySelector(selector)
      return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"))
    }, CONTACT_FORM)
    await expectChosen()
    expect(await place()).toEqual(before)
  }

  /** Holds the islands' module back until `release` is called. */
  async function holdIslands(page: Page) {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route("**/assets/islands-*.js", async (route) => {
      await held
      await route.continue()
    })
    return release
  }

  it("'Paketi seç' for Standart on /support/teknik-destek lands at the contact form with that subject chosen", async () => {
    const { page, close, problems } = await formPage(viewport)
    const release = await holdIslands(page)
    await page.goto(`${baseUrl()}/support/teknik-destek`)
    await page
      .getByRole("article", { name: "Standart paketi" })
      .getByRole("link", { name: /^Paketi seç/ })
      .click()
    await page.waitForURL((url) => url.pathname === "/contact")
    await expectLandedAtForm(page, release)
    expect(problems).toEqual([])
    await close()
  })

  it("a direct load of /contact?konu=…#iletisim-formu lands at the form with the subject chosen", async () => {
    const { page, close, problems } = await formPage(viewport)
    const release = await holdIslands(page)
    await page.goto(`${baseUrl()}/contact?konu=destek-paketi-standart#iletisim-formu`)
    await expectLandedAtForm(page, release)
    expect(problems).toEqual([])
    await close()
  })

  it("without JavaScript the link still lands at the form, with the subject chosen by npm start's server", async () => {
    const { page, close } = await formPage(viewport, { javaScriptEnabled: false })
    await page.goto(`${baseUrl()}/contact?konu=destek-paketi-standart#iletisim-formu`)
    const place = await page.evaluate(() => ({
      headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
      sectionTop: document.getElementById("iletisim-formu")!.getBoundingClientRect().top,
    }))
    expect(place.sectionTop).toBeGreaterThanOrEqual(place.headerBottom)
    expect(place.sectionTop).toBeLessThan(place.headerBottom + 40)
    // The server writes the linked subject into the page it serves (src/leads/form-page.ts, servedPage); a
    // static host cannot, and there the subject waits for the site script or the visitor.
    expect(await page.locator("#iletisim-formu select[name='subject']").inputValue()).toBe("destek-paketi-standart")
    await close()
  })

  it("the demo form can be completed and sent with the keyboard alone", async () => {
    const email = `elif-${size}@ornek.example`
    const { page, close, dialogs, logs } = await formPage(viewport)
    await page.goto(`${site.url}/demo`)
    await waitUntilInteractive(page, DEMO_FORM)
    const url = page.url()

    /** Presses Tab until the focused element matches, as a keyboard user moves through the page. */
    async function tabTo(selector: string) {
      for (let presses = 0; presses < 250; presses++) {
        await page.keyboard.press("Tab")
        if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return
      }
      throw new Error(`Tab never reached ${selector}`)
    }

    await tabTo(`${DEMO_FORM} [name='firstName']`)
    await page.keyboard.type("Elif")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Şahin")
    await page.keyboard.press("Tab")
    await page.keyboard.type(email)
    await page.keyboard.press("Tab")
    await page.keyboard.type("0452 555 00 02")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Şahin Otelcilik")
    await tabTo(`${DEMO_FORM} [name='sector']`)
    await page.keyboard.press("ArrowDown")
    await tabTo(`${DEMO_FORM} [name='interestedProducts'][value='CRM Sistemi']`)
    await page.keyboard.press("Space")
    await tabTo(`${DEMO_FORM} [name='preferredDemoType']`)
    await page.keyboard.press("Space")
    await tabTo(`${DEMO_FORM} [name='additionalNotes']`)
    await page.keyboard.type("Klavye ile dolduruldu.")
    await passTimeTrap(page)
    await tabTo(`${DEMO_FORM} button[type='submit']`)
    await page.keyboard.press("Enter")

    expect(await outcomeText(page.locator(DEMO_FORM))).toBe(DEMO_SUCCESS)
    expect(dialogs).toEqual([])
    expect(logs.map((message) => message.text())).toEqual([])
    expect(page.url()).toBe(url)
    await close()
    expect((await leadOf(email)).fields).toMatchObject({
      firstName: "Elif",
      lastName: "Şahin",
      company: "Şahin Otelcilik",
      interestedProducts: ["CRM Sistemi"],
      preferredDemoType: "canli-demo",
      additionalNotes: "Klavye ile dolduruldu.",
    })
  })
})

describe("forms with JavaScript, refused by the lead service", () => {
  it("a demo request the service refuses (a phone number with letters, which the browser lets through) names the field as a link, marks it and keeps every value; following the link reaches the field", async () => {
    const email = "eksik@ornek.example"
    const { page, close, dialogs, problems } = await formPage(viewports.desktop)
    await page.goto(`${site.url}/demo`)
    await waitUntilInteractive(page, DEMO_FORM)
    const form = page.locator(DEMO_FORM)
    await fillDemoContactDetails(form, email)
    await textbox(form, "Telefon").fill("ofis hattı")
    await form.getByRole("combobox", { name: "Sektör", exact: true }).selectOption("imalat")
    await passTimeTrap(page)
    await form.getByRole("button", { name: "Demo talebini gönder" }).click()

    const status = statusOf(form)
    await outcomeText(form)
    expect(await status.getAttribute("data-outcome")).toBe("failed")
    expect(await status.locator("p").textContent()).toContain("Girdiğiniz bilgiler silinmedi.")
    const links = await status.locator("li a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
    expect(links).toEqual(["#demo-talebi-phone"])
    expect(await status.locator("p").evaluate((element) => element === document.activeElement)).toBe(true)
    expect(
      await form.locator("[aria-invalid='true']").evaluateAll((fields) => fields.map((f) => f.getAttribute("name"))),
    ).toEqual(["phone"])
    expect(await textbox(form, "Şirket adı").inputValue()).toBe("Kaya Gıda")
    expect(await textbox(form, "Telefon").inputValue()).toBe("ofis hattı")
    expect(await form.getByRole("combobox", { name: "Sektör", exact: true }).inputValue()).toBe("imalat")
    await status.getByRole("link", { name: /^Telefon/ }).click()
    expect(await activeName(page)).toBe("phone")
    expect(dialogs).toEqual([])
    // The 400 is the service's answer, which the browser reports as a failed resource; nothing else.
    expect(problems.filter((problem) => !problem.includes("400"))).toEqual([])
    await close()
    expect((await site.leads()).filter((lead) => lead.email === email)).toEqual([])
  })

  it("a demo request without the starred sector, products and demo type is stored: the specification enforces none of them", async () => {
    const email = "yildizsiz@ornek.example"
    const { page, close } = await formPage(viewports.desktop)
    await page.goto(`${site.url}/demo`)
    await waitUntilInteractive(page, DEMO_FORM)
    const form = page.locator(DEMO_FORM)
    await fillDemoContactDetails(form, email)
    await passTimeTrap(page)
    await form.getByRole("button", { name: "Demo talebini gönder" }).click()
    expect(await outcomeText(form)).toBe(DEMO_SUCCESS)
    await close()
    expect((await leadOf(email)).fields).toMatchObject({ sector: "", interestedProducts: [], preferredDemoType: "" })
  })
})

describe("forms without JavaScript", () => {
  it("the contact form posts itself to the lead service and ends on the page with the success text; the row and the mail are there", async () => {
    const email = "yalin@ornek.example"
    const { page, close } = await formPage(viewports.desktop, { javaScriptEnabled: false })
    await page.goto(`${site.url}/contact`)
    const form = page.locator(CONTACT_FORM)
    // The server wrote a fresh time token into the page it served.
    expect(await form.locator("[name='_token']").inputValue()).not.toBe("")
    await fillContact(form, email)
    await passTimeTrap(page)
    await form.getByRole("button", { name: "Mesajı gönder" }).click()
    await page.waitForURL(`${site.url}/api/leads`)

    const sent = page.locator(CONTACT_FORM)
    expect(await statusOf(sent).getAttribute("data-outcome")).toBe("sent")
    expect(await statusOf(sent).locator("p").textContent()).toBe(CONTACT_SUCCESS)
    expect(await textbox(sent, "Adınız").inputValue()).toBe("")
    expect(await textbox(sent, "Mesajınız").inputValue()).toBe("")
    await close()

    expect(await leadOf(email)).toMatchObject({
      form: "contact",
      page: "/contact",
      referrerOrigin: null,
      marketingConsent: false,
    })
    expect((await mailAbout(email)).to).toEqual([emails().sales])
  })

  it("the demo form comes back with every value kept and the refused field linked, then sends once it is corrected", async () => {
    const email = "yalin-demo@ornek.example"
    const { page, close } = await formPage(viewports.desktop, { javaScriptEnabled: false })
    await page.goto(`${site.url}/demo`)
    let form = page.locator(DEMO_FORM)
    await fillDemoContactDetails(form, email)
    await textbox(form, "Telefon").fill("ofis hattı")
    await form.getByRole("combobox", { name: "Sektör", exact: true }).selectOption("saglik")
    await form.getByRole("checkbox", { name: /ticari elektronik iletileri/ }).check()
    await textbox(form, "Ek notlar").fill("İkinci satır\n</textarea><b>kalın değil</b>")
    await passTimeTrap(page)
    await form.getByRole("button", { name: "Demo talebini gönder" }).click()
    await page.waitForURL(`${site.url}/api/leads`)

    form = page.locator(DEMO_FORM)
    expect(await statusOf(form).getAttribute("data-outcome")).toBe("failed")
    const links = await statusOf(form)
      .locator("li a")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
    expect(links).toEqual(["#demo-talebi-phone"])
    expect(await form.locator("[name='phone']").getAttribute("aria-invalid")).toBe("true")
    expect(await textbox(form, "Telefon").inputValue()).toBe("ofis hattı")
    expect(await form.getByRole("combobox", { name: "Sektör", exact: true }).inputValue()).toBe("saglik")
    expect(await textbox(form, "Şirket adı").inputValue()).toBe("Kaya Gıda")
    expect(await textbox(form, "E-posta").inputValue()).toBe(email)
    expect(await textbox(form, "Ek notlar").inputValue()).toBe("İkinci satır\n</textarea><b>kalın değil</b>")
    expect(await form.getByRole("checkbox", { name: /ticari elektronik iletileri/ }).isChecked()).toBe(true)
    // The browser brought the visitor to the outcome.
    expect(await page.evaluate(() => document.activeElement?.closest("[data-lead-status]") !== null)).toBe(true)
    expect((await site.leads()).filter((lead) => lead.email === email)).toEqual([])

    await textbox(form, "Telefon").fill("0452 555 00 01")
    await form.getByRole("checkbox", { name: "Muhasebe Yazılımı" }).check()
    await form.getByRole("radio", { name: /Pilot uygulama/ }).check()
    await passTimeTrap(page)
    await form.getByRole("button", { name: "Demo talebini gönder" }).click()
    await page.waitForLoadState()
    form = page.locator(DEMO_FORM)
    expect(await statusOf(form).locator("p").textContent()).toBe(DEMO_SUCCESS)
    await close()

    const lead = await leadOf(email)
    expect(lead).toMatchObject({ form: "demo", page: "/demo", marketingConsent: true })
    expect(lead.fields).toMatchObject({
      sector: "saglik",
      interestedProducts: ["Muhasebe Yazılımı"],
      preferredDemoType: "pilot-uygulama",
      // A browser posts a textarea's line breaks as CRLF (HTML's form encoding); stored as sent.
      additionalNotes: "İkinci satır\r\n</textarea><b>kalın değil</b>",
    })
    expect((await mailAbout(email)).to).toEqual([emails().sales])
  })
})
