/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "yaml"
import { saveRefusal } from "../../src/admin/save-check"
import { adminFile, adminFileNames, adminFiles } from "../../src/postbuild/admin-files"
import { cmsConfig, markdownButtons, type CmsField } from "../../src/content/cms-config"
import { readReferenceOptions } from "../../src/content/read-references"
import { usableHouseStyle } from "../../src/content/schema/house-style"
import { validateContent } from "../../src/content/validate"
import { contentTypes } from "../../src/kinds"

/**
 * Issue 36: what an editor meets in the CMS of `npm run cms`. The save check runs whatever the
 * house style file holds; the develop server answers every /admin file as the build writes it;
 * fields that name another file's value are lists to choose from, and the content check still
 * refuses an unknown value typed by hand.
 */

const root = path.join(__dirname, "..", "..")
const dataDir = path.join(root, "data")
const articleText = fs.readFileSync(path.join(dataDir, "articles", "depo-stok-sayimi-rehberi.md"), "utf8")

describe("the save check with any house style", () => {
  it.each([
    ["missing", undefined],
    ["null", null],
    ["empty, as the develop server once answered", {}],
    ["a list where rules belong", []],
    [
      "partial: spelling only, with a broken rule list beside it",
      { spelling: [{ write: "veri tabanı", avoid: ["veritabanı"] }], claimWords: 3 },
    ],
  ])("never throws when the house style is %s", (_name, style) => {
    expect(() => saveRefusal("articles/depo-stok-sayimi-rehberi.md", articleText, style)).not.toThrow()
  })

  it("applies what it can read of a partial house style, and nothing of an unusable one", () => {
    const text = articleText.replace("Sayım", "Veritabanındaki sayım")
    expect(saveRefusal("articles/depo-stok-sayimi-rehberi.md", text, {})).toBeUndefined()
    const partial = { spelling: [{ write: "veri tabanı", avoid: ["veritabanı"] }], headingNames: "bozuk" }
    expect(usableHouseStyle(partial)).toEqual({ spelling: partial.spelling, headingNames: [], claimWords: [], checkedClaims: [] })
    expect(saveRefusal("articles/depo-stok-sayimi-rehberi.md", text, partial)).toMatch(
      /^Kaydedilmedi: 1 sorun var[\s\S]*"veri tabanı" yazın/,
    )
  })
})

describe("the /admin files of the develop server", () => {
  it("are the files the build writes, house-style.json included, byte for byte and with their types", async () => {
    const built = await adminFiles(contentTypes, root)
    expect([...built.keys()]).toEqual(adminFileNames(root))
    for (const name of ["config.yml", "house-style.json", "decap-cms.js"]) {
      const served = await adminFile(contentTypes, root, name)
      expect(served?.body.equals(built.get(name)?.body as Buffer)).toBe(true)
      expect(served?.contentType).toBe(built.get(name)?.contentType)
    }
    const style = await adminFile(contentTypes, root, "house-style.json")
    expect(style?.contentType).toMatch(/^application\/json/)
    expect(JSON.parse(String(style?.body))).toEqual(parse(fs.readFileSync(path.join(dataDir, "house-style.yaml"), "utf8")))
    await expect(adminFile(contentTypes, root, "index.html")).resolves.toBeUndefined()
  })

  it("name the local backend's port the CMS was started with", async () => {
    const config = await adminFile(contentTypes, root, "config.yml", { CMS_LOCAL_BACKEND_PORT: "18181" })
    expect(String(config?.body)).toContain("http://127.0.0.1:18181/api/v1")
  })
})

