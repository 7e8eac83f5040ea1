import type { ConsoleMessage, Page } from "playwright-core"
import { baseUrl, sharedBrowser, openPage, viewports } from "./support/browser"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"

// Specification section 8: the success alerts of the default mode (no delivery endpoint).
const CONTACT_ALERT = "Mesajınız alındı! En kısa sürede size dönüş yapacağız."
const DEMO_ALERT = "Demo talebiniz başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz."
const DEMO_FORM = "form[aria-label='Demo talep formu']"

const browser = sharedBrowser()

/** A page with the browser's dialogs, console logs and main-frame navigations recorded. */
async function formPage(viewport: { width: number; height: number }) {
  const opened = await openPage(browser(), { viewport })
  const { page } = opened
  const dialogs: string[] = []
  const logs: ConsoleMessage[] = []
  const navigations: string[] = []
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  page.on("console", (message) => {
    if (message.type() === "log") logs.push(message)
  })
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  return { ...opened, dialogs, logs, navigations }
}

/** Lets the page finish handling what was just dispatched (a submit, an alert). */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))

const invalidFields = (page: Page, formSelector: string) =>
  page.$$eval(`${formSelector} input:invalid, ${formSelector} select:invalid, ${formSelector} textarea:invalid`, (elements) =>
    elements.map((element) => element.getAttribute("name")),
  )

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? null)

