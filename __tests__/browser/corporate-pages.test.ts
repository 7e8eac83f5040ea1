import type { Page } from "playwright-core"
import { baseUrl, sharedBrowser } from "./support/browser"
import { pageAt, pagesOf, type PageContent, type SectionYaml } from "./support/content"
import {
  expectPageContent,
  formLinksIn,
  formLinksOf,
  inEveryLanguage,
  languageOf,
  languages,
  opens,
  otherLanguagesFormLinks,
  type Language,
  type LanguageCode,
} from "./support/language-content"
import { clean, linksIn, missingWords, sectionTitled, textsOf, sharedVisits, waitUntilInteractive } from "./support/page-checks"

const genericPages = pagesOf("pages")
/** The form pages have their own suite (forms.test.ts); every other generic page is corporate. */
const corporatePages = genericPages.filter((page) => {
  const { contactPage, demoPage } = languageOf(page.slug)
  return page.slug !== contactPage && page.slug !== demoPage
})

/** The section of a generic page the predicate picks; fails the test when the content has none. */
function pick(content: PageContent, accept: (section: SectionYaml) => boolean): SectionYaml {
  const found = content.sections.find(accept)
  if (!found) throw new Error(`${content.file} has no such section`)
  return found
}

/** The rendered region of a content section, found by its heading in the page's language. */
const regionOf = (page: Page, content: PageContent, section: SectionYaml) =>
  sectionTitled(page, languageOf(content.slug).fill(section.heading))

/** Every figure of the page's stat bands. */
const figuresOf = (page: Page) => textsOf(page.locator("main li > strong"))

const cardHrefs = (section: SectionYaml) => (section.cards ?? []).map((card) => card.href ?? "")

/** The pages of a kind in `language` ("erp": its ERP pages), by slug. */
const slugsOf = (family: "erp" | "ecommerce", language: Language) =>
  pagesOf(family)
    .filter((page) => languageOf(page.slug) === language)
    .map((page) => page.slug)

