import type { Page } from "playwright-core"
import { sharedBrowser } from "./support/browser"
import { namedSection, pagesOf, type PageContent } from "./support/content"
import {
  expectPageContent,
  formLinksOf,
  inEveryLanguage,
  languageOf,
  opens,
  otherLanguagesFormLinks,
} from "./support/language-content"
import { linksIn, missingWords, sectionTitled, textsOf, sharedVisits } from "./support/page-checks"

const ecommercePages = pagesOf("ecommerce")

/** The section of a typed page's named section, found by its heading in the page's language. */
const regionOf = (page: Page, content: PageContent, key: string) =>
  sectionTitled(page, languageOf(content.slug).fill(namedSection(content, key).heading))

/** The rendered h3 titles (cards, steps or chip groups) of a typed page's named section. */
function titlesOf(page: Page, content: PageContent, key: string) {
  return textsOf(regionOf(page, content, key).locator("h3"))
}

/** The rendered chips of a typed page's named chip section. */
function chipsOf(page: Page, content: PageContent, key: string) {
  return textsOf(regionOf(page, content, key).locator("li > h3 + ul > li"))
}

/** Every figure of the page's stat bands. */
const figuresOf = (page: Page) => textsOf(page.locator("main li > strong"))

const browser = sharedBrowser()
const pages = sharedVisits(browser)

/**
 * The specification's words for each page, in each language: a Turkish page is read for the Turkish
 * words, its English page for their English words (figures as English writes them: "150%", "3 times").
 */
const specification = {
  tr: {
    b2b: {
      features: ["katalo", "müşteri", "sipariş", "analiti"],
      businessTypes: ["üretici", "toptan", "endüstri", "pazaryer"],
      sectors: ["otomotiv", "gıda", "teknoloji", "yapı"],
    },
    b2c: {
      features: ["mağaza", "müşteri deneyimi", "mobil", "analiti"],
      businessTypes: ["perakende", "niş", "pazaryeri", "abonelik"],
      sectors: ["moda", "elektronik", "gıda", "sağlık", "kozmetik"],
    },
    marketplaces: {
      features: ["çoklu pazaryeri", "eşitleme", "sipariş", "performans"],
      growth: "%150",
    },
    mobile: { figures: ["%80", "3 kat"] },
    payments: {
      features: ["kart", "havale", "cüzdan", "qr"],
      security: ["3-d secure", "pci dss", "tokenizasyon"],
      growth: /^%40/,
    },
  },
  en: {
    b2b: {
      features: ["catalogue", "customer", "order", "analytics"],
      businessTypes: ["manufacturer", "wholesale", "industrial", "marketplace"],
      sectors: ["automotive", "food", "technology", "building"],
    },
    b2c: {
      features: ["shop front", "customer experience", "mobile", "analytics"],
      businessTypes: ["retail", "niche", "marketplace", "subscription"],
      sectors: ["fashion", "electronics", "food", "health", "beauty"],
    },
    marketplaces: {
      features: ["multi-marketplace", "sync", "order", "performance"],
      growth: "150%",
    },
    mobile: { figures: ["80%", "3 times"] },
    payments: {
      features: ["card", "bank transfer", "wallet", "qr"],
      security: ["3-d secure", "pci dss", "tokenisation"],
      growth: /^Up to 40%/,
    },
  },
} as const

const wordsFor = (slug: string) => specification[languageOf(slug).code]

