/** @jest-environment node */
import fs from "fs"
import { languageOfPath } from "../../src/content/languages"
import os from "os"
import path from "path"
import config from "../../gatsby-config"
import { benchRoutes } from "../../scripts/bench-routes"
import { readShareCards } from "../../src/postbuild/share-cards"
import { shareCardPath } from "../../src/postbuild/share-card-path"
import { cmsConfig } from "../../src/content/cms-config"
import { kindRoutes, parseContent, readContentFile, readKindFiles, siteRoutes, sitemapPages } from "../../src/content/routes"
import * as kindRoutesModule from "../../src/content/kind-routes"
import { contentYaml } from "../../src/content/markdown-file"
import { parse } from "yaml"
import { contentTypes, onePagePerFile, pageTypes, type PageType } from "../../src/kinds"
import { validateContent } from "../../src/content/validate"
import { pageAt, pagesOf } from "../browser/support/content"
import { contentRoutes, everyPage, headerSamples } from "../browser/support/routes"
import { contentFixture, removeContentFixture } from "../support/content-fixture"
import { sameSizeAndTime } from "../support/same-size-and-time"

/**
 * Issue 20, point 1: the page kinds of src/content/types.ts are the one list. A page added to data/
 * reaches every list made from it, with no other edit: the routes gatsby-node creates, every
 * browser gate's route list, the page suites' content, the CMS, the share cards, the sitemap and the
 * bench. The fixture adds one ERP page (and its menu link, which the content check demands).
 */

const realData = path.join(__dirname, "..", "..", "data")
const added = { slug: "/erp/stok-yonetimi", title: "Stok Yönetimi", file: "data/erp/stok-yonetimi.yaml" }

let dataDir: string
beforeAll(() => {
  dataDir = contentFixture(["new-erp-page"])
})
afterAll(() => removeContentFixture(dataDir))

describe("a page added to a folder of a known kind", () => {
  it("is valid content, so the build would create it", () => {
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])
  })

  it("is one of the routes the build creates, with its kind, title and file", () => {
    const erp = pageTypes.find((type) => type.folder === "erp")
    expect(siteRoutes(contentTypes, dataDir)).toContainEqual(expect.objectContaining({ ...added, kind: erp }))
    expect(siteRoutes(contentTypes, realData).map((route) => route.slug)).not.toContain(added.slug)
  })

  it("is on the route list of every per-page gate (axe, no-JS, layout, weight, links, CSP, head tags)", () => {
    expect(everyPage(dataDir)).toContain(added.slug)
    expect(contentRoutes(dataDir)).toContainEqual({ ...added, kind: "erp" })
    // The header samples stay one page per kind.
    expect(headerSamples(dataDir)).toEqual(["/", "/erp/muhasebe-sistemi", "/contact", "/bu-adres-yok"])
  })

  it("is compared with its YAML by the page suite of its kind", () => {
    expect(pagesOf("erp", dataDir).map((page) => page.slug)).toContain(added.slug)
    expect(pageAt(added.slug, dataDir)).toMatchObject({
      family: "erp",
      file: added.file,
      hero: { heading: "Stokunuz her an güncel" },
    })
  })

  it("is in the sitemap", () => {
    expect(sitemapPages(contentTypes, dataDir)).toContainEqual({ path: added.slug })
  })

  it("gets a share card with its kind's section", () => {
    expect(readShareCards(contentTypes, dataDir).cards).toContainEqual(
      expect.objectContaining({ path: shareCardPath(added.slug), title: added.title, label: "ERP", source: added.file }),
    )
  })

  it("is measured by the bench", () => {
    expect(benchRoutes(dataDir)).toContain(added.slug)
  })

  it("is editable in the CMS collection of its folder", () => {
    const collection = cmsConfig(contentTypes).collections.find((c) => c.folder === path.posix.dirname(added.file))
    expect(collection).toMatchObject({ name: "erp", label: "ERP sayfaları", create: true })
    expect(added.file.endsWith(`.${String(collection?.extension)}`)).toBe(true)
  })
})

