import type { Page } from "playwright-core"
import type { Response } from "playwright-core"
import { baseUrl, sharedBrowser, scrollThrough, sharedPages } from "./support/browser"
import { everyPage, unknownRoute } from "./support/routes"

/**
 * Layout gate: no page scrolls sideways at 320, 390 or 768 px, and no page logs a console error,
 * throws, or has a request fail or answer with an error while it loads and is scrolled through.
 */

const widths = [320, 390, 768]

const routes = everyPage()

const browser = sharedBrowser()
const pages = sharedPages(browser)

/** The elements that reach past the right edge of the viewport, to say what overflows. */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (right edge ${element.getBoundingClientRect().right}px)`,
      )
  })
}

describe.each(routes)("%s", (route) => {
  it(`fits ${widths.join(", ")} px without sideways scrolling, with no console error or failed request`, async () => {
    // Reduced motion: the reveals show at once, so each width is measured without waiting for fades
    // (the fades themselves are checked in reveal.test.ts).
    const narrowest = { width: widths[0], height: 800 }
    const { page, problems } = await pages.open({ viewport: narrowest, reducedMotion: "reduce" })
    await page.setViewportSize(narrowest)
    const errorResponses: string[] = []
    const onResponse = (response: Response) => {
      if (response.status() >= 400) errorResponses.push(`${response.status()} ${new URL(response.url()).pathname}`)
    }
    page.on("response", onResponse)
    await page.goto(`${baseUrl()}${route}`, { waitUntil: "networkidle" })

    // One load and one scroll through at the narrowest width, which runs everything the page does on the
    // way (reveals, the form island); then the window is widened: the layout is responsive CSS, so each
    // width is laid out as if loaded at that width, and the document's width is measured at each.
    await scrollThrough(page)
    const overflows: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      if (scrollWidth > clientWidth) {
        overflows.push(`${width} px: ${scrollWidth} px wide; ${(await overflowingElements(page)).join("; ")}`)
      }
    }
    expect(overflows).toEqual([])

    if (route === unknownRoute) {
      // An unknown address answers 404 with the not-found page, and the browser logs that 404 once.
      expect(errorResponses).toEqual([`404 ${route}`])
      expect(problems.filter((line) => !/status of 404/.test(line))).toEqual([])
    } else {
      expect(errorResponses).toEqual([])
      expect(problems).toEqual([])
    }
    page.off("response", onResponse)
  })
})
