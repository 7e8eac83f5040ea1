/**
 * src/leads/form-page.ts against the real built form pages in public/ (this suite runs after the
 * build, which the unit suite does not wait for). Each rewritten page is loaded in Chromium without
 * JavaScript, as a visitor without it gets it from the lead service, and read from the browser's own
 * parse: the values the fields show, the boxes ticked, the status region's text and links.
 */
import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { formPageHtml, withToken, type FormOutcome } from "../../src/leads/form-page"
import { CONTACT_SUCCESS, DEMO_SUCCESS } from "../../src/forms/messages"
import { baseUrl, sharedBrowser, sharedPages } from "./support/browser"

const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(__dirname, "..", "..", "public"))
const built = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8")

const browser = sharedBrowser()
const pages = sharedPages(browser)
afterAll(() => pages.close())

/** What a visitor's browser makes of a page's HTML (served at a test address of the suite's server). */
async function load(html: string): Promise<Page> {
  const { page } = await pages.open({ javaScriptEnabled: false })
  const address = `${baseUrl()}/__form-page-test`
  await page.route(address, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }))
  await page.goto(address)
  await page.unroute(address)
  return page
}

/** The state of one lead form as the browser parsed it. */
function readForm(page: Page, form: string) {
  return page.evaluate((kind) => {
    const element = document.querySelector<HTMLFormElement>(`form[data-lead-form='${kind}']`)!
    const controls = Array.from(element.querySelectorAll<HTMLInputElement>("input, select, textarea"))
    const status = element.querySelector("[data-lead-status]")!
    return {
      values: Object.fromEntries(
        controls
          .filter((control) => control.type !== "checkbox" && control.type !== "radio")
          .map((control) => [control.name, control.value]),
      ),
      checked: controls.filter((control) => control.checked).map((control) => `${control.name}=${control.value}`),
      invalid: [...new Set(controls.filter((control) => control.getAttribute("aria-invalid") === "true").map((c) => c.name))],
      ids: Object.fromEntries(controls.filter((control) => control.id).map((control) => [control.id, control.name])),
      status: {
        role: status.getAttribute("role"),
        outcome: status.getAttribute("data-outcome"),
        text: status.querySelector("p")?.textContent ?? null,
        autofocus: status.querySelector("p")?.hasAttribute("autofocus") ?? false,
        links: Array.from(status.querySelectorAll("li a"), (link) => [link.getAttribute("href"), link.textContent]),
        items: Array.from(status.querySelectorAll("li"), (item) => item.textContent),
      },
      focused: document.activeElement === status.querySelector("p"),
      inIsland: element.closest("[data-island]") !== null,
      markup: document.querySelectorAll("b, img[src='x']").length,
      alertScripts: Array.from(document.scripts).filter((script) => script.textContent?.includes("alert")).length,
    }
  }, form)
}

/** The inline scripts' and styles' text: their hashes are in the page's Content-Security-Policy. */
const inlineCode = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll("script:not([src]), style"), (element) => element.textContent))

const HOSTILE = `"><script>alert("x")</script><img src=x onerror=alert(1)> & Şükrü'nün "notu"`

describe("withToken", () => {
  it("fills the empty token of a form page and changes nothing else the policy hashes or the visitor reads", async () => {
    const page = built("contact")
    const filled = withToken(page, "dG9rZW4uYWJj")
    const before = await load(page)
    const code = await inlineCode(before)
    const text = await before.locator("body").innerText()
    expect((await readForm(before, "contact")).values._token).toBe("")
    const after = await load(filled)
    expect((await readForm(after, "contact")).values._token).toBe("dG9rZW4uYWJj")
    expect(await inlineCode(after)).toEqual(code)
    expect(await after.locator("body").innerText()).toBe(text)
  })

  it("leaves a page without a form byte for byte as it is", () => {
    const page = built("about")
    expect(withToken(page, "abc")).toBe(page)
  })
})

