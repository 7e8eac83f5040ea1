import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { pageAddressOf, previewText, translationLines } from "../../src/admin/page-preview"
import { translationDraft } from "../../src/admin/translation-draft"
import { cmsConfig, collectionName } from "../../src/content/cms-config"
import { parseContent } from "../../src/content/kind-routes"
import { contentTypes, isPageType } from "../../src/kinds"

/** Issue 47: the CMS's preview pane names the entry's page and links to it; no collection has a dead preview. */
const root = path.join(__dirname, "..", "..")
const yaml = (file: string) => parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>

describe("the CMS's preview pane", () => {
  it("links an ERP page to its address on the site", () => {
    const file = "data/erp/muhasebe-sistemi.yaml"
    const data = yaml(file)
    expect(previewText("erp", file, data, false)).toEqual({
      heading: data.title,
      text: expect.stringContaining("/erp/muhasebe-sistemi adresinde"),
      href: "/erp/muhasebe-sistemi",
      link: "Sayfayı aç",
    })
  })

  it("tells a new article the address it will have under /blog once published, with no link to a page not there yet", () => {
    const shown = previewText("articles", "", { title: "Sayım öncesi kontrol listesi", slug: "sayim-oncesi" }, true)
    expect(shown.href).toBeUndefined()
    expect(shown.text).toBe("Yayımladığınızda sayfa /blog/sayim-oncesi adresinde açılır.")
  })

  it("does not announce an address the field refuses: it says why and suggests one, with no link", () => {
    const shown = previewText("articles", "", { title: "Sayım öncesi kontrol listesi", slug: "sayım listesi" }, true)
    expect(shown.href).toBeUndefined()
    expect(shown.text).toBe(
      '"/blog/sayım listesi" bir adres olamaz: adres alanına yalnızca küçük harf (a-z), rakam ve kısa çizgi yazın, örneğin /blog/sayim-listesi. Düzelttiğinizde sayfanın adresi burada görünür.',
    )
    expect(previewText("erp", "data/erp/x.yaml", { title: "Modül", slug: "/erp/Stok_Takibi" }, false).href).toBeUndefined()
    // Nothing of "???" is left to suggest: the pane says what to write and gives no example.
    expect(previewText("articles", "", { title: "Sayım", slug: "???" }, true).text).toBe(
      '"/blog/???" bir adres olamaz: adres alanına yalnızca küçük harf (a-z), rakam ve kısa çizgi yazın. Düzelttiğinizde sayfanın adresi burada görünür.',
    )
  })

  it("links every page of the site's content: each address it has passes the pane's check", () => {
    let checked = 0
    for (const kind of contentTypes.filter(isPageType)) {
      const collection = collectionName(kind)
      for (const name of fs.readdirSync(path.join(root, "data", kind.folder))) {
        if (!kind.extensions.some((extension) => name.endsWith(extension))) continue
        const file = `data/${kind.folder}/${name}`
        const data = parseContent(name, fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>
        const address = pageAddressOf(kind, file, data)
        if (address === undefined) continue
        expect([file, previewText(collection, file, data, false).href]).toEqual([file, address])
        checked++
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it("says what to do when a new entry has no address yet, with no link", () => {
    const shown = previewText("erp", "", { title: "Yeni modül" }, true)
    expect(shown).toMatchObject({ heading: "Yeni modül", href: undefined })
    expect(shown.text).toContain("adres alanını doldurup")
  })

  it("sends settings to the home page, where they show", () => {
    expect(previewText("settings", "data/site.yaml", {}, false)).toMatchObject({ href: "/", link: "Ana sayfayı aç" })
  })

  it("is on for every collection, so the preview button always shows something", () => {
    for (const collection of cmsConfig(contentTypes).collections) expect(collection.editor).toEqual({ preview: true })
  })

  it('opens, from the toolbar\'s "Canlı görüntüle", the page each file makes: the preview path of every kind matches its routes', () => {
    const collections = new Map(cmsConfig(contentTypes).collections.map((collection) => [collection.name, collection]))
    let checked = 0
    for (const kind of contentTypes.filter(isPageType)) {
      const template = String(collections.get(collectionName(kind))?.preview_path)
      expect(collections.get(collectionName(kind))?.preview_path_preserve_slashes).toBe(true)
      for (const name of fs.readdirSync(path.join(root, "data", kind.folder))) {
        if (!kind.extensions.some((extension) => name.endsWith(extension))) continue
        const file = `data/${kind.folder}/${name}`
        const data = parseContent(name, fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>
        // Decap fills the fields in and trims the slashes at both ends (preview_path_preserve_slashes).
        const filled = template.replace(/\{\{fields\.(\w+)\}\}/g, (_, field: string) => String(data[field]))
        expect(`/${filled.replace(/^\/+|\/+$/g, "")}`).toBe(pageAddressOf(kind, file, data))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it("offers to make a Turkish page's English page from it, or links the one it has, and a translation its Turkish page", () => {
    const files = new Map([
      ["erp/muhasebe-sistemi.yaml", "/erp/muhasebe-sistemi"],
      ["erp/insan-kaynaklari.yaml", "/erp/insan-kaynaklari"],
      ["en/erp/insan-kaynaklari.yaml", "/en/erp/human-resources"],
    ])
    const content = { has: (name: string) => files.has(name), addressOf: (name: string) => files.get(name) }
    expect(translationLines("erp", "data/erp/muhasebe-sistemi.yaml", content)).toEqual([
      {
        text: expect.stringMatching(/^Bu sayfanın İngilizce sürümü yok\./),
        create: { label: "İngilizce sürümünü oluştur", collection: "erp_en", path: "data/en/erp/muhasebe-sistemi.yaml" },
      },
    ])
    expect(translationLines("erp", "data/erp/insan-kaynaklari.yaml", content)).toEqual([
      { text: "İngilizce sürümü: /en/erp/human-resources.", href: "/en/erp/human-resources", link: "İngilizce sayfayı aç" },
    ])
    expect(translationLines("erp_en", "data/en/erp/insan-kaynaklari.yaml", content)).toEqual([
      { text: "Türkçe sayfası: /erp/insan-kaynaklari.", href: "/erp/insan-kaynaklari", link: "Türkçe sayfayı aç" },
    ])
    // Kinds the site does not translate (the blog) have no such line.
    expect(translationLines("articles", "data/articles/depo-stok-sayimi-rehberi.md", content)).toEqual([])
  })

  it("starts a translation as its Turkish file, with its counterpart after an address under /en, comments kept", () => {
    const turkish = fs.readFileSync(path.join(root, "data", "erp", "muhasebe-sistemi.yaml"), "utf8")
    const draft = translationDraft(turkish, "muhasebe-sistemi", "/en")
    const lines = draft.split("\n")
    const at = lines.findIndex((line) => line.startsWith("slug:"))
    expect(lines.slice(at, at + 2)).toEqual(["slug: /en/erp/muhasebe-sistemi", "counterpart: muhasebe-sistemi"])
    expect(parse(draft)).toEqual({
      ...yaml("data/erp/muhasebe-sistemi.yaml"),
      slug: "/en/erp/muhasebe-sistemi",
      counterpart: "muhasebe-sistemi",
    })
    expect(lines[0]).toBe(turkish.split("\n")[0])
  })
})
