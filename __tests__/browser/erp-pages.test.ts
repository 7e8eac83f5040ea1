import { subjectOf } from "../../src/content/form-links"
import { sharedBrowser } from "./support/browser"
import { pageAt, pagesOf, namedSection } from "./support/content"
import {
  CONTACT_FORM,
  clean,
  eventually,
  expectPageContent,
  formLinksIn,
  missingWords,
  sectionTitled,
  textsOf,
  sharedVisits,
  waitUntilInteractive,
} from "./support/page-checks"

const erpPages = pagesOf("erp")
const sectorPages = erpPages.filter((page) => page.raw.businessTypes !== undefined)

const browser = sharedBrowser()
const pages = sharedVisits(browser)

describe("ERP pages (data/erp through src/kinds/erp/erp-page.tsx)", () => {
  it.each(erpPages.map((page) => [page.slug]))(
    "%s shows its content file: hero, every section, the call to action and its link targets",
    async (slug) => {
      const { page, problems } = await pages.visit(slug)
      await expectPageContent(page, pageAt(slug))
      expect(await formLinksIn(page)).not.toHaveLength(0)
      expect(problems).toEqual([])
    },
  )

  it.each(sectorPages.map((page) => [page.slug, page] as const))(
    "%s is a full sector page: 6+ feature cards, 4+ business types, solutions, benefits, integrations, demo request to /contact",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const features = sectionTitled(page, namedSection(content, "features").heading).locator("article")
      expect(await features.count()).toBeGreaterThanOrEqual(6)
      for (const card of await features.all()) {
        expect(await card.locator("svg").count()).toBeGreaterThan(0)
        expect(clean(await card.locator("h3").textContent())).not.toBe("")
        expect(clean(await card.locator("h3 + p").textContent())).not.toBe("")
        expect(await card.locator("li").count()).toBeGreaterThan(0)
      }
      const businessTypes = namedSection(content, "businessTypes")
      expect(await sectionTitled(page, businessTypes.heading).locator("article").count()).toBeGreaterThanOrEqual(4)
      for (const key of ["solutions", "benefits", "integrations"]) {
        const section = namedSection(content, key)
        expect(await sectionTitled(page, section.heading).locator("article").count()).toBeGreaterThan(0)
      }
      const cta = sectionTitled(page, content.cta?.heading ?? "")
      const demoRequest = cta.locator('a[href^="/contact"]')
      expect(await demoRequest.count()).toBeGreaterThan(0)
      expect(clean(await demoRequest.first().textContent())).toMatch(/demo/i)
    },
  )

  it("the demo request of a sector page opens the contact form with the demo subject chosen", async () => {
    const content = sectorPages[0]
    const { page } = await pages.visit(content.slug)
    const demoRequest = sectionTitled(page, content.cta?.heading ?? "")
      .locator('a[href^="/contact"]')
      .first()
    const href = await demoRequest.getAttribute("href")
    const subject = subjectOf(href ?? "")
    expect(subject).toBeTruthy()
    await demoRequest.click()
    await page.waitForURL((url) => url.pathname === "/contact")
    // The subject is chosen once the form's island runs, which the visitor's scroll towards it starts.
    await waitUntilInteractive(page, CONTACT_FORM)
    expect(await eventually(() => page.locator('select[name="subject"]').inputValue(), subject)).toBe(subject)
  })

  it("human resources shows its four modules, the benefits and the claims %60, %95, %80", async () => {
    const content = pageAt("/erp/insan-kaynaklari")
    const { page } = await pages.visit(content.slug)
    const stats = await textsOf(page.locator("main li > strong"))
    expect(stats).toEqual(expect.arrayContaining(["%60", "%95", "%80"]))
    const modules = namedSection(content, "modules")
    expect(modules.cards).toHaveLength(4)
    expect(await textsOf(sectionTitled(page, modules.heading).locator("article h3"))).toEqual(
      modules.cards?.map((card) => card.title),
    )
    const benefits = namedSection(content, "benefits")
    expect(await sectionTitled(page, benefits.heading).locator("article").count()).toBeGreaterThan(0)
    const formTargets = await formLinksIn(page)
    expect(formTargets).toContain("/demo")
    expect(formTargets).toContain("/contact")
  })

  it("pre-accounting shows %70 and %90, its eight modules, four integrations and the report types", async () => {
    const content = pageAt("/erp/on-muhasebe-sistemleri")
    const { page } = await pages.visit(content.slug)
    const stats = await textsOf(page.locator("main li > strong"))
    expect(stats).toEqual(expect.arrayContaining(["%70", "%90"]))
    const modules = namedSection(content, "modules")
    expect(modules.cards).toHaveLength(8)
    const moduleTitles = await textsOf(sectionTitled(page, modules.heading).locator("article h3"))
    expect(moduleTitles).toHaveLength(8)
    // The specification's modules: stock, invoice, cash, delivery note, cheque/note, bank, order, agenda/finance.
    expect(
      missingWords(moduleTitles, ["stok", "fatura", "kasa", "irsaliye", "çek", "senet", "banka", "sipariş", "ajanda", "finans"]),
    ).toEqual([])
    const integrations = namedSection(content, "integrations")
    const integrationTitles = await textsOf(sectionTitled(page, integrations.heading).locator("article h3"))
    expect(integrationTitles).toHaveLength(4)
    expect(missingWords(integrationTitles, ["e-fatura", "banka", "muhasebe", "pos"])).toEqual([])
    const reports = namedSection(content, "reports")
    expect(await sectionTitled(page, reports.heading).locator("article").count()).toBe(reports.cards?.length)
  })
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
})
