import { act, render } from "@testing-library/react"
import fs from "fs"
import os from "os"
import path from "path"
import { createElement } from "react"
import { parse } from "yaml"
import { keepBillingPeriod } from "../../src/browser/billing-period"
import { writeMessage } from "../../src/browser/subject"
import { buildTime } from "../../src/content/build-time"
import { FORM_ANCHOR, LINKED_MESSAGE_MAX, MESSAGE_PARAM, messageLink, SUBJECT_PARAM } from "../../src/content/form-links"
import { fillTokens, tokenValues, type TokenSource } from "../../src/content/tokens"
import { contentTokens } from "../../src/content/content-tokens"
import { siteRoutes } from "../../src/content/routes"
import { validateContent, type Problem } from "../../src/content/validate"
import { contentTypes } from "../../src/kinds"
import {
  formatLira,
  inPeriod,
  priceText,
  priceTokens,
  pricesSchema,
  withVat,
  yearly,
  type PriceLine,
} from "../../src/kinds/prices"
import { BillingSwitch, PERIOD_PARAM } from "../../src/kinds/prices/billing-switch"
import { pricesJsonLd } from "../../src/kinds/prices/json-ld"
import { QUOTE_SUBJECT, quoteMessage } from "../../src/kinds/prices/line-card"
import { readData } from "../support/site-data"

/**
 * The price list (src/kinds/prices/, data/fiyatlar/fiyatlar.yaml): its figures, the tokens it lends to other
 * files ({fiyat:id}), the content check's rules on the real data with one edit an editor could make (in a
 * copy of data/), the Product/Offer structured data, the quote request's message and the period switch.
 */

const root = path.join(__dirname, "..", "..")
const realData = path.join(root, "data")
const PRICE_FILE = "fiyatlar/fiyatlar.yaml"

const rawList = readData(PRICE_FILE)
const list = pricesSchema.parse(rawList)
const site = readData<TokenSource & { siteUrl: string; vatRate: number }>("site.yaml")
const lineOf = (id: string) => {
  const line = list.lines.find((item) => item.id === id)
  if (!line) throw new Error(`The price list no longer has the line "${id}"`)
  return line
}

// `npm test` pins the build's "now" (scripts/test.mjs); a lone `npx jest` must check the same day.
const PINNED_BUILD_TIME = "2026-11-26T12:00:00+03:00"

describe("the price list's figures (money.ts)", () => {
  it("writes lira with a dot for thousands, and 0 as free", () => {
    expect(formatLira(0)).toBe("Ücretsiz")
    expect(formatLira(1450)).toBe("1.450 TL")
    expect(formatLira(185000)).toBe("185.000 TL")
    expect(formatLira(890)).toBe("890 TL")
  })

  it("adds VAT at the site's 20 % to the whole lira, a half lira up", () => {
    expect(site.vatRate).toBe(20)
    expect(withVat(890, 20)).toBe(1068)
    expect(withVat(1450, 20)).toBe(1740)
    expect(withVat(0, 20)).toBe(0)
    // 3 × 1.2 = 3.6 and 2 × 1.2 = 2.4: to the nearest lira.
    expect(withVat(3, 20)).toBe(4)
    expect(withVat(2, 20)).toBe(2)
    // At 20 % no whole amount ends in a half; at 10 % 25 and 5 do (27.5, 5.5), and go up as an invoice rounds.
    expect(withVat(25, 10)).toBe(28)
    expect(withVat(5, 10)).toBe(6)
    expect(withVat(15, 10)).toBe(17)
  })

  it("gives a monthly price's yearly figure with the yearly discount", () => {
    expect(list.yearlyDiscount).toBe(15)
    expect(yearly(890, 15)).toBe(9078)
    expect(yearly(1450, 15)).toBe(14790)
    expect(yearly(100, 0)).toBe(1200)
  })

  it("shows each billing in the monthly and the yearly period", () => {
    const shown = (amount: number, billing: PriceLine["start"][number]["billing"], period: "aylik" | "yillik") =>
      priceText(inPeriod({ amount, billing }, period, 15))
    // Only a monthly price changes with the period.
    expect(inPeriod({ amount: 890, billing: "aylik" }, "aylik", 15)).toEqual({ amount: 890, per: "ay" })
    expect(inPeriod({ amount: 890, billing: "aylik" }, "yillik", 15)).toEqual({ amount: 9078, per: "yıl" })
    expect(shown(890, "aylik", "aylik")).toBe("890 TL / ay")
    expect(shown(890, "aylik", "yillik")).toBe("9.078 TL / yıl")
    expect(shown(33300, "yillik", "aylik")).toBe("33.300 TL / yıl")
    expect(shown(33300, "yillik", "yillik")).toBe("33.300 TL / yıl")
    expect(shown(185000, "tek", "aylik")).toBe("185.000 TL tek seferlik")
    expect(shown(185000, "tek", "yillik")).toBe("185.000 TL tek seferlik")
    expect(shown(12500, "gun", "aylik")).toBe("12.500 TL / gün")
    expect(shown(12500, "gun", "yillik")).toBe("12.500 TL / gün")
    expect(shown(0, "aylik", "yillik")).toBe("Ücretsiz")
  })
})

