/** @jest-environment node */
import fs from "fs"
import path from "path"
import { LineCounter, parse as parseYaml, parseDocument } from "yaml"
import { saveRefusal } from "../../src/admin/save-check"
import { absoluteClaimProblems } from "../../src/content/absolute-claims"
import { headingCaseProblems, houseStyleProblems, sentenceCase, spellingProblems } from "../../src/content/house-style"
import { houseStyleSchema, type HouseStyle } from "../../src/content/schema/house-style"
import type { StyledFile } from "../../src/content/styled-texts"
import { validateContent } from "../../src/content/validate"
import { lower } from "../../src/content/rules/text"
import { contentFixture, removeContentFixture } from "../support/content-fixture"
import { contentTypes } from "../../src/kinds"

const kindNamed = (typeName: string) => contentTypes.find((kind) => kind.typeName === typeName)

// A small house style with one rule of each kind, so each test plants one fault against it.
const style: HouseStyle = houseStyleSchema.parse({
  spelling: [
    { write: "veri tabanı", avoid: ["veritaban"] },
    { write: "ret (reddi)", avoid: ["red"], wholeWord: true },
    { write: "e-belge", avoid: ["e-Belge", "E-Belge", "E-belge"], matchCase: true },
  ],
  headingNames: ["Trendyol", "Kasım"],
  claimWords: ["kesintisiz", "garanti", "%100"],
  checkedClaims: [
    { phrase: "Garanti BBVA", note: "Bankanın adı." },
    { phrase: "%100", file: "data/pages/vision.yaml", note: "2030 hedefi." },
  ],
})

function fileOf(yaml: string, file = "data/pages/deneme.yaml", typeName = "PagesYaml"): StyledFile {
  const counter = new LineCounter()
  const doc = parseDocument(yaml, { lineCounter: counter })
  return { file, doc, counter, data: doc.toJS() as Record<string, unknown>, typeName, type: kindNamed(typeName) }
}

describe("spelling of the house style", () => {
  it("finds an avoided form with its suffix and says what to write", () => {
    const problems = spellingProblems([fileOf("title: Deneme\ndescription: Kayıtlar aynı veritabanında tutulur.\n")], style)
    expect(problems).toEqual([
      {
        file: "data/pages/deneme.yaml",
        line: 2,
        field: "description",
        expected: 'ev yazım kılavuzundaki biçim (data/house-style.yaml): "veri tabanı"',
        found: '"veritabanında", şu metinde: "Kayıtlar aynı veritabanında tutulur."',
        hint: '"veri tabanı" yazın',
      },
    ])
  })

  it("matches a whole-word form only as a word of its own", () => {
    const problems = spellingProblems([fileOf("a: kabul veya red yanıtı\nb: talebin reddi\n")], style)
    expect(problems.map((p) => p.field)).toEqual(["a"])
  })

  it("keeps the letter case of a case-sensitive form, and lets a sentence start with a capital", () => {
    const texts = [
      "a: Her e-Belge arşivlenir.",
      "b: E-belge arşivi tek ekranda.",
      "c: Gelen her E-belge arşivlenir.",
      "d: Arşiv hazır. E-belge de öyle.",
      "e: E-Belge arşivi",
      "f: Her e-belge arşivlenir.",
    ]
    const problems = spellingProblems([fileOf(`${texts.join("\n")}\n`)], style)
    expect(problems.map((p) => p.field)).toEqual(["a", "c", "e"])
  })

  it("leaves out keywords, addresses and the house-style file itself", () => {
    const page = fileOf("keywords:\n  - veritabanı programı\nhref: /veritabani\n")
    const rules = fileOf("spelling:\n  - write: veri tabanı\n", "data/house-style.yaml", "HouseStyleYaml")
    expect(spellingProblems([page, rules], style)).toEqual([])
  })
})

describe("sentence-case headings", () => {
  it.each([
    ["Destek Kanalları", "Destek kanalları"],
    ["B2B E-Ticaret Sistemleri", "B2B e-ticaret sistemleri"],
    ["Hangi Paket Size Uygun?", "Hangi paket size uygun?"],
  ])("writes %p as %p", (heading, fixed) => {
    expect(sentenceCase(heading, style.headingNames)).toBe(fixed)
  })

  it.each([
    "Trendyol ile satış",
    "ERP ve KVKK'ya uyum",
    "{brand} ile tanışın",
    "Sürüm 3 · Yürürlük tarihi: 23 Kasım 2026",
    "DevOps ve iOS",
    "Canlı sohbet: Standart pakette",
  ])("accepts %p", (heading) => {
    expect(sentenceCase(heading, style.headingNames)).toBeUndefined()
  })

  it("reports a title-case heading with the sentence-case form as the hint", () => {
    const problems = headingCaseProblems(
      [
        fileOf(
          "title: Deneme\nsections:\n  - type: cards\n    heading: Hizmet Verdiğimiz Sektörler\n    intro: Bir Giriş Metni.\n",
        ),
      ],
      style,
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      line: 4,
      field: "sections[0].heading",
      found: '"Hizmet Verdiğimiz Sektörler"',
      hint: expect.stringContaining('"Hizmet verdiğimiz sektörler" yazın'),
    })
  })
})

