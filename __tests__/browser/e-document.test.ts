import fs from "fs"
import path from "path"
import { readSiteData } from "../../src/content/read-site"
import { readKindFiles, siteRoutes } from "../../src/content/routes"
import { contentTypes } from "../../src/kinds"
import { checkSubject, eDocument, eDocumentSchema, statuses } from "../../src/kinds/e-document"
import { checkWords } from "../../src/kinds/e-document/words"
import { openPage, sharedBrowser, viewports } from "./support/browser"
import { pageAt } from "./support/content"
import { languages } from "./support/language-content"
import { startLeadSite, type LeadSite } from "./support/lead-site"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"

/**
 * The e-document check (src/kinds/e-document/) as a visitor uses it: on a phone without JavaScript, from
 * the footer of the home page to a result in a few taps, every answer a link; the result names each
 * document's verdict, start and source; its contact form opens with the e-document subject and the
 * answers written in, and what the visitor sends arrives as a lead with them. With JavaScript the form's
 * island sends the same message. The English check (/en/e-document-check) is taken the same way, from the
 * English home page (the English footer, data/en/navigation.yaml, does not list it): its words, statuses,
 * days and amounts are English, its verdicts are the Turkish check's at the same answer addresses, and its
 * form posts the Turkish check's subject. Every page of the check also passes the page gates (the route
 * lists come from the kinds).
 */

const root = path.join(__dirname, "..", "..")
const dataDir = path.join(root, "data")
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
const site = readSiteData(dataDir)
const [{ data }] = readKindFiles(dataDir, eDocument)
const check = eDocumentSchema.parse(data)
const subject = checkSubject(check.slug)
// The English check (data/en/e-donusum): the Turkish file's ids, amounts and answer addresses under its own
// slug, in English words; its form posts the Turkish check's subject.
const [{ data: englishData }] = readKindFiles(dataDir, eDocument, {}, "en")
const { counterpart: _counterpart, ...englishOwn } = englishData
void _counterpart
const englishCheck = eDocumentSchema.parse(englishOwn)
const english = languages.en
const englishWords = checkWords.en
/** Every page of each check, as the build makes them: the English ones pair with the Turkish by position. */
const checkRoutes = siteRoutes(contentTypes, dataDir).filter((route) => route.kind === eDocument)
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

