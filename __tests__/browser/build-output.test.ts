import fs from "fs"
import path from "path"
import sharp from "sharp"
import zlib from "zlib"
import { parse } from "yaml"
import { baseUrl } from "./support/browser"
import { brand, contentRoutes, everyPage } from "./support/routes"
import { wordCount } from "../../src/kinds/articles/routes"
import { readSiteData, readSiteTexts } from "../../src/content/read-site"
import { siteInLanguage } from "../../src/content/schema/site-texts"
import { fillTokens, tokenValues } from "../../src/content/tokens"
import { defaultLanguage } from "../../src/content/languages"
import { alternatesOf, expectedHreflangs, hreflang, languageOf } from "./support/route-languages"
import { headerAllowanceBytes, roundTrips } from "../../src/postbuild/icon-split"
import { transferBytes } from "../../src/postbuild/precompress"

const dataDir = path.join(__dirname, "..", "..", "data")
const siteData = readSiteData(dataDir)
/** The token values a page in `language` shows: data/site.yaml with that language's texts over it (data/en/site.yaml). */
const tokensIn = (language: string) =>
  tokenValues(siteInLanguage(siteData, language === defaultLanguage ? undefined : readSiteTexts(dataDir, language)), language)

const site = parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "site.yaml"), "utf8")) as { siteUrl: string }

async function fetchText(pathname: string) {
  const response = await fetch(`${baseUrl()}${pathname}`)
  return { status: response.status, text: await response.text() }
}