describe("the tokens the price list lends ({fiyat:id})", () => {
  const values = priceTokens(parse(fs.readFileSync(path.join(realData, PRICE_FILE), "utf8")) as Record<string, unknown>)

  it("reads a support package's monthly amount and a line's starting price from the real list", () => {
    expect(values["destek-standart"]).toBe("500 TL")
    expect(values["destek-temel"]).toBe("Ücretsiz")
    expect(values["destek-premium"]).toBe("1.000 TL")
    expect(values["on-muhasebe"]).toBe("890 TL / ay")
    expect(values["uretim"]).toBe("185.000 TL tek seferlik")
    expect(values["danismanlik"]).toBe("12.500 TL / gün")
    // One value per line and per package, nothing else.
    expect(Object.keys(values).sort()).toEqual(
      [...list.lines.map((line) => line.id), ...list.support.packages.map((item) => item.id)].sort(),
    )
  })

  it("are filled by fillTokens beside the site's tokens; unknown ones stay as written", () => {
    const all = { ...tokenValues(site), ...Object.fromEntries(Object.entries(values).map(([id, v]) => [`fiyat:${id}`, v])) }
    expect(fillTokens("Standart paket {fiyat:destek-standart} / ay", all)).toBe("Standart paket 500 TL / ay")
    expect(fillTokens("{brand} ön muhasebe: {fiyat:on-muhasebe}", all)).toBe("Yakamoz Yazılım ön muhasebe: 890 TL / ay")
    // Another kind's placeholder, an unknown id and an unknown prefix are the content check's, not fillTokens'.
    expect(fillTokens("{tutar:x} ve {fiyat:yok} ve {fyat:destek-standart}", all)).toBe(
      "{tutar:x} ve {fiyat:yok} ve {fyat:destek-standart}",
    )
    // Without the lent values the site's tokens are still filled.
    expect(fillTokens("{brand}: {fiyat:destek-standart}", tokenValues(site))).toBe("Yakamoz Yazılım: {fiyat:destek-standart}")
  })

  it("are filled outside GraphQL too: the search, the feeds, the share cards and the subjects read contentTokens", () => {
    const fromFiles = contentTokens(contentTypes, realData)
    const fromRoutes = contentTokens(contentTypes, realData, siteRoutes(contentTypes, realData))
    expect(fromFiles["fiyat:destek-standart"]).toBe("500 TL")
    expect(fromFiles.brand).toBe(site.brand)
    expect(fromRoutes).toEqual(fromFiles)
    expect(fillTokens("{fiyat:on-muhasebe}", fromFiles)).toBe("890 TL / ay")
  })
})

