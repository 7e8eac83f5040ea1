/** @jest-environment node */
import fs from "fs"
import path from "path"
import { saveRefusal } from "../../src/admin/save-check"
import { cmsConfig } from "../../src/content/cms-config"
import { formatReport, validateContent } from "../../src/content/validate"
import { contentFixture, removeContentFixture } from "../support/content-fixture"
import { englishIn } from "../support/english"
import { contentTypes } from "../../src/kinds"

/**
 * Issue 21, point 4: every message an editor reads is Turkish: the patterns the CMS checks a field
 * against, the report with which the CMS refuses a save, and the build's report of the same check
 * (`npm run check:content` prints it too).
 */

const root = path.join(__dirname, "..", "..")
const dataFile = (name: string) => fs.readFileSync(path.join(root, "data", name), "utf8")

/** Every pattern message and hint of the CMS configuration, with where it sits. */
function cmsMessages(value: unknown, at = "", out: { at: string; message: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, i) => cmsMessages(item, `${at}[${i}]`, out))
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>
    const where = typeof record.name === "string" ? `${at}/${record.name}` : at
    if (Array.isArray(record.pattern)) out.push({ at: `${where} pattern`, message: String(record.pattern[1]) })
    if (typeof record.hint === "string") out.push({ at: `${where} hint`, message: record.hint })
    for (const [key, child] of Object.entries(record)) if (key !== "pattern") cmsMessages(child, where, out)
  }
  return out
}

describe("the English-word detector", () => {
  it("finds the words of an English message and none in its Turkish counterpart", () => {
    expect(englishIn("a description of 50 to 180 characters")).toEqual(["a", "of", "to", "characters"])
    expect(englishIn('did you mean "title"?')).toEqual(["did", "you", "mean"])
    expect(englishIn("50 ile 180 karakter arasında bir açıklama")).toEqual([])
  })
})

