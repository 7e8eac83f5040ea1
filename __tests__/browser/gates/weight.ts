import zlib from "zlib"
import type { PageVisit } from "../support/page-visit"

/**
 * Page-weight gate: what a first visit to each built page downloads, measured in Chromium with an
 * empty cache until the network is idle, each response sized as a static host sends it (text
 * gzip-compressed, fonts and images as they are). Inline <script> and <style> are counted in the
 * JavaScript and CSS budgets as well as in the document. On a page with a form the visitor then
 * scrolls to it, so its React island is counted too.
 */

export const KB = 1024
export const budget = {
  /** A page without a form: the site's own small module, no framework. */
  javascript: 10 * KB,
  /**
   * A page with a form: plus the form's React island of the page's language. 63 KB since the forms speak the
   * page's language (issue 53): each language's island carries only its own words; the Turkish one grew by
   * 0.6 KB gzip for the words' lookup, and the English words are 1.4 KB longer than the Turkish (bench/results.md,
   * 29 November).
   */
  formJavascript: 63 * KB,
  css: 30 * KB,
  fonts: 60 * KB,
  fontFiles: 2,
  total: 300 * KB,
  homeTotal: 500 * KB,
  requests: 8,
}

const compressedFormats = /\.(woff2|png|jpe?g|webp|avif|gif)$/i
const modernImage = /\.(webp|avif|svg)$/i

export interface Weight {
  route: string
  hasForm: boolean
  requests: number
  javascript: number
  css: number
  fonts: number
  fontFiles: string[]
  total: number
}

// Each address is sized once per test file.
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

/** What the requests of a first visit weigh: `requests` maps each address to its resource type. */
export async function weighVisit(route: string, html: string, requests: ReadonlyMap<string, string>): Promise<Weight> {
  const inline = inlineCode(html)
  const weight: Weight = {
    route,
    hasForm: html.includes("data-island="),
    requests: requests.size,
    javascript: inline.javascript,
    css: inline.css,
    fonts: 0,
    fontFiles: [],
    total: 0,
  }
  for (const [url, type] of requests) {
    const size = await transferSize(url)
    weight.total += size
    if (type === "script") weight.javascript += size
    if (type === "stylesheet") weight.css += size
    if (type === "font") {
      weight.fonts += size
      weight.fontFiles.push(new URL(url).pathname)
    }
  }
  return weight
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1)

export function overruns(weight: Weight): string[] {
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

export function weightGate(visit: () => PageVisit) {
  it("stays within the page-weight budget on a first visit", async () => {
    const { route, page, html, requestsInteractive } = visit()
    const weight = await weighVisit(route, html, requestsInteractive)
    const measured = `${weight.requests} requests, JS ${kb(weight.javascript)} KB, CSS ${kb(weight.css)} KB, fonts ${kb(weight.fonts)} KB, total ${kb(weight.total)} KB`
    expect({ measured, over: overruns(weight) }).toEqual({ measured, over: [] })
    // The measurement saw the page's code and font, so an empty result cannot pass by accident.
    expect(weight.javascript).toBeGreaterThan(0)
    expect(weight.fontFiles.length).toBeGreaterThan(0)

    const images = await page.evaluate(() =>
      Array.from(document.images).map((image) => ({
        // The file the browser chose (every image has one: the visit scrolled through the page).
        src: image.currentSrc,
        html: image.outerHTML.slice(0, 120),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
      })),
    )
    const imageRequests = [...requestsInteractive].filter(([, type]) => type === "image").map(([url]) => url)
    const badImages = [
      ...images
        .filter((image) => image.src && !modernImage.test(new URL(image.src).pathname))
        .map((image) => `${image.src}: not WebP, AVIF or SVG`),
      ...images.filter((image) => !image.width || !image.height).map((image) => `${image.html}: no width and height attributes`),
      ...imageRequests.filter((url) => !modernImage.test(new URL(url).pathname)).map((url) => `${url}: not WebP, AVIF or SVG`),
    ]
    expect(badImages).toEqual([])
  })
}