describe("absolute claims", () => {
  it("flags an absolute word that no checked claim covers", () => {
    const problems = absoluteClaimProblems([fileOf("title: Deneme\ndescription: Sistemleriniz kesintisiz çalışır.\n")], style)
    expect(problems).toEqual([
      expect.objectContaining({
        line: 2,
        field: "description",
        found: '"kesintisiz", şu metinde: "Sistemleriniz kesintisiz çalışır."',
        hint: expect.stringContaining("checkedClaims"),
      }),
    ])
  })

  it("finds a word with a suffix and in any letter case", () => {
    const problems = absoluteClaimProblems([fileOf("a: Garantili kurulum\nb: KESİNTİSİZ hizmet\n")], style)
    expect(problems.map((p) => p.field)).toEqual(["a", "b"])
  })

  it("accepts the word inside a checked passage, and a file-bound passage only in its file", () => {
    const bank = fileOf("a: Garanti BBVA ve Akbank POS cihazları\n")
    const vision = fileOf('value: "%100"\n', "data/pages/vision.yaml")
    const other = fileOf('value: "%100"\n', "data/pages/diger.yaml")
    expect(absoluteClaimProblems([bank, vision], style)).toEqual([])
    expect(absoluteClaimProblems([other], style).map((p) => p.file)).toEqual(["data/pages/diger.yaml"])
  })

  it("reports a checked passage that no page uses any more, when the house-style file is checked too", () => {
    const rules = fileOf(
      'checkedClaims:\n  - phrase: Garanti BBVA\n    note: Bankanın adı.\n  - phrase: "%100"\n    note: x\n',
      "data/house-style.yaml",
      "HouseStyleYaml",
    )
    const problems = absoluteClaimProblems([fileOf('value: "%100"\n', "data/pages/vision.yaml"), rules], style)
    expect(problems).toEqual([
      expect.objectContaining({ file: "data/house-style.yaml", line: 2, field: "checkedClaims[0].phrase" }),
    ])
  })
})

describe("the content check applies the house style of data/house-style.yaml", () => {
  const made: string[] = []
  afterAll(() => made.forEach(removeContentFixture))

  it("reports each planted fault at its file and line, and nothing without the file", () => {
    const dataDir = contentFixture()
    made.push(dataDir)
    const page = path.join(dataDir, "pages", "teklif.yaml")
    fs.writeFileSync(
      page,
      fs
        .readFileSync(page, "utf8")
        .replace("title: Teklif İsteyin", "title: Teklif isteyin")
        .replace("heading: Bize yazın", "heading: Bize Yazın")
        .replace(
          /^description: .*$/m,
          "description: Veritabanınız kesintisiz yedeklenir; teklifinizi size en kısa sürede iletelim.",
        ),
    )
    expect(validateContent(contentTypes, dataDir).problems.filter((p) => p.file === "data/pages/teklif.yaml")).toEqual([])
    fs.writeFileSync(
      path.join(dataDir, "house-style.yaml"),
      fs.readFileSync(path.join(__dirname, "..", "..", "data", "house-style.yaml")),
    )
    const found = validateContent(contentTypes, dataDir).problems.filter((p) => p.file === "data/pages/teklif.yaml")
    expect(found.map((p) => [p.line, p.field, p.hint?.split(";")[0]])).toEqual([
      [3, "description", '"veri tabanı" yazın'],
      [6, "sections[0].heading", '"Bize yazın" yazın'],
      [3, "description", 'ölçülebilir bir ifade yazın (ör. "%99,9 erişilebilirlik hedefi")'],
    ])
  })
})

/**
 * Issue 35 point 8: the house style extended to what the rules missed, each rule with a planted fault
 * against the shipped data/house-style.yaml. The same rules run in the build (validateContent) and in
 * the CMS's save check (saveRefusal), each report in Turkish with the file's line.
 */