describe("files the build derives from data/", () => {
  it("the sitemap lists every content route at the production address, each with its pages in other languages, and leaves out the 404 pages", async () => {
    const index = await fetchText("/sitemap-index.xml")
    expect(index.status).toBe(200)
    const sitemapPath = new URL(index.text.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "").pathname
    const sitemap = await fetchText(sitemapPath)
    const listed = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    // Each entry's hreflang links, by its address: a page and its translation name each other here too.
    const entries = new Map(
      Array.from(sitemap.text.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g), ([, loc, rest]) => [
        loc,
        Array.from(rest.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g), ([, language, url]) =>
          hreflang(language, url),
        ).sort(),
      ]),
    )
    for (const route of contentRoutes()) {
      const loc = `${site.siteUrl}${route.slug === "/" ? "/" : route.slug}`
      expect(listed).toContain(loc)
      expect([route.slug, entries.get(loc)]).toEqual([route.slug, expectedHreflangs(alternatesOf(route.slug), site.siteUrl)])
    }
    expect(listed.some((url) => url.includes("404"))).toBe(false)
  })

  it("robots.txt allows crawling and names the sitemap", async () => {
    const robots = await fetchText("/robots.txt")
    expect(robots.status).toBe(200)
    expect(robots.text).toContain("Allow: /")
    expect(robots.text).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`)
  })

  it("the web manifest carries the brand, Turkish language and icons that exist", async () => {
    const manifest = JSON.parse((await fetchText("/manifest.webmanifest")).text) as {
      name: string
      lang: string
      icons: { src: string }[]
    }
    expect(manifest.name).toBe(brand)
    expect(manifest.lang).toBe("tr")
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl()}${icon.src}`)).status).toBe(200)
  })

  it("every page has a symbol for each icon it draws: the first screen's in the page, the others in a file fetched after it", async () => {
    const drawnAnywhere = new Set<string>()
    const files = new Map<string, Set<string>>()
    for (const route of everyPage()) {
      const { text } = await fetchText(route)
      const symbols = new Set(Array.from(text.matchAll(/<symbol id="([^"]+)"/g), (match) => match[1]))
      const used = new Set(Array.from(text.matchAll(/<use href="#([^"]+)"/g), (match) => match[1]))
      expect([route, [...used].filter((id) => !symbols.has(id))]).toEqual([route, []])
      // The mobile menu's close icon is drawn by the header script once the menu opens.
      expect(symbols.has("i-x")).toBe(true)
      symbols.forEach((id) => drawnAnywhere.add(id))
      // Icons below the first screen point at the page's icon file; none of them is in the page too.
      for (const [, file, id] of text.matchAll(/<use href="(\/img\/icons-[0-9a-f]{10}\.svg)#([^"]+)"/g)) {
        expect([route, id, symbols.has(id)]).toEqual([route, id, false])
        files.set(file, (files.get(file) ?? new Set()).add(id))
      }
      // The sheet at the top of the body holds the symbols the first screen draws, or a script or an island
      // draws later; a page that keeps its later icons too has them in a sheet at the end of its body.
      const [top] = text.slice(text.indexOf("<body")).match(/<svg[^>]*hidden>.*?<\/svg>/) ?? [""]
      const end = text.indexOf("<h2", text.indexOf("<main"))
      const early = new Set(Array.from(text.slice(0, end).matchAll(/<use href="#([^"]+)"/g), (match) => match[1]))
      const island = text.includes("data-island=")
      const topSymbols = Array.from(top.matchAll(/<symbol id="([^"]+)"/g), (match) => match[1])
      expect([route, topSymbols.filter((id) => !early.has(id) && id !== "i-x" && !island)]).toEqual([route, []])
      const later = laterSheet(text)
      if (later) expect([route, /<use href="\/img\/icons-/.test(text)]).toEqual([route, false])
    }
    expect(files.size).toBeGreaterThan(0)
    for (const [file, ids] of files) {
      const response = await fetch(`${baseUrl()}${file}`)
      expect([file, response.status]).toEqual([file, 200])
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      const svg = await response.text()
      const symbols = new Set(Array.from(svg.matchAll(/<symbol id="([^"]+)"/g), (match) => match[1]))
      expect([file, [...ids].filter((id) => !symbols.has(id))]).toEqual([file, []])
      symbols.forEach((id) => drawnAnywhere.add(id))
    }
    const dataDir = path.join(__dirname, "..", "..", "data")
    const names = new Set<string>()
    for (const file of fs.readdirSync(dataDir, { recursive: true }) as string[]) {
      if (!file.endsWith(".yaml")) continue
      for (const match of fs.readFileSync(path.join(dataDir, file), "utf8").matchAll(/^\s*-?\s*icon:\s*([a-z0-9-]+)\s*$/gm))
        names.add(match[1])
    }
    expect(names.size).toBeGreaterThan(20)
    expect([...names].filter((name) => !drawnAnywhere.has(`i-${name}`))).toEqual([])
  })
})

/** The few entities React writes in text and attributes. */
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

// Pages run no framework in the browser, so the HTML the build writes must carry each page's own
// head tags; Gatsby renders pages concurrently, which once handed one page's tags to the next.
describe("head tags as the build writes them, before any JavaScript runs", () => {
  it.each(contentRoutes().map((route) => [route.slug, languageOf(route.slug), route] as const))(
    "%s carries its own title, one description, its canonical address, its other languages' addresses and lang=%s",
    async (slug, language, route) => {
      const { status, text } = await fetchText(slug)
      expect(status).toBe(200)
      const titles = Array.from(text.matchAll(/<title[^>]*>([^<]*)<\/title>/g), (match) => decode(match[1]))
      // The title as the page shows it: tokens such as {district} filled in from data/site.yaml, with the
      // page's language's texts over it (an English page's {experienceInText} is "over 15").
      expect(titles).toEqual([`${fillTokens(route.title, tokensIn(language))} - ${brand}`])
      expect(text.match(/<meta[^>]*name="description"/g)).toHaveLength(1)
      const canonicals = Array.from(text.matchAll(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/g), (match) => match[1])
      expect(canonicals).toEqual([`${site.siteUrl}${slug === "/" ? "" : slug}`])
      // A page and its translation name each other (hreflang), each with x-default at the Turkish page.
      const hreflangs = Array.from(
        text.matchAll(/<link[^>]*rel="alternate"[^>]*hrefLang="([^"]*)"[^>]*href="([^"]*)"/g),
        (match) => hreflang(match[1], match[2]),
      ).sort()
      expect(hreflangs).toEqual(expectedHreflangs(alternatesOf(slug), site.siteUrl))
      expect(text).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`))
    },
  )
})

const KB = 1024

/** The sheet of later icons' symbols a page keeps at the end of its body, if it keeps one. */
const laterSheet = (html: string) => html.match(/<svg[^>]*hidden><symbol\b(?:(?!<\/svg>).)*<\/svg>(?=<\/body>)/)?.[0]

/**
 * What a page's first response may weigh: the HTML with its critical CSS and icon symbols, gzip as a
 * static host sends it (brotli, where the host offers it, is about an eighth smaller). 14 KB is what
 * a new connection delivers in its first round trip (an initial congestion window of ten packets),
 * so a page within it can be drawn after one round trip more than the connection itself.
 */
const firstRoundTrip = 14 * KB

/**
 * The longest article (or other long document, such as the KVKK notice) whose whole page must fit the
 * first round trip. An article's length is its
 * author's: the article page around the body leaves room for about 1,200 words of Turkish text (with
 * a table, a quote and a table of contents); a longer article's first screen still fits, and the rest
 * of its text arrives in the next round trip (docs/architecture.md, "The first screen").
 */
const wholeArticleWords = 1100

const wordsOf = (slug: string) => {
  const file = contentRoutes().find((route) => route.slug === slug)?.file
  if (!file?.endsWith(".md")) return 0
  const text = fs.readFileSync(path.join(__dirname, "..", "..", file), "utf8")
  return wordCount(text.slice(text.indexOf("\n---", 3) + 4))
}

describe("the first screen", () => {
  it.each(everyPage())(
    "%s fits the first round trip of a new connection, loads no script before its first paint, and keeps the closed mobile menu after the footer",
    async (route) => {
      const response = await fetch(`${baseUrl()}${route}`, { headers: { "Accept-Encoding": "identity" } })
      const html = await response.text()
      // In bytes; the test's name says which page. The whole document fits, or for an article longer
      // than `wholeArticleWords` its first screen: everything before <main>'s first section heading
      // (the head with the critical CSS and first-screen icon symbols, the header, the article's trail,
      // title, lead and cover).
      // A long document that is not an article (the KVKK notice) is measured as a long article is: its words
      // are those of <main> as the page shows them.
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
      const words = wordsOf(route) || wordCount(main.replace(/<[^>]*>/g, " "))
      const heading = html.indexOf("<h2", html.indexOf("<main"))
      // A sheet of later icons' symbols at the end of the body is not measured: nothing is drawn from it
      // until the page below the first screen is, and the page keeps it only where it adds no round trip
      // (below).
      const later = laterSheet(html)
      const drawn = later ? html.replace(later, "") : html
      const measured = words > wholeArticleWords && heading !== -1 ? html.slice(0, heading) : drawn
      const gzip = zlib.gzipSync(Buffer.from(measured)).length
      expect({ route, words, gzip: gzip <= firstRoundTrip ? "fits" : gzip }).toEqual({ route, words, gzip: "fits" })
      // A page keeps its later icons' symbols at the end of its body only where that costs no round trip more
      // than the icon file (src/postbuild/icon-split.ts): the renderer decides on an estimate of the head, and
      // the page as served, with its form's token, must need as many round trips as it would with the file.
      if (later) {
        const ids = Array.from(later.matchAll(/<symbol id="([^"]+)"/g), (match) => match[1])
        const filed = ids.reduce(
          (page, id) => page.replaceAll(`<use href="#${id}"`, `<use href="/img/icons-0123456789.svg#${id}"`),
          html.replace(later, ""),
        )
        // As a host sends them: Brotli as the build compresses its copies, with the headers a production host
        // sends (headerAllowanceBytes; this server sends fewer).
        const trips = (page: string) => roundTrips(transferBytes(page) + headerAllowanceBytes)
        expect({ route, trips: trips(html) }).toEqual({ route, trips: trips(filed) })
      }
      // What is drawn only on demand, the closed mobile menu, comes after the footer: before <main> it held
      // the hero out of the browser's first parse and paint (issue 52).
      expect(html.indexOf("data-mobile-menu=")).toBeGreaterThan(html.indexOf("</footer>"))
      // Nothing the parser fetches and runs before the page is drawn: no script element with a source,
      // no module preload. The site module is imported by the inline loader once the largest paint is on
      // screen (src/postbuild/browser-scripts.ts), and it adds the speculation rules itself.
      expect(html).not.toMatch(/<script\b[^>]*\bsrc=/)
      expect(html).not.toMatch(/<link\b[^>]*\brel="(?:modulepreload|preload)"/)
      expect(html).not.toContain('type="speculationrules"')
      const loaders = inlineScripts(html).filter((code) => /\bimport\(/.test(code))
      expect(loaders).toHaveLength(1)
      expect(loaders[0]).toMatch(/^addEventListener\("load",/)
    },
  )

  it("measures most articles whole: the seed's long guides are the only ones over the length", () => {
    const articles = contentRoutes().filter((route) => route.file?.endsWith(".md"))
    const long = articles.filter((route) => wordsOf(route.slug) > wholeArticleWords)
    expect(long.length).toBeLessThan(articles.length / 2)
  })
})

/** The content of a <meta property|name="key"> in written HTML (React writes the key first). */
const metaContents = (html: string, key: string) =>
  Array.from(html.matchAll(new RegExp(`<meta[^>]*(?:property|name)="${key}"[^>]*content="([^"]*)"`, "g")), (m) => decode(m[1]))

// Links shared on WhatsApp and LinkedIn show og:image: each page's card must be in the build, at the
// size its tags declare and small enough for those apps to fetch it.
describe("share cards", () => {
  it.each(everyPage().map((page) => [page] as const))(
    "%s points og:image at a 1200×630 PNG of at most 120 KB that the build holds",
    async (page) => {
      const { text } = await fetchText(page)
      const [image] = metaContents(text, "og:image")
      expect(metaContents(text, "og:image")).toHaveLength(1)
      expect(image.startsWith(`${site.siteUrl}/og/`)).toBe(true)
      expect(metaContents(text, "og:image:width")).toEqual(["1200"])
      expect(metaContents(text, "og:image:height")).toEqual(["630"])
      expect(metaContents(text, "og:image:type")).toEqual(["image/png"])
      expect(metaContents(text, "og:image:alt")[0]).toMatch(new RegExp(brand))
      expect(metaContents(text, "twitter:card")).toEqual(["summary_large_image"])

      const response = await fetch(`${baseUrl()}${new URL(image).pathname}`)
      expect(response.status).toBe(200)
      const png = Buffer.from(await response.arrayBuffer())
      expect(png.length).toBeLessThanOrEqual(120 * 1024)
      expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
    },
  )

  it("gives every content page a card of its own", async () => {
    const images = await Promise.all(
      contentRoutes().map(async (route) => metaContents((await fetchText(route.slug)).text, "og:image")[0]),
    )
    expect(new Set(images).size).toBe(images.length)
  })
})

const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(__dirname, "..", "..", "public"))

/** Every file of the build as a site path ("/about/index.html"). */
const builtFiles = () =>
  (fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)

const readBuilt = (sitePath: string) => fs.readFileSync(path.join(publicDir, ...sitePath.split("/")), "utf8")

/** A reference inside `from` (a site path) as a site path, or null when it points at another origin. */
function resolveReference(reference: string, from: string): string | null {
  const origin = "http://site.invalid"
  const url = new URL(reference, `${origin}${from}`)
  return url.origin === origin ? decodeURIComponent(url.pathname) : null
}

/** The code of a page's inline <script> elements (data blocks such as JSON-LD included; they import nothing). */
const inlineScripts = (html: string) =>
  Array.from(html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g), (match) => match[1])

/** The scripts an HTML file loads: script src, preloaded modules and modules an inline script imports. */
const scriptsOfHtml = (html: string) => [
  ...Array.from(html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g), (match) => decode(match[1])),
  ...Array.from(html.matchAll(/<link\b[^>]*\bhref="([^"]+\.m?js)"/g), (match) => decode(match[1])),
  ...inlineScripts(html).flatMap((code) => Array.from(code.matchAll(/\bimport\s*\(\s*"([^"]+)"\s*\)/g), (match) => match[1])),
]

/** How a webpack bundle names its chunk files: `<prefix><id><suffix>`, next to the bundle. */
interface ChunkNaming {
  prefix: string
  suffix: string
  /** The bundle that names them (webpack's automatic public path is its directory). */
  bundle: string
}

/**
 * The files a script loads: ES module imports (static and dynamic) and, in a webpack bundle such as
 * the CMS's, every chunk it or one of its chunks names (`__webpack_require__.e(id)`, the file name
 * made by the main bundle's `__webpack_require__.u`).
 */
function scriptsOfScript(code: string, script: string, naming: ChunkNaming | null) {
  const specifiers = [
    ...Array.from(code.matchAll(/\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g), (match) => match[1]),
    ...Array.from(code.matchAll(/\b(?:from|import)\s*["']([^"']+)["']/g), (match) => match[1]),
    // A table of bundles the script chooses from at run time (the site module's islands, one per language).
    ...Array.from(code.matchAll(/["'](\/assets\/[\w.-]+\.js)["']/g), (match) => match[1]),
  ]
  const own = /\.u=(\w+)=>(?:"([^"]*)"\+)?\1\+"([^"]*)"/.exec(code)
  const chunks = own ? { prefix: own[2] ?? "", suffix: own[3], bundle: script } : naming
  const references = specifiers
    .filter((specifier) => /^(?:\/|\.\.?\/)/.test(specifier))
    .map((reference) => ({ reference, from: script }))
  if (chunks)
    for (const [, id] of code.matchAll(/\.e\((\d+)\)/g))
      references.push({ reference: `./${chunks.prefix}${id}${chunks.suffix}`, from: chunks.bundle })
  return { references, chunks }
}

/** Every script reachable from the build's HTML files (pages and the CMS), following what each script loads. */
function loadedScripts(files: string[]) {
  const direct = new Set<string>()
  const loaded = new Set<string>()
  const queue: { script: string; naming: ChunkNaming | null }[] = []
  const add = (reference: string, from: string, naming: ChunkNaming | null) => {
    const target = resolveReference(reference, from)
    if (target && !loaded.has(target)) {
      loaded.add(target)
      queue.push({ script: target, naming })
    }
    return target
  }
  for (const file of files.filter((name) => name.endsWith(".html")))
    for (const reference of scriptsOfHtml(readBuilt(file))) direct.add(add(reference, file, null) ?? reference)
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (!files.includes(next.script)) continue
    const { references, chunks } = scriptsOfScript(readBuilt(next.script), next.script, next.naming)
    references.forEach(({ reference, from }) => add(reference, from, chunks))
  }
  return { direct, loaded }
}

/** How each part of Gatsby's client runtime shows in a page (its ids, globals, files and generator tag). */
const runtimeMarkers: [string, RegExp][] = [
  [
    "the runtime's root or router elements",
    /\bid="(?:___gatsby|gatsby-focus-wrapper|gatsby-announcer|gatsby-script-loader|gatsby-chunk-mapping)"/,
  ],
  ["the runtime's globals", /\bwindow\.___\w+/],
  ["the runtime's bundles", /["'/](?:app|framework|webpack-runtime|commons|polyfill)-[0-9a-f]{20}\.js|component---[\w-]+\.js/],
  ["page data", /\/(?:page|slice)-data\//],
  ["the chunk map or webpack stats", /chunk-map\.json|webpack\.stats\.json/],
  ["Gatsby's slices or Partytown", /\/_gatsby\/|\/~partytown\//],
  ["the generator tag", /<meta[^>]*name="generator"/],
]

// Pages run only the site's own module (src/postbuild/runtime-removal.ts): nothing of Gatsby's client
// runtime may be referenced by a page or shipped in public/.
describe("Gatsby's client runtime is out of the build", () => {
  const files = builtFiles()

  it("no page references a part of it", () => {
    const pages = files.filter((name) => name.endsWith(".html"))
    expect(pages.length).toBeGreaterThan(contentRoutes().length)
    const found = pages.flatMap((page) => {
      const html = readBuilt(page)
      return runtimeMarkers.filter(([, marker]) => marker.test(html)).map(([what]) => `${page}: ${what}`)
    })
    expect(found).toEqual([])
  })

  it("public/ holds no script that no page, island or the CMS loads, and every script they load is there", () => {
    const { direct, loaded } = loadedScripts(files)
    const scripts = files.filter((name) => /\.m?js$/.test(name))
    expect(scripts.filter((script) => !loaded.has(script))).toEqual([])
    expect([...loaded].filter((script) => !files.includes(script))).toEqual([])
    // The islands' bundle and the CMS's chunks are loaded by scripts, not named by any HTML file.
    expect([...loaded].filter((script) => !direct.has(script)).length).toBeGreaterThan(1)
  })

  it("public/ keeps none of the runtime's data: page data, slices, chunk map, webpack stats, source maps", () => {
    const leftovers = files.filter((name) =>
      /^\/(?:page-data|slice-data|_gatsby|~partytown)\/|^\/(?:chunk-map|webpack\.stats)\.json$|\.map$|\.LICENSE\.txt$/.test(name),
    )
    expect(leftovers).toEqual([])
  })
})
