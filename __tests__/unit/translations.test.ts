/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { validateContent, type Problem } from "../../src/content/validate"
import { figuresOf } from "../../src/content/rules/translations"
import { alternateLinks } from "../../src/content/languages"
import { languageSwitches, notFoundPages, siteRoutes, sitemapPages } from "../../src/content/routes"
import { searchEntries } from "../../src/content/search"
import config from "../../gatsby-config"
import { readSiteData } from "../../src/content/read-site"
import { contentTypes, isPageType } from "../../src/kinds"
import { readShareCards } from "../../src/postbuild/share-cards"
import { shareCardPath } from "../../src/postbuild/share-card-path"
import { contentTokens } from "../../src/content/content-tokens"
import { contentFixture, removeContentFixture } from "../support/content-fixture"

/**
 * Issue 53, the content side: an English page is data/en/<folder>/<its Turkish file's name>, checked
 * against that Turkish page (src/content/rules/translations.ts). The fixture's Turkish ERP page links to
 * /teklif?konu=erp; its figures and tokens are added here where a case needs them.
 */

const made: string[] = []
afterAll(() => made.forEach(removeContentFixture))

/**
 * The valid fixture with `files` (paths under data/) written over it, checked as the build checks it. An
 * English page comes with the English settings its frame reads, unless `files` says otherwise (null: none).
 */
function check(files: Record<string, string | null>) {
  const dataDir = contentFixture()
  made.push(dataDir)
  const settings = Object.keys(files).some((name) => name.startsWith("en/") && name.split("/").length > 2)
    ? { "en/site.yaml": englishSite(), "en/navigation.yaml": englishNavigation("/kanallar") }
    : {}
  for (const [name, text] of Object.entries({ ...settings, ...files })) {
    if (text === null) continue
    fs.mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true })
    fs.writeFileSync(path.join(dataDir, name), text)
  }
  return validateContent(contentTypes, dataDir)
}

/** A copy of the site's own data/ in a temporary folder (removed after the tests). */
function realDataCopy() {
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "translations-")), "data")
  made.push(copy)
  fs.cpSync(path.join(__dirname, "..", "..", "data"), copy, { recursive: true })
  return copy
}

const english = (overrides: Partial<Record<"slug" | "counterpart" | "lead" | "text" | "href", string>> = {}) => {
  const value = {
    slug: "/en/erp/accounting",
    counterpart: "muhasebe-sistemi",
    lead: "Trial balances and tax returns ready on time every month.",
    text: "Let us set up your system together.",
    href: "/teklif?konu=erp",
    ...overrides,
  }
  return [
    `slug: ${value.slug}`,
    `counterpart: ${value.counterpart}`,
    "title: Accounting system",
    "description: Chart of accounts, trial balance, tax returns and financial statements in one accounting system.",
    "keywords:",
    "  - accounting software",
    "hero:",
    "  heading: Your accounting in one system",
    `  lead: ${value.lead}`,
    "cta:",
    "  heading: Ask for a demo",
    `  text: ${value.text}`,
    "  actions:",
    `    - { label: Contact us, href: "${value.href}" }`,
    "",
  ].join("\n")
}

const turkishPage = () =>
  fs.readFileSync(path.join(__dirname, "..", "fixtures", "content", "valid", "data", "erp", "muhasebe-sistemi.yaml"), "utf8")

const summary = (problems: Problem[]) => problems.map(({ file, field, expected, found }) => ({ file, field, expected, found }))