describe("the house style of issue 35", () => {
  const shipped = houseStyleSchema.parse(
    parseYaml(fs.readFileSync(path.join(__dirname, "..", "..", "data", "house-style.yaml"), "utf8")),
  )
  const problemsOf = (yaml: string, file = "data/pages/deneme.yaml") => houseStyleProblems([fileOf(yaml, file)], shipped)

  it("wants button labels and stat labels in sentence case, and leaves menu and form labels alone", () => {
    const problems = problemsOf(
      [
        "title: Deneme",
        "hero:",
        "  actions:",
        "    - { label: Ücretsiz Demo Talep Edin, href: /demo }",
        "features:",
        "  cards:",
        "    - { title: Kart, linkLabel: B2B Sistemleri İnceleyin }",
        "stats:",
        "  stats:",
        '    - { value: "%30", label: Daha Az Acil Alım }',
        "claims:",
        "  projects: { value: 500+, label: Tamamlanan Proje }",
        "menus:",
        "  - label: ERP Sistemleri",
        "subjects:",
        "  - { value: erp, label: ERP Sistemleri }",
        "",
      ].join("\n"),
    )
    expect(problems.map((p) => [p.line, p.field, p.expected.split(":")[0], p.hint?.split(";")[0]])).toEqual([
      [4, "hero.actions[0].label", "cümle düzeninde bir düğme etiketi", '"Ücretsiz demo talep edin" yazın'],
      [7, "features.cards[0].linkLabel", "cümle düzeninde bir düğme etiketi", '"B2B sistemleri inceleyin" yazın'],
      [10, "stats.stats[0].label", "cümle düzeninde bir istatistik etiketi", '"Daha az acil alım" yazın'],
      [12, "claims.projects.label", "cümle düzeninde bir istatistik etiketi", '"Tamamlanan proje" yazın'],
    ])
  })

  it("refuses an apostrophe after a document's name (e-Fatura'ya, e-Arşiv'i) and accepts the suffix written on", () => {
    const problems = problemsOf(
      "a: e-Fatura'ya geçişte e-Arşiv'i de kullanın.\nb: e-Faturaya geçişte e-Arşivi de kullanın.\nc: ERP'ye ve GİB'e bağlanır.\n",
    )
    expect(problems.map((p) => [p.field, p.found.split(",")[0]])).toEqual([
      ["a", '"e-Fatura\'ya"'],
      ["a", '"e-Arşiv\'i"'],
    ])
    expect(problems[0].expected).toContain("kesme işareti konmaz")
  })

  it("writes the chart of accounts as Tekdüzen hesap planı and account names without an apostrophe", () => {
    const problems = problemsOf(
      [
        "a: Tek Düzen Hesap Planı hazır yüklenir.",
        "b: tek düzen hesap planına uygun",
        "c: Vergi Usul Kanunu ve Tekdüzen Hesap Planı esaslarına göre",
        "d: 100 Kasa'dan 770 Genel Yönetim Giderleri'ne kadar",
        "e: Tekdüzen hesap planı hazır; 100 Kasa hesabından 770 Genel Yönetim Giderleri hesabına kadar",
        "f: 2026'da 312 işletme yanıtladı; 15 Ekim'de başlıyor.",
        "",
      ].join("\n"),
    )
    expect(problems.map((p) => [p.field, p.found.split(", şu")[0], p.hint])).toEqual([
      ["a", '"Tek Düzen"', '"Tekdüzen hesap planı" yazın'],
      ["b", '"tek düzen"', '"Tekdüzen hesap planı" yazın'],
      ["c", '"Tekdüzen Hesap"', '"Tekdüzen hesap planı" yazın'],
      ["d", '"100 Kasa\'dan"', '"100 Kasa hesabı" diye yazın ve eki "hesabı" kelimesine getirin'],
      [
        "d",
        '"770 Genel Yönetim Giderleri\'ne"',
        '"770 Genel Yönetim Giderleri hesabı" diye yazın ve eki "hesabı" kelimesine getirin',
      ],
    ])
  })

  it("wants one time format (14.00) and leaves the office hours' machine-read times alone", () => {
    const problems = problemsOf(
      [
        "a: Oturum saat 14:00'te başlar.",
        "b: Pazartesi-Cuma 09:00-18:00",
        "c: Oturum saat 14.00'te başlar; ölçek 1:100, oran 3:2.",
        "officeHours:",
        '  opens: "09:00"',
        '  closes: "18:00"',
        "",
      ].join("\n"),
    )
    expect(problems.map((p) => [p.line, p.field, p.hint])).toEqual([
      [1, "a", '"14.00" yazın'],
      [2, "b", '"09.00" yazın'],
      [2, "b", '"18.00" yazın'],
    ])
    expect(problems[0].expected).toBe('saatin noktayla yazılışı (TDK): "14.00", "09.00-18.00"')
  })

  it('writes "çevrim içi", never "online", outside keywords', () => {
    const problems = problemsOf("keywords:\n  - online mağaza\na: Online mağazanız\nb: çevrim içi seminer\n")
    expect(problems.map((p) => [p.line, p.field, p.hint])).toEqual([[3, "a", '"çevrim içi" yazın']])
  })

  it("gives a product one name: Toptan satış yönetimi", () => {
    const problems = problemsOf("a: Toptan Yönetimi\nb: Toptan satış yönetimi\nhref: /erp/toptan-yonetimi\n")
    expect(problems.map((p) => [p.field, p.found.split(", şu")[0]])).toEqual([["a", '"Toptan Yönetimi"']])
  })

  it("stops the build at each planted fault's file and line, in Turkish, and the CMS refuses the same file", () => {
    const dataDir = contentFixture()
    try {
      fs.copyFileSync(path.join(__dirname, "..", "..", "data", "house-style.yaml"), path.join(dataDir, "house-style.yaml"))
      const page = path.join(dataDir, "pages", "teklif.yaml")
      const planted = [
        "slug: /teklif",
        "title: Teklif isteyin",
        "description: Projenizi anlatın, ihtiyacınıza uygun çözüm ve fiyat teklifini size en kısa sürede iletelim.",
        "sections:",
        "  - type: contactForm",
        "    heading: Bize yazın",
        "    subjects:",
        "      - { value: erp, label: ERP Sistemleri }",
        "  - type: stats",
        "    heading: Rakamlar",
        "    stats:",
        '      - { value: "%30", label: Daha Az Acil Alım }',
        "  - type: prose",
        "    heading: Notlar",
        "    blocks:",
        "      - text: e-Fatura'ya geçiş semineri saat 14:00'te başlar.",
        "      - text: Online seminerde Tek Düzen hesap planını, 100 Kasa'dan başlayarak anlatıyoruz.",
        "      - text: Toptan Yönetimi modülünü de gösteriyoruz.",
        "  - type: cta",
        "    heading: Hemen başlayın",
        "    text: Projenizi anlatın, size uygun çözümü birlikte seçelim.",
        "    actions:",
        "      - { label: Teklif Alın, href: /teklif, variant: primary }",
        "",
      ].join("\n")
      fs.writeFileSync(page, planted)
      const found = validateContent(contentTypes, dataDir).problems.filter((p) => p.file === "data/pages/teklif.yaml")
      const expected: [number, string][] = [
        [12, "istatistik etiketi"],
        [16, "kesme işareti konmaz"],
        [16, "saatin noktayla yazılışı"],
        [17, '"çevrim içi"'],
        [17, '"Tekdüzen hesap planı"'],
        [17, "hesap adından sonra"],
        [18, '"Toptan satış yönetimi'],
        [23, "düğme etiketi"],
      ]
      expect(found.map((p) => p.line).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(expected.map(([line]) => line))
      for (const [line, words] of expected)
        expect(
          found
            .filter((p) => p.line === line)
            .map((p) => p.expected)
            .join(" | "),
        ).toContain(words)
      // The CMS's save check runs the same rules on the same file before it writes it.
      const style = parseYaml(fs.readFileSync(path.join(dataDir, "house-style.yaml"), "utf8")) as unknown
      const refusal = saveRefusal("pages/teklif.yaml", planted, style) ?? ""
      expect(refusal).toMatch(/^Kaydedilmedi: 8 sorun var/)
      for (const [line] of expected) expect(refusal).toContain(`satır ${line}`)
      expect(saveRefusal("pages/teklif.yaml", planted, undefined)).toBeUndefined()
    } finally {
      removeContentFixture(dataDir)
    }
  })
})

describe("lower", () => {
  it("is the Turkish lower case of every character and of texts with a combining dot", () => {
    const differs: string[] = []
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code < 0xe000) continue
      const char = String.fromCharCode(code)
      if (lower(char) !== char.toLocaleLowerCase("tr")) differs.push(code.toString(16))
    }
    expect(differs).toEqual([])
    for (const text of ["İSTANBUL'DA IĞDIR", "I\u0307stanbul", "ΟΔΟΣ ΑΣ", "Işık ılık İnce"])
      expect(lower(text)).toBe(text.toLocaleLowerCase("tr"))
    expect(lower("IĞDIR İZMİR")).toBe("ığdır izmir")
  })
})
