import type { Page } from "playwright-core"
import type { PageVisit } from "../support/page-visit"
import { unknownRoute } from "../support/routes"

/**
 * Layout gate: at 320, 390, 768 and 1280 px no page scrolls sideways and every page keeps its frame
 * (layoutProblems: header at the top, nothing drawn above it, the first heading on the first screen,
 * the footer last). Each visit checks the width it loaded at, as it opened and once scrolled through,
 * then the window is resized to the next width: the layout is responsive CSS, so each width is laid
 * out as if loaded at that width. The desktop visit takes 1280 and 768 px, the phone 390 and 320 px.
 * The clean-load gate: no console error, uncaught error or failed request while the page loads and is
 * scrolled through.
 */

const height = 800

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

/**
 * The frame of the page (measured at the top, where the sticky header sits in its place):
 * - the header's top edge is at 0;
 * - nothing visible is drawn above it (a box that takes room there, such as the icon sprite drawn as a
 *   300×150 blank when CSS overrode its `hidden`), and its top row is the header's, not something over it;
 * - the first heading of main is wholly on the first screen, below the header;
 * - the footer is the last thing on the page: it ends where the document ends and nothing visible
 *   outside it reaches below its top edge.
 * Returns what is wrong, one line each, naming the elements. A probe of the visit (the page as it opens).
 */
export function layoutProblems(page: Page) {
  return page.evaluate(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" })
    const problems: string[] = []
    const label = (element: Element) => {
      const box = element.getBoundingClientRect()
      const id = element.id ? `#${element.id}` : ""
      const classes = typeof element.className === "string" && element.className ? `.${element.className.split(" ")[0]}` : ""
      return `<${element.tagName.toLowerCase()}${id}${classes}> at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`
    }
    // Drawn: a box with an area that neither display, visibility nor opacity hides.
    const drawn = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    }
    const header = document.querySelector("body header:not(main header):not(footer header)")
    const main = document.querySelector("main")
    const footer = document.querySelector("body footer:not(main footer)")
    if (!header || !main || !footer) return [`the page lacks its ${!header ? "header" : !main ? "main" : "footer"}`]
    const everything = Array.from(document.body.querySelectorAll("*"))

    const headerBox = header.getBoundingClientRect()
    if (Math.abs(headerBox.top) > 0.5) problems.push(`the header starts at ${headerBox.top}px, not at 0`)
    // Elements that contain the header (body, wrappers) start with it; anything else in the band above it is extra.
    for (const element of everything) {
      const box = element.getBoundingClientRect()
      if (element.contains(header) || box.bottom <= 0 || box.top >= headerBox.top || !drawn(element)) continue
      problems.push(`${label(element)} is drawn above the header`)
    }
    for (const x of [1, Math.round(window.innerWidth / 2), window.innerWidth - 2]) {
      const topmost = document.elementFromPoint(x, 0)
      if (topmost && !header.contains(topmost))
        problems.push(`at ${x},0 the top of the page shows ${label(topmost)}, not the header`)
    }

    const heading = main.querySelector("h1, h2, h3, h4, h5, h6")
    if (!heading) problems.push("main has no heading")
    else {
      const box = heading.getBoundingClientRect()
      if (!drawn(heading) || box.top < headerBox.bottom - 0.5 || box.bottom > window.innerHeight + 0.5) {
        problems.push(
          `the first heading of main, ${label(heading)}, is not on the first screen (${window.innerHeight}px high, header ends at ${headerBox.bottom}px)`,
        )
      }
    }

    const footerBox = footer.getBoundingClientRect()
    const documentHeight = document.documentElement.scrollHeight
    if (Math.abs(footerBox.bottom + window.scrollY - documentHeight) > 1) {
      problems.push(`the footer ends at ${footerBox.bottom + window.scrollY}px, the page at ${documentHeight}px`)
    }
    for (const element of everything) {
      if (element.contains(footer) || footer.contains(element)) continue
      const box = element.getBoundingClientRect()
      if (box.bottom > footerBox.top + 0.5 && drawn(element))
        problems.push(`${label(element)} reaches below the footer's top edge (${footerBox.top}px)`)
    }
    return problems.slice(0, 10)
  })
}

/** `widths[0]` is the width the visit loaded at; the window is resized to each other and back. */
export function layoutGate(visit: () => PageVisit<{ frame: typeof layoutProblems }>, widths: readonly [number, ...number[]]) {
  it(`fits ${widths.join(" and ")} px without sideways scrolling and keeps its frame`, async () => {
    const { page, atLoad } = visit()
    const loaded = page.viewportSize()
    const frame: string[] = atLoad.frame.map((problem) => `${widths[0]} px as loaded: ${problem}`)
    const overflows: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: width === widths[0] && loaded ? loaded.height : height })
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      if (scrollWidth > clientWidth) {
        overflows.push(`${width} px: ${scrollWidth} px wide; ${(await overflowingElements(page)).join("; ")}`)
      }
      frame.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`))
    }
    if (loaded) await page.setViewportSize(loaded)
    expect(overflows).toEqual([])
    expect(frame).toEqual([])
  })
}

export function cleanLoadGate(visit: () => PageVisit, route: string) {
  it("logs no console error and has no request fail while it loads and is scrolled through", () => {
    const { problems, errorResponses } = visit()
    if (route === unknownRoute) {
      // An unknown address answers 404 with the not-found page, and the browser logs that 404 once.
      expect(errorResponses).toEqual([`404 ${route}`])
      expect(problems.filter((line) => !/status of 404/.test(line))).toEqual([])
    } else {
      expect(errorResponses).toEqual([])
      expect(problems).toEqual([])
    }
  })
}