describe("an English page in data/en/", () => {
  it("passes when it says what its Turkish page says, in English, and the Turkish house style does not read it", () => {
    const { problems, files } = check({ "en/erp/muhasebe-sistemi.yaml": english() })
    expect(problems).toEqual([])
    expect(files.map((f) => [f.file, f.typeName])).toContainEqual(["data/en/erp/muhasebe-sistemi.yaml", "ErpYaml"])
  })

  it("is refused without its Turkish page, in Turkish words that name the missing file", () => {
    const { problems } = check({ "en/erp/stok-yonetimi.yaml": english({ counterpart: "stok-yonetimi", slug: "/en/erp/stock" }) })
    expect(summary(problems)).toEqual([
      {
        file: "data/en/erp/stok-yonetimi.yaml",
        field: "",
        expected: "çevirisi olduğu Türkçe sayfa: data/erp/stok-yonetimi.yaml",
        found: "böyle bir Türkçe sayfa yok",
      },
    ])
  })

  it("names its Turkish page by its own file name, and its address starts with /en/", () => {
    const { problems } = check({ "en/erp/muhasebe-sistemi.yaml": english({ counterpart: "muhasebe", slug: "/erp/accounting" }) })
    expect(summary(problems)).toEqual([
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "counterpart",
        expected: 'dosyanın adıyla aynı Türkçe sayfa adı: "muhasebe-sistemi"',
        found: '"muhasebe"',
      },
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "slug",
        expected: "/en ya da /en/ ile başlayan bir adres (İngilizce sayfalar bu adreslerdedir)",
        found: '"/erp/accounting"',
      },
    ])
    // Without the field the schema asks for it, with its Turkish label.
    const missing = check({ "en/erp/muhasebe-sistemi.yaml": english().replace(/^counterpart: .*\n/m, "") })
    expect(missing.problems.map((p) => [p.field, p.found])).toEqual([["counterpart", "hiçbir değer (alan yazılmamış)"]])
  })

  it("may be the English home, at /en itself", () => {
    const home = [
      "slug: /en",
      "counterpart: home",
      "title: Home",
      'description: "{brand} has offered businesses ERP and e-commerce solutions since {founded}."',
      "sections:",
      "  - type: hero",
      "    heading: Software that grows your business",
      '    lead: "With {experienceInText} years of experience, we are by your side."',
      "    actions:",
      "      - { label: Get in touch, href: /contact }",
      "  - type: cta",
      "    heading: Start today",
      "    text: Let our specialists help you.",
      "    actions:",
      "      - { label: Accounting system, href: /erp/muhasebe-sistemi }",
      "",
    ].join("\n")
    const { problems } = check({ "en/pages/home.yaml": home })
    expect(problems).toEqual([])
  })

  it("has an address no other English page has", () => {
    const quote =
      "slug: /en/erp/accounting\ncounterpart: teklif\ntitle: Ask for a quote\ndescription: Tell us about your project and we will send you a solution and a price as soon as we can.\nsections:\n  - type: contactForm\n    heading: Write to us\n    subjects:\n      - { value: erp, label: ERP Sistemleri }\n"
    const { problems } = check({ "en/erp/muhasebe-sistemi.yaml": english(), "en/pages/teklif.yaml": quote })
    expect(summary(problems).filter((p) => p.field === "slug")).toEqual([
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "slug",
        expected: "başka hiçbir sayfanın kullanmadığı bir adres",
        found: '"/en/erp/accounting"; aynı adres şurada da var: data/en/pages/teklif.yaml',
      },
      {
        file: "data/en/pages/teklif.yaml",
        field: "slug",
        expected: "başka hiçbir sayfanın kullanmadığı bir adres",
        found: '"/en/erp/accounting"; aynı adres şurada da var: data/en/erp/muhasebe-sistemi.yaml',
      },
    ])
  })

  it("is refused when its figures differ from the Turkish page's, read the Turkish and the English way", () => {
    const turkish = turkishPage().replace(
      "Mizan ve beyannameler her ay zamanında hazır.",
      "17 işletmede kapanış %40 ve 1.250,5 saat kısaldı.",
    )
    const same = check({
      "erp/muhasebe-sistemi.yaml": turkish,
      "en/erp/muhasebe-sistemi.yaml": english({ lead: "Closing took 40% and 1,250.5 hours less at 17 companies." }),
    })
    expect(same.problems).toEqual([])
    const { problems } = check({
      "erp/muhasebe-sistemi.yaml": turkish,
      "en/erp/muhasebe-sistemi.yaml": english({ lead: "Closing took 45% and 1,250.5 hours less at 17 companies." }),
    })
    expect(summary(problems)).toEqual([
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "",
        expected: "data/erp/muhasebe-sistemi.yaml ile aynı rakamlar (oranlar, süreler, tutarlar, yıllar rakamla ve aynı değerle)",
        found: "eksik: 40; Türkçe sayfada olmayan: 45",
      },
    ])
  })

  it("is refused when a token of its Turkish page is missing or one is added: prices and contact values come from them", () => {
    const turkish = turkishPage().replace(
      "Sisteminizi birlikte kuralım.",
      "Sisteminizi birlikte kuralım, {phone} numarasından arayın.",
    )
    const { problems } = check({
      "erp/muhasebe-sistemi.yaml": turkish,
      "en/erp/muhasebe-sistemi.yaml": english({ text: "Let us set up your system together, write to {email}." }),
    })
    expect(summary(problems)).toEqual([
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "",
        expected: "data/erp/muhasebe-sistemi.yaml ile aynı kısaltmalar (fiyatlar, telefon, saatler onlardan gelir)",
        found: "eksik: {phone}; Türkçe sayfada olmayan: {email}",
      },
    ])
  })

  it("offers the Turkish page's keys: a contact form's subjects, which the lead service knows by them", () => {
    // The whole English site as drafted, with its contact page changed here.
    const copy = realDataCopy()
    const contact = fs.readFileSync(path.join(copy, "en", "pages", "contact.yaml"), "utf8")
    const write = (text: string) => {
      fs.writeFileSync(path.join(copy, "en", "pages", "contact.yaml"), text)
      return validateContent(contentTypes, copy).problems
    }
    expect(write(contact)).toEqual([])
    const [, key] = /value: ([a-z0-9-]+)/.exec(contact) ?? []
    expect(summary(write(contact.replace(`value: ${key}`, "value: quote")))).toEqual([
      {
        file: "data/en/pages/contact.yaml",
        field: "",
        expected:
          "data/pages/contact.yaml ile aynı seçenek anahtarları (ör. iletişim formunun konuları: form aynı değeri gönderir)",
        found: `eksik: ${key}; Türkçe sayfada olmayan: quote`,
      },
    ])
  })

  it("sells its packages under the Turkish page's names", () => {
    // The English technical support page, with its packages Temel, Standart and Premium, and a version that renames one.
    const copy = realDataCopy()
    const support = path.join(copy, "en", "support", "teknik-destek.yaml")
    const text = fs.readFileSync(support, "utf8")
    expect(validateContent(contentTypes, copy).problems).toEqual([])
    fs.writeFileSync(support, text.replace("      name: Temel\n", "      name: Basic\n"))
    expect(summary(validateContent(contentTypes, copy).problems)).toEqual([
      {
        file: "data/en/support/teknik-destek.yaml",
        field: "",
        expected: "data/support/teknik-destek.yaml ile aynı paket adları (bir paket iki dilde de aynı adla satılır)",
        found: '"Basic", Türkçede "Temel"',
      },
    ])
  })

  it("links where its Turkish page links, and through a page's translation once it has one", () => {
    const elsewhere = check({ "en/erp/muhasebe-sistemi.yaml": english({ href: "/kanallar" }) })
    expect(summary(elsewhere.problems)).toEqual([
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "cta.actions.0.href",
        expected: "data/erp/muhasebe-sistemi.yaml sayfasının bağlantı verdiği bir sayfa (ya da o sayfanın çevirisi)",
        found: '"/kanallar"',
      },
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "",
        expected: "data/erp/muhasebe-sistemi.yaml sayfasının her bağlantısı (çevirisi varsa çevirisine)",
        found: 'eksik bağlantı: "/teklif?konu=erp"',
      },
    ])

    const quote = fs
      .readFileSync(path.join(__dirname, "..", "fixtures", "content", "valid", "data", "pages", "teklif.yaml"), "utf8")
      .replace("slug: /teklif", "slug: /en/quote\ncounterpart: teklif")
      .replace("title: Teklif İsteyin", "title: Ask for a quote")
      .replace(
        /description: .*/,
        "description: Tell us about your project and we will send you a solution and a price as soon as we can.",
      )
      .replace("heading: Bize yazın", "heading: Write to us")
    const withQuote = { "en/pages/teklif.yaml": quote }
    expect(check({ ...withQuote, "en/erp/muhasebe-sistemi.yaml": english({ href: "/en/quote?konu=erp" }) }).problems).toEqual([])
    expect(summary(check({ ...withQuote, "en/erp/muhasebe-sistemi.yaml": english() }).problems)).toEqual([
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "cta.actions.0.href",
        expected: 'Türkçe sayfanın çevirisine bağlantı: "/en/quote?konu=erp"',
        found: '"/teklif?konu=erp"',
      },
    ])
  })

  it("is refused while a sentence is still the Turkish page's, as a draft made from it in the CMS starts", () => {
    const untranslated = english({ lead: "Mizan ve beyannameler her ay zamanında hazır." })
    expect(summary(check({ "en/erp/muhasebe-sistemi.yaml": untranslated }).problems)).toEqual([
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "hero.lead",
        expected: "İngilizce bir metin: bu alan data/erp/muhasebe-sistemi.yaml sayfasındaki Türkçe metinle aynı",
        found: '"Mizan ve beyannameler her ay zamanında hazır."',
      },
    ])
  })

  it("names its sections in English: a link's anchor pairs with the Turkish page's section at the same place", () => {
    const turkish = turkishPage().replace("href: /teklif?konu=erp", "href: /kanallar#hatlar")
    const channels = [
      "slug: /en/channels",
      "counterpart: kanallar",
      "title: Contact channels",
      "description: Reach our general, sales and support lines by telephone, WhatsApp and e-mail.",
      "sections:",
      "  - type: contactChannels",
      "    heading: Our channels",
      "    channels:",
      "      - { icon: phone, title: General, description: Questions., phone: main, whatsapp: main, email: info }",
      "      - { icon: handshake, title: Sales, description: Quotes., phone: sales, whatsapp: sales, email: sales }",
      "      - { icon: headset, title: Support, description: Faults., phone: support, whatsapp: support, email: support }",
      "  - type: prose",
      "    heading: Personal data",
      "    blocks:",
      '      - text: "Requests: {kvkkEmail} or {kep}. For a demo, {demoEmail}."',
      "  - type: cards",
      "    heading: Our lines",
      "    anchor: lines",
      "    cards:",
      "      - { title: Accounting, description: Trial balances and tax returns., href: /en/erp/accounting }",
      "",
    ].join("\n")
    const pair = {
      "erp/muhasebe-sistemi.yaml": turkish,
      "en/pages/kanallar.yaml": channels,
      "en/navigation.yaml": englishNavigation("/en/erp/accounting", "/en/channels#lines"),
    }
    expect(check({ ...pair, "en/erp/muhasebe-sistemi.yaml": english({ href: "/en/channels#lines" }) }).problems).toEqual([])
    expect(
      summary(check({ ...pair, "en/erp/muhasebe-sistemi.yaml": english({ href: "/en/channels#hatlar" }) }).problems),
    ).toEqual([
      {
        file: "data/en/erp/muhasebe-sistemi.yaml",
        field: "cta.actions.0.href",
        expected: "/en/channels sayfasının bölümlerinden biri: #lines",
        found: '"/en/channels#hatlar": sayfada böyle bir bölüm yok',
      },
    ])
    const menuToTurkishAnchor = englishNavigation("/en/erp/accounting", "/en/channels#hatlar")
    const menu = check({
      ...pair,
      "en/navigation.yaml": menuToTurkishAnchor,
      "en/erp/muhasebe-sistemi.yaml": english({ href: "/en/channels#lines" }),
    })
    expect(summary(menu.problems).map(({ field, found }) => `${field}: ${found}`)).toEqual([
      'menus.0.overview: "/en/channels#hatlar": sayfada böyle bir bölüm yok',
      'footer.0.links.0.href: "/en/channels#hatlar": sayfada böyle bir bölüm yok',
      'legal.0.href: "/en/channels#hatlar": sayfada böyle bir bölüm yok',
    ])
  })

  it("is refused in a folder whose kind has no English pages, naming the places that take them", () => {
    const { problems } = check({ "en/events/seminer.yaml": "slug: /en/events/seminar\n" })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      file: "data/en/events/seminer.yaml",
      found: "bilinen bir yerde olmayan bir YAML dosyası",
    })
    expect(problems[0].expected).toContain("data/en/erp/*.yaml")
    expect(problems[0].expected).not.toContain("data/en/events")
  })
})

