import { subjectOf } from "../../src/content/form-links"
import { sharedBrowser } from "./support/browser"
import { pageAt, pagesOf, namedSection } from "./support/content"
import {
  expectPageContent,
  formLinksIn,
  formLinksOf,
  inEveryLanguage,
  languageOf,
  languages,
  otherLanguagesFormLinks,
} from "./support/language-content"
import {
  clean,
  eventually,
  missingWords,
  sectionTitled,
  textsOf,
  sharedVisits,
  waitUntilInteractive,
} from "./support/page-checks"

const erpPages = pagesOf("erp")
const sectorPages = erpPages.filter((page) => page.raw.businessTypes !== undefined)
/** The first sector page of each language: the demo request is followed to the form once per language. */
const firstSectorPages = Object.values(languages).flatMap((language) => {
  const first = sectorPages.find((page) => languageOf(page.slug) === language)
  return first ? [[first.slug, first] as const] : []
})

const browser = sharedBrowser()
const pages = sharedVisits(browser)

describe("ERP pages (data/erp through src/kinds/erp/erp-page.tsx)", () => {
  it.each(erpPages.map((page) => [page.slug]))(
    "%s shows its content file: hero, every section, the call to action and its link targets",
    async (slug) => {
      const { page, problems } = await pages.visit(slug)
      await expectPageContent(page, pageAt(slug))
      expect(await formLinksOf(page, slug)).not.toHaveLength(0)
      expect(await otherLanguagesFormLinks(page, slug)).toEqual([])
      expect(problems).toEqual([])
    },
  )

  it.each(sectorPages.map((page) => [page.slug, page] as const))(
    "%s is a full sector page: 6+ feature cards, 4+ business types, solutions, benefits, integrations, demo request to /contact",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const { fill, contactPage } = languageOf(slug)
      const features = sectionTitled(page, fill(namedSection(content, "features").heading)).locator("article")
      expect(await features.count()).toBeGreaterThanOrEqual(6)
      for (const card of await features.all()) {
        expect(await card.locator("svg").count()).toBeGreaterThan(0)
        expect(clean(await card.locator("h3").textContent())).not.toBe("")
        expect(clean(await card.locator("h3 + p").textContent())).not.toBe("")
        expect(await card.locator("li").count()).toBeGreaterThan(0)
      }
      const businessTypes = namedSection(content, "businessTypes")
      expect(await sectionTitled(page, fill(businessTypes.heading)).locator("article").count()).toBeGreaterThanOrEqual(4)
      for (const key of ["solutions", "benefits", "integrations"]) {
        const section = namedSection(content, key)
        expect(await sectionTitled(page, fill(section.heading)).locator("article").count()).toBeGreaterThan(0)
      }
      // The demo is requested on the contact form of the page's language ("Demo talep edin", "Request a demo").
      const cta = sectionTitled(page, fill(content.cta?.heading ?? ""))
      const demoRequest = cta.locator(`a[href^="${contactPage}?"]`)
      expect(await demoRequest.count()).toBeGreaterThan(0)
      expect(clean(await demoRequest.first().textContent())).toMatch(/demo/i)
    },
  )

  it.each(firstSectorPages)(
    "the demo request of a sector page (%s) opens the contact form of its language with the demo subject chosen",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const { fill, contactPage, contactForm } = languageOf(slug)
      const demoRequest = sectionTitled(page, fill(content.cta?.heading ?? ""))
        .locator(`a[href^="${contactPage}?"]`)
        .first()
      const href = await demoRequest.getAttribute("href")
      const subject = subjectOf(href ?? "")
      // A translation's form posts the Turkish form's keys, so the subject is the same in every language.
      expect(subject).toBe("demo-talebi")
      await demoRequest.click()
      await page.waitForURL((url) => url.pathname === contactPage)
      // The subject is chosen once the form's island runs, which the visitor's scroll towards it starts.
      await waitUntilInteractive(page, contactForm)
      expect(await eventually(() => page.locator('select[name="subject"]').inputValue(), subject)).toBe(subject)
    },
  )

  /** Each language's words for the human resources and pre-accounting pages' specification. */
  const specification = {
    tr: {
      humanResources: ["%60", "%95", "%80"],
      preAccounting: ["%70", "%90"],
      // Stock, invoice, cash, delivery note, cheque/note, bank, order, agenda/finance.
      modules: ["stok", "fatura", "kasa", "irsaliye", "çek", "senet", "banka", "sipariş", "ajanda", "finans"],
      integrations: ["e-fatura", "banka", "muhasebe", "pos"],
    },
    en: {
      humanResources: ["60%", "95%", "80%"],
      preAccounting: ["70%", "90%"],
      modules: ["stock", "invoice", "cash", "delivery note", "cheque", "promissory note", "bank", "order", "diary", "finance"],
      integrations: ["e-invoice", "bank", "accounting", "pos"],
    },
  } as const

  it.each(inEveryLanguage("/erp/insan-kaynaklari"))(
    "human resources (%s) shows its four modules, the benefits and the claims %60, %95, %80",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const language = languageOf(slug)
      const { fill } = language
      const stats = await textsOf(page.locator("main li > strong"))
      expect(stats).toEqual(expect.arrayContaining([...specification[language.code].humanResources]))
      const modules = namedSection(content, "modules")
      expect(modules.cards).toHaveLength(4)
      expect(await textsOf(sectionTitled(page, fill(modules.heading)).locator("article h3"))).toEqual(
        modules.cards?.map((card) => fill(card.title)),
      )
      const benefits = namedSection(content, "benefits")
      expect(await sectionTitled(page, fill(benefits.heading)).locator("article").count()).toBeGreaterThan(0)
      const formTargets = await formLinksIn(page.locator("main"), language)
      expect(formTargets).toContain(language.demoPage)
      expect(formTargets).toContain(language.contactPage)
    },
  )

  it.each(inEveryLanguage("/erp/on-muhasebe-sistemleri"))(
    "pre-accounting (%s) shows %70 and %90, its eight modules, four integrations and the report types",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const language = languageOf(slug)
      const { fill } = language
      const words = specification[language.code]
      const stats = await textsOf(page.locator("main li > strong"))
      expect(stats).toEqual(expect.arrayContaining([...words.preAccounting]))
      const modules = namedSection(content, "modules")
      expect(modules.cards).toHaveLength(8)
      const moduleTitles = await textsOf(sectionTitled(page, fill(modules.heading)).locator("article h3"))
      expect(moduleTitles).toHaveLength(8)
      expect(missingWords(moduleTitles, words.modules)).toEqual([])
      const integrations = namedSection(content, "integrations")
      const integrationTitles = await textsOf(sectionTitled(page, fill(integrations.heading)).locator("article h3"))
      expect(integrationTitles).toHaveLength(4)
      expect(missingWords(integrationTitles, words.integrations)).toEqual([])
      const reports = namedSection(content, "reports")
      expect(await sectionTitled(page, fill(reports.heading)).locator("article").count()).toBe(reports.cards?.length)
    },
  )
})

