import fs from "fs"
import path from "path"
import { validateContent } from "../../src/content/validate"
import { contentTypes } from "../../src/kinds"
import { monthsBefore } from "../../src/kinds/e-document/rules"
import { contentFixture, removeContentFixture } from "../support/content-fixture"

/**
 * The content check of an e-document check file (src/kinds/e-document/rules.ts), on the real file with one
 * edit an editor could make, in a copy of the valid fixture: what the build and the CMS refuse, and what
 * the build only warns about.
 */

const realFile = path.join(__dirname, "..", "..", "data", "e-donusum", "e-donusum-testi.yaml")
const real = fs.readFileSync(realFile, "utf8")

function check(edit: (text: string) => string, env: { SITE_BUILD_TIME?: string } = {}) {
  const dataDir = contentFixture()
  const before = process.env.SITE_BUILD_TIME
  try {
    fs.mkdirSync(path.join(dataDir, "e-donusum"))
    fs.writeFileSync(path.join(dataDir, "e-donusum", "e-donusum-testi.yaml"), edit(real))
    if (env.SITE_BUILD_TIME) process.env.SITE_BUILD_TIME = env.SITE_BUILD_TIME
    const { problems, warnings } = validateContent(contentTypes, dataDir)
    // The fixture's navigation does not link the check, nor has it the e-document solution page the offer
    // links: those rules are the navigation's and the links', not this kind's.
    const own = problems.filter(
      (p) => p.file.endsWith("e-donusum-testi.yaml") && p.field !== "slug" && p.field !== "offer.link.href",
    )
    return { problems: own, warnings }
  } finally {
    if (before === undefined) delete process.env.SITE_BUILD_TIME
    else process.env.SITE_BUILD_TIME = before
    removeContentFixture(dataDir)
  }
}

const replaceOnce = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`The check's file no longer has: ${from}`)
  return text.replace(from, to)
}

describe("the content check of the e-document check", () => {
  it("passes the real file", () => {
    expect(check((text) => text).problems).toEqual([])
  })

  it("refuses an amount typed into a text instead of {tutar:id}", () => {
    const { problems } = check((text) =>
      replaceOnce(
        text,
        "brüt satış hasılatı {tutar:fatura-genel} ve üzerinde olan",
        "brüt satış hasılatı 3 milyon TL ve üzerinde olan",
      ),
    )
    expect(problems).toEqual([
      expect.objectContaining({ field: "documents[0].rules[7].rule", found: "“3 milyon TL” elle yazılmış" }),
    ])
  })

  it("refuses an unknown answer, threshold, source or amount id, naming the known ones", () => {
    const { problems } = check((text) =>
      replaceOnce(
        replaceOnce(
          replaceOnce(text, "when: { answers: [konaklama] }", "when: { answers: [otel] }"),
          "salesAtLeast: irsaliye }",
          "salesAtLeast: irsaliye-sinir }",
        ),
        "sources: [e-defter-5]",
        "sources: [e-defter-9]",
      ),
    )
    expect(problems.map((p) => [p.field, p.found])).toEqual(
      expect.arrayContaining([
        ["documents[0].rules[2].when.answers[0]", '"otel"'],
        ["documents[2].rules[0].sources[0]", '"e-defter-9"'],
        ["documents[3].rules[3].when.salesAtLeast", '"irsaliye-sinir"'],
      ]),
    )
    expect(problems.find((p) => p.found === '"otel"')?.expected).toContain("konaklama")
  })

  it("refuses a document whose last rule has a condition: some path would have no result", () => {
    const { problems } = check((text) =>
      replaceOnce(
        text,
        "      - status: notRequired\n        rule: e-SMM yalnızca",
        "      - when: { answers: [sirket] }\n        status: notRequired\n        rule: e-SMM yalnızca",
      ),
    )
    expect(problems).toEqual([expect.objectContaining({ field: "documents[4].rules[1].when" })])
    expect(problems[0].expected).toContain("koşulsuz bir son kural")
  })

  it("refuses a condition on a document that comes later in the list", () => {
    const { problems } = check((text) =>
      replaceOnce(
        text,
        "      - when: { answers: [serbest-meslek] }\n        status: voluntary",
        "      - when: { obliged: e-arsiv }\n        status: voluntary",
      ),
    )
    expect(problems).toEqual([expect.objectContaining({ field: "documents[0].rules[0].when.obliged", found: '"e-arsiv"' })])
  })

  it("refuses a threshold no rule or text uses, and an id written twice", () => {
    const unused = check((text) =>
      replaceOnce(
        text,
        "thresholds:\n",
        'thresholds:\n  - id: eski-sinir\n    label: Eski sınır\n    amount: 5000000\n    source: vuk-509\n    checkedOn: "2026-11-28"\n',
      ),
    )
    expect(unused.problems).toEqual([
      expect.objectContaining({ field: "thresholds[0].id", found: '"eski-sinir" hiçbir yerde kullanılmıyor' }),
    ])
    const twice = check((text) => replaceOnce(text, "  - id: vuk-213\n", "  - id: vuk-509\n"))
    expect(twice.problems.map((p) => p.found)).toContain('"vuk-509" ikinci kez yazılmış')
  })

  it("warns, without refusing, when a verification is older than six months", () => {
    const now = "2027-07-01T12:00:00+03:00"
    expect(monthsBefore(new Date(now), 6)).toBe("2027-01-01")
    const { problems, warnings } = check((text) => text, { SITE_BUILD_TIME: now })
    expect(problems).toEqual([])
    // Every rule, threshold and note of the real file was checked on 2026-11-28.
    expect(warnings.length).toBeGreaterThan(20)
    expect(warnings[0]).toMatchObject({
      file: "data/e-donusum/e-donusum-testi.yaml",
      field: "thresholds[0].checkedOn",
      found: "2026-11-28 tarihli doğrulama",
    })
    expect(check((text) => text, { SITE_BUILD_TIME: "2027-05-01T12:00:00+03:00" }).warnings).toEqual([])
  })
})