describe("the content check of the price list, on a copy of the real data", () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "prices-")), "data")
    fs.cpSync(realData, dataDir, { recursive: true })
    // The edits change Turkish pages; their English pages, which must follow them (translations.test.ts), are left out.
    fs.rmSync(path.join(dataDir, "en"), { recursive: true })
  })
  afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }))

  /** The problems of the copy with `edits` applied (file under data/ → edit of its real text), then restored. */
  function check(edits: Record<string, (text: string) => string>, env: { SITE_BUILD_TIME?: string } = {}) {
    const before = process.env.SITE_BUILD_TIME
    try {
      for (const [file, edit] of Object.entries(edits))
        fs.writeFileSync(path.join(dataDir, file), edit(fs.readFileSync(path.join(realData, file), "utf8")))
      process.env.SITE_BUILD_TIME = env.SITE_BUILD_TIME ?? PINNED_BUILD_TIME
      return validateContent(contentTypes, dataDir).problems
    } finally {
      if (before === undefined) delete process.env.SITE_BUILD_TIME
      else process.env.SITE_BUILD_TIME = before
      for (const file of Object.keys(edits)) fs.copyFileSync(path.join(realData, file), path.join(dataDir, file))
    }
  }

  const replaceOnce = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`The file no longer has: ${from}`)
    return text.replace(from, to)
  }
  const inList = (from: string, to: string) => ({ [PRICE_FILE]: (text: string) => replaceOnce(text, from, to) })
  const fields = (problems: Problem[]) => problems.map((p) => [p.file, p.field, p.found])
  /** The end of the first line (on-muhasebe) and the start of the second. */
  const LINE_ONE_END = 'validUntil: "2027-06-30"\n\n  - id: muhasebe\n'
  const ON_MUHASEBE_START = "      - { amount: 890, billing: aylik, unit:"

  it("passes the real data", () => {
    expect(check({})).toEqual([])
  })

  it("refuses a price typed by hand in another file, in lira or with the lira sign", () => {
    const edits: [string, string][] = [
      ["        - Telefon desteği\n", "        - Telefon desteği, Standart paket 500 TL\n"],
      ["        - Özel müşteri temsilcisi\n", "        - Özel müşteri temsilcisi, ₺500 ek ücretle\n"],
      ["        - Aylık sistem raporu\n", "        - Aylık sistem raporu, yılda 3 bin lira\n"],
    ]
    const problems = check({
      "support/teknik-destek.yaml": (text) => edits.reduce((edited, [from, to]) => replaceOnce(edited, from, to), text),
    })
    expect(fields(problems)).toEqual([
      ["data/support/teknik-destek.yaml", "packages.packages[1].features[1]", '"500 TL"'],
      ["data/support/teknik-destek.yaml", "packages.packages[2].features[2]", '"₺500"'],
      ["data/support/teknik-destek.yaml", "packages.packages[2].features[5]", '"3 bin lira"'],
    ])
    for (const problem of problems) {
      expect(problem.expected).toContain("fiyat listesinden okunan bir fiyat")
      expect(problem.expected).toContain("{fiyat:destek-standart}")
      expect(problem.line).toEqual(expect.any(Number))
    }
  })

  it("refuses an unknown id, naming the known ones, and an unknown prefix, naming the known one", () => {
    const problems = check({
      "support/teknik-destek.yaml": (text) =>
        replaceOnce(
          replaceOnce(text, 'price: "{fiyat:destek-premium}"', 'price: "{fiyat:yok}"'),
          'price: "{fiyat:destek-standart}"',
          'price: "{fyat:destek-standart}"',
        ),
    })
    expect(fields(problems)).toEqual([
      // The support page's own schema takes only a {fiyat:…} token there.
      ["data/support/teknik-destek.yaml", "packages.packages[1].price", '"{fyat:destek-standart}" metni'],
      ["data/support/teknik-destek.yaml", "packages.packages[1].price", "{fyat:destek-standart}"],
      ["data/support/teknik-destek.yaml", "packages.packages[2].price", "{fiyat:yok}"],
    ])
    const [, unknownPrefix, unknownId] = problems
    expect(unknownPrefix.expected).toBe("bilinen bir kısaltma öneki: {fiyat:…} (“fiyat” mi?)")
    expect(unknownId.expected).toBe("Fiyatlar içindeki bir kimlik")
    expect(unknownId.hint).toBe(
      `Bilinen kimlikler: ${[...list.support.packages, ...list.lines].map((item) => item.id).join(", ")}`,
    )
    expect(unknownId.hint).toContain("destek-standart")
  })

  it("refuses a line without a validity day (schema) and one without a starting price", () => {
    const problems = check({
      [PRICE_FILE]: (text) =>
        replaceOnce(
          replaceOnce(text, '    validUntil: "2027-06-30"\n\n  - id: muhasebe\n', "\n  - id: muhasebe\n"),
          '    start:\n      - { amount: 1450, billing: aylik, unit: "kullanıcı başına, en az 2 kullanıcı" }\n',
          "    start: []\n",
        ),
    })
    expect(problems).toEqual([
      {
        file: "data/fiyatlar/fiyatlar.yaml",
        line: expect.any(Number),
        field: "lines[0].validUntil",
        expected: "bir metin",
        found: "hiçbir değer (alan yazılmamış)",
      },
      {
        file: "data/fiyatlar/fiyatlar.yaml",
        line: expect.any(Number),
        field: "lines[1].start",
        expected: "en az 1 öğelik bir liste",
        found: "0 öğelik bir liste",
      },
    ])
  })

  it("refuses a validity day before the build's day, and every line's once the build runs after them", () => {
    expect(buildTime({ SITE_BUILD_TIME: PINNED_BUILD_TIME }).toISOString().slice(0, 10)).toBe("2026-11-26")
    const past = check(inList(LINE_ONE_END, LINE_ONE_END.replace("2027-06-30", "2026-11-25")))
    expect(past).toEqual([
      expect.objectContaining({
        file: "data/fiyatlar/fiyatlar.yaml",
        field: "lines[0].validUntil",
        found: "25.11.2026",
        expected: "bugünden (26.11.2026) sonraki bir gün: fiyatın geçerliliği bitmiş",
      }),
    ])
    const later = check({}, { SITE_BUILD_TIME: "2027-07-01T12:00:00+03:00" }).filter(
      (p) => p.file === "data/fiyatlar/fiyatlar.yaml",
    )
    expect(later.map((p) => [p.field, p.found])).toEqual(
      list.lines.map((_, index) => [`lines[${index}].validUntil`, "30.06.2027"]),
    )
  })

  it("refuses a written VAT-inclusive figure that is not the amount × 1.2", () => {
    const problems = check({
      [PRICE_FILE]: (text) =>
        replaceOnce(
          replaceOnce(text, ON_MUHASEBE_START, ON_MUHASEBE_START.replace("billing: aylik,", "billing: aylik, withVat: 1050,")),
          "      amount: 500\n",
          "      amount: 500\n      withVat: 590\n",
        ),
    })
    expect(problems).toEqual([
      {
        file: "data/fiyatlar/fiyatlar.yaml",
        line: expect.any(Number),
        field: "lines[0].start[0].withVat",
        found: "1050",
        expected: "%20 KDV ile 1068 (890 × 1.2); ya da alanı boş bırakın, sayfa hesaplar",
        hint: "KDV oranı data/site.yaml dosyasındaki vatRate alanındadır.",
      },
      expect.objectContaining({
        file: "data/fiyatlar/fiyatlar.yaml",
        field: "support.packages[1].withVat",
        found: "590",
        expected: expect.stringContaining("%20 KDV ile 600"),
      }),
    ])
  })

  it("refuses a line in an unknown group, and a line id that is a group's id", () => {
    const consulting = list.lines.findIndex((line) => line.id === "danismanlik")
    // The ERP core line's page is an overview's section, so no product page links its id.
    const core = list.lines.findIndex((line) => line.id === "erp-cekirdek")
    const problems = check({
      [PRICE_FILE]: (text) =>
        replaceOnce(
          replaceOnce(text, "    group: hizmetler\n    name: Danışmanlık", "    group: hizmet\n    name: Danışmanlık"),
          "  - id: erp-cekirdek\n",
          "  - id: erp-cozumleri\n",
        ),
    })
    expect(fields(problems)).toEqual([
      ["data/fiyatlar/fiyatlar.yaml", `lines[${core}].id`, '"erp-cozumleri" groups[1].id alanında da var'],
      ["data/fiyatlar/fiyatlar.yaml", `lines[${consulting}].group`, '"hizmet"'],
    ])
    expect(problems[0].expected).toBe("tek kimlik (metinler fiyatı {fiyat:erp-cozumleri} ile okur)")
    expect(problems[1].expected).toBe(`groups listesindeki bir grup: ${list.groups.map((group) => group.id).join(", ")}`)
  })

  it("refuses a product page whose call to action does not lead to its line", () => {
    const index = list.lines.findIndex((line) => line.id === "muhasebe")
    const problems = check({
      "erp/muhasebe-sistemi.yaml": (text) =>
        replaceOnce(text, "    - { label: Fiyatları görün, href: /fiyatlar#muhasebe, variant: secondary }\n", ""),
    })
    expect(problems).toEqual([
      {
        file: "data/fiyatlar/fiyatlar.yaml",
        line: expect.any(Number),
        field: `lines[${index}].page`,
        found: "data/erp/muhasebe-sistemi.yaml dosyasında yok",
        expected: "kapanış düğmelerinden biri bu satıra giden bir sayfa (cta.actions içinde href: /fiyatlar#muhasebe)",
      },
    ])
  })

  it("refuses a link to a section the price page does not have", () => {
    const problems = check({
      "support/teknik-destek.yaml": (text) => replaceOnce(text, "href: /fiyatlar#destek-paketleri,", "href: /fiyatlar#yok,"),
    })
    expect(fields(problems)).toEqual([
      ["data/support/teknik-destek.yaml", "cta.actions[3].href", '"/fiyatlar#yok": sayfada "yok" adlı bölüm yok'],
    ])
    expect(problems[0].expected).toContain("/fiyatlar sayfasının bölümlerinden biri: #ozet, #destek-paketleri")
    expect(problems[0].expected).toContain("#on-muhasebe")
  })

  it("accepts a right VAT figure, a validity ending on the build's day, and links to a line, a group or a section", () => {
    const problems = check({
      [PRICE_FILE]: (text) =>
        replaceOnce(
          replaceOnce(
            replaceOnce(text, ON_MUHASEBE_START, ON_MUHASEBE_START.replace("billing: aylik,", "billing: aylik, withVat: 1068,")),
            "      amount: 500\n",
            "      amount: 500\n      withVat: 600\n",
          ),
          LINE_ONE_END,
          LINE_ONE_END.replace("2027-06-30", "2026-11-26"),
        ),
      "support/teknik-destek.yaml": (text) =>
        replaceOnce(
          text,
          "    - { label: Tüm fiyatlar, href: /fiyatlar#destek-paketleri, variant: secondary }\n",
          [
            "    - { label: Tüm fiyatlar, href: /fiyatlar#destek-paketleri, variant: secondary }",
            "    - { label: Ön muhasebe fiyatı, href: /fiyatlar#on-muhasebe, variant: secondary }",
            "    - { label: ERP fiyatları, href: /fiyatlar#erp-cozumleri, variant: secondary }",
            "",
          ].join("\n"),
        ),
    })
    expect(problems).toEqual([])
  })
})