/** The hrefs of the card title links in a region. */
const cardTargets = (page: Page, content: PageContent, section: SectionYaml) =>
  regionOf(page, content, section)
    .locator("article h3 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))

/**
 * The specification's words and figures of each page, in each language: a Turkish page is read for the
 * Turkish words, its English page for the English ones (figures as English writes them: "98%", "24/7",
 * "99.9%", durations with an en dash). The components' own words (a card's tag list, a step's headings)
 * are the ones src/components/blocks writes for the language.
 */
const specification = {
  tr: {
    homeFigures: ["15+", "500+", "%98", "7/24"],
    homeTitle: /ERP.*e-ticaret/i,
    reasons: ["güvenilir", "7/24", "hızlı kurulum"],
    supportReason: /7\/24 .*deste(k|ğ)/i,
    quote: /teklif/i,
    tags: "Etiketler",
    visionSectors: ["imalat", "perakende", "sağlık", "eğitim", "lojistik", "finans"],
    visionGoals: ["1000+", "50+", "%100"],
    missionValues: ["müşteri odak", "inovasyon", "güvenilir", "hızlı çözüm"],
    missionFigures: ["7/24", "%99,9"],
    missionImprovement: ["sürekli", "iyileştirme"],
    phaseDurations: ["1-2 hafta", "2-3 hafta", "8-16 hafta", "2-3 hafta", "1-2 hafta", "Sürekli"],
    phases: ["analiz", "tasarım", "geliştirme", "test", "canlı", "destek"],
    phaseParts: ["Faaliyetler", "Çıktılar"],
    sprints: ["iki haftalık sprint"],
    methods: ["agile", "scrum", "devops", "test"],
    qualityFigures: ["%95", "%98", "%99,9"],
    blocks: ["web", "mobil", "kurumsal", "bulut", "api", "güvenlik"],
    stepDurations: ["1-2 hafta", "2-3 hafta", "8-16 hafta", "2-3 hafta", "Sürekli"],
  },
  en: {
    homeFigures: ["15+", "500+", "98%", "24/7"],
    homeTitle: /ERP.*e-commerce/i,
    reasons: ["reliable", "24/7", "fast set-up"],
    supportReason: /24\/7 .*support/i,
    quote: /quote/i,
    tags: "Tags",
    visionSectors: ["manufacturing", "retail", "healthcare", "education", "logistics", "finance"],
    visionGoals: ["1000+", "50+", "100%"],
    missionValues: ["customer focus", "innovation", "reliab", "fast resolution"],
    missionFigures: ["24/7", "99.9%"],
    missionImprovement: ["continuous", "improvement"],
    phaseDurations: ["1–2 weeks", "2–3 weeks", "8–16 weeks", "2–3 weeks", "1–2 weeks", "Ongoing"],
    phases: ["analysis", "design", "development", "testing", "go-live", "support"],
    phaseParts: ["Activities", "Deliverables"],
    sprints: ["two-week sprint"],
    methods: ["agile", "scrum", "devops", "test"],
    qualityFigures: ["95%", "98%", "99.9%"],
    blocks: ["web", "mobile", "enterprise", "cloud", "api", "security"],
    stepDurations: ["1–2 weeks", "2–3 weeks", "8–16 weeks", "2–3 weeks", "Ongoing"],
  },
} as const satisfies Record<LanguageCode, unknown>

/** The words of the page at `slug`'s language. */
const wordsFor = (slug: string) => specification[languageOf(slug).code]

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
    // The forms of its own language: a form answers in its page's language.
    expect(await formLinksOf(page, slug)).not.toHaveLength(0)
    expect(await otherLanguagesFormLinks(page, slug)).toEqual([])
  })

  describe("home", () => {
    it.each(inEveryLanguage("/"))(
      "%s shows the claims 15+, 500+, %98 and 7/24 and a demo and expert panel with four bullets",
      async (slug) => {
        const { page } = await pages.visit(slug)
        const { site, demoPage } = languageOf(slug)
        const words = wordsFor(slug)
        expect(await figuresOf(page)).toEqual(expect.arrayContaining([...words.homeFigures]))
        const panel = page.locator("main section aside")
        expect(await panel.locator("li").count()).toBe(4)
        const panelTargets = (await linksIn(panel)).map((link) => link.href)
        expect(panelTargets).toContain(demoPage)
        // Demos are planned by sales, so the panel's call goes to the sales line.
        expect(panelTargets).toContain(`tel:${site.phones.sales.tel}`)
        expect(await page.title()).toMatch(words.homeTitle)
      },
    )

    it.each(inEveryLanguage("/"))(
      "%s shows 12 sectors, 5 ERP cards, 4 e-commerce cards and 3 service cards to the consulting page",
      async (slug, content) => {
        const { page } = await pages.visit(slug)
        const language = languageOf(slug)
        const sectors = pick(content, (section) => section.type === "sectors")
        expect(await regionOf(page, content, sectors).locator("li").count()).toBe(12)

        const erpPages = slugsOf("erp", language)
        const erp = pick(content, (section) => cardHrefs(section).some((href) => erpPages.includes(href)))
        const erpTargets = await cardTargets(page, content, erp)
        expect(erpTargets).toHaveLength(5)
        expect(erpTargets.filter((href) => !erpPages.includes(href))).toEqual([])
        expect(erpTargets).toContain(language.pageOf("/erp/on-muhasebe-sistemleri"))

        const ecommercePages = slugsOf("ecommerce", language)
        const ecommerce = pick(content, (section) => cardHrefs(section).some((href) => ecommercePages.includes(href)))
        const ecommerceTargets = await cardTargets(page, content, ecommerce)
        expect(ecommerceTargets).toHaveLength(4)
        expect(ecommerceTargets.filter((href) => !ecommercePages.includes(href))).toEqual([])

        const consulting = language.pageOf("/support/danismanlik-hizmetleri")
        const services = pick(content, (section) => cardHrefs(section).includes(consulting))
        expect(await cardTargets(page, content, services)).toEqual([consulting, consulting, consulting])
      },
    )

    it.each(inEveryLanguage("/"))(
      "%s gives three reasons (reliable, 7/24 support, fast setup) and closes with demo and price-quote buttons",
      async (slug, content) => {
        const { page } = await pages.visit(slug)
        const { fill, demoPage, contactPage } = languageOf(slug)
        const words = wordsFor(slug)
        const reasons = pick(
          content,
          (section) => section.type === "cards" && (section.cards ?? []).every((card) => card.href === undefined),
        )
        const titles = await textsOf(regionOf(page, content, reasons).locator("article h3"))
        expect(titles).toHaveLength(3)
        expect(missingWords(titles, words.reasons)).toEqual([])
        expect(titles.some((title) => words.supportReason.test(title))).toBe(true)
        const closing = await linksIn(sectionTitled(page, fill(content.cta?.heading ?? "")))
        expect(closing.map((link) => link.href)).toContain(demoPage)
        expect(closing.some((link) => opens(link.href, contactPage) && words.quote.test(link.text))).toBe(true)
      },
    )
  })

  it.each(inEveryLanguage("/about"))(
    "%s tells the story since 2008 with four key figures, four values, six sectors and six services with technologies",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const language = languageOf(slug)
      const story = pick(content, (section) => section.type === "prose")
      expect(clean(await regionOf(page, content, story).textContent())).toContain("2008")
      const figures = pick(content, (section) => section.type === "claims")
      expect(await regionOf(page, content, figures).locator("li").count()).toBe(4)
      const cardSections = content.sections.filter((section) => section.type === "cards")
      const counts = await Promise.all(cardSections.map((section) => regionOf(page, content, section).locator("article").count()))
      expect(counts).toEqual([4, 6, 6])
      const services = regionOf(page, content, cardSections[2]).locator("article")
      for (const card of await services.all()) {
        expect(await card.locator(`ul[aria-label="${wordsFor(slug).tags}"] > li`).count()).toBeGreaterThan(0)
      }
      const targets = await formLinksIn(page.locator("main"), language)
      expect(targets).toContain(language.contactPage)
      expect(targets).toContain(language.demoPage)
    },
  )

  it.each(inEveryLanguage("/vision"))(
    "%s shows the innovation card, six sectors with three bullets each and the 2030 goals 1000+, 50+, %100",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const { fill } = languageOf(slug)
      const words = wordsFor(slug)
      const innovation = pick(content, (section) => section.cards?.length === 1)
      expect(await regionOf(page, content, innovation).locator("article").count()).toBe(1)
      const sectors = pick(content, (section) => (section.cards?.length ?? 0) > 1)
      const cards = regionOf(page, content, sectors).locator("article")
      expect(missingWords(await textsOf(cards.locator("h3")), words.visionSectors)).toEqual([])
      expect(await cards.count()).toBe(6)
      for (const card of await cards.all()) expect(await card.locator("li").count()).toBe(3)
      const goals = pick(content, (section) => section.type === "stats")
      expect(fill(goals.heading)).toContain("2030")
      expect(await textsOf(regionOf(page, content, goals).locator("li > strong"))).toEqual(words.visionGoals)
    },
  )

  it.each(inEveryLanguage("/mission"))(
    "%s shows the four values and the commitments 7/24 support, %99,9 uptime and continuous improvement",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const words = wordsFor(slug)
      const values = pick(content, (section) => section.type === "cards")
      const titles = await textsOf(regionOf(page, content, values).locator("article h3"))
      expect(titles).toHaveLength(4)
      expect(missingWords(titles, words.missionValues)).toEqual([])
      const commitments = pick(content, (section) => section.type === "stats")
      const region = regionOf(page, content, commitments)
      expect(await textsOf(region.locator("li > strong"))).toEqual(expect.arrayContaining([...words.missionFigures]))
      expect(missingWords([clean(await region.textContent())], words.missionImprovement)).toEqual([])
    },
  )

  it.each(inEveryLanguage("/project-process"))(
    "%s shows six phases with their durations, activities and deliverables, three methods and quality figures",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const language = languageOf(slug)
      const words = wordsFor(slug)
      const phases = regionOf(
        page,
        content,
        pick(content, (section) => section.type === "steps"),
      )
      expect(await textsOf(phases.locator("ol > li > h3 + span"))).toEqual(words.phaseDurations)
      expect(missingWords(await textsOf(phases.locator("ol > li > h3")), words.phases)).toEqual([])
      for (const phase of await phases.locator("ol > li").all()) {
        expect(await textsOf(phase.locator("h4"))).toEqual(words.phaseParts)
        expect(await phase.locator("h4 + ul > li").count()).toBeGreaterThanOrEqual(2)
      }
      expect(missingWords([clean(await phases.textContent())], words.sprints)).toEqual([])
      const methods = await textsOf(
        regionOf(
          page,
          content,
          pick(content, (section) => section.type === "cards"),
        ).locator("article h3"),
      )
      expect(methods).toHaveLength(3)
      expect(missingWords(methods, words.methods)).toEqual([])
      expect(await figuresOf(page)).toEqual(expect.arrayContaining([...words.qualityFigures]))
      const targets = await formLinksIn(page.locator("main"), language)
      expect(targets).toContain(language.demoPage)
      expect(targets).toContain(language.contactPage)
    },
  )

  it.each(inEveryLanguage("/services"))(
    "%s links to every route the specification lists, each card with sector tags, and every target exists",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const { fill, pageOf, demoPage, contactPage } = languageOf(slug)
      const groups = content.sections.filter((section) => section.type === "cards")
      expect(groups).toHaveLength(3)
      const cards = page.locator("main article")
      for (const card of await cards.all()) {
        expect(clean(await card.locator("h3 + p").textContent())).not.toBe("")
        expect(await card.locator(`ul[aria-label="${wordsFor(slug).tags}"] > li`).count()).toBeGreaterThan(0)
      }
      const targets = await cards.locator("h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
      // The specification's routes, each through its page in the page's language.
      expect(targets).toEqual(
        expect.arrayContaining(
          [
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
          ].map(pageOf),
        ),
      )
      for (const target of targets) {
        expect([target, (await page.request.get(`${baseUrl()}${target}`)).status()]).toEqual([target, 200])
      }
      const closing = (await linksIn(sectionTitled(page, fill(content.cta?.heading ?? "")))).map((link) => link.href)
      expect(closing).toEqual(expect.arrayContaining([demoPage, contactPage]))
    },
  )

  it.each(inEveryLanguage("/custom-software"))(
    "%s shows six blocks, five steps with their durations, technologies by category and calls to action",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const language = languageOf(slug)
      const words = wordsFor(slug)
      const blocks = await textsOf(
        regionOf(
          page,
          content,
          pick(content, (section) => section.type === "cards"),
        ).locator("article h3"),
      )
      expect(blocks).toHaveLength(6)
      expect(missingWords(blocks, words.blocks)).toEqual([])
      const steps = regionOf(
        page,
        content,
        pick(content, (section) => section.type === "steps"),
      )
      expect(await textsOf(steps.locator("ol > li > h3 + span"))).toEqual(words.stepDurations)
      const categories = await textsOf(
        regionOf(
          page,
          content,
          pick(content, (section) => section.type === "chips"),
        ).locator("li > h3"),
      )
      expect(categories.length).toBeGreaterThanOrEqual(2)
      const targets = await formLinksIn(page.locator("main"), language)
      expect(targets).toContain(language.demoPage)
      expect(targets.some((href) => opens(href, language.contactPage))).toBe(true)
    },
  )

  it.each([...inEveryLanguage("/services/bulut-cozumleri"), ...inEveryLanguage("/services/sistem-guvenligi")])(
    "%s is a full service page: what is offered, how it works, benefits and a call to action",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      const cardSections = content.sections.filter((section) => section.type === "cards")
      expect(cardSections.length).toBeGreaterThanOrEqual(2)
      expect(await regionOf(page, content, cardSections[0]).locator("article").count()).toBeGreaterThanOrEqual(3)
      const steps = pick(content, (section) => section.type === "steps")
      expect(await regionOf(page, content, steps).locator("ol > li").count()).toBeGreaterThanOrEqual(3)
      expect(
        await regionOf(page, content, cardSections[cardSections.length - 1])
          .locator("article")
          .count(),
      ).toBeGreaterThanOrEqual(3)
      expect(await formLinksOf(page, slug)).not.toHaveLength(0)
    },
  )

  it.each(inEveryLanguage("/contact"))(
    "%s shows three channels, each with its own phone, WhatsApp line and greeting, and e-mail address",
    async (slug, content) => {
      const { page } = await pages.visit(slug)
      // The greeting a WhatsApp link writes is the page's language's (data/en/site.yaml on an English page).
      const { fill, site } = languageOf(slug)
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
        const card = regionOf(page, content, section).locator("li", {
          has: page.getByRole("heading", { name: fill(channel.title), exact: true }),
        })
        const links = await linksIn(card)
        const line = site.whatsapp[channel.whatsapp]
        expect(links.map((link) => link.href)).toEqual([
          `mailto:${site.emails[channel.email as keyof typeof site.emails]}`,
          `tel:${site.phones[channel.phone].tel}`,
          `https://wa.me/${line.number}?text=${encodeURIComponent(line.message)}`,
        ])
      }
    },
  )

  it("/privacy is a KVKK (6698) notice naming the controller, purposes, Article 5 bases, transfers, retention and Article 11 rights", async () => {
    const { page } = await pages.visit("/privacy")
    const { fill, site } = languages.tr
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

  it("/terms has running text, identifies the service provider and has an effective date", async () => {
    const { page } = await pages.visit("/terms")
    const { fill, site } = languages.tr
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

  it("/en/privacy is the KVKK (6698) notice in English, naming the controller, purposes, Article 5 bases, transfers, retention and Article 11 rights", async () => {
    const { page } = await pages.visit("/en/privacy")
    const english = languages.en
    const text = clean(await page.locator("main").textContent())
    expect(text).toContain("6698")
    expect(text).toContain(english.site.legalName)
    // The controller's identity and every way to apply: KVKK address, KEP, MERSIS and full postal address.
    const { emails, company } = english.site
    for (const value of [emails.kvkk, company.kep, company.mersis, english.fill("{address}")]) {
      expect(text).toContain(value)
    }
    // A translation for information: the Turkish notice is the one that binds.
    expect(text).toContain("the Turkish text prevails")
    expect(missingWords([text], ["whatsapp", "transferred abroad", "telephone", "e-mail"])).toEqual([])
    // Issue 35: the real recipients and countries, online meetings and their recordings, seminar sign-ups.
    expect(text).toContain("WhatsApp LLC (USA)")
    expect(text).toContain("in a data centre in Türkiye")
    expect(missingWords([text], ["jitsi meet", "record", "seminar and event registrations", "30 days"])).toEqual([])
    expect(text).toMatch(/Version \d+ · Effective date: \d{1,2} \p{L}+ \d{4}/u)
    expect(text).toMatch(/Article 5/)
    expect(text).toMatch(/Article 11/)
    const headings = await textsOf(page.locator("main h2"))
    expect(
      missingWords(headings, [
        "data controller",
        "personal data we process",
        "purposes",
        "legal grounds",
        "transfer",
        "how personal data is collected",
        "retention",
        "rights",
        "how to apply",
      ]),
    ).toEqual([])
  })

  it("/en/terms has running text, identifies the service provider and has an effective date", async () => {
    const { page } = await pages.visit("/en/terms")
    const english = languages.en
    expect(await page.locator("main section p").count()).toBeGreaterThan(5)
    const text = clean(await page.locator("main").textContent())
    const { legalName, company, address } = english.site
    for (const value of [legalName, english.fill("{address}"), company.mersis, company.taxOffice, company.taxNumber]) {
      expect(text).toContain(value)
    }
    expect(text).toContain("the Turkish text prevails")
    // The company sits in the district, which has its own courts; the clause binds merchants only (HMK art. 17).
    expect(text).toContain(`courts and enforcement offices of ${address.district}`)
    expect(text).toContain("Article 17")
    expect(text).toContain("excl. VAT")
    expect(text).toMatch(/Version \d+ · Effective date: \d{1,2} \p{L}+ \d{4}/u)
  })

  /** What each language's cookie policy says: its version line and its words for no cookies and consent. */
  const cookiePolicy = {
    tr: {
      version: /Sürüm \d+ · Yürürlük tarihi: \d{1,2} \p{L}+ \d{4}/u,
      words: ["çerez kullanmaz", "kesinlikle gerekli", "açık rıza"],
    },
    en: {
      version: /Version \d+ · Effective date: \d{1,2} \p{L}+ \d{4}/u,
      words: ["no cookies", "strictly necessary", "explicit consent", "the turkish text prevails"],
    },
  } as const satisfies Record<LanguageCode, unknown>

  it.each(inEveryLanguage("/"))(
    "browsing from %s, the site stores nothing on the device, forms included, as the cookie policy says",
    async (slug) => {
      const { page } = await pages.visit(slug)
      const language = languageOf(slug)
      // The visitor follows the footer of the page's language, to its contact form and its cookie policy.
      const follow = async (target: string) => {
        await page.locator(`footer a[href="${target}"]`).click()
        await page.waitForURL((url) => url.pathname === target)
      }
      await follow(language.pageOf("/about"))
      await follow(language.contactPage)
      await waitUntilInteractive(page, language.contactForm)
      const cookies = language.pageOf("/cookies")
      await follow(cookies)
      await page.getByRole("heading", { level: 1, name: language.fill(pageAt(cookies).hero.heading), exact: true }).waitFor()
      const policy = clean(await page.locator("main").textContent())
      expect(policy).toMatch(cookiePolicy[language.code].version)
      expect(missingWords([policy], cookiePolicy[language.code].words)).toEqual([])
      const stored = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
      }))
      expect({ cookies: (await page.context().cookies()).map((cookie) => cookie.name), ...stored }).toEqual({
        cookies: [],
        local: [],
        session: [],
      })
    },
  )
})