describe("the English check as the build made it", () => {
  /** Each document's verdict on a result page, as [document id, status key], read by the page's status words. */
  const verdicts = (route: string, words: Readonly<Record<string, string>>) =>
    [...mainOf(route).matchAll(/<h3 id="belge-([a-z-]+)">[^<]*<\/h3><p[^>]*>([^<]*)<\/p>/g)].map(([, id, shown]) => [
      id,
      Object.keys(words).find((key) => words[key] === shown) ?? `unknown status "${shown}"`,
    ])

  it("is linked from the English home page, the English e-document solution page and the English search, never the Turkish check", () => {
    for (const route of [english.pageOf("/"), english.pageOf("/erp/e-fatura-e-arsiv-e-irsaliye"), english.navigation.search]) {
      const main = mainOf(route)
      expect({
        route,
        links: main.includes(`href="${englishCheck.slug}"`),
        turkish: main.includes(`href="${check.slug}"`),
      }).toEqual({
        route,
        links: true,
        turkish: false,
      })
    }
  })

  it("has a page for each of the Turkish check's pages, at the same answer addresses, in English, with the same verdicts", () => {
    const turkishRoutes = checkRoutes.filter((route) => route.language === undefined)
    const englishRoutes = checkRoutes.filter((route) => route.language === "en")
    expect(englishRoutes.map((route) => route.slug.slice(englishCheck.slug.length))).toEqual(
      turkishRoutes.map((route) => route.slug.slice(check.slug.length)),
    )
    for (const route of englishRoutes) {
      const turkish = route.alternates?.tr ?? ""
      expect({ route: route.slug, turkish }).toEqual({
        route: route.slug,
        turkish: `${check.slug}${route.slug.slice(englishCheck.slug.length)}`,
      })
      expect({ route: route.slug, lang: /<html lang="([a-z]+)"/.exec(htmlOf(route.slug))?.[1] }).toEqual({
        route: route.slug,
        lang: "en",
      })
      // A result page names every document's verdict; a question page none.
      expect({ route: route.slug, verdicts: verdicts(route.slug, englishWords.statuses).length }).toEqual({
        route: route.slug,
        verdicts: route.leadForm ? englishCheck.documents.length : 0,
      })
      // The decision is the Turkish check's: the same status for each document, named in English.
      expect({ route: route.slug, verdicts: verdicts(route.slug, englishWords.statuses) }).toEqual({
        route: route.slug,
        verdicts: verdicts(turkish, statuses),
      })
    }
  })

  it("carries no island on a question page, and only the form's island on a result page", () => {
    const question = htmlOf(`${englishCheck.slug}/sirket`)
    expect(question).not.toContain("data-island")
    const result = htmlOf(`${englishCheck.slug}/sirket/yok/3-milyon-10-milyon`)
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

  it("in English, on a phone without JavaScript: from the English home page to the result in four taps, then sends the prefilled English form", async () => {
    const email = "e-document-nojs@example.example"
    const result = `${englishCheck.slug}/sirket/yok/3-milyon-10-milyon`
    const { page, context } = await openPage(browser(), { viewport: viewports.mobile, javaScriptEnabled: false })
    await page.goto(`${leadSite.url}${english.pageOf("/")}`)
    // The English home page's card for the check, as its content file names it.
    const home = pageAt(english.pageOf("/"))
    const card = home.sections.flatMap((section) => section.cards ?? []).find((item) => item.href === englishCheck.slug)
    expect(card).toBeDefined()
    await page
      .locator("main")
      .getByRole("link", { name: english.fill(card?.title ?? ""), exact: true })
      .click()
    expect(new URL(page.url()).pathname).toBe(englishCheck.slug)
    // A limited company with no special activity and 4 million TL of sales: three taps.
    await page.getByRole("link", { name: /^A company, or a business keeping its books on the balance-sheet basis/ }).click()
    await page.getByRole("link", { name: /^None of these/ }).click()
    await page.getByRole("link", { name: "3 million – 10 million TL" }).click()
    expect(new URL(page.url()).pathname).toBe(result)
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en")
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(englishCheck.resultHeading)

    const verdict = (name: string) => page.getByRole("article", { name })
    const status = (name: string) => verdict(name).locator("h3 + p").textContent()
    const { statuses: englishStatuses } = englishWords
    await expect(status("e-Invoice (e-Fatura)")).resolves.toBe(englishStatuses.required)
    await expect(verdict("e-Invoice (e-Fatura)").textContent()).resolves.toContain("1 July 2026")
    await expect(verdict("e-Invoice (e-Fatura)").textContent()).resolves.toContain("3 million TL")
    await expect(verdict("e-Ledger (e-Defter)").textContent()).resolves.toContain("1 January 2025")
    await expect(status("e-Waybill (e-İrsaliye)")).resolves.toBe(englishStatuses.voluntary)
    await expect(verdict("e-Waybill (e-İrsaliye)").textContent()).resolves.toContain("10 million TL")
    await expect(status("e-SMM (freelancer's e-receipt)")).resolves.toBe(englishStatuses.notRequired)
    const sourceLink = verdict("e-Invoice (e-Fatura)").getByRole("link", { name: /Serial No\. 535/ })
    await expect(sourceLink.getAttribute("href")).resolves.toBe("https://www.resmigazete.gov.tr/eskiler/2022/01/20220122.htm")
    await expect(verdict("e-Invoice (e-Fatura)").textContent()).resolves.toMatch(/Last verified: \d{1,2} \p{L}+ \d{4}/u)

    const form = page.locator(english.contactForm)
    const message = form.getByRole("textbox", { name: "Your message", exact: true })
    const written = await message.inputValue()
    expect(written).toContain(`${site.siteUrl}${result}`)
    expect(written).toContain("- Gross sales: 3 million – 10 million TL")
    expect(written).toContain("- e-Invoice (e-Fatura): Required: ")
    // The English form posts the Turkish check's subject, which the lead service and sales know.
    expect(await form.getByRole("combobox", { name: "Subject", exact: true }).inputValue()).toBe(subject)
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("Emma")
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Clarke")
    await form.getByRole("textbox", { name: "E-mail", exact: true }).fill(email)
    await message.fill(`${written}\nOur accountant will join the meeting too.`)
    await page.waitForTimeout(leadSite.minAgeMs + 100)
    await form.getByRole("button", { name: "Send my message" }).click()
    await page.locator("[data-lead-status][data-outcome='sent']").waitFor()
    await context.close()

    const [lead] = (await leadSite.leads()).filter((stored) => stored.email === email)
    expect(lead).toMatchObject({ form: "contact", subject, team: "salesEmail", page: result })
    expect(lead.fields.message).toContain("- Activity: None of these")
    expect(lead.fields.message).toContain("Our accountant will join the meeting too.")
  })

  it("in English, with JavaScript the form's island sends the same message, and changing an answer goes back to its question", async () => {
    const email = "e-document-js@example.example"
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop })
    await page.goto(`${leadSite.url}${englishCheck.slug}/serbest-meslek`)
    await waitUntilInteractive(page, english.contactForm)
    const form = page.locator(english.contactForm)
    const written = await form.getByRole("textbox", { name: "Your message", exact: true }).inputValue()
    expect(written).toContain("- e-SMM (freelancer's e-receipt): Required: Since 1 June 2020")
    await form.getByRole("textbox", { name: "First name", exact: true }).fill("James")
    await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Hughes")
    await form.getByRole("textbox", { name: "E-mail", exact: true }).fill(email)
    await page.waitForTimeout(leadSite.minAgeMs + 100)
    await form.getByRole("button", { name: "Send my message" }).click()
    await form.locator("[data-lead-status][data-outcome='sent']").waitFor()
    const [lead] = (await leadSite.leads()).filter((stored) => stored.email === email)
    expect(lead.subject).toBe(subject)
    expect(lead.page).toBe(`${englishCheck.slug}/serbest-meslek`)
    // A form's text travels with CRLF line ends (HTML's form encoding); the words are the page's.
    expect(String(lead.fields.message).replace(/\r\n/g, "\n")).toBe(written)

    await page.getByRole("link", { name: englishWords.changeLabel(englishCheck.questions[0].short) }).click()
    expect(new URL(page.url()).pathname).toBe(englishCheck.slug)
    await context.close()
  })
})
