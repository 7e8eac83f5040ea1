import zlib from "zlib"
import { baseUrl, sharedBrowser, openPage, viewports } from "./support/browser"
import { waitUntilInteractive } from "./support/page-checks"
import { contentRoutes, everyPage } from "./support/routes"

/**
 * Page-weight gate: what a first visit to each built page downloads, measured in Chromium with an
 * empty cache until the network is idle, each response sized as a static host sends it (text
 * gzip-compressed, fonts and images as they are). Inline <script> and <style> are counted in the
 * JavaScript and CSS budgets as well as in the document. On a page with a form the visitor then
 * scrolls to it, so its React island is counted too.
 */

const KB = 1024
const budget = {
  /** A page without a form: the site's own small module, no framework. */
  javascript: 10 * KB,
  /** A page with a form: plus the form's React island. */
  formJavascript: 60 * KB,
  css: 30 * KB,
  fonts: 60 * KB,
  fontFiles: 2,
  total: 300 * KB,
  homeTotal: 500 * KB,
  requests: 8,
}

const routes = everyPage()

const compressedFormats = /\.(woff2|png|jpe?g|webp|avif|gif)$/i
const modernImage = /\.(webp|avif|svg)$/i

interface Weight {
  route: string
  hasForm: boolean
  requests: number
  javascript: number
  css: number
  fonts: number
  fontFiles: string[]
  total: number
}

const measured: Weight[] = []

const browser = sharedBrowser()
afterAll(() => {
  const overBudget = measured.some((weight) => overruns(weight).length > 0)
  if (overBudget) console.log(`Page weight, first load (KB, gzip):\n${table(measured)}`)
})

// Each address is sized once for the whole suite.
const sizes = new Map<string, Promise<number>>()
function transferSize(url: string): Promise<number> {
  let size = sizes.get(url)
  if (!size) {
    size = fetch(url).then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer())
      return compressedFormats.test(new URL(url).pathname) ? body.length : zlib.gzipSync(body).length
    })
    sizes.set(url, size)
  }
  return size
}

const gzipLength = (text: string) => (text ? zlib.gzipSync(Buffer.from(text)).length : 0)

/** The inline scripts (structured data aside, it is not code) and inline styles of a page's HTML. */
function inlineCode(html: string) {
  const scripts = Array.from(html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g))
    .filter((match) => !/application\/ld\+json/.test(match[1]))
    .map((match) => match[2])
  const styles = Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)).map((match) => match[1])
  return { javascript: gzipLength(scripts.join("\n")), css: gzipLength(styles.join("\n")) }
}

function overruns(weight: Weight): string[] {
  const total = weight.route === "/" ? budget.homeTotal : budget.total
  const over: string[] = []
  const javascript = weight.hasForm ? budget.formJavascript : budget.javascript
  if (weight.javascript > javascript) over.push(`JavaScript ${kb(weight.javascript)} KB > ${kb(javascript)} KB`)
  if (weight.css > budget.css) over.push(`CSS ${kb(weight.css)} KB > ${kb(budget.css)} KB`)
  if (weight.fonts > budget.fonts) over.push(`fonts ${kb(weight.fonts)} KB > ${kb(budget.fonts)} KB`)
  if (weight.fontFiles.length > budget.fontFiles) over.push(`${weight.fontFiles.length} font files > ${budget.fontFiles}`)
  const notWoff2 = weight.fontFiles.filter((file) => !file.endsWith(".woff2"))
  if (notWoff2.length > 0) over.push(`fonts not in WOFF2: ${notWoff2.join(", ")}`)
  if (weight.total > total) over.push(`total ${kb(weight.total)} KB > ${kb(total)} KB`)
  if (weight.requests > budget.requests) over.push(`${weight.requests} requests > ${budget.requests}`)
  return over
}

const kb = (bytes: number) => (bytes / KB).toFixed(1)

