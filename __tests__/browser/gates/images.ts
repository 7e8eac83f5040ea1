import type { Page } from "playwright-core"
import type { PageVisit } from "../support/page-visit"
import { viewports } from "../support/browser"

/**
 * Image gates (src/postbuild/images.ts, src/components/picture.tsx): every <img> of every page has alt,
 * width and height and loads lazily unless it is the first screen's priority image; on a phone,
 * images below the first screen wait until the visitor scrolls, then arrive, in AVIF.
 * images.test.ts checks the variants the pages name and the files of public/.
 */

/**
 * How far below the screen Chromium starts fetching a lazy image: 1250 px on a fast connection
 * (Blink's lazyImageLoadingDistanceThresholdPx4G, what the test server counts as), so "below the
 * first screen" means beyond this margin too.
 */
const lazyMargin = 1250

export interface ImageInfo {
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

/** Every <img> of the page with its attributes and place: a probe of the visit, before any scrolling. */
export const imagesOf = (page: Page) =>
  page.evaluate(() =>
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
    }),
  )

type WithImages = PageVisit<{ images: typeof imagesOf }>

export function imageAttributesGate(visit: () => WithImages) {
  it("gives every <img> alt text (empty only when decorative), width and height, and loads all but a priority image lazily", () => {
    const bad = visit().atLoad.images.flatMap((image) => [
      ...(image.alt === null ? [`${image.html}: no alt attribute`] : []),
      ...(!image.width || !image.height ? [`${image.html}: no width and height`] : []),
      ...(image.fetchpriority !== "high" && image.loading !== "lazy" ? [`${image.html}: neither lazy nor priority`] : []),
    ])
    expect(bad).toEqual([])
  })
}

/** The about page's office picture is below a phone's first screen: the gate has one image to hold back. */
const pageWithImageBelow = "/about"

export function lazyImagesGate(visit: () => WithImages, route: string) {
  it("on a phone requests no image below the first screen until scrolled to, then shows each one", async () => {
    const { page, atLoad, requestsAtLoad, requests } = visit()
    const images = atLoad.images
    const below = images.filter((image) => image.top > viewports.mobile.height + lazyMargin)
    if (route === pageWithImageBelow) expect(below.length).toBeGreaterThan(0)
    const requested = (list: ReadonlyMap<string, string>) =>
      [...list]
        .filter(([url, type]) => type === "image" && new URL(url).pathname.startsWith("/img/"))
        .map(([url]) => new URL(url).pathname)
    const early = requested(requestsAtLoad).filter((url) =>
      below.some((image) => image.srcsets.some(({ srcset }) => srcset.includes(`${url} `))),
    )
    expect(early).toEqual([])
    // Scrolled through, each image has arrived, in AVIF (Chromium takes the first <source> it reads).
    await page.waitForFunction(
      (indexes) => indexes.every((index) => document.images[index].complete && document.images[index].naturalWidth > 0),
      below.map((image) => image.index),
      { timeout: 10_000 },
    )
    if (below.length > 0) expect(requested(requests).some((url) => url.endsWith(".avif"))).toBe(true)
  })
}