const englishSite = (overrides: Partial<Record<"office" | "satisfaction" | "experience", string>> = {}) =>
  [
    "slogan: Business software that grows with you",
    "defaultDescription: ERP, accounting and e-commerce software for businesses in Türkiye.",
    "phones: { main: { label: General enquiries }, sales: { label: Sales }, support: { label: Technical support } }",
    "whatsapp:",
    '  main: { message: "Hello, I would like to know more about your company." }',
    '  sales: { message: "Hello, I would like a quote." }',
    '  support: { message: "Hello, I need technical support." }',
    `officeHours: { label: "${overrides.office ?? "Monday to Friday, 09:00–18:00"}", days: Monday to Friday }`,
    "claims:",
    `  experience: { label: Years of experience, inText: ${overrides.experience ?? "over 15"} }`,
    "  founded: { label: Founded }",
    "  projects: { label: Projects delivered }",
    `  satisfaction: { value: "${overrides.satisfaction ?? "98%"}", label: Customer satisfaction }`,
    "  staff: { label: Specialists }",
    "  support: { value: 24/7, label: Technical support }",
    "",
  ].join("\n")

/** An English navigation whose menu links `href`; its other links go to `other`, a Turkish page. */
const englishNavigation = (href = "/en/erp/accounting", other = "/kanallar") =>
  [
    "menus:",
    "  - label: ERP systems",
    `    overview: ${other}`,
    "    items:",
    `      - { href: "${href}", label: Accounting system, description: "Trial balance since {founded}." }`,
    "footer:",
    "  - title: Company",
    "    links:",
    `      - { href: ${other}, label: Channels (in Turkish) }`,
    "legal:",
    `  - { href: ${other}, label: Contact }`,
    `contact: ${other}`,
    "",
  ].join("\n")