describe("the price page's structured data (Product and Offer)", () => {
  const jsonLd = pricesJsonLd(list.lines, site, list.slug, site.vatRate)
  type Specification = {
    price: number
    priceCurrency: string
    valueAddedTaxIncluded: boolean
    unitCode?: string
    referenceQuantity?: { unitCode: string; value: number }
  }
  const buildDay = buildTime({ SITE_BUILD_TIME: process.env.SITE_BUILD_TIME ?? PINNED_BUILD_TIME })
    .toISOString()
    .slice(0, 10)

  it("makes every line a schema.org Product with the fields Google reads for a product snippet", () => {
    expect(jsonLd["@context"]).toBe("https://schema.org")
    expect(jsonLd["@graph"]).toHaveLength(list.lines.length)
    jsonLd["@graph"].forEach((product, index) => {
      const line = list.lines[index]
      expect(product).toMatchObject({
        "@type": "Product",
        name: line.name,
        url: `${site.siteUrl}${line.page}`,
        brand: { "@type": "Brand", name: site.brand },
      })
      expect(product.name.trim()).not.toBe("")
      const { offers } = product
      expect(offers).toMatchObject({
        "@type": "Offer",
        price: line.start[0].amount,
        priceCurrency: "TRY",
        priceValidUntil: line.validUntil,
        availability: "https://schema.org/InStock",
      })
      expect(typeof offers.price).toBe("number")
      expect(Number.isFinite(offers.price)).toBe(true)
      // ISO 4217 currency; ISO 8601 day, a real one, not before the build's day.
      expect(offers.priceCurrency).toMatch(/^[A-Z]{3}$/)
      expect(offers.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${offers.priceValidUntil}T00:00:00Z`).toISOString().slice(0, 10)).toBe(offers.priceValidUntil)
      expect(offers.priceValidUntil >= buildDay).toBe(true)
      expect(offers.url).toBe(`${site.siteUrl}${list.slug}#${line.id}`)
      expect(offers.url.endsWith(`#${line.id}`)).toBe(true)
      expect(() => new URL(offers.url)).not.toThrow()
      expect(() => new URL(product.url)).not.toThrow()
    })
    // The structured data is plain JSON: what the page writes into its script tag.
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd)
  })

  it("gives each part of a starting price without and with VAT, at the site's rate", () => {
    jsonLd["@graph"].forEach((product, index) => {
      const line = list.lines[index]
      const specs = product.offers.priceSpecification as Specification[]
      expect(specs).toHaveLength(line.start.length * 2)
      line.start.forEach((part, partIndex) => {
        const [without, included] = specs.slice(partIndex * 2, partIndex * 2 + 2)
        expect(without).toMatchObject({
          "@type": "UnitPriceSpecification",
          price: part.amount,
          priceCurrency: "TRY",
          valueAddedTaxIncluded: false,
        })
        expect(included).toMatchObject({ "@type": "UnitPriceSpecification", priceCurrency: "TRY", valueAddedTaxIncluded: true })
        expect(included.price).toBe(withVat(part.amount, site.vatRate))
        expect(Math.abs(included.price - without.price * 1.2)).toBeLessThanOrEqual(0.5)
        if (part.amount > 0) expect(included.price).toBeGreaterThan(without.price)
      })
    })
  })

  it("names a recurring part's unit (a month is MON), and none for a one-time part", () => {
    const specsOf = (id: string) =>
      jsonLd["@graph"].find((product) => product.offers.url.endsWith(`#${id}`))?.offers.priceSpecification as Specification[]
    const monthly = specsOf("on-muhasebe")
    expect(monthly.map((spec) => [spec.price, spec.valueAddedTaxIncluded, spec.unitCode])).toEqual([
      [890, false, "MON"],
      [1068, true, "MON"],
    ])
    expect(monthly[0].referenceQuantity).toEqual({ "@type": "QuantitativeValue", value: 1, unitCode: "MON" })
    // A licence: once, then a yearly update.
    expect(specsOf("uretim").map((spec) => spec.unitCode)).toEqual([undefined, undefined, "ANN", "ANN"])
    expect(specsOf("danismanlik").map((spec) => spec.unitCode)).toEqual(["DAY", "DAY"])
  })
})