describe("e-commerce pages (data/ecommerce through src/kinds/ecommerce/ecommerce-page.tsx)", () => {
  it.each(ecommercePages.map((page) => [page.slug, page] as const))(
    "%s shows its content file and calls to /demo or /contact",
    async (slug, content) => {
      const { page, problems } = await pages.visit(slug)
      const { fill, contactPage, demoPage } = languageOf(slug)
      await expectPageContent(page, content)
      expect(await formLinksOf(page, slug)).not.toHaveLength(0)
      expect(await otherLanguagesFormLinks(page, slug)).toEqual([])
      // The closing call goes to the demo or contact form of the page's language.
      const ctaTargets = (await linksIn(sectionTitled(page, fill(content.cta?.heading ?? "")))).map((link) => link.href)
      expect(ctaTargets.some((href) => href === demoPage || opens(href, contactPage))).toBe(true)
      expect(problems).toEqual([])
    },
  )

  // B2B: catalogue, customer management, orders, analytics; B2C: store, customer experience, mobile, analytics.
  const shops = [
    ...inEveryLanguage("/ecommerce/b2b-sistemler").map(([slug, content]) => [slug, content, "b2b"] as const),
    ...inEveryLanguage("/ecommerce/b2c-sistemler").map(([slug, content]) => [slug, content, "b2c"] as const),
  ]
  it.each(shops)("%s: its four capabilities, four business types and four sectors", async (slug, content, shop) => {
    const { page } = await pages.visit(slug)
    const words = wordsFor(slug)[shop]
    expect(missingWords(await titlesOf(page, content, "features"), words.features)).toEqual([])
    const businessTypes = await titlesOf(page, content, "businessTypes")
    expect(businessTypes).toHaveLength(4)
    expect(missingWords(businessTypes, words.businessTypes)).toEqual([])
    const sectors = await titlesOf(page, content, "sectors")
    expect(sectors).toHaveLength(4)
    expect(missingWords(sectors, words.sectors)).toEqual([])
  })

  it.each(inEveryLanguage("/ecommerce/pazaryeri-entegrasyonlari"))(
    "marketplaces (%s): the four capabilities, Trendyol, Hepsiburada, n11 and Amazon Türkiye, and %150 more sales",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const words = wordsFor(slug).marketplaces
      expect(missingWords(await titlesOf(page, content, "features"), words.features)).toEqual([])
      // The marketplaces' names are names: the same in every language.
      expect(await chipsOf(page, content, "platforms")).toEqual(
        expect.arrayContaining(["Trendyol", "Hepsiburada", "n11", "Amazon Türkiye"]),
      )
      expect(await figuresOf(page)).toContain(words.growth)
    },
  )

  it.each(inEveryLanguage("/ecommerce/kurumsal-web-tasarim"))(
    "corporate web design (%s): four site types, a four-step process and a technology list",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      expect(await titlesOf(page, content, "siteTypes")).toHaveLength(4)
      expect(await titlesOf(page, content, "process")).toHaveLength(4)
      expect((await chipsOf(page, content, "technologies")).length).toBeGreaterThan(0)
    },
  )

  it.each(inEveryLanguage("/ecommerce/mobil-uygulama"))(
    "mobile app (%s): iOS and Android, features, a four-step process, technologies, %80 mobile and 3 times the shopping (3 kat)",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      expect(await titlesOf(page, content, "platforms")).toEqual(expect.arrayContaining(["iOS", "Android"]))
      expect((await titlesOf(page, content, "features")).length).toBeGreaterThan(0)
      expect(await titlesOf(page, content, "process")).toHaveLength(4)
      expect((await chipsOf(page, content, "technologies")).length).toBeGreaterThan(0)
      expect(await figuresOf(page)).toEqual(expect.arrayContaining([...wordsFor(slug).mobile.figures]))
    },
  )

  it.each(inEveryLanguage("/ecommerce/odeme-sistemleri"))(
    "payments (%s): card, transfer, wallet and QR; 3-D Secure, PCI DSS and tokenisation; providers; up to %40 more sales",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const words = wordsFor(slug).payments
      expect(missingWords(await titlesOf(page, content, "features"), words.features)).toEqual([])
      expect(missingWords(await titlesOf(page, content, "security"), words.security)).toEqual([])
      expect((await chipsOf(page, content, "platforms")).length).toBeGreaterThan(0)
      // "%40'a varan" in Turkish, "Up to 40%" in English.
      expect((await figuresOf(page)).some((figure) => words.growth.test(figure))).toBe(true)
    },
  )
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

  it("/en/ecommerce/corporate-websites names the city in its keywords", async () => {
    const { page } = await pages.visit("/en/ecommerce/corporate-websites")
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toBe(
      "corporate web design, corporate website, web design agency in Ordu, SEO-friendly website, " +
        "multilingual corporate website, campaign landing page design",
    )
  })
})
