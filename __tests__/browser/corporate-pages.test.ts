import type { Page } from "playwright-core"
import { baseUrl, sharedBrowser } from "./support/browser"
import { fill, pageAt, pagesOf, site, type PageContent, type SectionYaml } from "./support/content"
import {
  clean,
  expectPageContent,
  formLinksIn,
  linksIn,
  missingWords,
  sectionTitled,
  textsOf,
  sharedVisits,
  waitUntilInteractive,
} from "./support/page-checks"

const genericPages = pagesOf("pages")
/** The form pages have their own suite (forms.test.ts); every other generic page is corporate. */
const corporatePages = genericPages.filter((page) => page.slug !== "/contact" && page.slug !== "/demo")

/** The section of a generic page the predicate picks; fails the test when the content has none. */
function pick(content: PageContent, accept: (section: SectionYaml) => boolean): SectionYaml {
  const found = content.sections.find(accept)
  if (!found) throw new Error(`${content.file} has no such section`)
  return found
}

/** The rendered region of a content section. */
const regionOf = (page: Page, section: SectionYaml) => sectionTitled(page, fill(section.heading))

/** Every figure of the page's stat bands. */
const figuresOf = (page: Page) => textsOf(page.locator("main li > strong"))

const cardHrefs = (section: SectionYaml) => (section.cards ?? []).map((card) => card.href ?? "")

const browser = sharedBrowser()
const pages = sharedVisits(browser)