describe("the lists made from the kinds", () => {
  it("hold the same routes: the build's, the gates', the sitemap's, the share cards' and the bench's", () => {
    const slugs = siteRoutes(contentTypes, realData).map((route) => route.slug)
    expect(slugs.length).toBeGreaterThan(30)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(everyPage()).toEqual([...slugs, "/bu-adres-yok"])
    expect(pagesOf().map((page) => page.slug)).toEqual(
      siteRoutes(contentTypes, realData)
        .filter((route) => route.file && route.data?.slug === route.slug)
        .map((route) => route.slug),
    )
    expect(sitemapPages(contentTypes, realData).map((page) => page.path)).toEqual(slugs)
    expect(benchRoutes(realData)).toEqual(slugs)
    expect(
      readShareCards(contentTypes, realData)
        .cards.slice(1)
        .map((card) => card.path),
    ).toEqual(slugs.map(shareCardPath))
  })

  it("cover every page file of data/", () => {
    // data/media holds the uploaded images (schema/image.ts), not pages.
    // A translation's settings (data/en/site.yaml) are no page files, as data/site.yaml is none.
    const files = (fs.readdirSync(realData, { recursive: true }) as string[])
      .filter((name) => languageOfPath(name.split(path.sep).join("/")).path.includes("/") && !name.startsWith(`media${path.sep}`))
      .map((name) => `data/${name.split(path.sep).join("/")}`)
      .filter((name) => !fs.statSync(path.join(realData, "..", name)).isDirectory())
    const withFile = siteRoutes(contentTypes, realData).filter((route) => route.file !== undefined)
    // A kind may make several pages of one file (the e-document check, a page per step).
    expect([...new Set(withFile.map((route) => route.file))].sort()).toEqual([...files].sort())
  })

  it("give the sitemap plugin of gatsby-config the routes of data/", () => {
    const sitemap = config.plugins?.find(
      (plugin): plugin is { resolve: string; options: { resolvePages: () => unknown } } =>
        typeof plugin === "object" && plugin.resolve === "gatsby-plugin-sitemap",
    )
    expect(sitemap?.options.resolvePages()).toEqual(sitemapPages(contentTypes, realData))
  })

  it("take listing pages a kind makes besides its files", () => {
    // An article kind will add /blog and its numbered pages this way; here the ERP kind gains an index.
    const erp = pageTypes.find((type) => type.folder === "erp") as PageType
    const withIndex: PageType = {
      ...erp,
      routes: (files) => [
        { slug: "/erp", title: "ERP", template: "page", context: { listing: true } },
        ...onePagePerFile(files).map((route) => ({ ...route, listedOn: ["/erp"] })),
      ],
    }
    const routes = kindRoutes(withIndex, readKindFiles(dataDir, withIndex))
    expect(routes[0]).toEqual({ slug: "/erp", title: "ERP", template: "page", context: { listing: true }, kind: withIndex })
    expect(routes.slice(1).map((route) => [route.slug, route.listedOn])).toEqual([
      ["/erp/muhasebe-sistemi", ["/erp"]],
      ["/erp/stok-yonetimi", ["/erp"]],
    ])
  })
})

describe("a file that cannot be read", () => {
  let broken: string
  beforeAll(() => {
    broken = contentFixture(["new-erp-page"])
    fs.writeFileSync(path.join(broken, "erp", "stok-yonetimi.yaml"), "slug: [\n")
    fs.writeFileSync(path.join(broken, "erp", "bos.yaml"), "title: Başlıksız adres\n")
  })
  afterAll(() => removeContentFixture(broken))

  it("stops the list by default", () => {
    expect(() => siteRoutes(contentTypes, broken)).toThrow()
  })

  it("is left out and named when the caller asks, the other pages kept (gatsby develop)", () => {
    const unreadable: string[] = []
    const slugs = siteRoutes(contentTypes, broken, { onUnreadable: (file) => unreadable.push(file) }).map((route) => route.slug)
    expect(unreadable).toEqual(["data/erp/stok-yonetimi.yaml", "data/erp/bos.yaml"])
    expect(slugs).toContain("/erp/muhasebe-sistemi")
    expect(slugs).toHaveLength(siteRoutes(contentTypes, dataDir).length - 1)
  })
})