describe("the quote request's message in the contact form", () => {
  const onMuhasebe = lineOf("on-muhasebe")
  const asQueried = (line: PriceLine) => ({
    name: line.name,
    package: line.package,
    start: line.start.map((part) => ({ amount: part.amount, billing: part.billing, unit: part.unit ?? null })),
  })

  it("writes the line, its package, the period and the yearly price into the link, and reads back whole", () => {
    const link = messageLink(
      QUOTE_SUBJECT,
      quoteMessage(list.quote.request, asQueried(onMuhasebe), "yillik", list.yearlyDiscount),
    )
    expect(link.startsWith("/contact?")).toBe(true)
    expect(link.endsWith(`#${FORM_ANCHOR}`)).toBe(true)
    // Spaces as %20, not "+", so that no reader of the address takes them for a plus.
    expect(link).not.toContain("+")
    const query = new URLSearchParams(link.slice(link.indexOf("?") + 1, link.indexOf("#")))
    expect(query.get(SUBJECT_PARAM)).toBe("fiyat-teklifi")
    const message = query.get(MESSAGE_PARAM) ?? ""
    for (const words of ["Ön muhasebe", "Başlangıç", "Yıllık", "9.078 TL / yıl", list.quote.request])
      expect(message).toContain(words)
    expect(message.split("\n")).toEqual([
      "Bu ürün için yazılı fiyat teklifi istiyorum.",
      "Ürün grubu: Ön muhasebe",
      "Paket: Başlangıç",
      "Ödeme dönemi: Yıllık",
      "Listedeki başlangıç fiyatı: 9.078 TL / yıl (KDV hariç)",
      "Kullanıcı, şube ya da ürün sayımız: ",
    ])
  })

  it("keeps a two-part price's plus, and names no period for a line without a monthly price", () => {
    const b2b = quoteMessage(list.quote.request, asQueried(lineOf("b2b")), "aylik", list.yearlyDiscount)
    const query = new URLSearchParams(messageLink(QUOTE_SUBJECT, b2b).split("?")[1].split("#")[0])
    expect(query.get(MESSAGE_PARAM)).toBe(b2b)
    expect(b2b).toContain("65.000 TL tek seferlik + 2.900 TL / ay")
    const consulting = quoteMessage(list.quote.request, asQueried(lineOf("danismanlik")), undefined, list.yearlyDiscount)
    expect(consulting).not.toContain("Ödeme dönemi")
    expect(consulting).toContain("Listedeki başlangıç fiyatı: 12.500 TL / gün (KDV hariç)")
  })

  it("is written into an empty message box, never over a visitor's text, and cut at the longest a link may carry", () => {
    const link = messageLink(QUOTE_SUBJECT, quoteMessage(list.quote.request, asQueried(onMuhasebe), "yillik", 15))
    const search = link.slice(link.indexOf("?"), link.indexOf("#"))
    const textarea = document.createElement("textarea")
    writeMessage(textarea, search)
    expect(textarea.value).toContain("Ürün grubu: Ön muhasebe")
    expect(textarea.value).toContain("9.078 TL / yıl")

    const typed = document.createElement("textarea")
    typed.value = "Kendi mesajım"
    writeMessage(typed, search)
    expect(typed.value).toBe("Kendi mesajım")

    const none = document.createElement("textarea")
    writeMessage(none, "?konu=fiyat-teklifi")
    expect(none.value).toBe("")

    const long = "a".repeat(LINKED_MESSAGE_MAX + 100)
    const cut = document.createElement("textarea")
    writeMessage(cut, `?${new URLSearchParams({ [MESSAGE_PARAM]: long }).toString()}`)
    expect(cut.value).toBe("a".repeat(LINKED_MESSAGE_MAX))
    // The link itself carries no more either.
    const carried = new URLSearchParams(messageLink(QUOTE_SUBJECT, long).split("?")[1].split("#")[0]).get(MESSAGE_PARAM)
    expect(carried).toHaveLength(LINKED_MESSAGE_MAX)
  })
})

