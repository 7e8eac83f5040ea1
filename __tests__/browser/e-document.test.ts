import fs from "fs"
import path from "path"
import { readSiteData } from "../../src/content/read-site"
import { readKindFiles } from "../../src/content/routes"
import { checkSubject, eDocument, eDocumentSchema, statuses } from "../../src/kinds/e-document"
import { openPage, sharedBrowser, viewports } from "./support/browser"
import { startLeadSite, type LeadSite } from "./support/lead-site"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"

/**
 * The e-document check (src/kinds/e-document/) as a visitor uses it: on a phone without JavaScript, from
 * the footer of the home page to a result in a few taps, every answer a link; the result names each
 * document's verdict, start and source; its contact form opens with the e-document subject and the
 * answers written in, and what the visitor sends arrives as a lead with them. With JavaScript the form's
 * island sends the same message. Every page of the check also passes the page gates (the route lists
 * come from the kinds).
 */

const root = path.join(__dirname, "..", "..")
const dataDir = path.join(root, "data")
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
const site = readSiteData(dataDir)
const [{ data }] = readKindFiles(dataDir, eDocument)
const check = eDocumentSchema.parse(data)
const subject = checkSubject(check.slug)
const htmlOf = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8")
/** A page's own content, without the header and footer every page shares. */
const mainOf = (route: string) => {
  const html = htmlOf(route)
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"))
}

describe("the check as the build made it", () => {
  it("is linked from the footer, the home page, the e-document solution page and the e-Fatura guide, and found by the search", () => {
    for (const route of ["/", "/erp/e-fatura-e-arsiv-e-irsaliye", "/blog/e-faturaya-gecis-rehberi", "/ara"])
      expect({ route, links: mainOf(route).includes(`href="${check.slug}"`) }).toEqual({ route, links: true })
    const footer = htmlOf("/contact")
    expect(footer.slice(footer.indexOf("<footer"))).toContain(`href="${check.slug}"`)
  })

  it("carries no island on a question page, and only the form's island on a result page", () => {
    const question = htmlOf(`${check.slug}/sirket`)
    expect(question).not.toContain("data-island")
    const result = htmlOf(`${check.slug}/sirket/yok/3-milyon-10-milyon`)
    expect(result).toContain('data-island="contact-form"')
  })
})

describe("a visitor takes the check", () => {
  const browser = sharedBrowser()
  let leadSite: LeadSite
  beforeAll(async () => {
    leadSite = await startLeadSite()
  })
  afterAll(async () => {
    await leadSite.close()
  })

  it("on a phone without JavaScript: three taps from the footer to the result, then sends the prefilled form", async () => {
    const email = "e-donusum-nojs@ornek.example"
    const { page, context } = await openPage(browser(), { viewport: viewports.mobile, javaScriptEnabled: false })
    await page.goto(`${leadSite.url}/`)
    await page.locator("footer").getByRole("link", { name: "e-Dönüşüm testi" }).click()
    expect(new URL(page.url()).pathname).toBe(check.slug)
    // A limited company with no special activity and 4 million TL of sales: three taps.
    await page.getByRole("link", { name: /^Şirket ya da bilanço esasına göre defter tutan işletme/ }).click()
    await page.getByRole("link", { name: /^Hiçbiri/ }).click()
    await page.getByRole("link", { name: "3 milyon – 10 milyon TL" }).click()
    expect(new URL(page.url()).pathname).toBe(`${check.slug}/sirket/yok/3-milyon-10-milyon`)
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(check.resultHeading)

    const verdict = (name: string) => page.getByRole("article", { name })
    await expect(verdict("e-Fatura").textContent()).resolves.toContain(statuses.required)
    await expect(verdict("e-Fatura").textContent()).resolves.toContain("1 Temmuz 2026")
    await expect(verdict("e-Fatura").textContent()).resolves.toContain("3 milyon TL")
    await expect(verdict("e-Defter").textContent()).resolves.toContain("1 Ocak 2025")
    await expect(verdict("e-İrsaliye").textContent()).resolves.toContain(statuses.voluntary)
    await expect(verdict("e-İrsaliye").textContent()).resolves.toContain("10 milyon TL")
    await expect(verdict("e-SMM").textContent()).resolves.toContain(statuses.notRequired)
    const sourceLink = verdict("e-Fatura").getByRole("link", { name: /Sıra No: 535/ })
    await expect(sourceLink.getAttribute("href")).resolves.toBe("https://www.resmigazete.gov.tr/eskiler/2022/01/20220122.htm")
    await expect(verdict("e-Fatura").textContent()).resolves.toMatch(/Son doğrulama: \d{2}\.\d{2}\.\d{4}/)

    const form = page.locator(CONTACT_FORM)
    const message = form.getByRole("textbox", { name: "Mesajınız", exact: true })
    const written = await message.inputValue()
    expect(written).toContain(`${site.siteUrl}${check.slug}/sirket/yok/3-milyon-10-milyon`)
    expect(written).toContain("- Brüt satış hasılatı: 3 milyon – 10 milyon TL")
    expect(written).toContain("- e-Fatura: Zorunlu: ")
    expect(await form.getByRole("combobox", { name: "Konu", exact: true }).inputValue()).toBe(subject)
    await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Ayşe")
    await form.getByRole("textbox", { name: "Soyadınız", exact: true }).fill("Yılmaz")
    await form.getByRole("textbox", { name: "E-posta", exact: true }).fill(email)
    await message.fill(`${written}\nMuhasebecimiz de toplantıya katılacak.`)
    await page.waitForTimeout(leadSite.minAgeMs + 100)
    await form.getByRole("button", { name: "Mesajı gönder" }).click()
    await page.locator("[data-lead-status][data-outcome='sent']").waitFor()
    await context.close()

    const [lead] = (await leadSite.leads()).filter((stored) => stored.email === email)
    expect(lead).toMatchObject({
      form: "contact",
      subject,
      team: "salesEmail",
      page: `${check.slug}/sirket/yok/3-milyon-10-milyon`,
    })
    expect(lead.fields.message).toContain("- Faaliyet: Hiçbiri")
    expect(lead.fields.message).toContain("Muhasebecimiz de toplantıya katılacak.")
  })

  it("with JavaScript the form's island sends the same message, and changing an answer goes back to its question", async () => {
    const email = "e-donusum-js@ornek.example"
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop })
    await page.goto(`${leadSite.url}${check.slug}/serbest-meslek`)
    await waitUntilInteractive(page, CONTACT_FORM)
    const form = page.locator(CONTACT_FORM)
    const written = await form.getByRole("textbox", { name: "Mesajınız", exact: true }).inputValue()
    expect(written).toContain("- e-SMM: Zorunlu: 1 Haziran 2020")
    await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Can")
    await form.getByRole("textbox", { name: "Soyadınız", exact: true }).fill("Demir")
    await form.getByRole("textbox", { name: "E-posta", exact: true }).fill(email)
    await page.waitForTimeout(leadSite.minAgeMs + 100)
    await form.getByRole("button", { name: "Mesajı gönder" }).click()
    await form.locator("[data-lead-status][data-outcome='sent']").waitFor()
    const [lead] = (await leadSite.leads()).filter((stored) => stored.email === email)
    expect(lead.subject).toBe(subject)
    // A form's text travels with CRLF line ends (HTML's form encoding); the words are the page's.
    expect(String(lead.fields.message).replace(/\r\n/g, "\n")).toBe(written)

    await page.getByRole("link", { name: "Vergilendirme cevabını değiştirin" }).click()
    expect(new URL(page.url()).pathname).toBe(check.slug)
    await context.close()
  })
})