describe("formPageHtml on the built /contact", () => {
  const values = {
    firstName: "Ayşe",
    lastName: HOSTILE,
    email: "ayse@",
    phone: "",
    subject: "destek-paketi-standart",
    message: "İlk satır\n</textarea><b>kalın değil</b>",
    marketingConsent: "on",
  }
  const refused: FormOutcome = {
    kind: "refused",
    form: "contact",
    message: "Formunuz gönderilmedi; lütfen işaretli alanları düzeltin.",
    values,
    errors: [
      { field: "email", message: "E-posta: geçerli bir e-posta adresi yazın." },
      { field: "_token", message: "Güvenlik denetimi için formu bir kez daha gönderin." },
    ],
  }

  it("refused: every value back in its field, escaped; the refused field marked and linked; a fresh token", async () => {
    const page = await load(formPageHtml(built("contact"), refused, "dGF6ZS50b2tlbg"))
    const form = await readForm(page, "contact")

    expect(form.values).toMatchObject({
      firstName: "Ayşe",
      lastName: HOSTILE,
      email: "ayse@",
      phone: "",
      subject: "destek-paketi-standart",
      message: values.message,
      _token: "dGF6ZS50b2tlbg",
      form: "contact",
    })
    expect(form.checked).toEqual(["marketingConsent=on"])
    // Nothing the visitor wrote became markup.
    expect(form.markup).toBe(0)
    expect(form.alertScripts).toBe(0)

    expect(form.invalid).toEqual(["email"])
    expect(form.status).toEqual({
      role: "status",
      outcome: "failed",
      text: refused.message,
      autofocus: true,
      links: [["#iletisim-email", "E-posta: geçerli bir e-posta adresi yazın."]],
      // The token's refusal is said, without a link: there is no field to go to.
      items: ["E-posta: geçerli bir e-posta adresi yazın.", "Güvenlik denetimi için formu bir kez daha gönderin."],
    })
    expect(form.ids["iletisim-email"]).toBe("email")
    // The browser takes the visitor to the outcome.
    expect(form.focused).toBe(true)
    // The island marker is gone, so a browser with scripts leaves this form as the page wrote it.
    expect(form.inIsland).toBe(false)
    const original = await inlineCode(await load(built("contact")))
    expect(await inlineCode(await load(formPageHtml(built("contact"), refused, "t")))).toEqual(original)
  })

  it("sent: the success text in the status region and every field empty, with a fresh token", async () => {
    const filled = formPageHtml(built("contact"), refused, "eski")
    const page = await load(formPageHtml(filled, { kind: "sent", form: "contact", message: CONTACT_SUCCESS }, "yeni"))
    const form = await readForm(page, "contact")
    expect(form.status).toMatchObject({ outcome: "sent", text: CONTACT_SUCCESS, links: [] })
    for (const name of ["firstName", "lastName", "email", "phone", "message", "subject"]) expect(form.values[name]).toBe("")
    expect(form.checked).toEqual([])
    expect(form.invalid).toEqual([])
    expect(form.values._token).toBe("yeni")
    // The hidden fields the build wrote keep their values.
    expect(form.values.form).toBe("contact")
    expect(form.values.noticeVersion).toMatch(/^[0-9a-f]{16}$/)
    expect(form.values._page).toBe("/contact")
  })

  it("refuses to rewrite a page without that form", () => {
    expect(() => formPageHtml(built("contact"), { kind: "sent", form: "demo", message: DEMO_SUCCESS }, "t")).toThrow(
      /data-lead-form="demo"/,
    )
  })
})

describe("formPageHtml on the built /demo", () => {
  it("keeps checkbox lists, the radio choice and selects; a refused group is marked on every box and linked to its first", async () => {
    const outcome: FormOutcome = {
      kind: "refused",
      form: "demo",
      message: "Formunuz gönderilmedi.",
      values: {
        firstName: "Mehmet",
        company: "Kaya Gıda",
        sector: "otelcilik",
        interestedProducts: ["CRM Sistemi", "Mobil Uygulama"],
        preferredDemoType: "pilot-uygulama",
        preferredTime: "17:00-19:00",
        additionalNotes: "Öğleden sonra",
      },
      errors: [{ field: "interestedProducts", message: "İlgilendiğiniz ürünler: listedeki seçeneklerden birini seçin." }],
    }
    const page = await load(formPageHtml(built("demo"), outcome, "t"))
    const form = await readForm(page, "demo")
    expect(form.checked).toEqual([
      "interestedProducts=CRM Sistemi",
      "interestedProducts=Mobil Uygulama",
      "preferredDemoType=pilot-uygulama",
    ])
    expect(form.values).toMatchObject({
      sector: "otelcilik",
      preferredTime: "17:00-19:00",
      budget: "",
      additionalNotes: "Öğleden sonra",
      company: "Kaya Gıda",
    })
    expect(form.invalid).toEqual(["interestedProducts"])
    const [[href]] = form.status.links
    expect(form.ids[href!.slice(1)]).toBe("interestedProducts")
    const first = await page.evaluate(() => document.querySelector("[name='interestedProducts']")?.id)
    expect(href).toBe(`#${first}`)
  })
})
