/** @jest-environment node */
import { markdownImages, markdownLines, markdownLinks } from "../../src/content/rules/markdown-lines"
import type { ContentRule } from "../../src/content/rules/rule"
import { validateContent } from "../../src/content/validate"
import { contentTypes, type ContentType } from "../../src/kinds"
import { contentFixture, removeContentFixture } from "../support/content-fixture"

const made: string[] = []
afterAll(() => made.forEach(removeContentFixture))

describe("the Markdown line walker every body rule shares", () => {
  it("numbers each line from the body's first line and marks fenced code", () => {
    const body = ["# Başlık", "```", "# kod", "```", "~~~yaml", "a: b", "~~~", "Son satır"].join("\n")
    expect(markdownLines(body, 7).map(({ line, inCode }) => [line, inCode])).toEqual([
      [7, false],
      [8, true],
      [9, true],
      // A closing fence is read as text again, as each rule read it before the walker was shared.
      [10, false],
      [11, true],
      [12, true],
      [13, false],
      [14, false],
    ])
  })

  it("finds a line's link targets apart from its images", () => {
    const line = 'Bkz. [e-Fatura](/erp/e-fatura "başlık") ve ![Ekran](/media/ekran.png)'
    expect(markdownLinks(line)).toEqual(["/erp/e-fatura"])
    expect(markdownLinks("[erp]: </erp>")).toEqual(["/erp"])
    expect(markdownImages(line)).toEqual([{ alt: "Ekran", src: "/media/ekran.png" }])
  })
})

describe("a kind's own rules", () => {
  it("run with the kind that lists them", () => {
    const dataDir = contentFixture()
    made.push(dataDir)
    // A test kind: the ERP pages with one rule that names each of its files.
    const everyFile: ContentRule = (context, kind) =>
      (kind ? context.filesOf(kind) : []).map((entry) => ({
        file: entry.file,
        field: "",
        expected: `bir ${kind?.typeName} kuralı`,
        found: "deneme",
      }))
    const types: ContentType[] = contentTypes.map((type) =>
      type.typeName === "ErpYaml" ? { ...type, rules: [everyFile] } : type,
    )
    expect(validateContent(types, dataDir).problems).toEqual([
      { file: "data/erp/muhasebe-sistemi.yaml", field: "", expected: "bir ErpYaml kuralı", found: "deneme" },
    ])
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])
  })
})
