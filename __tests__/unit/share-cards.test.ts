/** @jest-environment node */
import fs from "fs"
import { languageOfPath } from "../../src/content/languages"
import os from "os"
import path from "path"
import sharp from "sharp"
import { shareCardPath, shareCardSize, siteCardPath } from "../../src/postbuild/share-card-path"
import { projectCardOptions, readShareCards, writeCards, writeShareCards } from "../../src/postbuild/share-cards"
import { cardSvg, fitTitle, rasterise, type ShareCard } from "../../src/postbuild/share-card-drawing"
import { drawText, loadCardFonts, measure, MissingGlyphError, type CardFonts } from "../../src/postbuild/share-card-text"
import { cachePath, codeVersion } from "../../src/content/build-cache"
import { contentTypes } from "../../src/kinds"
import { readData } from "../support/site-data"
import { sameSizeAndTime } from "../support/same-size-and-time"
import { siteRoutes } from "../../src/content/routes"

const root = path.join(__dirname, "..", "..")
const fontFile = path.join(root, "static", "fonts", "inter-tr.woff2")
const logoFile = path.join(root, "static", "favicon.svg")
const logo = fs.readFileSync(logoFile, "utf8")
const site = readData<{ brand: string; siteUrl: string; slogan: string }>("site.yaml")
const brand = { name: site.brand, domain: "yakamoz-yazilim.example" }
const textWidth = shareCardSize.width - 160

// Rasterising takes a few hundred milliseconds a card on a busy machine.
jest.setTimeout(60_000)

let fonts: CardFonts
beforeAll(async () => {
  fonts = await loadCardFonts(fontFile)
})