describe("the English settings: data/en/site.yaml and data/en/navigation.yaml", () => {
  it("pass with the English words around the site's data, and their links lead to pages the content makes", () => {
    const { problems, files } = check({
      "en/erp/muhasebe-sistemi.yaml": english(),
      "en/site.yaml": englishSite(),
      "en/navigation.yaml": englishNavigation(),
    })
    expect(problems).toEqual([])
    expect(files.map((f) => [f.file, f.typeName])).toEqual(
      expect.arrayContaining([
        ["data/en/site.yaml", "SiteTextsYaml"],
        ["data/en/navigation.yaml", "NavigationYaml"],
      ]),
    )
  })

  it("hold only texts: a contact value in data/en/site.yaml is refused, so data/site.yaml stays the one place of each", () => {
    const { problems } = check({ "en/site.yaml": `${englishSite()}brand: Yakamoz Software\n` })
    expect(summary(problems)).toEqual([expect.objectContaining({ file: "data/en/site.yaml", field: "brand" })])
  })

  it("write each text's figures as the Turkish text does, read the English way", () => {
    const { problems } = check({
      "en/site.yaml": englishSite({ office: "Monday to Friday, 09:00–17:00", satisfaction: "97%", experience: "over 15" }),
    })
    expect(summary(problems)).toEqual([
      {
        file: "data/en/site.yaml",
        field: "officeHours.label",
        expected: 'data/site.yaml dosyasındaki metinle aynı rakamlar ve kısaltmalar: "Pazartesi-Cuma 09:00-18:00"',
        found: '"Monday to Friday, 09:00–17:00"',
      },
      {
        file: "data/en/site.yaml",
        field: "claims.satisfaction.value",
        expected: 'data/site.yaml dosyasındaki metinle aynı rakamlar ve kısaltmalar: "%98"',
        found: '"97%"',
      },
    ])
  })

  it("are required once the language has a page: its frame reads them", () => {
    const { problems } = check({ "en/erp/muhasebe-sistemi.yaml": english(), "en/navigation.yaml": null })
    expect(summary(problems)).toEqual([
      {
        file: "data/en/navigation.yaml",
        field: "",
        expected:
          "İngilizce sayfaların okuduğu “Menüler ve alt bilgi” dosyası (data/en/erp/muhasebe-sistemi.yaml ve İngilizce öteki sayfalar için)",
        found: "dosya yok",
      },
    ])
  })

  it("of the site agree with its own data/site.yaml, and every English page with its Turkish page", () => {
    expect(validateContent(contentTypes, path.join(__dirname, "..", "..", "data")).problems).toEqual([])
  })

  it("give an English page's card and texts outside GraphQL the English words: its section, its tokens", () => {
    const dataDir = realDataCopy()
    // The whole English site as drafted: every page, its menus and its site texts.
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])
    const { cards } = readShareCards(contentTypes, dataDir)
    expect(cards.find((card) => card.path === shareCardPath("/en/mission"))).toMatchObject({
      title: "Our mission",
      label: "Company",
    })
    expect(cards.find((card) => card.path === shareCardPath("/mission"))).toMatchObject({ label: "Kurumsal" })
    const english = contentTokens(contentTypes, dataDir, undefined, "en")
    expect([english.experienceInText, english.leadRetention, english.satisfaction]).toEqual(["over 15", "2 years", "98%"])
    const turkish = contentTokens(contentTypes, dataDir)
    expect([turkish.experienceInText, turkish.leadRetention, turkish.satisfaction]).toEqual(["15 yılı aşkın", "2 yıl", "%98"])
  })

  it("follow the English house style: British spelling, sentence-case headings, no unchecked absolute words", () => {
    const dataDir = realDataCopy()
    const mission = path.join(dataDir, "en", "pages", "mission.yaml")
    const text = fs.readFileSync(mission, "utf8")
    fs.writeFileSync(
      mission,
      text
        .replace("heading: The principles that guide us", "heading: The Principles That Guide Us In Istanbul")
        .replace("Our mission is to build software", "Our mission is to organize and guarantee software"),
    )
    const found = validateContent(contentTypes, dataDir).problems.map(({ file, field, found: what, hint }) => ({
      file,
      field,
      what,
      hint,
    }))
    expect(found).toEqual([
      expect.objectContaining({
        field: "sections[0].lead",
        what: expect.stringContaining('"organize"'),
        hint: expect.stringContaining("organise"),
      }),
      expect.objectContaining({
        field: "sections[1].heading",
        // English lower case: "In" becomes "in", not the Turkish "ın"; "Istanbul" is a name the list lacks.
        hint: expect.stringContaining('"The principles that guide us in istanbul"'),
      }),
      expect.objectContaining({ field: "sections[0].lead", what: expect.stringContaining('"guarantee"') }),
    ])
    expect(found.every((problem) => problem.file === "data/en/pages/mission.yaml")).toBe(true)
  })

  it("are found by the English search only, named in English, and the Turkish search finds no English page", () => {
    const dataDir = realDataCopy()
    const routes = siteRoutes(contentTypes, dataDir)
    const english = searchEntries(contentTypes, dataDir, routes, "en")
    const turkish = searchEntries(contentTypes, dataDir, routes)
    expect(english.every((entry) => entry.path.startsWith("/en") && entry.language === "en")).toBe(true)
    expect(turkish.some((entry) => entry.path.startsWith("/en"))).toBe(false)
    expect(english.map((entry) => entry.path)).not.toContain("/en/search")
    expect(english.find((entry) => entry.path === "/en/erp/accounting")).toMatchObject({
      kind: "Solution",
      category: "ERP",
      place: { group: "ERP solutions" },
    })
    expect(english.find((entry) => entry.path === "/en/privacy")).toMatchObject({ kind: "Legal notice", legal: true })
    expect(english.find((entry) => entry.path === "/en/e-document-check")).toMatchObject({
      kind: "Tool",
      category: "e-Transformation",
    })
  })

  it("name their kind's section in every language the kind is translated into", () => {
    for (const kind of contentTypes.filter(isPageType))
      for (const code of kind.translations ?? [])
        expect({ kind: kind.typeName, code, section: kind.sectionIn?.[code] }).toEqual({
          kind: kind.typeName,
          code,
          section: expect.any(String),
        })
  })

  it("link a page's English page where it has one, and no page the site does not make", () => {
    const throughTurkish = check({
      "en/erp/muhasebe-sistemi.yaml": english(),
      "en/navigation.yaml": englishNavigation("/erp/muhasebe-sistemi"),
    })
    expect(summary(throughTurkish.problems)).toEqual([
      {
        file: "data/en/navigation.yaml",
        field: "menus.0.items.0.href",
        expected: 'Türkçe sayfanın çevirisine bağlantı: "/en/erp/accounting"',
        found: '"/erp/muhasebe-sistemi"',
      },
    ])
    const nowhere = check({ "en/navigation.yaml": englishNavigation("/en/erp/accounting") })
    expect(summary(nowhere.problems)).toEqual([
      {
        file: "data/en/navigation.yaml",
        field: "menus.0.items.0.href",
        expected: "sitenin bir sayfasına giden bağlantı (Türkçe ya da çevirisi)",
        found: '"/en/erp/accounting": böyle bir sayfa yok',
      },
    ])
  })
})

