/** @jest-environment node */
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { fromCms, toCms } from "../../src/admin/cms-data"
import { renderYaml, updateYaml } from "../../src/admin/yaml-round-trip"
import { describeSchema } from "../../src/content/schema-walk"
import { contentTypes } from "../../src/kinds"

/**
 * How the CMS writes a file back (src/admin/yaml-round-trip.ts): only what changed, in place, so
 * a save keeps comments, key order, quoting and paragraph folding, and the result always reads
 * back as exactly the content that was saved.
 */

const source = `# Muhasebe sayfası
slug: /erp/muhasebe-sistemi
title: Muhasebe Sistemi # sekmede görünür
description: >-
  Tek Düzen Hesap Planı, yevmiye, mizan, KDV ve muhtasar beyannameleri, e-Defter ve mali tablolar tek
  sistemde; mali müşavirinizle ortak çalışmaya hazır.
keywords:
  - muhasebe programı
  - "e-defter"

hero:
  heading: Fişten bilançoya
  actions:
    - { label: Demo Talep Edin, href: /demo }
    - { label: İletişim, href: /contact, variant: secondary }
`

type Plain = Record<string, unknown>
const data = () => parse(source) as Plain

/** The lines of `after` that are not in `before`, in order. */
const changedLines = (before: string, after: string) => {
  const old = new Set(before.split("\n"))
  return after.split("\n").filter((line) => !old.has(line))
}

describe("updateYaml", () => {
  it("changes one value where it stands and keeps every other byte, comments included", () => {
    const next = { ...data(), title: "Muhasebe Yazılımı" }
    const out = updateYaml(source, next)
    expect(out).toBe(source.replace("title: Muhasebe Sistemi #", "title: Muhasebe Yazılımı #"))
  })

  it("refolds a changed paragraph in its own style", () => {
    const description =
      "Yevmiye, mizan ve beyannameler tek sistemde; mali müşavirinizle birlikte çalışın, her ay zamanında kapatın."
    const out = updateYaml(source, { ...data(), description })
    expect(parse(out)).toEqual({ ...data(), description })
    expect(out).toMatch(/^description: >-\n {2}Yevmiye/m)
    expect(out.split("\n").every((line) => line.length <= 100)).toBe(true)
    expect(out.replace(/^description:[\s\S]*?(?=^keywords:)/m, "")).toBe(
      source.replace(/^description:[\s\S]*?(?=^keywords:)/m, ""),
    )
  })

  it("edits inside a one-line item and keeps its braces", () => {
    const next = data()
    const actions = (next.hero as Plain).actions as Plain[]
    actions[1] = { ...actions[1], label: "Bize Ulaşın" }
    const out = updateYaml(source, next)
    expect(changedLines(source, out)).toEqual(["    - { label: Bize Ulaşın, href: /contact, variant: secondary }"])
  })

  it("removes a field's lines, adds a new field after the one before it in the content, and keeps quoting", () => {
    const { keywords: _dropped, ...rest } = data()
    void _dropped
    const removed = updateYaml(source, rest)
    expect(removed).not.toContain("keywords")
    expect(removed).toContain("# Muhasebe sayfası")
    expect(parse(removed)).toEqual(rest)

    const added = updateYaml(source, { slug: "/erp/muhasebe-sistemi", title: "Muhasebe Sistemi", badge: "Yeni", ...data() })
    expect(parse(added)).toMatchObject({ badge: "Yeni" })
    expect(added.split("\n").indexOf("badge: Yeni")).toBe(added.split("\n").findIndex((l) => l.startsWith("title:")) + 1)
    expect(added).toContain('  - "e-defter"')
  })

  it("moves a list item with its own text", () => {
    const next = data()
    const hero = next.hero as Plain
    hero.actions = [...(hero.actions as Plain[])].reverse()
    const out = updateYaml(source, next)
    expect(parse(out)).toEqual(next)
    expect(out).toContain(
      "    - { label: İletişim, href: /contact, variant: secondary }\n    - { label: Demo Talep Edin, href: /demo }",
    )
  })

  it("always returns text that reads back as the saved content, writing afresh when it cannot edit", () => {
    expect(parse(updateYaml("not: [valid", { title: "Başlık" }))).toEqual({ title: "Başlık" })
    expect(updateYaml("", { title: "Başlık" })).toBe(renderYaml({ title: "Başlık" }))
  })

  it("leaves every real file of data/ unchanged when nothing changed", () => {
    const dataDir = path.join(__dirname, "..", "..", "data")
    for (const name of ["site.yaml", "navigation.yaml", "pages/home.yaml", "erp/muhasebe-sistemi.yaml"]) {
      const text = fs.readFileSync(path.join(dataDir, name), "utf8")
      expect(updateYaml(text, parse(text) as Plain)).toBe(text)
    }
  })
})

describe("content as the CMS edits it", () => {
  const erp = contentTypes.find((t) => t.typeName === "ErpYaml")
  if (!erp) throw new Error("no ERP type")
  const shape = describeSchema(erp.schema, erp.typeName)
  const page = parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "erp", "muhasebe-sistemi.yaml"), "utf8")) as Plain

  it("comes back as the file's content after a round trip", () => {
    expect(fromCms(toCms(page, shape), shape)).toEqual(page)
  })

  it("drops the empty values the CMS leaves where an editor cleared an optional field", () => {
    const edited = { ...(toCms(page, shape) as Plain), keywords: [], __file: "x" }
    const { keywords: _gone, ...rest } = page
    void _gone
    expect(fromCms(edited, shape)).toEqual(rest)
  })
})