/** The text runs of an SVG: each <path data-text> with its glyph ids and outline. */
function runs(svg: string) {
  return Array.from(svg.matchAll(/<path data-text="([^"]*)" data-glyphs="([^"]*)" fill="[^"]*" d="([^"]*)"\/>/g), (m) => ({
    text: m[1]
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
    glyphs: m[2].split(" ").map(Number),
    d: m[3],
  }))
}

/** The title lines of a card's SVG, in order. */
function titleRuns(svg: string) {
  const group = svg.match(/<g data-title="[^"]*">([\s\S]*?)<\/g>/)
  if (!group) throw new Error("the SVG has no title group")
  return runs(group[1])
}

describe("the cards read from data/", () => {
  const { brand: readBrand, cards } = readShareCards(contentTypes, path.join(root, "data"))
  const byPath = new Map(cards.map((card) => [card.path, card]))

  it("has one card per route, named after its slug, and the site card", () => {
    // Every file in a page folder of data/ is a page; the blog adds its listing pages.
    const routes = siteRoutes(contentTypes, path.join(root, "data"))
    expect(cards).toHaveLength(routes.length + 1)
    expect(new Set(routes.flatMap((route) => route.file ?? [])).size).toBe(
      // Every page file: data/<folder>/<file> and a translation's data/en/<folder>/<file>.
      (fs.readdirSync(path.join(root, "data"), { recursive: true }) as string[])
        .map((name) => name.split(path.sep).join("/"))
        .filter((name) => /\.(yaml|md)$/.test(name) && !name.startsWith("media") && languageOfPath(name).path.includes("/"))
        .length,
    )
    expect(new Set(cards.map((card) => card.path)).size).toBe(cards.length)
    expect(byPath.get("/og/erp/muhasebe-sistemi.png")).toMatchObject({
      title: "Muhasebe sistemi",
      label: "ERP",
      badge: "Genel muhasebe",
      source: "data/erp/muhasebe-sistemi.yaml",
    })
    expect(byPath.get("/og/home.png")).toMatchObject({ title: "ERP ve e-ticaret çözümleri", label: "Kurumsal" })
    expect(byPath.get(siteCardPath)).toMatchObject({ title: site.slogan, source: "data/site.yaml" })
    expect(readBrand).toEqual({ name: "Yakamoz Yazılım", domain: "yakamoz-yazilim.example" })
  })

  it("names the section of each folder and takes the hero badge with its tokens filled", () => {
    expect(byPath.get("/og/ecommerce/b2b-sistemler.png")?.label).toBe("E-ticaret")
    expect(byPath.get("/og/support/destek-politikasi.png")?.label).toBe("Destek")
    expect(byPath.get("/og/about.png")).toMatchObject({ label: "Kurumsal", badge: "Biz kimiz" })
    // data/pages/home.yaml writes "{founded} yılından beri".
    expect(byPath.get("/og/home.png")?.badge).toBe("2008 yılından beri")
  })

  it("leaves out a badge that only repeats the title", () => {
    // data/support/teknik-destek.yaml: badge and title are both "Teknik destek".
    expect(byPath.get("/og/support/teknik-destek.png")).toMatchObject({ title: "Teknik destek", badge: undefined })
  })

  it("maps slugs to card paths", () => {
    expect(shareCardPath("/")).toBe("/og/home.png")
    expect(shareCardPath("/about")).toBe("/og/about.png")
    expect(shareCardPath("/services/bulut-cozumleri")).toBe("/og/services/bulut-cozumleri.png")
  })
})

describe("a card's SVG", () => {
  const card: ShareCard = {
    path: "/og/erp/muhasebe-sistemi.png",
    title: "Muhasebe Sistemi",
    label: "ERP",
    badge: "Genel Muhasebe",
    source: "data/erp/muhasebe-sistemi.yaml",
  }

  it("is 1200×630 and carries the page's title, section, badge, brand and domain as Inter outlines", () => {
    const { svg } = cardSvg(card, brand, fonts, logo)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/)
    expect(svg).toContain('<g data-title="Muhasebe Sistemi">')
    expect(titleRuns(svg).map((run) => run.text)).toEqual(["Muhasebe Sistemi"])
    expect(runs(svg).map((run) => run.text)).toEqual([
      "Yakamoz Yazılım",
      "ERP",
      "Genel Muhasebe",
      "Muhasebe Sistemi",
      "yakamoz-yazilim.example",
    ])
    // Text is drawn, never left to the machine's fonts.
    expect(svg).not.toMatch(/<text\b|font-family/)
    // The title's outline is the Inter glyphs of the title, at the title's size.
    const [title] = titleRuns(svg)
    const size = cardSvg(card, brand, fonts, logo).title.size
    expect(title.glyphs).toEqual(fonts.heavy.layout("Muhasebe Sistemi").glyphs.map((glyph) => glyph.id))
    const expected = drawText(fonts.heavy, "Muhasebe Sistemi", size, 0, 0)
    expect(title.d.split("M")).toHaveLength(expected.d.split("M").length)
  })

  it("draws İ ı ş ğ ç ö ü with the glyphs of the committed Inter subset, never the missing-glyph box", () => {
    const title = "Işıklı Göğüş Çiçeği ve İğdir Üzümü"
    const { svg } = cardSvg({ ...card, title }, brand, fonts, logo)
    expect(fonts.base.familyName).toBe("Inter Variable")
    const lines = titleRuns(svg)
    expect(lines.map((line) => line.text).join(" ")).toBe(title)
    for (const line of lines) {
      const letters = [...line.text]
      // One glyph per letter, each the subset's own glyph for that code point (id 0 is .notdef).
      expect(line.glyphs).toEqual(letters.map((letter) => fonts.base.glyphForCodePoint(letter.codePointAt(0) as number).id))
      expect(line.glyphs).not.toContain(0)
      // Every glyph's contours are in the path: İ has a dot and a stem, ı only a stem.
      const contours = line.glyphs.reduce(
        (sum, id) => sum + fonts.heavy.getGlyph(id).path.commands.filter((c) => c.command === "moveTo").length,
        0,
      )
      expect(line.d.split("M").length - 1).toBe(contours)
    }
    const dotted = fonts.heavy.glyphForCodePoint("İ".codePointAt(0) as number)
    const dotless = fonts.heavy.glyphForCodePoint("ı".codePointAt(0) as number)
    expect(dotted.path.commands.filter((c) => c.command === "moveTo")).toHaveLength(2)
    expect(dotless.path.commands.filter((c) => c.command === "moveTo")).toHaveLength(1)
  })

  it("refuses a letter the font subset lacks instead of drawing a box", () => {
    expect(() => cardSvg({ ...card, title: "Muhasebe 会计" }, brand, fonts, logo)).toThrow(MissingGlyphError)
    expect(() => cardSvg({ ...card, title: "Muhasebe 会计" }, brand, fonts, logo)).toThrow(/U\+4F1A/)
  })

  it("wraps a long title onto at most three lines that fit the card, shrinking it first", () => {
    const short = fitTitle(fonts.heavy, "Teknik Destek", textWidth)
    expect(short.lines).toEqual(["Teknik Destek"])
    const long = fitTitle(
      fonts.heavy,
      "Restoran, Kafe ve Otel İşletmeleri için Adisyon, Mutfak Ekranı, Stok ve Cari Yönetimi",
      textWidth,
    )
    expect(long.size).toBeLessThan(short.size)
    expect(long.lines.length).toBeLessThanOrEqual(3)
    expect(long.lines.join(" ")).toBe("Restoran, Kafe ve Otel İşletmeleri için Adisyon, Mutfak Ekranı, Stok ve Cari Yönetimi")
    for (const line of long.lines) expect(measure(fonts.heavy, line, long.size)).toBeLessThanOrEqual(textWidth)
    const endless = fitTitle(fonts.heavy, Array(30).fill("Entegrasyon").join(" "), textWidth)
    expect(endless.lines).toHaveLength(3)
    expect(endless.lines[2].endsWith("…")).toBe(true)
    for (const line of endless.lines) expect(measure(fonts.heavy, line, endless.size)).toBeLessThanOrEqual(textWidth)
  })
})