describe("corporate pages (data/pages through src/kinds/pages/page.tsx)", () => {
  it.each(genericPages.map((page) => [page.slug, page] as const))(
    "%s shows its sections in the order of its content file",
    async (slug, content) => {
      const { page, problems } = await pages.visit(slug)
      await expectPageContent(page, content)
      expect(problems).toEqual([])
    },
  )

  it.each(corporatePages.map((page) => [page.slug]))("%s links to the contact or demo form", async (slug) => {
    const { page } = await pages.visit(slug)
    expect(await formLinksIn(page)).not.toHaveLength(0)
  })

  describe("home", () => {
    const content = pageAt("/")

    it("shows the claims 15+, 500+, %98 and 7/24 and a demo and expert panel with four bullets", async () => {
      const { page } = await pages.visit("/")
      expect(await figuresOf(page)).toEqual(expect.arrayContaining(["15+", "500+", "%98", "7/24"]))
      const panel = page.locator("main section aside")
      expect(await panel.locator("li").count()).toBe(4)
      const panelTargets = (await linksIn(panel)).map((link) => link.href)
      expect(panelTargets).toContain("/demo")
      // Demos are planned by sales, so the panel's call goes to the sales line.
      expect(panelTargets).toContain(`tel:${site.phones.sales.tel}`)
      expect(await page.title()).toMatch(/ERP.*e-ticaret/i)
    })

    it("shows 12 sectors, 5 ERP cards, 4 e-commerce cards and 3 service cards to the consulting page", async () => {
      const { page } = await pages.visit("/")
      const sectors = pick(content, (section) => section.type === "sectors")
      expect(await regionOf(page, sectors).locator("li").count()).toBe(12)

      const erp = pick(content, (section) => cardHrefs(section).some((href) => href.startsWith("/erp/")))
      const erpTargets = await regionOf(page, erp)
        .locator("article h3 a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      expect(erpTargets).toHaveLength(5)
      expect(erpTargets.every((href) => href?.startsWith("/erp/"))).toBe(true)
      expect(erpTargets).toContain("/erp/on-muhasebe-sistemleri")

      const ecommerce = pick(content, (section) => cardHrefs(section).some((href) => href.startsWith("/ecommerce/")))
      const ecommerceTargets = await regionOf(page, ecommerce)
        .locator("article h3 a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      expect(ecommerceTargets).toHaveLength(4)
      expect(ecommerceTargets.every((href) => href?.startsWith("/ecommerce/"))).toBe(true)

      const services = pick(content, (section) => cardHrefs(section).includes("/support/danismanlik-hizmetleri"))
      const serviceTargets = await regionOf(page, services)
        .locator("article h3 a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      expect(serviceTargets).toEqual([
        "/support/danismanlik-hizmetleri",
        "/support/danismanlik-hizmetleri",
        "/support/danismanlik-hizmetleri",
      ])
    })

    it("gives three reasons (reliable, 7/24 support, fast setup) and closes with demo and price-quote buttons", async () => {
      const { page } = await pages.visit("/")
      const reasons = pick(
        content,
        (section) => section.type === "cards" && (section.cards ?? []).every((card) => card.href === undefined),
      )
      const titles = await textsOf(regionOf(page, reasons).locator("article h3"))
      expect(titles).toHaveLength(3)
      expect(missingWords(titles, ["güvenilir", "7/24", "hızlı kurulum"])).toEqual([])
      expect(titles.some((title) => /7\/24 .*deste(k|ğ)/i.test(title))).toBe(true)
      const closing = await linksIn(sectionTitled(page, fill(content.cta?.heading ?? "")))
      expect(closing.map((link) => link.href)).toContain("/demo")
      expect(closing.some((link) => link.href.startsWith("/contact") && /teklif/i.test(link.text))).toBe(true)
    })
  })

  it("about tells the story since 2008 with four key figures, four values, six sectors and six services with technologies", async () => {
    const content = pageAt("/about")
    const { page } = await pages.visit(content.slug)
    const story = pick(content, (section) => section.type === "prose")
    expect(clean(await regionOf(page, story).textContent())).toContain("2008")
    const figures = pick(content, (section) => section.type === "claims")
    expect(await regionOf(page, figures).locator("li").count()).toBe(4)
    const cardSections = content.sections.filter((section) => section.type === "cards")
    const counts = await Promise.all(cardSections.map((section) => regionOf(page, section).locator("article").count()))
    expect(counts).toEqual([4, 6, 6])
    const services = regionOf(page, cardSections[2]).locator("article")
    for (const card of await services.all()) {
      expect(await card.locator('ul[aria-label="Etiketler"] > li').count()).toBeGreaterThan(0)
    }
    const targets = await formLinksIn(page)
    expect(targets).toContain("/contact")
    expect(targets).toContain("/demo")
  })

  it("vision shows the innovation card, six sectors with three bullets each and the 2030 goals 1000+, 50+, %100", async () => {
    const content = pageAt("/vision")
    const { page } = await pages.visit(content.slug)
    const innovation = pick(content, (section) => section.cards?.length === 1)
    expect(await regionOf(page, innovation).locator("article").count()).toBe(1)
    const sectors = pick(content, (section) => (section.cards?.length ?? 0) > 1)
    const cards = regionOf(page, sectors).locator("article")
    expect(
      missingWords(await textsOf(cards.locator("h3")), ["imalat", "perakende", "sağlık", "eğitim", "lojistik", "finans"]),
    ).toEqual([])
    expect(await cards.count()).toBe(6)
    for (const card of await cards.all()) expect(await card.locator("li").count()).toBe(3)
    const goals = pick(content, (section) => section.type === "stats")
    expect(fill(goals.heading)).toContain("2030")
    expect(await textsOf(regionOf(page, goals).locator("li > strong"))).toEqual(["1000+", "50+", "%100"])
  })

  it("mission shows the four values and the commitments 7/24 support, %99,9 uptime and continuous improvement", async () => {
    const content = pageAt("/mission")
    const { page } = await pages.visit(content.slug)
    const values = pick(content, (section) => section.type === "cards")
    const titles = await textsOf(regionOf(page, values).locator("article h3"))
    expect(titles).toHaveLength(4)
    expect(missingWords(titles, ["müşteri odak", "inovasyon", "güvenilir", "hızlı çözüm"])).toEqual([])
    const commitments = pick(content, (section) => section.type === "stats")
    const region = regionOf(page, commitments)
    expect(await textsOf(region.locator("li > strong"))).toEqual(expect.arrayContaining(["7/24", "%99,9"]))
    expect(missingWords([clean(await region.textContent())], ["sürekli", "iyileştirme"])).toEqual([])
  })

  it("project process shows six phases with their durations, activities and deliverables, three methods and quality figures", async () => {
    const content = pageAt("/project-process")
    const { page } = await pages.visit(content.slug)
    const phases = regionOf(
      page,
      pick(content, (section) => section.type === "steps"),
    )
    expect(await textsOf(phases.locator("ol > li > h3 + span"))).toEqual([
      "1-2 hafta",
      "2-3 hafta",
      "8-16 hafta",
      "2-3 hafta",
      "1-2 hafta",
      "Sürekli",
    ])
    expect(
      missingWords(await textsOf(phases.locator("ol > li > h3")), ["analiz", "tasarım", "geliştirme", "test", "canlı", "destek"]),
    ).toEqual([])
    for (const phase of await phases.locator("ol > li").all()) {
      expect(await textsOf(phase.locator("h4"))).toEqual(["Faaliyetler", "Çıktılar"])
      expect(await phase.locator("h4 + ul > li").count()).toBeGreaterThanOrEqual(2)
    }
    expect(missingWords([clean(await phases.textContent())], ["iki haftalık sprint"])).toEqual([])
    const methods = await textsOf(
      regionOf(
        page,
        pick(content, (section) => section.type === "cards"),
      ).locator("article h3"),
    )
    expect(methods).toHaveLength(3)
    expect(missingWords(methods, ["agile", "scrum", "devops", "test"])).toEqual([])
    expect(await figuresOf(page)).toEqual(expect.arrayContaining(["%95", "%98", "%99,9"]))
    const targets = await formLinksIn(page)
    expect(targets).toContain("/demo")
    expect(targets).toContain("/contact")
  })

  it("services links to every route the specification lists, each card with sector tags, and every target exists", async () => {
    const content = pageAt("/services")
    const { page } = await pages.visit(content.slug)
    const groups = content.sections.filter((section) => section.type === "cards")
    expect(groups).toHaveLength(3)
    const cards = page.locator("main article")
    for (const card of await cards.all()) {
      expect(clean(await card.locator("h3 + p").textContent())).not.toBe("")
      expect(await card.locator('ul[aria-label="Etiketler"] > li').count()).toBeGreaterThan(0)
    }
    const targets = await cards.locator("h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    expect(targets).toEqual(
      expect.arrayContaining([
        "/erp/restaurant-ve-adisyon-sistemi",
        "/erp/uretim-ve-mrp-sistemi",
        "/erp/perakende-ve-barkod-sistemi",
        "/erp/muhasebe-sistemi",
        "/erp/insan-kaynaklari",
        "/erp/e-fatura-e-arsiv-e-irsaliye",
        "/ecommerce/b2b-sistemler",
        "/ecommerce/b2c-sistemler",
        "/ecommerce/kurumsal-web-tasarim",
        "/ecommerce/mobil-uygulama",
        "/ecommerce/odeme-sistemleri",
        "/ecommerce/pazaryeri-entegrasyonlari",
        "/custom-software",
        "/support/danismanlik-hizmetleri",
        "/services/bulut-cozumleri",
        "/services/sistem-guvenligi",
      ]),
    )
    for (const target of targets) {
      expect([target, (await page.request.get(`${baseUrl()}${target}`)).status()]).toEqual([target, 200])
    }
    const closing = (await linksIn(sectionTitled(page, fill(content.cta?.heading ?? "")))).map((link) => link.href)
    expect(closing).toEqual(expect.arrayContaining(["/demo", "/contact"]))
  })

  it("custom software shows six blocks, five steps with their durations, technologies by category and calls to action", async () => {
    const content = pageAt("/custom-software")
    const { page } = await pages.visit(content.slug)
    const blocks = await textsOf(
      regionOf(
        page,
        pick(content, (section) => section.type === "cards"),
      ).locator("article h3"),
    )
    expect(blocks).toHaveLength(6)
    expect(missingWords(blocks, ["web", "mobil", "kurumsal", "bulut", "api", "güvenlik"])).toEqual([])
    const steps = regionOf(
      page,
      pick(content, (section) => section.type === "steps"),
    )
    expect(await textsOf(steps.locator("ol > li > h3 + span"))).toEqual([
      "1-2 hafta",
      "2-3 hafta",
      "8-16 hafta",
      "2-3 hafta",
      "Sürekli",
    ])
    const categories = await textsOf(
      regionOf(
        page,
        pick(content, (section) => section.type === "chips"),
      ).locator("li > h3"),
    )
    expect(categories.length).toBeGreaterThanOrEqual(2)
    const targets = await formLinksIn(page)
    expect(targets).toContain("/demo")
    expect(targets.some((href) => href.startsWith("/contact"))).toBe(true)
  })

  it.each([["/services/bulut-cozumleri"], ["/services/sistem-guvenligi"]])(
    "%s is a full service page: what is offered, how it works, benefits and a call to action",
    async (slug) => {
      const content = pageAt(slug)
      const { page } = await pages.visit(slug)
      const cardSections = content.sections.filter((section) => section.type === "cards")
      expect(cardSections.length).toBeGreaterThanOrEqual(2)
      expect(await regionOf(page, cardSections[0]).locator("article").count()).toBeGreaterThanOrEqual(3)
      const steps = pick(content, (section) => section.type === "steps")
      expect(await regionOf(page, steps).locator("ol > li").count()).toBeGreaterThanOrEqual(3)
      expect(
        await regionOf(page, cardSections[cardSections.length - 1])
          .locator("article")
          .count(),
      ).toBeGreaterThanOrEqual(3)
      expect(await formLinksIn(page)).not.toHaveLength(0)
    },
  )

  it("contact shows three channels, each with its own phone, WhatsApp line and greeting, and e-mail address", async () => {
    const content = pageAt("/contact")
    const { page } = await pages.visit(content.slug)
    type Line = "main" | "sales" | "support"
    const section = pick(content, (candidate) => candidate.type === "contactChannels")
    const channels = (section as unknown as { channels: { title: string; phone: Line; whatsapp: Line; email?: string }[] })
      .channels
    expect(channels.map((channel) => [channel.phone, channel.whatsapp, channel.email])).toEqual([
      ["main", "main", "info"],
      ["sales", "sales", "sales"],
      ["support", "support", "support"],
    ])
    for (const channel of channels) {
      const card = regionOf(page, section).locator("li", {
        has: page.getByRole("heading", { name: channel.title, exact: true }),
      })
      const links = await linksIn(card)
      const line = site.whatsapp[channel.whatsapp]
      expect(links.map((link) => link.href)).toEqual([
        `mailto:${site.emails[channel.email as keyof typeof site.emails]}`,
        `tel:${site.phones[channel.phone].tel}`,
        `https://wa.me/${line.number}?text=${encodeURIComponent(line.message)}`,
      ])
    }
  })

  it("privacy is a KVKK (6698) notice naming the controller, purposes, Article 5 bases, transfers, retention and Article 11 rights", async () => {
    const { page } = await pages.visit("/privacy")
    const text = clean(await page.locator("main").textContent())
    expect(text).toContain("6698")
    expect(text).toContain(site.legalName)
    // The controller's identity and every way to apply: KVKK address, KEP, MERSIS and full postal address.
    for (const value of [site.emails.kvkk, site.company.kep, site.company.mersis, fill("{address}")]) {
      expect(text).toContain(value)
    }
    expect(missingWords([text], ["whatsapp", "yurt dışına aktar", "telefon", "e-posta"])).toEqual([])
    // Issue 35: the real recipients and countries, online meetings and their recordings, seminar sign-ups.
    expect(text).toContain("WhatsApp LLC (ABD)")
    expect(text).toContain("Türkiye'deki bir veri merkezinde")
    expect(text).not.toContain("bulunduğunda")
    expect(missingWords([text], ["jitsi meet", "kaydederiz", "seminer ve etkinlik kayıtları", "30 gün"])).toEqual([])
    expect(text).toMatch(/Sürüm \d+ · Yürürlük tarihi: \d{1,2} \p{L}+ \d{4}/u)
    expect(text).toMatch(/5\. madde|Madde 5/)
    expect(text).toMatch(/11\. madde|Madde 11/)
    const headings = await textsOf(page.locator("main h2"))
    expect(
      missingWords(headings, [
        "veri sorumlusu",
        "işlenen kişisel veriler",
        "amaç",
        "hukuki sebep",
        "aktarıl",
        "toplanma yöntemi",
        "saklama",
        "hakları",
        "başvuru",
      ]),
    ).toEqual([])
  })

  it("terms of use has running text, identifies the service provider and has an effective date", async () => {
    const { page } = await pages.visit("/terms")
    expect(await page.locator("main section p").count()).toBeGreaterThan(5)
    const text = clean(await page.locator("main").textContent())
    for (const value of [
      site.legalName,
      fill("{address}"),
      site.company.mersis,
      site.company.taxOffice,
      site.company.taxNumber,
    ]) {
      expect(text).toContain(value)
    }
    // The company sits in the district, which has its own courts; the clause binds merchants only (HMK art. 17).
    expect(text).toContain(`${site.address.district} mahkemeleri`)
    expect(text).toContain("17. maddesi")
    expect(text).toContain("KDV hariç")
    expect(text).toMatch(/Sürüm \d+ · Yürürlük tarihi: \d{1,2} \p{L}+ \d{4}/u)
  })

  it("the site stores nothing on the device while a visitor browses, forms included, as the cookie policy says", async () => {
    const { page } = await pages.visit("/")
    await page.locator('footer a[href="/about"]').click()
    await page.waitForURL((url) => url.pathname === "/about")
    await page.locator('footer a[href="/contact"]').click()
    await page.waitForURL((url) => url.pathname === "/contact")
    await waitUntilInteractive(page, "form[aria-label='İletişim formu']")
    await page.locator('footer a[href="/cookies"]').click()
    await page.waitForURL((url) => url.pathname === "/cookies")
    await page.getByRole("heading", { level: 1, name: fill(pageAt("/cookies").hero.heading), exact: true }).waitFor()
    const policy = clean(await page.locator("main").textContent())
    expect(policy).toMatch(/Sürüm \d+ · Yürürlük tarihi: \d{1,2} \p{L}+ \d{4}/u)
    expect(missingWords([policy], ["çerez kullanmaz", "kesinlikle gerekli", "açık rıza"])).toEqual([])
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }))
    expect({ cookies: (await page.context().cookies()).map((cookie) => cookie.name), ...stored }).toEqual({
      cookies: [],
      local: [],
      session: [],
    })
  })
})