// The suites above compute what a page should say with the production fillTokens, so a fault in
// the token filling would pass them. Here the words a visitor reads are written out as data/site.yaml
// (and data/en/site.yaml for an English page) gives them today ("Yakamoz Yazılım", "2008", "Ünye/Ordu",
// "0452 555 01 00", "500'ü aşkın", "over 500", "98%").
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

  it("/en names the brand in its headings, the founding year in its badge and the claims as English writes them", async () => {
    const { page } = await pages.visit("/en")
    const headings = await textsOf(page.locator("main h2"))
    expect(headings).toEqual(expect.arrayContaining(["Yakamoz Yazılım in numbers", "Why Yakamoz Yazılım?"]))
    expect(clean(await page.locator("main section").first().textContent())).toContain("Since 2008")
    const figures = sectionTitled(page, "Yakamoz Yazılım in numbers")
    expect(await textsOf(figures.locator("li > strong"))).toEqual(["15+", "500+", "98%", "24/7"])
    expect(await textsOf(figures.locator("li > strong + span"))).toEqual([
      "Years of experience",
      "Projects delivered",
      "Customer satisfaction",
      "Support for critical faults",
    ])
  })

  it("/en/about tells the story with the brand, the founding year, the town and the figures in words", async () => {
    const { page } = await pages.visit("/en/about")
    const text = clean(await page.locator("main").textContent())
    expect(text).toContain("Yakamoz Yazılım was founded in 2008 in Ünye, Ordu, to make it easier for local restaurants")
    expect(text).toContain("Today our team of over 50 people brings together")
    expect(text).toContain("Having completed over 500 projects")
  })

  it("/en/contact gives the office hours as English writes them", async () => {
    const { page } = await pages.visit("/en/contact")
    const text = clean(await page.locator("main").textContent())
    expect(text).toContain("during office hours (Monday to Friday, 09:00–18:00 (Türkiye time))")
  })

  it("/en/privacy gives the lead retention in English", async () => {
    const { page } = await pages.visit("/en/privacy")
    const text = clean(await page.locator("main").textContent())
    expect(text).toContain("kept in our request service's database for 2 years from the date they are sent")
  })

  it("/en/terms lists the provider's trade name, address, registration data, phone, e-mail and KEP address", async () => {
    const { page } = await pages.visit("/en/terms")
    expect(await textsOf(sectionTitled(page, "Service provider information").locator("li"))).toEqual([
      "Trade name: Yakamoz Yazılım ve Bilişim Hizmetleri Ltd. Şti.",
      "Address: Örnek Mahallesi, Deneme Caddesi No:1 Kat:2, 52300 Ünye/Ordu",
      "MERSİS number: 0987654321000017",
      "Tax office and tax number: Ünye Vergi Dairesi, 9876543210",
      "Telephone: 0452 555 01 00",
      "E-mail: info@yakamoz-yazilim.example",
      "Registered electronic mail (KEP) address: yakamozyazilim@hs01.kep.example",
    ])
  })
})