describe("the image", () => {
  it("is a 1200×630 PNG of at most 120 KB, and a different title gives a different image", async () => {
    const card: ShareCard = { path: "/og/x.png", title: "E-Fatura, E-Arşiv ve E-İrsaliye", label: "ERP", source: "test" }
    const png = await rasterise(cardSvg(card, brand, fonts, logo).svg)
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG")
    const meta = await sharp(png).metadata()
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 })
    expect(png.length).toBeLessThanOrEqual(120 * 1024)
    // The title area holds white letters on the dark card.
    const { channels } = await sharp(png).extract({ left: 80, top: 260, width: 700, height: 200 }).stats()
    expect(channels[0].max).toBeGreaterThan(240)
    expect(channels[0].min).toBeLessThan(40)
    const other = await rasterise(cardSvg({ ...card, title: "Muhasebe Sistemi" }, brand, fonts, logo).svg)
    expect(other.equals(png)).toBe(false)
  })
})

describe("the cache", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-cards-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const cards: ShareCard[] = [
    { path: "/og/erp/muhasebe-sistemi.png", title: "Muhasebe Sistemi", label: "ERP", source: "a" },
    { path: "/og/support/teknik-destek.png", title: "Teknik Destek", label: "Destek", source: "b" },
  ]
  /** The real inputs, with a code version a test may change. */
  const options = (code = "code-1") => ({
    outDir: path.join(dir, "public"),
    cacheDir: path.join(dir, "cache"),
    fontFile,
    logoFile,
    code,
  })
  const mtimes = (folder: string) =>
    Object.fromEntries(fs.readdirSync(folder).map((name) => [name, fs.statSync(path.join(folder, name)).mtimeMs]))

  it("draws the site's cards once; a description edit redraws none, a title edit only that page's card", async () => {
    const dataDir = path.join(dir, "data")
    fs.cpSync(path.join(root, "data"), dataDir, { recursive: true })
    const run = () => writeShareCards({ ...projectCardOptions(contentTypes, root), ...options(), dataDir })
    const page = path.join(dataDir, "erp", "muhasebe-sistemi.yaml")
    const card = path.join(dir, "public", "og", "erp", "muhasebe-sistemi.png")

    const first = await run()
    expect(first.drawn).toBe(first.cards.length)
    const cached = mtimes(options().cacheDir)
    expect(Object.keys(cached)).toHaveLength(first.cards.length)
    const published = fs.readFileSync(card)

    const yaml = fs.readFileSync(page, "utf8")
    expect(yaml).toContain("mali müşavirinizle")
    expect(yaml).toMatch(/^title: Muhasebe sistemi$/m)
    fs.writeFileSync(page, yaml.replace("mali müşavirinizle", "mali müşaviriniz ile"))
    expect(await run()).toMatchObject({ drawn: 0, reused: first.cards.length })
    expect(mtimes(options().cacheDir)).toEqual(cached)
    expect(fs.readFileSync(card).equals(published)).toBe(true)

    fs.writeFileSync(page, yaml.replace("title: Muhasebe sistemi", "title: Genel muhasebe sistemi"))
    expect(await run()).toMatchObject({ drawn: 1, reused: first.cards.length - 1 })
    expect(fs.readFileSync(card).equals(published)).toBe(false)
    // The old card's entry is dropped; every other entry is kept as it was.
    const after = mtimes(options().cacheDir)
    expect(Object.keys(after)).toHaveLength(first.cards.length)
    expect(Object.entries(after).filter(([name, time]) => cached[name] === time)).toHaveLength(first.cards.length - 1)

    // An edit of the title that keeps the file's size and time is seen.
    const edit = sameSizeAndTime(page)
    expect(await run()).toMatchObject({ drawn: 0 })
    edit.text("title: Genel muhasebe sistemi", "title: Genel Muhasebe sistemi")
    expect(await run()).toMatchObject({ drawn: 1, reused: first.cards.length - 1 })
  }, 180_000)

  it("draws the same cards, byte for byte, after the cache is deleted", async () => {
    const cover = path.join(
      root,
      "data",
      "media",
      fs.readdirSync(path.join(root, "data", "media")).find((name) => /\.jpe?g$/.test(name)) as string,
    )
    const withCover: ShareCard[] = [...cards, { ...cards[0], path: "/og/blog/kapak.png", title: "Kapaklı yazı", image: cover }]
    const published = () =>
      Object.fromEntries(
        withCover.map((card) => [card.path, fs.readFileSync(path.join(dir, "public", card.path)).toString("base64")]),
      )
    expect(await writeCards(withCover, brand, options())).toMatchObject({ drawn: 3 })
    const kept = published()
    fs.rmSync(options().cacheDir, { recursive: true })
    fs.rmSync(path.join(dir, "public"), { recursive: true })
    expect(await writeCards(withCover, brand, options())).toMatchObject({ drawn: 3, reused: 0 })
    expect(published()).toEqual(kept)
  })

  it("redraws every card when the brand changes", async () => {
    expect(await writeCards(cards, brand, options())).toMatchObject({ drawn: 2, reused: 0 })
    expect(await writeCards(cards, brand, options())).toMatchObject({ drawn: 0, reused: 2 })
    expect(await writeCards(cards, { ...brand, name: "Yakamoz Bilişim" }, options())).toMatchObject({ drawn: 2 })
  })

  it("redraws a card when its badge changes", async () => {
    await writeCards(cards, brand, options())
    const badged = await writeCards([{ ...cards[0], badge: "Genel Muhasebe" }, cards[1]], brand, options())
    expect(badged).toMatchObject({ drawn: 1, reused: 1 })
  })

  it("redraws every card when the code version changes", async () => {
    await writeCards(cards, brand, options())
    expect(await writeCards(cards, brand, options("code-2"))).toMatchObject({ drawn: 2, reused: 0 })
  })

  it("keeps the project's cards in the build's cache folder, under the build's code version", () => {
    expect(projectCardOptions(contentTypes, root)).toMatchObject({
      cacheDir: cachePath(root, "share-cards"),
      code: codeVersion(root),
    })
  })
})