describe("the routes of an English page", () => {
  it("are at its own address, in its language, and the pair names each other as alternates; the sitemap lists both", () => {
    const dataDir = contentFixture()
    made.push(dataDir)
    fs.mkdirSync(path.join(dataDir, "en", "erp"), { recursive: true })
    fs.writeFileSync(path.join(dataDir, "en", "erp", "muhasebe-sistemi.yaml"), english())
    const routes = siteRoutes(contentTypes, dataDir)
    const alternates = { tr: "/erp/muhasebe-sistemi", en: "/en/erp/accounting" }
    expect(routes.find((route) => route.slug === "/en/erp/accounting")).toMatchObject({
      file: "data/en/erp/muhasebe-sistemi.yaml",
      language: "en",
      alternates,
    })
    const turkish = routes.find((route) => route.slug === "/erp/muhasebe-sistemi")
    expect(turkish).toMatchObject({ alternates })
    expect(turkish?.language).toBeUndefined()
    // A page without a translation has no alternates.
    expect(routes.find((route) => route.slug === "/teklif")?.alternates).toBeUndefined()
    // The Turkish search finds the Turkish page only; the English one is for the English search.
    const searched = (language?: string) => searchEntries(contentTypes, dataDir, routes, language).map((entry) => entry.path)
    expect(searched()).toContain("/erp/muhasebe-sistemi")
    expect(searched()).not.toContain("/en/erp/accounting")
    expect(searched("en")).toEqual(["/en/erp/accounting"])
    expect(sitemapPages(contentTypes, dataDir).filter((page) => page.alternates)).toEqual([
      { path: "/erp/muhasebe-sistemi", alternates },
      { path: "/en/erp/accounting", alternates },
    ])
  })

  it("give each page a language link: to its translation, else the other language's home; none before the English home", () => {
    const dataDir = contentFixture()
    made.push(dataDir)
    fs.mkdirSync(path.join(dataDir, "en", "erp"), { recursive: true })
    fs.writeFileSync(path.join(dataDir, "en", "erp", "muhasebe-sistemi.yaml"), english())
    const before = languageSwitches(siteRoutes(contentTypes, dataDir))
    expect(before.get("/erp/muhasebe-sistemi")).toEqual({ language: "en", slug: "/en/erp/accounting" })
    expect(before.get("/en/erp/accounting")).toEqual({ language: "tr", slug: "/erp/muhasebe-sistemi" })
    // No English home yet: a Turkish page without a translation has nowhere English to lead.
    expect(before.has("/teklif")).toBe(false)
    expect(notFoundPages(siteRoutes(contentTypes, dataDir))).toEqual([])
    const home = fs.readFileSync(path.join(dataDir, "pages", "home.yaml"), "utf8")
    fs.mkdirSync(path.join(dataDir, "en", "pages"), { recursive: true })
    fs.writeFileSync(
      path.join(dataDir, "en", "pages", "home.yaml"),
      `counterpart: home\n${home.replace(/^slug: .*$/m, "slug: /en")}`,
    )
    const after = languageSwitches(siteRoutes(contentTypes, dataDir))
    expect(after.get("/teklif")).toEqual({ language: "en", slug: "/en" })
    expect(after.get("/")).toEqual({ language: "en", slug: "/en" })
    expect(after.get("/en")).toEqual({ language: "tr", slug: "/" })
    // With its home the English site has its own not-found page, linking its home and the Turkish pages it lacks.
    expect(notFoundPages(siteRoutes(contentTypes, dataDir))).toEqual([
      {
        slug: "/en/404",
        language: "en",
        switchTo: { language: "tr", slug: "/" },
        links: { home: "/en", services: "/services", demo: "/demo" },
      },
    ])
  })

  it("are written into the sitemap with every language's address (xhtml:link), as gatsby-config serializes them", () => {
    const sitemap = config.plugins?.find(
      (plugin): plugin is { resolve: string; options: { serialize: (page: object) => unknown } } =>
        typeof plugin === "object" && plugin.resolve === "gatsby-plugin-sitemap",
    )
    const alternates = { tr: "/erp/muhasebe-sistemi", en: "/en/erp/accounting" }
    expect(sitemap?.options.serialize({ path: "/en/erp/accounting", alternates })).toEqual({
      url: "/en/erp/accounting",
      links: alternateLinks(alternates, readSiteData(path.join(__dirname, "..", "..", "data")).siteUrl),
    })
    expect(sitemap?.options.serialize({ path: "/teklif" })).toEqual({ url: "/teklif" })
  })

  it("give hreflang links with absolute addresses, x-default at the Turkish page", () => {
    expect(alternateLinks({ tr: "/", en: "/en" }, "https://www.example.com.tr")).toEqual([
      { lang: "tr", url: "https://www.example.com.tr" },
      { lang: "en", url: "https://www.example.com.tr/en" },
      { lang: "x-default", url: "https://www.example.com.tr" },
    ])
  })

  it("of a file that makes several pages pair page for page (the e-document check's answers)", () => {
    const dataDir = path.join(__dirname, "..", "..", "data")
    // The real e-document check and its translation, the same file at an English address.
    const copy = realDataCopy()
    const turkishText = fs.readFileSync(path.join(dataDir, "e-donusum", "e-donusum-testi.yaml"), "utf8")
    const slug = /^slug: (.*)$/m.exec(turkishText)?.[1] ?? ""
    fs.mkdirSync(path.join(copy, "en", "e-donusum"), { recursive: true })
    fs.writeFileSync(
      path.join(copy, "en", "e-donusum", "e-donusum-testi.yaml"),
      `counterpart: e-donusum-testi\n${turkishText.replace(/^slug: .*$/m, "slug: /en/e-document-check")}`,
    )
    const routes = siteRoutes(contentTypes, copy).filter((route) => route.file?.endsWith("e-donusum-testi.yaml"))
    const turkish = routes.filter((route) => !route.language)
    const translated = routes.filter((route) => route.language === "en")
    expect(turkish.length).toBeGreaterThan(30)
    expect(translated).toHaveLength(turkish.length)
    turkish.forEach((route, i) => {
      expect(route.alternates).toEqual({ tr: route.slug, en: translated[i].slug })
      expect(translated[i].alternates).toEqual(route.alternates)
      expect(translated[i].slug).toBe(route.slug.replace(slug, "/en/e-document-check"))
    })
  })
})

