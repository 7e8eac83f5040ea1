import fs from "fs"
import path from "path"
import sharp from "sharp"
import { baseUrl, sharedBrowser, sharedPages, viewports } from "./support/browser"
import { everyPage } from "./support/routes"
import { imageSlots } from "../../src/content/schema/image"
import { maxVariantBytes } from "../../src/build/images"

/**
 * The images of the build (src/build/images.ts, src/components/picture.tsx): every <img> of every
 * page has alt, width and height; every variant a page names exists at the width its srcset
 * declares, and the widths are those of an image slot; on a phone, images below the first screen
 * wait until the visitor scrolls; and no image file of public/ is over the 200 KB budget.
 */

const publicDir = path.join(__dirname, "..", "..", "public")
const browser = sharedBrowser()
const pages = sharedPages(browser)
afterAll(() => pages.close())

/**
 * How far below the screen Chromium starts fetching a lazy image: 1250 px on a fast connection
 * (Blink's lazyImageLoadingDistanceThresholdPx4G, what the test server counts as), so "below the
 * first screen" means beyond this margin too.
 */
const lazyMargin = 1250

interface ImageInfo {
  alt: string | null
  width: string | null
  height: string | null
  loading: string | null
  fetchpriority: string | null
  top: number
  /** Its place in document.images. */
  index: number
  srcsets: { srcset: string; sizes: string | null }[]
  html: string
}

const imagesOf = () =>
  Array.from(document.images).map((image, index): ImageInfo => {
    const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : null
    const sets = [...(picture ? Array.from(picture.querySelectorAll("source")) : []), image]
    return {
      alt: image.getAttribute("alt"),
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
      loading: image.getAttribute("loading"),
      fetchpriority: image.getAttribute("fetchpriority"),
      top: image.getBoundingClientRect().top + window.scrollY,
      index,
      srcsets: sets.flatMap((el) =>
        el.getAttribute("srcset") ? [{ srcset: el.getAttribute("srcset") ?? "", sizes: el.getAttribute("sizes") }] : [],
      ),
      html: image.outerHTML.slice(0, 160),
    }
  })

const found: { route: string; images: ImageInfo[] }[] = []
/** The images of each page as a phone lays them out. */
const phone = new Map<string, ImageInfo[]>()

describe.each(everyPage())("%s", (route) => {
  it("gives every <img> alt text (empty only when decorative), width and height, and loads all but a priority image lazily", async () => {
    const { page } = await pages.open()
    await page.goto(`${baseUrl()}${route}`)
    const images = await page.evaluate(imagesOf)
    found.push({ route, images })
    const bad = images.flatMap((image) => [
      ...(image.alt === null ? [`${image.html}: no alt attribute`] : []),
      ...(!image.width || !image.height ? [`${image.html}: no width and height`] : []),
      ...(image.fetchpriority !== "high" && image.loading !== "lazy" ? [`${image.html}: neither lazy nor priority`] : []),
    ])
    expect(bad).toEqual([])
  })
})

describe("the variants", () => {
  it("exist at every width their srcset declares, and those widths are an image slot's", async () => {
    const sets = found.flatMap(({ images }) => images.flatMap((image) => image.srcsets))
    // The about page's office picture at least; the count grows with the content.
    expect(sets.length).toBeGreaterThanOrEqual(3)
    const slotWidths = Object.values(imageSlots).map((slot) => slot.widths.join(","))
    const checked = new Set<string>()
    for (const { srcset, sizes } of sets) {
      const entries = srcset.split(", ").map((entry) => entry.trim().split(/\s+/))
      expect(slotWidths).toContain(entries.map(([, w]) => parseInt(w)).join(","))
      expect(Object.values(imageSlots).map((slot) => slot.sizes as string)).toContain(sizes)
      for (const [url, w] of entries) {
        if (checked.has(url)) continue
        checked.add(url)
        const response = await fetch(`${baseUrl()}${url}`)
        expect([url, response.status]).toEqual([url, 200])
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
        expect([url, meta.width]).toEqual([url, parseInt(w)])
      }
    }
  })
})

describe("on a phone", () => {
  it("requests no image below the first screen until the visitor scrolls to it", async () => {
    const routes = found.filter(({ images }) => images.length > 0).map(({ route }) => route)
    expect(routes).toContain("/about")
    const { page } = await pages.open({ viewport: viewports.mobile })
    for (const route of routes) {
      const requested: string[] = []
      const onRequest = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === "image" && new URL(request.url()).pathname.startsWith("/img/"))
          requested.push(new URL(request.url()).pathname)
      }
      page.on("request", onRequest)
      await page.goto(`${baseUrl()}${route}`, { waitUntil: "networkidle" })
      const images = await page.evaluate(imagesOf)
      const below = images.filter((image) => image.top > viewports.mobile.height + lazyMargin)
      const early = requested.filter((url) =>
        below.some((image) => image.srcsets.some(({ srcset }) => srcset.includes(`${url} `))),
      )
      expect([route, early]).toEqual([route, []])
      // Scrolled to, each image then arrives, in AVIF (Chromium takes the first <source> it reads).
      for (const image of below) {
        await page.evaluate((top) => window.scrollTo(0, top - 200), image.top)
        await page.waitForFunction((index) => {
          const img = document.images[index]
          return img.complete && img.naturalWidth > 0
        }, image.index)
      }
      phone.set(route, images)
      if (below.length > 0) expect(requested.some((url) => url.endsWith(".avif"))).toBe(true)
      page.off("request", onRequest)
    }
  })

  it("puts the about page's office picture below the first screen, so the test above has one to hold back", () => {
    const about = phone.get("/about")
    expect(about?.some((image) => image.top > viewports.mobile.height + lazyMargin)).toBe(true)
  })
})

describe("public/", () => {
  it("holds no image file over 200 KB", () => {
    const images = (fs.readdirSync(publicDir, { recursive: true }) as string[]).filter((name) =>
      /\.(png|jpe?g|webp|avif|gif)$/i.test(name),
    )
    expect(images.length).toBeGreaterThan(0)
    const big = images
      .map((name) => ({ name, bytes: fs.statSync(path.join(publicDir, name)).size }))
      .filter(({ bytes }) => bytes > maxVariantBytes)
      .map(({ name, bytes }) => `${name}: ${Math.round(bytes / 1024)} KB`)
    expect(big).toEqual([])
  })
})