describe("the monthly or yearly switch kept in the address (?donem=)", () => {
  const start = window.location.href
  afterEach(() => {
    window.history.replaceState(null, "", start)
    jest.restoreAllMocks()
  })

  const radios = (container: HTMLElement) => {
    const found = Array.from(container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${PERIOD_PARAM}"]`))
    const byValue = (value: string) => {
      const radio = found.find((item) => item.value === value)
      if (!radio) throw new Error(`no ${value} radio`)
      return radio
    }
    return { monthly: byValue("aylik"), yearly: byValue("yillik") }
  }

  it("checks the yearly choice when the address names it", () => {
    window.history.replaceState(null, "", "/fiyatlar?donem=yillik#on-muhasebe")
    const { container } = render(createElement(BillingSwitch, { discount: 15, vatRate: 20 }))
    const { monthly, yearly: yearlyRadio } = radios(container)
    expect(monthly.checked).toBe(true)
    keepBillingPeriod(container)
    expect(yearlyRadio.checked).toBe(true)
    expect(monthly.checked).toBe(false)
  })

  it("leaves the page's own choice for an address without the parameter or with an unknown period", () => {
    window.history.replaceState(null, "", "/fiyatlar?donem=haftalik")
    const { container } = render(createElement(BillingSwitch, { discount: 15, vatRate: 20 }))
    keepBillingPeriod(container)
    expect(radios(container).monthly.checked).toBe(true)
  })

  it("writes the yearly choice into the address, keeping the fragment and other parameters, and removes it for monthly", () => {
    window.history.replaceState({ kept: true }, "", "/fiyatlar?utm_source=bulten#on-muhasebe")
    const { container } = render(createElement(BillingSwitch, { discount: 15, vatRate: 20 }))
    keepBillingPeriod(container)
    const replaceState = jest.spyOn(window.history, "replaceState")
    const { monthly, yearly: yearlyRadio } = radios(container)

    act(() => yearlyRadio.click())
    expect(replaceState).toHaveBeenCalledTimes(1)
    expect(replaceState).toHaveBeenLastCalledWith({ kept: true }, "", "/fiyatlar?utm_source=bulten&donem=yillik#on-muhasebe")
    expect(window.location.search).toBe("?utm_source=bulten&donem=yillik")
    expect(window.location.hash).toBe("#on-muhasebe")

    act(() => monthly.click())
    expect(replaceState).toHaveBeenCalledTimes(2)
    expect(window.location.search).toBe("?utm_source=bulten")
    expect(window.location.hash).toBe("#on-muhasebe")
    expect(new URLSearchParams(window.location.search).has(PERIOD_PARAM)).toBe(false)
  })

  it("drops the question mark when the period was the only parameter", () => {
    window.history.replaceState(null, "", "/fiyatlar?donem=yillik")
    const { container } = render(createElement(BillingSwitch, { discount: 15, vatRate: 20 }))
    keepBillingPeriod(container)
    act(() => radios(container).monthly.click())
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/fiyatlar")
  })
})