describe.each([
  ["desktop", viewports.desktop],
  ["mobile", viewports.mobile],
] as const)("forms at %s size", (_size, viewport) => {
  it("the contact form shows the specification's alert and keeps the page", async () => {
    const { page, context, dialogs, navigations, problems } = await formPage(viewport)
    await page.goto(`${baseUrl()}/contact`)
    await waitUntilInteractive(page, CONTACT_FORM)
    const url = page.url()
    const form = page.locator(CONTACT_FORM)

    await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Ayşe")
    await form.getByRole("textbox", { name: "Soyadınız", exact: true }).fill("Yılmaz")
    await form.getByRole("textbox", { name: "E-posta", exact: true }).fill("ayse@ornek.example")
    await form.getByRole("textbox", { name: "Telefon", exact: true }).fill("0452 555 00 00")
    await form.getByRole("combobox", { name: "Konu", exact: true }).selectOption("fiyat-teklifi")
    await form.getByRole("textbox", { name: "Mesajınız", exact: true }).fill("Üç şubemiz için ERP teklifi rica ediyoruz.")
    const navigationsBefore = navigations.length
    await form.getByRole("button", { name: "Mesajı Gönder" }).click()
    await settle(page)

    expect(dialogs).toEqual([CONTACT_ALERT])
    expect(page.url()).toBe(url)
    expect(navigations.length).toBe(navigationsBefore)
    expect(await form.getByRole("textbox", { name: "Adınız", exact: true }).inputValue()).toBe("Ayşe")
    expect(problems).toEqual([])
    await context.close()
  })

  it("the browser blocks an empty contact form: no alert, the required fields are :invalid", async () => {
    const { page, context, dialogs } = await formPage(viewport)
    await page.goto(`${baseUrl()}/contact`)
    await waitUntilInteractive(page, CONTACT_FORM)
    const url = page.url()

    await page.locator(CONTACT_FORM).getByRole("button", { name: "Mesajı Gönder" }).click()
    await settle(page)

    expect(dialogs).toEqual([])
    expect(page.url()).toBe(url)
    expect(await invalidFields(page, CONTACT_FORM)).toEqual(["firstName", "lastName", "email", "subject", "message"])
    // The browser takes the visitor to the first field to fill.
    expect(await activeName(page)).toBe("firstName")
    await context.close()
  })

  it("the demo form logs its values, shows the specification's alert and keeps the page", async () => {
    const { page, context, dialogs, logs, navigations, problems } = await formPage(viewport)
    await page.goto(`${baseUrl()}/demo`)
    await waitUntilInteractive(page, DEMO_FORM)
    const url = page.url()
    const form = page.locator(DEMO_FORM)

    await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Mehmet")
    await form.getByRole("textbox", { name: "Soyadınız", exact: true }).fill("Kaya")
    await form.getByRole("textbox", { name: "E-posta", exact: true }).fill("mehmet@ornek.example")
    await form.getByRole("textbox", { name: "Telefon", exact: true }).fill("0452 555 00 01")
    await form.getByRole("textbox", { name: "Şirket Adı", exact: true }).fill("Kaya Gıda")
    await form.getByRole("textbox", { name: "Pozisyonunuz", exact: true }).fill("Genel Müdür")
    await form.getByRole("combobox", { name: "Sektör", exact: true }).selectOption("imalat")
    await form.getByRole("combobox", { name: "Çalışan Sayısı", exact: true }).selectOption("11-50")
    await form.getByRole("checkbox", { name: "ERP Sistemi" }).check()
    await form.getByRole("checkbox", { name: "Stok Yönetimi" }).check()
    await form.getByRole("textbox", { name: "Kullandığınız Mevcut Yazılım", exact: true }).fill("Excel")
    await form.getByRole("combobox", { name: "Bütçe Aralığı", exact: true }).selectOption("50k-100k")
    await form.getByRole("combobox", { name: "Zaman Planı", exact: true }).selectOption("1-ay")
    await form.getByRole("textbox", { name: "Özel İhtiyaçlarınız", exact: true }).fill("Reçete ve maliyet takibi")
    await form.getByRole("radio", { name: /İnteraktif Demo/ }).check()
    await form.getByLabel("Tercih Ettiğiniz Tarih", { exact: true }).fill("2025-03-14")
    await form.getByRole("combobox", { name: "Tercih Ettiğiniz Saat", exact: true }).selectOption("11:00-13:00")
    await form.getByRole("textbox", { name: "Ek Notlar", exact: true }).fill("Öğleden önce uygunuz.")
    const navigationsBefore = navigations.length
    await form.getByRole("button", { name: "Demo Talebi Gönder" }).click()
    await settle(page)

    expect(dialogs).toEqual([DEMO_ALERT])
    expect(logs).toHaveLength(1)
    expect(await logs[0].args()[0].jsonValue()).toEqual({
      firstName: "Mehmet",
      lastName: "Kaya",
      email: "mehmet@ornek.example",
      phone: "0452 555 00 01",
      company: "Kaya Gıda",
      position: "Genel Müdür",
      sector: "imalat",
      employeeCount: "11-50",
      interestedProducts: ["ERP Sistemi", "Stok Yönetimi"],
      currentSoftware: "Excel",
      budget: "50k-100k",
      timeline: "1-ay",
      specificNeeds: "Reçete ve maliyet takibi",
      preferredDemoType: "interaktif-demo",
      preferredDate: "2025-03-14",
      preferredTime: "11:00-13:00",
      additionalNotes: "Öğleden önce uygunuz.",
    })
    expect(page.url()).toBe(url)
    expect(navigations.length).toBe(navigationsBefore)
    expect(problems).toEqual([])
    await context.close()
  })

  it("the browser blocks an empty demo form: no alert, no log, only the five required fields are :invalid", async () => {
    const { page, context, dialogs, logs } = await formPage(viewport)
    await page.goto(`${baseUrl()}/demo`)
    await waitUntilInteractive(page, DEMO_FORM)
    const url = page.url()

    await page.locator(DEMO_FORM).getByRole("button", { name: "Demo Talebi Gönder" }).click()
    await settle(page)

    expect(dialogs).toEqual([])
    expect(logs).toEqual([])
    expect(page.url()).toBe(url)
    expect(await invalidFields(page, DEMO_FORM)).toEqual(["firstName", "lastName", "email", "phone", "company"])
    expect(await activeName(page)).toBe("firstName")
    await context.close()
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

  it("'Paketi Seç' for Standart on /support/teknik-destek lands at the contact form with that subject chosen", async () => {
    const { page, context, problems } = await formPage(viewport)
    const release = await holdIslands(page)
    await page.goto(`${baseUrl()}/support/teknik-destek`)
    await page
      .getByRole("article", { name: "Standart paketi" })
      .getByRole("link", { name: /^Paketi Seç/ })
      .click()
    await page.waitForURL((url) => url.pathname === "/contact")
    await expectLandedAtForm(page, release)
    expect(problems).toEqual([])
    await context.close()
  })

  it("a direct load of /contact?konu=…#iletisim-formu lands at the form with the subject chosen", async () => {
    const { page, context, problems } = await formPage(viewport)
    const release = await holdIslands(page)
    await page.goto(`${baseUrl()}/contact?konu=destek-paketi-standart#iletisim-formu`)
    await expectLandedAtForm(page, release)
    expect(problems).toEqual([])
    await context.close()
  })

  it("without JavaScript the link still lands at the form (the subject then stays for the visitor to choose)", async () => {
    const { page, context } = await openPage(browser(), { viewport, javaScriptEnabled: false })
    await page.goto(`${baseUrl()}/contact?konu=destek-paketi-standart#iletisim-formu`)
    const place = await page.evaluate(() => ({
      headerBottom: document.querySelector("header")!.getBoundingClientRect().bottom,
      sectionTop: document.getElementById("iletisim-formu")!.getBoundingClientRect().top,
    }))
    expect(place.sectionTop).toBeGreaterThanOrEqual(place.headerBottom)
    expect(place.sectionTop).toBeLessThan(place.headerBottom + 40)
    // A static page cannot know the query: choosing the subject needs the site script.
    expect(await page.locator("#iletisim-formu select[name='subject']").inputValue()).toBe("")
    await context.close()
  })

  it("the demo form can be completed and sent with the keyboard alone", async () => {
    const { page, context, dialogs, logs } = await formPage(viewport)
    await page.goto(`${baseUrl()}/demo`)
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
    await page.keyboard.type("elif@ornek.example")
    await page.keyboard.press("Tab")
    await page.keyboard.type("0452 555 00 02")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Şahin Otelcilik")
    await tabTo(`${DEMO_FORM} [name='interestedProducts'][value='CRM Sistemi']`)
    await page.keyboard.press("Space")
    await tabTo(`${DEMO_FORM} [name='preferredDemoType']`)
    await page.keyboard.press("Space")
    await tabTo(`${DEMO_FORM} [name='additionalNotes']`)
    await page.keyboard.type("Klavye ile dolduruldu.")
    await tabTo(`${DEMO_FORM} button[type='submit']`)
    await page.keyboard.press("Enter")
    await settle(page)

    expect(dialogs).toEqual([DEMO_ALERT])
    expect(logs).toHaveLength(1)
    const logged = (await logs[0].args()[0].jsonValue()) as Record<string, unknown>
    expect(logged).toMatchObject({
      firstName: "Elif",
      lastName: "Şahin",
      email: "elif@ornek.example",
      phone: "0452 555 00 02",
      company: "Şahin Otelcilik",
      interestedProducts: ["CRM Sistemi"],
      preferredDemoType: "canli-demo",
      additionalNotes: "Klavye ile dolduruldu.",
    })
    expect(page.url()).toBe(url)
    await context.close()
  })
})
