/** @jest-environment node */
import path from "path"
import { formatReport, reportEndings, validateContent, type Problem } from "../../src/content/validate"

import { sectionTypes } from "../../src/kinds/pages/schema"
import { contentTypes, isPageType, onePagePerFile, type ContentType, type KindFile } from "../../src/kinds"
import { contentFixture, removeContentFixture } from "../support/content-fixture"

// Each case of __tests__/fixtures/content lays its broken files over the valid base.
const made: string[] = []
function check(cases: string[] = [], remove: string[] = [], types?: readonly ContentType[]) {
  const dataDir = contentFixture(cases, remove)
  made.push(dataDir)
  return validateContent(types ?? contentTypes, dataDir)
}
afterAll(() => made.forEach(removeContentFixture))

const byLine = (problems: Problem[]) => [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))

const only = (problems: Problem[]) => {
  expect(problems).toHaveLength(1)
  return problems[0]
}

describe("validateContent", () => {
  it("passes a valid data tree and returns every file with its GraphQL type", () => {
    // The tree also links to "/teklif?konu=erp": a query string still points at a page.
    const { problems, files } = check()
    expect(problems).toEqual([])
    expect(files.map((f) => [f.file, f.typeName])).toEqual([
      ["data/erp/muhasebe-sistemi.yaml", "ErpYaml"],
      ["data/navigation.yaml", "NavigationYaml"],
      ["data/pages/contact.yaml", "PagesYaml"],
      ["data/pages/home.yaml", "PagesYaml"],
      ["data/pages/kanallar.yaml", "PagesYaml"],
      ["data/pages/teklif.yaml", "PagesYaml"],
      ["data/site.yaml", "SiteYaml"],
    ])
  })

  it("passes the real content of data/", () => {
    const { problems, files } = validateContent(contentTypes, path.join(__dirname, "..", "..", "data"))
    expect(formatReport(problems)).toBe(formatReport([]))
    expect(files.length).toBeGreaterThan(30)
  })

  it("reports bad YAML syntax with the line of the mistake", () => {
    expect(only(check(["bad-yaml"]).problems)).toEqual({
      file: "data/pages/contact.yaml",
      line: 6,
      field: "",
      expected: "geçerli YAML",
      found: expect.stringMatching(/\S/),
    })
  })

  it("reports a missing required field by its path", () => {
    expect(only(check(["missing-field"]).problems)).toEqual({
      file: "data/erp/muhasebe-sistemi.yaml",
      line: 1,
      field: "title",
      expected: "bir metin",
      found: "hiçbir değer (alan yazılmamış)",
    })
  })

  it("reports a value of the wrong type", () => {
    expect(only(check(["wrong-type"]).problems)).toEqual({
      file: "data/erp/muhasebe-sistemi.yaml",
      line: 4,
      field: "keywords",
      expected: "bir liste",
      found: '"muhasebe programı" metni',
    })
  })

  it("reports an unknown section type and lists the allowed types, with no guess when none is close", () => {
    const problem = only(check(["unknown-section"]).problems)
    expect(problem).toMatchObject({
      file: "data/pages/contact.yaml",
      line: 7,
      field: "sections[1].type",
      found: '"slider" metni',
    })
    expect(problem.expected).toBe(`bölüm türlerinden biri: ${sectionTypes.join(", ")}`)
    expect(problem.expected).toContain("hero, claims, stats, cards")
    expect(problem.hint).toBeUndefined()
  })

  it("reports a misspelt field at the line where it is written, with the field it likely meant", () => {
    const problem = only(check(["unknown-key"]).problems)
    expect(problem).toEqual({
      file: "data/erp/muhasebe-sistemi.yaml",
      line: 4,
      field: "keyword",
      expected: expect.stringMatching(/^buradaki alanlardan biri: slug, title, description, keywords, hero, /),
      found: 'bilinmeyen "keyword" alanı',
      hint: 'Şunu mu demek istediniz: "keywords"?',
    })
  })

  it("reports a misspelt required field once, as the misspelling, not also as the missing field", () => {
    const problems = byLine(check(["misspelt-field"]).problems)
    expect(problems.map((p) => [p.line, p.field, p.hint])).toEqual([
      [2, "titel", 'Şunu mu demek istediniz: "title"?'],
      [10, "stats.stats[0].value", 'tırnak içinde yazın: "98"'],
    ])
    expect(problems[1]).toMatchObject({ expected: "bir metin", found: "98 sayısı" })
  })

  it("suggests the nearest section type, icon and route", () => {
    const problems = byLine(check(["near-values"]).problems)
    expect(problems.map((p) => [p.field, p.found, p.hint])).toEqual([
      [
        "sections[0].actions[1].href",
        '"/erp/muhasebe#moduller": data/ klasöründeki hiçbir dosya bu sayfayı oluşturmuyor',
        'Şunu mu demek istediniz: "/erp/muhasebe-sistemi#moduller" (Muhasebe Sistemi)?',
      ],
      ["sections[1].type", '"card" metni', 'Şunu mu demek istediniz: "cards"?'],
      ["sections[2].sectors[0].icon", '"chefhat" metni', 'Şunu mu demek istediniz: "chef-hat"?'],
    ])
    // The icon list is long: the rule is named by its message instead of listing every icon.
    expect(problems[2].expected).toBe(
      'Lucide simgelerinden birinin adı, örneğin "chef-hat" (tüm liste: https://lucide.dev/icons)',
    )
  })

  it("reports schema, slug, link and token problems of every file in one run", () => {
    const problems = check(["one-pass"]).problems
    expect(problems.map((p) => [p.file, p.line, p.field, p.hint])).toEqual(
      expect.arrayContaining([
        ["data/erp/muhasebe-sistemi.yaml", 4, "description", undefined],
        ["data/erp/muhasebe-sistemi.yaml", 7, "hero.lead", "Şunu mu demek istediniz: {brand}?"],
        ["data/erp/muhasebe-sistemi.yaml", 12, "cta.actions[0].href", 'Şunu mu demek istediniz: "/contact" (İletişim)?'],
        ["data/pages/hakkimizda.yaml", 2, "slug", 'şöyle yazın: "/hakkimizda"'],
      ]),
    )
    expect(problems).toHaveLength(4)
    // home.yaml's link into the ERP page still resolves: that page's address is read despite its problems.
    expect(problems.some((p) => p.file === "data/pages/home.yaml")).toBe(false)
  })

  it("reports a slug used twice in both files, each naming the other", () => {
    expect(check(["duplicate-slug"]).problems).toEqual([
      {
        file: "data/pages/contact.yaml",
        line: 1,
        field: "slug",
        expected: "başka hiçbir sayfanın kullanmadığı bir adres",
        found: '"/contact"; aynı adres şurada da var: data/pages/iletisim.yaml',
      },
      {
        file: "data/pages/iletisim.yaml",
        line: 2,
        field: "slug",
        expected: "başka hiçbir sayfanın kullanmadığı bir adres",
        found: '"/contact"; aynı adres şurada da var: data/pages/contact.yaml',
      },
    ])
  })

  it("reports an internal link to a page no file creates, with its line and field path", () => {
    expect(only(check(["broken-link"]).problems)).toEqual({
      file: "data/pages/home.yaml",
      line: 11,
      field: "sections[0].actions[1].href",
      expected: "sitenin var olan bir sayfasına bağlantı",
      found: '"/hakkimizda": data/ klasöründeki hiçbir dosya bu sayfayı oluşturmuyor',
    })
  })

  it("reports a token that data/site.yaml does not fill, and the token it likely meant", () => {
    const problem = only(check(["unknown-token"]).problems)
    expect(problem).toMatchObject({
      file: "data/pages/contact.yaml",
      line: 7,
      field: "sections[0].intro",
      found: "bilinmeyen kısaltma: {brnd}",
      hint: "Şunu mu demek istediniz: {brand}?",
    })
    expect(problem.expected).toContain("{brand}")
    expect(problem.expected).toContain("{officeHours}")
  })

  it("reports a link to a section that the page does not have, listing the sections it has", () => {
    // The valid tree's menu points at "/kanallar#hatlar", a cards section with that anchor.
    expect(only(check(["broken-anchor"]).problems)).toEqual({
      file: "data/navigation.yaml",
      line: 4,
      field: "menus[0].overview",
      expected: "/kanallar sayfasının bölümlerinden biri: #hatlar",
      found: '"/kanallar#urunler": sayfada "urunler" adlı bölüm yok',
    })
  })

  it('accepts a link to a contact form\'s section, and reports a "?konu=" link that lands elsewhere than the form', () => {
    // "/teklif#iletisim-formu" and "/teklif?konu=erp#iletisim-formu" are fine: /teklif has a contact form.
    expect(only(check(["subject-fragment"]).problems)).toEqual({
      file: "data/pages/home.yaml",
      line: 17,
      field: "sections[1].actions[3].href",
      expected: '"#" olmadan ya da "#iletisim-formu" ile bir bağlantı: konu seçen bağlantı ziyaretçiyi forma indirir',
      found: '"/teklif?konu=erp#fiyatlar": form yerine "#fiyatlar" bölümüne iniyor',
      hint: 'Şunu mu demek istediniz: "/teklif?konu=erp"?',
    })
  })

  it("accepts a link to the anchor of a typed page's band", () => {
    // Typed pages share the cards band with generic pages, its `anchor` included.
    expect(check(["typed-anchor"]).problems).toEqual([])
  })

  it('reports a "?konu=" subject the linked contact form does not offer, and a subject link to a page without a form', () => {
    expect(check(["unknown-subject"]).problems).toEqual([
      {
        file: "data/pages/home.yaml",
        line: 15,
        field: "sections[1].actions[1].href",
        expected:
          '/teklif sayfasındaki iletişim formunun konularından biri: erp (ya da "fiyat-teklifi" konusunu formun `subjects` listesine ekleyin)',
        found: '"/teklif?konu=fiyat-teklifi": form "fiyat-teklifi" konusunu sunmuyor',
      },
      {
        file: "data/pages/home.yaml",
        line: 16,
        field: "sections[1].actions[2].href",
        expected: 'iletişim formu olan bir sayfaya "?konu=" bağlantısı (/teklif)',
        found: '"/kanallar?konu=erp": /kanallar sayfasında "erp" konusunu seçecek bir iletişim formu yok',
      },
    ])
  })

  it('reports a support package whose "Paketi seç" subject no contact form offers, at the package\'s id', () => {
    expect(only(check(["package-subject"]).problems)).toEqual({
      file: "data/support/destek.yaml",
      line: 10,
      field: "packages.packages[0].id",
      // "Paketi seç" opens /contact, which has no form in this tree.
      expected: 'iletişim formu olan bir sayfaya "?konu=" bağlantısı (/teklif)',
      found:
        '"Paketi seç" (/contact?konu=destek-paketi-standart#iletisim-formu): /contact sayfasında "destek-paketi-standart" konusunu seçecek bir iletişim formu yok',
    })
  })

  it("reports a page that no menu, footer group or legal link names, at its slug", () => {
    expect(only(check(["unlinked-page"]).problems)).toEqual({
      file: "data/pages/gizlilik.yaml",
      line: 1,
      field: "slug",
      expected:
        "data/navigation.yaml dosyasındaki bir menü öğesinin, alt bilgi grubunun ya da yasal bağlantıların gösterdiği bir sayfa",
      found: '"/gizlilik": data/navigation.yaml bu sayfaya bağlantı vermiyor',
    })
  })

  describe("pages a listing page links to", () => {
    // The kinds of src/content/types.ts, except that the generic page kind lists each /rehber/...
    // page on the page one level up, as an article kind lists its articles on /blog.
    const listing = (files: KindFile[]) =>
      onePagePerFile(files).map((route) =>
        route.slug.startsWith("/rehber/") ? { ...route, listedOn: [route.slug.replace(/\/[^/]+$/, "")] } : route,
      )
    const listingKinds = contentTypes.map((type) =>
      isPageType(type) && type.folder === "pages" ? { ...type, routes: listing } : type,
    )

    it("count as linked when a menu reaches the listing page, also through another listed page", () => {
      expect(check(["listed-pages", "listed-pages-linked"], [], listingKinds).problems).toEqual([])
    })

    it("are reported as unlinked when their kind does not say a listing page lists them", () => {
      const problems = check(["listed-pages", "listed-pages-linked"]).problems
      expect(problems.map((p) => [p.file, p.line, p.field, p.found])).toEqual([
        ["data/pages/rehber-ilk-adim.yaml", 2, "slug", '"/rehber/ilk-adim": data/navigation.yaml bu sayfaya bağlantı vermiyor'],
        [
          "data/pages/rehber-kontrol-listesi.yaml",
          2,
          "slug",
          '"/rehber/ilk-adim/kontrol-listesi": data/navigation.yaml bu sayfaya bağlantı vermiyor',
        ],
      ])
    })

    it("are reported, naming their listing page, when nothing reaches the listing page", () => {
      const problems = check(["listed-pages"], [], listingKinds).problems
      expect(problems.map((p) => [p.file, p.found])).toEqual([
        ["data/pages/rehber-ilk-adim.yaml", expect.stringContaining('"/rehber/ilk-adim"; onu listeleyen /rehber sayfasına da')],
        [
          "data/pages/rehber-kontrol-listesi.yaml",
          expect.stringContaining('"/rehber/ilk-adim/kontrol-listesi"; onu listeleyen /rehber/ilk-adim sayfasına da'),
        ],
        ["data/pages/rehber.yaml", '"/rehber": data/navigation.yaml bu sayfaya bağlantı vermiyor'],
      ])
      expect(problems[0]).toEqual({
        file: "data/pages/rehber-ilk-adim.yaml",
        line: 2,
        field: "slug",
        expected:
          "data/navigation.yaml'daki bir menü, alt bilgi grubu ya da yasal bağlantıdan veya ziyaretçinin ulaşabildiği bir liste sayfasından (/rehber) bağlantı verilen bir sayfa",
        found:
          '"/rehber/ilk-adim"; onu listeleyen /rehber sayfasına da ne data/navigation.yaml ne de başka bir liste sayfası bağlantı veriyor',
      })
    })
  })

  it("reports a form endpoint without the processor the KVKK notice names", () => {
    expect(only(check(["endpoint-without-processor"]).problems)).toMatchObject({
      file: "data/site.yaml",
      line: 34,
      field: "forms.processor",
      found: "hiçbir değer (alan yazılmamış)",
    })
  })

  describe("content rules across files", () => {
    it('reports a "+" figure followed by a word, typed or filled in from a token', () => {
      // The same file also writes "{projects}" alone at the end of a heading, which is fine.
      expect(check(["plus-figure"]).problems).toEqual([
        {
          file: "data/pages/home.yaml",
          line: 8,
          field: "sections[0].lead",
          expected: expect.stringContaining("{experienceInText}"),
          found: '"15+ yıllık" ({experience} kısaltmasından)',
        },
        {
          file: "data/pages/home.yaml",
          line: 13,
          field: "sections[1].text",
          expected: expect.stringContaining("500'ü aşkın proje"),
          found: '"500+ projede"',
        },
      ])
    })

    it("reports an address of data/site.yaml that no page uses, at its line in site.yaml", () => {
      const problem = only(check(["unused-address"]).problems)
      expect(problem).toEqual({
        file: "data/site.yaml",
        line: 13,
        field: "emails.sales",
        expected: expect.stringContaining("{salesEmail}"),
        found: '"satis@deneme.example": hiçbir sayfa bu adresi kullanmıyor',
      })
      expect(problem.expected).toContain("contact: salesEmail")
    })

    it("counts tokens, contact targets, contact channels and the parts every page shows as uses", () => {
      // The valid tree reaches each address one way: the main phone and info@ only through the
      // header and footer, sales and support through contact channels, demo@, kvkk@ and the KEP
      // address through tokens.
      expect(check().problems).toEqual([])
    })

    it("reports a district or city name typed outside data/site.yaml, in any letter case", () => {
      expect(check(["place-name"]).problems).toEqual([
        {
          file: "data/pages/contact.yaml",
          line: 6,
          field: "keywords[0]",
          expected: "adın yerine {city} kısaltması (adı yalnızca data/site.yaml yazar)",
          found: '"ordu", şu metinde elle yazılmış: "yazılım firması ordu"',
        },
        {
          file: "data/pages/contact.yaml",
          line: 10,
          field: "sections[0].intro",
          expected: "adın yerine {district} kısaltması (adı yalnızca data/site.yaml yazar)",
          found: expect.stringMatching(/^"Ünye", şu metinde elle yazılmış: "Ünye'deki ofisimizde/),
        },
      ])
    })
  })

  it("reports a YAML file in a folder no content type reads", () => {
    const problem = only(check(["unknown-folder"]).problems)
    expect(problem).toMatchObject({
      file: "data/blog/ilk-yazi.yaml",
      field: "",
      found: "bilinen bir yerde olmayan bir YAML dosyası",
    })
    expect(problem.line).toBeUndefined()
    for (const place of ["data/site.yaml", "data/navigation.yaml", "data/pages/*.yaml", "data/erp/*.yaml"]) {
      expect(problem.expected).toContain(place)
    }
  })

  it("reports a page file whose ending its kind does not read, which would make no page", () => {
    // The ERP page of new-erp-page, linked from the menu, saved as .yml.
    expect(only(check(["new-erp-page", "yml-page"], ["erp/stok-yonetimi.yaml"]).problems)).toEqual({
      file: "data/erp/stok-yonetimi.yml",
      field: "",
      expected: "adı .yaml ile biten bir dosya (data/erp klasöründen yalnızca bu dosyalar okunur)",
      found: '"stok-yonetimi.yml"; bu dosyadan sayfa oluşturulmaz',
      hint: 'dosyanın adını "stok-yonetimi.yaml" yapın',
    })
  })

  it("reports a missing data/site.yaml", () => {
    expect(only(check([], ["site.yaml"]).problems)).toEqual({
      file: "data/site.yaml",
      field: "",
      expected: "her sayfanın okuduğu bu dosya",
      found: "dosya yok",
    })
  })

  it("reports every problem of every file in one result", () => {
    const { problems, files } = check(["bad-yaml", "missing-field", "unknown-folder"])
    expect(problems.map((p) => [p.file, p.field, p.expected])).toEqual(
      expect.arrayContaining([
        ["data/pages/contact.yaml", "", "geçerli YAML"],
        ["data/erp/muhasebe-sistemi.yaml", "title", "bir metin"],
        ["data/blog/ilk-yazi.yaml", "", expect.stringContaining("şu yerlerden birinde bir içerik dosyası")],
      ]),
    )
    expect(problems).toHaveLength(3)
    // Only the files without problems are handed on.
    expect(files.map((f) => f.file)).toEqual([
      "data/navigation.yaml",
      "data/pages/home.yaml",
      "data/pages/kanallar.yaml",
      "data/pages/teklif.yaml",
      "data/site.yaml",
    ])
  })

  it("does not report links to a page that failed its own check", () => {
    // home.yaml links to /contact, whose file has a syntax error: one problem, not two.
    expect(check(["bad-yaml"]).problems.map((p) => p.file)).toEqual(["data/pages/contact.yaml"])
  })
})

describe("formatReport", () => {
  const problems: Problem[] = [
    { file: "data/pages/home.yaml", line: 12, field: "sections[0].actions[1].href", expected: "bir bağlantı", found: '"/yok"' },
    { file: "data/site.yaml", field: "", expected: "bu dosya", found: "dosya yok" },
    { file: "data/pages/home.yaml", line: 3, field: "title", expected: "bir metin", found: "hiçbir değer" },
  ]

  it("groups problems by file, sorted by line, with field, expected and found", () => {
    expect(formatReport(problems)).toBe(
      [
        "İçerik denetimi geçmedi: 2 dosyada 3 sorun var. Hiçbir sayfa oluşturulmadı.",
        "",
        "data/pages/home.yaml",
        "  satır 3  title",
        "    beklenen: bir metin",
        "    bulunan:  hiçbir değer",
        "  satır 12  sections[0].actions[1].href",
        "    beklenen: bir bağlantı",
        '    bulunan:  "/yok"',
        "",
        "data/site.yaml",
        "  dosyanın tamamı",
        "    beklenen: bu dosya",
        "    bulunan:  dosya yok",
      ].join("\n"),
    )
  })

  it("prints a suggestion under the problem it belongs to", () => {
    const report = formatReport([{ ...problems[2], hint: 'Şunu mu demek istediniz: "title"?' }])
    expect(report.split("\n").slice(-4)).toEqual([
      "  satır 3  title",
      "    beklenen: bir metin",
      "    bulunan:  hiçbir değer",
      '    öneri:    Şunu mu demek istediniz: "title"?',
    ])
  })

  it("counts one problem in one file, and ends as gatsby develop asks for the next save", () => {
    expect(formatReport([problems[1]]).split("\n")[0]).toBe(
      "İçerik denetimi geçmedi: 1 dosyada 1 sorun var. Hiçbir sayfa oluşturulmadı.",
    )
    expect(formatReport([problems[1]], reportEndings.develop).split("\n")[0]).toBe(
      "İçerik denetimi geçmedi: 1 dosyada 1 sorun var. Dosyaları düzeltip yeniden kaydedin.",
    )
  })

  it("names the file, line, field, expected and found of a real check", () => {
    const report = formatReport(check(["broken-link"]).problems)
    expect(report).toContain("data/pages/home.yaml")
    expect(report).toContain("satır 11  sections[0].actions[1].href")
    expect(report).toContain("beklenen: sitenin var olan bir sayfasına bağlantı")
    expect(report).toContain('bulunan:  "/hakkimizda": data/ klasöründeki hiçbir dosya bu sayfayı oluşturmuyor')
  })
})
