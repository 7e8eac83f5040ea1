/** @jest-environment node */
import fs from "fs"
import path from "path"
import { LineCounter, parseDocument } from "yaml"
import { absoluteClaimProblems } from "../../src/content/absolute-claims"
import { headingCaseProblems, sentenceCase, spellingProblems } from "../../src/content/house-style"
import { houseStyleSchema, type HouseStyle } from "../../src/content/schema/house-style"
import type { StyledFile } from "../../src/content/styled-texts"
import { validateContent } from "../../src/content/validate"
import { contentFixture, removeContentFixture } from "../support/content-fixture"

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
  return { file, doc, counter, data: doc.toJS() as Record<string, unknown>, typeName }
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
    expect(validateContent(dataDir).problems.filter((p) => p.file === "data/pages/teklif.yaml")).toEqual([])
    fs.writeFileSync(
      path.join(dataDir, "house-style.yaml"),
      fs.readFileSync(path.join(__dirname, "..", "..", "data", "house-style.yaml")),
    )
    const found = validateContent(dataDir).problems.filter((p) => p.file === "data/pages/teklif.yaml")
    expect(found.map((p) => [p.line, p.field, p.hint?.split(";")[0]])).toEqual([
      [3, "description", '"veri tabanı" yazın'],
      [6, "sections[0].heading", '"Bize yazın" yazın'],
      [3, "description", 'ölçülebilir bir ifade yazın (ör. "%99,9 erişilebilirlik hedefi")'],
    ])
  })
})