function table(weights: Weight[]): string {
  const header = ["page", "requests", "JS", "CSS", "fonts", "font files", "total"]
  const rows = weights.map((w) => [
    w.route,
    String(w.requests),
    kb(w.javascript),
    kb(w.css),
    kb(w.fonts),
    String(w.fontFiles.length),
    kb(w.total),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join("  ")).join("\n")
}

/** A first visit to a page, until the network is idle and the font the browser fetches when idle has arrived. */
async function firstVisit(route: string, options: Parameters<typeof openPage>[1] = {}) {
  const { page, context } = await openPage(browser(), options)
  const requested = new Map<string, string>()
  page.on("request", (request) => {
    // A resource fetched twice in one visit is one download for a host that sends cache
    // validators; the test server sends none, so Chromium may refetch the font and sprite.
    if (!request.url().startsWith("data:")) requested.set(request.url(), request.resourceType())
  })
  // The page paints in the fallback font and fetches Inter when the browser is idle after load.
  const fontFetched = page.waitForEvent("requestfinished", { predicate: (request) => request.resourceType() === "font" })
  const response = await page.goto(`${baseUrl()}${route}`, { waitUntil: "networkidle" })
  await fontFetched
  await page.waitForLoadState("networkidle")
  const html = (await response?.text()) ?? ""
  const inline = inlineCode(html)
  const hasForm = html.includes("data-island=")
  if (hasForm) {
    await waitUntilInteractive(page, "[data-island] form")
    await page.waitForLoadState("networkidle")
  }

  const weight: Weight = {
    route,
    hasForm,
    requests: requested.size,
    javascript: inline.javascript,
    css: inline.css,
    fonts: 0,
    fontFiles: [],
    total: 0,
  }
  for (const [url, type] of requested) {
    const size = await transferSize(url)
    weight.total += size
    if (type === "script") weight.javascript += size
    if (type === "stylesheet") weight.css += size
    if (type === "font") {
      weight.fonts += size
      weight.fontFiles.push(new URL(url).pathname)
    }
  }
  return { page, context, html, requested, weight }
}

describe.each(routes)("%s", (route) => {
  it("stays within the page-weight budget on a first visit", async () => {
    const { page, context, requested, weight } = await firstVisit(route)
    measured.push(weight)
    expect(overruns(weight)).toEqual([])
    // The measurement saw the page's code and font, so an empty result cannot pass by accident.
    expect(weight.javascript).toBeGreaterThan(0)
    expect(weight.fontFiles.length).toBeGreaterThan(0)

    const images = await page.evaluate(() =>
      Array.from(document.images).map((image) => ({
        // The file the browser chose; empty for a lazy image it has not fetched yet (checked by images.test.ts).
        src: image.currentSrc,
        html: image.outerHTML.slice(0, 120),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
      })),
    )
    const imageRequests = [...requested].filter(([, type]) => type === "image").map(([url]) => url)
    const badImages = [
      ...images
        .filter((image) => image.src && !modernImage.test(new URL(image.src).pathname))
        .map((image) => `${image.src}: not WebP, AVIF or SVG`),
      ...images.filter((image) => !image.width || !image.height).map((image) => `${image.html}: no width and height attributes`),
      ...imageRequests.filter((url) => !modernImage.test(new URL(url).pathname)).map((url) => `${url}: not WebP, AVIF or SVG`),
    ]
    expect(badImages).toEqual([])
    await context.close()
  })
})

/** Issue 23: an article with its cover, on a phone that takes the sharpest variant (3 pixels per CSS pixel). */
const articleBudget = 150 * KB

describe("an article page with its cover, on a phone", () => {
  const articles = contentRoutes()
    .filter((route) => route.file?.endsWith(".md"))
    .map((route) => route.slug)

  it.each(articles)("%s loads at most 150 KB on a first visit, the cover included", async (route) => {
    const { context, html, requested, weight } = await firstVisit(route, {
      viewport: viewports.mobile,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    })
    const cover = [...requested].filter(
      ([url, type]) => type === "image" && /^\/img\/.*\.(avif|webp|jpe?g|png)$/.test(new URL(url).pathname),
    )
    // Every seed article has a cover, and the phone fetched it (the first screen's image, not lazy).
    expect(html).toContain('fetchpriority="high"')
    expect(cover.length).toBeGreaterThan(0)
    expect({ route, total: weight.total <= articleBudget ? "within" : `${kb(weight.total)} KB` }).toEqual({
      route,
      total: "within",
    })
    await context.close()
  })
})
