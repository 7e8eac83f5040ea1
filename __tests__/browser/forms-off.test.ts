/**
 * `forms.delivery: off` in data/site.yaml, as a build with it writes /contact and /demo (rendered by the
 * build's own page renderer, support/render-pages.mjs, without a second build), in Chromium with
 * JavaScript: each form says at its top that it does not send and offers the phone and e-mail, its button
 * is off and no success text ever appears; the page's texts around it say the same, and axe finds nothing.
 */
import { execFile } from "child_process"
import path from "path"
import { promisify } from "util"
import type { Page } from "playwright-core"
import { keptPageDataDir } from "../../src/postbuild/runtime-removal"
import { CONTACT_SUCCESS, DEMO_SUCCESS } from "../../src/forms/messages"
import { readData } from "../support/site-data"
import { axeViolations } from "./support/a11y"
import { baseUrl, sharedBrowser, sharedPages } from "./support/browser"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"

const root = path.join(__dirname, "..", "..")
const DEMO_FORM = "form[aria-label='Demo talep formu']"
const site = readData<{ phones: { main: { display: string; tel: string } }; emails: { info: string } }>("site.yaml")

const browser = sharedBrowser()
const pages = sharedPages(browser)
let rendered: Record<string, string>

beforeAll(async () => {
  const input = JSON.stringify({
    root,
    pageDataDir: keptPageDataDir(root),
    routes: ["/contact", "/demo"],
    forms: { delivery: "off" },
  })
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, "support", "render-pages.mjs"), input], {
    maxBuffer: 64 * 1024 * 1024,
  })
  rendered = JSON.parse(stdout) as Record<string, string>
})
afterAll(() => pages.close())

/** The rendered page at its own address on the suite's server, so its scripts, styles and island load. */
async function open(route: string): Promise<Page> {
  const { page, problems } = await pages.open()
  const address = `${baseUrl()}${route}`
  await page.route(address, (request) => request.fulfill({ body: rendered[route], contentType: "text/html; charset=utf-8" }))
  await page.goto(address)
  await page.unroute(address)
  expect(problems).toEqual([])
  return page
}

describe.each([
  ["/contact", CONTACT_FORM, "Mesajı gönder", CONTACT_SUCCESS],
  ["/demo", DEMO_FORM, "Demo talebini gönder", DEMO_SUCCESS],
] as const)("%s with the forms off", (route, selector, button, success) => {
  it("says the form does not send, offers the phone and e-mail, and never shows a success text", async () => {
    const page = await open(route)
    await waitUntilInteractive(page, selector)
    const form = page.locator(selector)
    expect(await form.getAttribute("action")).toBeNull()
    expect(await form.locator("[name='_token'], [name='_gotcha']").count()).toBe(0)
    const notice = form.locator("[data-lead-off]")
    expect(await notice.isVisible()).toBe(true)
    expect(await notice.textContent()).toContain("Bu form şu anda gönderim yapmıyor")
    expect(await notice.getByRole("link", { name: site.phones.main.display }).getAttribute("href")).toBe(
      `tel:${site.phones.main.tel}`,
    )
    expect(await notice.getByRole("link", { name: site.emails.info }).getAttribute("href")).toBe(`mailto:${site.emails.info}`)

    const send = form.getByRole("button", { name: button })
    expect(await send.isDisabled()).toBe(true)
    await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Ayşe")
    await form.locator("[name='firstName']").press("Enter")
    expect(await form.locator("[data-lead-status]").textContent()).toBe("")
    expect(await page.getByText(success).count()).toBe(0)
    expect(await form.getByRole("textbox", { name: "Adınız", exact: true }).inputValue()).toBe("Ayşe")
  })

  it("shows the page's 'does not send' text and hides what the page says of a form that sends", async () => {
    const page = await open(route)
    const main = (await page.locator("main").textContent()) ?? ""
    expect(main).toMatch(/Bu sitedeki form şu anda (mesaj|talebinizi) göndermez/)
    expect(main).not.toContain("kendi sunucumuzdaki kayıt sistemimize")
    expect(main).not.toContain("aracılığıyla")
  })

  it("passes axe's WCAG 2.2 AA rules with its notice and disabled button", async () => {
    const page = await open(route)
    await waitUntilInteractive(page, selector)
    expect(await axeViolations(page, `${route}, forms off`, selector)).toEqual([])
  })
})
