import type { Page } from "playwright-core"
import { sharedBrowser } from "./support/browser"
import { namedSection, pageAt, pagesOf, type PageContent } from "./support/content"
import {
  expectPageContent,
  formLinksIn,
  linksIn,
  missingWords,
  sectionTitled,
  textsOf,
  sharedVisits,
} from "./support/page-checks"

const ecommercePages = pagesOf("ecommerce")

/** The rendered h3 titles (cards, steps or chip groups) of a typed page's named section. */
function titlesOf(page: Page, content: PageContent, key: string) {
  return textsOf(sectionTitled(page, namedSection(content, key).heading).locator("h3"))
}

/** The rendered chips of a typed page's named chip section. */
function chipsOf(page: Page, content: PageContent, key: string) {
  return textsOf(sectionTitled(page, namedSection(content, key).heading).locator("li > h3 + ul > li"))
}

/** Every figure of the page's stat bands. */
const figuresOf = (page: Page) => textsOf(page.locator("main li > strong"))

const browser = sharedBrowser()
const pages = sharedVisits(browser)

describe("e-commerce pages (data/ecommerce through src/kinds/ecommerce/ecommerce-page.tsx)", () => {
  it.each(ecommercePages.map((page) => [page.slug, page] as const))(
    "%s shows its content file and calls to /demo or /contact",
    async (slug, content) => {
      const { page, problems } = await pages.visit(slug)
      await expectPageContent(page, content)
      expect(await formLinksIn(page)).not.toHaveLength(0)
      const ctaTargets = (await linksIn(sectionTitled(page, content.cta?.heading ?? ""))).map((link) => link.href)
      expect(ctaTargets.some((href) => href === "/demo" || href.startsWith("/contact"))).toBe(true)
      expect(problems).toEqual([])
    },
  )

  it("B2B: catalogue, customer management, orders, analytics; four business types; four sectors", async () => {
    const content = pageAt("/ecommerce/b2b-sistemler")
    const { page } = await pages.visit(content.slug)
    expect(missingWords(await titlesOf(page, content, "features"), ["katalo", "müşteri", "sipariş", "analiti"])).toEqual([])
    const businessTypes = await titlesOf(page, content, "businessTypes")
    expect(businessTypes).toHaveLength(4)
    expect(missingWords(businessTypes, ["üretici", "toptan", "endüstri", "pazaryer"])).toEqual([])
    const sectors = await titlesOf(page, content, "sectors")
    expect(sectors).toHaveLength(4)
    expect(missingWords(sectors, ["otomotiv", "gıda", "teknoloji", "yapı"])).toEqual([])
  })

  it("B2C: store, customer experience, mobile, analytics; four business types; four sectors", async () => {
    const content = pageAt("/ecommerce/b2c-sistemler")
    const { page } = await pages.visit(content.slug)
    expect(missingWords(await titlesOf(page, content, "features"), ["mağaza", "müşteri deneyimi", "mobil", "analiti"])).toEqual(
      [],
    )
    const businessTypes = await titlesOf(page, content, "businessTypes")
    expect(businessTypes).toHaveLength(4)
    expect(missingWords(businessTypes, ["perakende", "niş", "pazaryeri", "abonelik"])).toEqual([])
    const sectors = await titlesOf(page, content, "sectors")
    expect(sectors).toHaveLength(4)
    expect(missingWords(sectors, ["moda", "elektronik", "gıda", "sağlık", "kozmetik"])).toEqual([])
  })

  it("marketplaces: the four capabilities, Trendyol, Hepsiburada, n11 and Amazon Türkiye, and %150 more sales", async () => {
    const content = pageAt("/ecommerce/pazaryeri-entegrasyonlari")
    const { page } = await pages.visit(content.slug)
    expect(
      missingWords(await titlesOf(page, content, "features"), ["çoklu pazaryeri", "eşitleme", "sipariş", "performans"]),
    ).toEqual([])
    expect(await chipsOf(page, content, "platforms")).toEqual(
      expect.arrayContaining(["Trendyol", "Hepsiburada", "n11", "Amazon Türkiye"]),
    )
    expect(await figuresOf(page)).toContain("%150")
  })

  it("corporate web design: four site types, a four-step process and a technology list", async () => {
    const content = pageAt("/ecommerce/kurumsal-web-tasarim")
    const { page } = await pages.visit(content.slug)
    expect(await titlesOf(page, content, "siteTypes")).toHaveLength(4)
    expect(await titlesOf(page, content, "process")).toHaveLength(4)
    expect((await chipsOf(page, content, "technologies")).length).toBeGreaterThan(0)
  })

  it("mobile app: iOS and Android, features, a four-step process, technologies, %80 mobile and 3 times the shopping (3 kat)", async () => {
    const content = pageAt("/ecommerce/mobil-uygulama")
    const { page } = await pages.visit(content.slug)
    expect(await titlesOf(page, content, "platforms")).toEqual(expect.arrayContaining(["iOS", "Android"]))
    expect((await titlesOf(page, content, "features")).length).toBeGreaterThan(0)
    expect(await titlesOf(page, content, "process")).toHaveLength(4)
    expect((await chipsOf(page, content, "technologies")).length).toBeGreaterThan(0)
    expect(await figuresOf(page)).toEqual(expect.arrayContaining(["%80", "3 kat"]))
  })

  it("payments: card, transfer, wallet and QR; 3-D Secure, PCI DSS and tokenisation; providers; up to %40 more sales", async () => {
    const content = pageAt("/ecommerce/odeme-sistemleri")
    const { page } = await pages.visit(content.slug)
    expect(missingWords(await titlesOf(page, content, "features"), ["kart", "havale", "cüzdan", "qr"])).toEqual([])
    expect(missingWords(await titlesOf(page, content, "security"), ["3-d secure", "pci dss", "tokenizasyon"])).toEqual([])
    expect((await chipsOf(page, content, "platforms")).length).toBeGreaterThan(0)
    expect((await figuresOf(page)).some((figure) => figure.startsWith("%40"))).toBe(true)
  })
})

// The e-commerce files use one token, in a page's keywords: written out here as data/site.yaml
// fills it, not computed with the production fillTokens, so a fault in the filling fails.
describe("tokens in e-commerce pages, against the literal text", () => {
  it("/ecommerce/kurumsal-web-tasarim names the city in its keywords", async () => {
    const { page } = await pages.visit("/ecommerce/kurumsal-web-tasarim")
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toBe(
      "kurumsal web tasarım, kurumsal web sitesi, web tasarım ajansı Ordu, seo uyumlu web sitesi, " +
        "çok dilli kurumsal site, kampanya açılış sayfası tasarımı",
    )
  })
})