describe("parseContent", () => {
  const articlesDir = path.join(__dirname, "..", "..", "data", "articles")
  const samples: [string, string][] = [
    ...fs.readdirSync(articlesDir).map((name): [string, string] => [name, fs.readFileSync(path.join(articlesDir, name), "utf8")]),
    ["trailing.md", "---\ntitle: Başlık\n---\n\nİlk satır\n\n  girintili\n\t sekme\n   \n\n\n"],
    ["crlf.md", "---\r\ntitle: Başlık\r\n---\r\nBir\r\n\r\nİki\r\n"],
    ["empty.md", "---\ntitle: Başlık\n---\n"],
  ]
  it.each(samples)("reads %s as the content check's YAML reading does", (name, text) => {
    expect(parseContent(name, text)).toEqual(parse(contentYaml(name, text)))
  })
})

describe("parsed content files", () => {
  it("are taken from the content check, so the routes after it parse no file again", () => {
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "routes-check-")), "data")
    fs.cpSync(realData, copy, { recursive: true })
    try {
      expect(validateContent(contentTypes, copy).problems).toEqual([])
      const parsing = jest.spyOn(kindRoutesModule, "parseContent")
      let routes: ReturnType<typeof siteRoutes>
      try {
        routes = siteRoutes(contentTypes, copy)
        expect(parsing).not.toHaveBeenCalled()
      } finally {
        parsing.mockRestore()
      }
      expect(routes.map((route) => route.slug)).toEqual(siteRoutes(contentTypes, realData).map((route) => route.slug))
    } finally {
      fs.rmSync(path.dirname(copy), { recursive: true, force: true })
    }
  })

  it("are kept for the whole process, so gatsby-config's copy of the module (the sitemap) reuses what gatsby-node's parsed", () => {
    const file = path.join(
      realData,
      "articles",
      fs.readdirSync(path.join(realData, "articles")).find((name) => name.endsWith(".md")) as string,
    )
    type Routes = typeof import("../../src/content/routes")
    type KindRoutes = typeof import("../../src/content/kind-routes")
    let first: Routes | undefined
    let second: Routes | undefined
    let secondParser: KindRoutes | undefined
    jest.isolateModules(() => (first = jest.requireActual<Routes>("../../src/content/routes")))
    jest.isolateModules(() => {
      secondParser = jest.requireActual<KindRoutes>("../../src/content/kind-routes")
      second = jest.requireActual<Routes>("../../src/content/routes")
    })
    expect(first).not.toBe(second)
    const data = first?.readContentFile(file)
    const parsing = jest.spyOn(secondParser as KindRoutes, "parseContent")
    try {
      expect(second?.readContentFile(file)).toEqual(data)
      expect(parsing).not.toHaveBeenCalled()
    } finally {
      parsing.mockRestore()
    }
  })

  it("are parsed again after an edit that keeps the file's size and time", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-edit-"))
    try {
      const file = path.join(dir, "muhasebe-sistemi.yaml")
      fs.copyFileSync(path.join(realData, "erp", "muhasebe-sistemi.yaml"), file)
      const edit = sameSizeAndTime(file)
      expect(readContentFile(file)).toMatchObject({ title: "Muhasebe sistemi" })
      edit.text("title: Muhasebe sistemi", "title: Muhasebe Sistemi")
      expect(readContentFile(file)).toMatchObject({ title: "Muhasebe Sistemi" })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