describe("fields that name another file's value", () => {
  const config = cmsConfig(contentTypes, { references: readReferenceOptions(contentTypes, dataDir) })
  const articleFields = config.collections.find((c) => c.name === "articles")?.fields as CmsField[]
  const field = (name: string) => articleFields.find((f) => f.name === name) as CmsField

  it("are lists of names that save ids: author, contact subject, the story's solution pages", () => {
    expect(field("author")).toMatchObject({ widget: "select" })
    expect(field("author").options).toContainEqual({ label: "Selin Aksoy, Mali çözümler danışmanı", value: "selin-aksoy" })
    expect(field("subject")).toMatchObject({ widget: "select", required: false })
    expect(field("subject").options).toContainEqual({ label: "ERP Sistemleri", value: "erp" })
    const customer = (field("customer").fields as CmsField[]).find((f) => f.name === "solutions") as CmsField
    expect(customer).toMatchObject({ widget: "select", multiple: true, min: 1 })
    expect(customer.options).toContainEqual({ label: "Muhasebe sistemi", value: "/erp/muhasebe-sistemi" })
    expect(customer.options).toContainEqual({ label: "B2B e-ticaret sistemleri", value: "/ecommerce/b2b-sistemler" })
    // A sector is a fixed list of the schema, shown by its Turkish name.
    expect(field("sector").options).toContainEqual({ label: "Restoran ve kafe", value: "restoran" })
  })

  it("follow the content: an author added to data/blog.yaml is offered on the next load", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "site-refs-"))
    try {
      fs.cpSync(dataDir, copy, { recursive: true })
      const blogFile = path.join(copy, "blog.yaml")
      fs.writeFileSync(
        blogFile,
        fs
          .readFileSync(blogFile, "utf8")
          .replace("authors:\n", "authors:\n  - id: ayse-demir\n    name: Ayşe Demir\n    role: Lojistik danışmanı\n"),
      )
      expect(readReferenceOptions(contentTypes, copy).author).toContainEqual({
        label: "Ayşe Demir, Lojistik danışmanı",
        value: "ayse-demir",
      })
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  it("are still checked when a file is edited by hand: an unknown value is refused in Turkish with the nearest known one", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "site-refs-"))
    try {
      fs.cpSync(dataDir, copy, { recursive: true })
      const story = path.join(copy, "articles", "mobilya-imalatinda-mrp-ile-planlama.md")
      const text = fs.readFileSync(story, "utf8")
      fs.writeFileSync(
        story,
        text
          .replace("solutions: [/erp/uretim-ve-mrp-sistemi,", "solutions: [/erp/uretim-ve-mrp,")
          .replace(/^author: .*$/m, "author: selin-aksoi")
          .replace(/^subject: .*$/m, "subject: erpp"),
      )
      const problems = validateContent(contentTypes, copy).problems.filter((p) =>
        p.file.endsWith("mobilya-imalatinda-mrp-ile-planlama.md"),
      )
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: "customer.solutions[0]",
            found: '"/erp/uretim-ve-mrp"',
            hint: 'Şunu mu demek istediniz: "/erp/uretim-ve-mrp-sistemi" (Üretim ve MRP sistemi)?',
          }),
          expect.objectContaining({ field: "author", hint: expect.stringContaining('"selin-aksoy"') }),
          expect.objectContaining({
            field: "subject",
            found: '"erpp"',
            hint: 'Şunu mu demek istediniz: "erp" (ERP Sistemleri)?',
          }),
        ]),
      )
      expect(problems).toHaveLength(3)
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})

describe("the body editor and dates", () => {
  const config = cmsConfig(contentTypes, { references: readReferenceOptions(contentTypes, dataDir) })
  const articles = config.collections.find((c) => c.name === "articles")
  const body = (articles?.fields as CmsField[]).find((f) => f.name === "body") as CmsField

  it("opens in Markdown mode, as its hint (## for sub-headings) assumes; the visual toolbar makes only h2 and h3", () => {
    expect(body.modes).toEqual(["raw", "rich_text"])
    expect(String(body.hint)).toContain("##")
    expect(body.buttons).toEqual(markdownButtons)
    expect((body.buttons as string[]).filter((b) => b.startsWith("heading-"))).toEqual(["heading-two", "heading-three"])
  })

  it("lists articles with their date in Turkish order, day first and 24 hours", () => {
    expect(articles?.summary).toBe("{{fields.title}} · {{fields.date | date('DD.MM.YYYY HH:mm')}}{{__search | ternary('','')}}")
  })
})