// The suites above compute what a page should say with the production fillTokens, so a fault in
// the token filling would pass them. Here the words a visitor reads are written out as data/site.yaml
// gives them today ("Yakamoz Yazılım", "2008", "Ünye/Ordu", "0452 555 01 00", "500'ü aşkın").
describe("tokens in generic pages, against the literal text", () => {
  it("home names the brand in its headings and the founding year in its badge", async () => {
    const { page } = await pages.visit("/")
    const headings = await textsOf(page.locator("main h2"))
    expect(headings).toEqual(expect.arrayContaining(["Sayılarla Yakamoz Yazılım", "Neden Yakamoz Yazılım?"]))
    expect(clean(await page.locator("main section").first().textContent())).toContain("2008 yılından beri")
  })

  it("/about tells the story with the brand, the founding year, the town and the figures in words", async () => {
    const { page } = await pages.visit("/about")
    const text = clean(await page.locator("main").textContent())
    expect(text).toContain("Yakamoz Yazılım, 2008 yılında Ünye/Ordu merkezinde, bölgedeki restoran ve market")
    expect(text).toContain("Bugün 50'yi aşkın kişiden oluşan ekibimizde")
    expect(text).toContain("Tamamladığımız 500'ü aşkın projenin birikimi")
  })

  it("/terms lists the provider's trade name, address, registration data, phone, e-mail and KEP address", async () => {
    const { page } = await pages.visit("/terms")
    expect(await textsOf(sectionTitled(page, "Hizmet sağlayıcı bilgileri").locator("li"))).toEqual([
      "Unvan: Yakamoz Yazılım ve Bilişim Hizmetleri Ltd. Şti.",
      "Adres: Örnek Mahallesi, Deneme Caddesi No:1 Kat:2, 52300 Ünye/Ordu",
      "MERSİS numarası: 0987654321000017",
      "Vergi dairesi ve numarası: Ünye Vergi Dairesi, 9876543210",
      "Telefon: 0452 555 01 00",
      "E-posta: info@yakamoz-yazilim.example",
      "Kayıtlı elektronik posta (KEP) adresi: yakamozyazilim@hs01.kep.example",
    ])
  })
})