describe("figuresOf", () => {
  it("reads digits as each language writes them, without the tokens", () => {
    expect(figuresOf("2023-2025 yıllarında 17 işletmede %40, 1.250,5 saat ve {fiyat:destek-standart}.", "tr")).toEqual([
      "2023",
      "2025",
      "17",
      "40",
      "1250.5",
    ])
    expect(figuresOf("In 2023-2025, 40% and 1,250.5 hours at 17 companies.", "en")).toEqual([
      "2023",
      "2025",
      "40",
      "1250.5",
      "17",
    ])
    expect(figuresOf("7/24 destek, %99,9 erişilebilirlik.", "tr")).toEqual(["7", "24", "99.9"])
    expect(figuresOf("24/7 support, 99.9% availability.", "en")).toEqual(["24", "7", "99.9"])
  })

  it("reads a time the Turkish way (08.00) and the English way (08:00) as one, and keeps a version number as written", () => {
    expect(figuresOf("Hafta içi 08.00-20.00, cumartesi 9.00-18.00.", "tr")).toEqual(["08:00", "20:00", "09:00", "18:00"])
    expect(figuresOf("Weekdays 08:00–20:00, Saturdays 9:00–18:00.", "en")).toEqual(["08:00", "20:00", "09:00", "18:00"])
    expect(figuresOf("WCAG 2.1 AA ve 10.000 ziyaret", "tr")).toEqual(["2.1", "10000"])
    expect(figuresOf("WCAG 2.1 AA and 10,000 visits", "en")).toEqual(["2.1", "10000"])
  })
})