// The suite above reads the expected text from the content files with the production fillTokens;
// here a token's words are written out as data/site.yaml gives them, so a fault in the filling fails.
describe("tokens in ERP pages, against the literal text", () => {
  it("/erp/e-fatura-e-arsiv-e-irsaliye names the brand's ERP among the connected systems", async () => {
    const { page } = await pages.visit("/erp/e-fatura-e-arsiv-e-irsaliye")
    expect(await textsOf(sectionTitled(page, "Bağlandığı sistemler").locator("article p"))).toContain(
      "Yakamoz Yazılım ERP'deki sipariş, sevkiyat ve stok hareketleri e-Fatura ile e-İrsaliyenin kaynağı olur, " +
        "belge çıktığında stok ve cari aynı anda güncellenir.",
    )
  })

  it("/en/erp/e-invoice-e-archive-e-waybill names the brand's ERP among the systems it connects to", async () => {
    const { page } = await pages.visit("/en/erp/e-invoice-e-archive-e-waybill")
    expect(await textsOf(sectionTitled(page, "Systems it connects to").locator("article p"))).toContain(
      "Orders, shipments and stock movements in Yakamoz Yazılım ERP are the source of the e-Invoice and the " +
        "e-Waybill; when a document is issued, stock and the customer account are updated at the same time.",
    )
  })
})