describe("the CMS speaks Turkish", () => {
  const messages = cmsMessages(cmsConfig(contentTypes).collections)

  it("checks every text rule with a Turkish message", () => {
    const patterns = messages.filter((m) => m.at.endsWith("pattern"))
    // The page description, slugs, links, keys, numbers and addresses of data/site.yaml at least.
    expect(patterns.length).toBeGreaterThan(50)
    const english = patterns.filter((m) => m.message.trim() === "" || englishIn(m.message).length > 0)
    expect(english).toEqual([])
    expect(patterns.map((m) => m.message)).toContain("50 ile 180 karakter arasında bir açıklama")
  })

  it("gives every field hint in Turkish", () => {
    const hints = messages.filter((m) => m.at.endsWith("hint"))
    expect(hints.length).toBeGreaterThan(20)
    expect(hints.filter((m) => m.message.trim() === "" || englishIn(m.message).length > 0)).toEqual([])
  })

  // Each planted fault changes one thing of a real file; the CMS runs this check before it saves.
  const erp = "erp/muhasebe-sistemi.yaml"
  const faults: [what: string, file: string, change: (text: string) => string, expect: string][] = [
    [
      "a description that is too short",
      erp,
      (t) => t.replace(/^description:.*\n(?:[ \t]+.*\n)*/m, "description: Kısa.\n"),
      "50 ile 180 karakter",
    ],
    ["an unknown field", erp, (t) => t.replace(/^title:/m, "titel:"), 'Şunu mu demek istediniz: "title"?'],
    ["an unknown token", erp, (t) => t.replace(/^title: .*$/m, "title: '{brnd} Muhasebe'"), "Şunu mu demek istediniz: {brand}?"],
    ["a number where a text belongs", erp, (t) => t.replace(/^title: .*$/m, "title: 98"), 'tırnak içinde yazın: "98"'],
    ["a text where a list belongs", erp, (t) => t.replace(/^keywords:\n(?:[ \t]+- .*\n)+/m, "keywords: muhasebe\n"), "bir liste"],
    ["an empty list", erp, (t) => t.replace(/^keywords:\n(?:[ \t]+- .*\n)+/m, "keywords: []\n"), "en az 1 öğelik"],
    ["a slug with Turkish letters", erp, (t) => t.replace(/^slug: .*$/m, "slug: /erp/muhasebe-sistemi-çözümü"), "şöyle yazın"],
    ["a link that is no address", erp, (t) => t.replace(/href: \/[^\s,}]*/, "href: iletisim"), 'sitenin "/" ile başlayan'],
    ["a missing field", erp, (t) => t.replace(/^title: .*\n/m, ""), "alan yazılmamış"],
    ["a YAML syntax error", erp, (t) => t.replace(/^title: (.*)$/m, "title: $1: ikinci"), "iki nokta"],
    ["tabs as indentation", erp, (t) => t.replace(/^(hero:\n) {2}/m, "$1\t"), "sekme"],
    ["a misspelt section type", "pages/contact.yaml", (t) => t.replace(/type: hero/, "type: heroo"), "bölüm türlerinden biri"],
    ["an unknown icon", "pages/contact.yaml", (t) => t.replace(/icon: [a-z-]+/, "icon: telefonn"), "Lucide simgelerinden"],
    [
      "a button with both a link and a contact target",
      "pages/contact.yaml",
      (t) => t.replace(/contact: (\w+)/, "contact: $1, href: /demo"),
      "yalnızca biri",
    ],
    ["a bad e-mail address", "site.yaml", (t) => t.replace(/^(\s+info:) .*$/m, "$1 bilgi-adresi"), "e-posta adresi"],
    ["a year before 2000", "site.yaml", (t) => t.replace(/^copyrightYear: .*$/m, "copyrightYear: 1999"), "2000 ya da daha büyük"],
    ["a postal code of four digits", "site.yaml", (t) => t.replace(/^(\s+postalCode:) .*$/m, '$1 "5230"'), "posta kodu"],
    [
      "an endpoint without a processor",
      "site.yaml",
      (t) => `${t.replace(/^forms:[\s\S]*?(?=^\S|$(?![\s\S]))/m, "")}forms:\n  endpoint: https://formlar.example/f/abc\n`,
      "`processor`",
    ],
  ]

  it.each(faults)("refuses %s with a Turkish report", (_what, file, change, expected) => {
    const original = dataFile(file)
    const planted = change(original)
    expect(planted).not.toBe(original)
    const report = saveRefusal(file, planted)
    expect(report).toEqual(expect.stringContaining(expected))
    expect(report?.split("\n").every((line) => line.trim() !== "")).toBe(true)
    expect({ report, english: englishIn(report ?? "") }).toEqual({ report, english: [] })
  })

  it("accepts the real files unchanged", () => {
    for (const file of ["erp/muhasebe-sistemi.yaml", "pages/contact.yaml", "site.yaml"])
      expect(saveRefusal(file, dataFile(file))).toBeUndefined()
  })
})

describe("the build's report is Turkish too", () => {
  const fixtures = path.join(__dirname, "..", "fixtures", "content")
  // Fixtures that add a valid file on top of "valid" (a page of a known kind, a typed band's anchor) have no faults.
  const faultless = new Set(["valid", "new-erp-page", "typed-anchor"])
  const cases = fs.readdirSync(fixtures).filter((name) => !faultless.has(name))

  it.each(cases)("for the faults of the %s fixture", (name) => {
    const dataDir = contentFixture([name])
    try {
      const { problems } = validateContent(contentTypes, dataDir)
      expect(problems.length).toBeGreaterThan(0)
      for (const problem of problems) {
        expect(problem.expected.trim()).not.toBe("")
        expect(problem.found.trim()).not.toBe("")
      }
      const report = formatReport(problems)
      expect({ report, english: englishIn(report) }).toEqual({ report, english: [] })
    } finally {
      removeContentFixture(dataDir)
    }
  })
})
