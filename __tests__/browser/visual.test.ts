import type { Page } from "playwright-core"
import { pageTypes } from "../../src/kinds"
import { baseUrl, scrollThrough, sharedBrowser, sharedPages, viewports } from "./support/browser"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"
import { contentRoutes, unknownRoute } from "./support/routes"
import { recordBrowserVersion, screenshotMismatch, unusedReferences, updating } from "./support/screenshots"

/**
 * Screenshot gate: the home page, the first page of each content folder (one per template), the
 * contact page and the not-found page, at 390×844 and 1280×800, first screen and full page, each
 * compared with its committed reference (support/screenshots.ts says how, and with what tolerance).
 * `npm run test:visual:update` rewrites the references after an intended change.
 *
 * Each page is shown as a visitor who opens it sees it once every block has scrolled into view:
 * reduced motion (no fades), the first visit's fallback font (no referrer, so no `html.wf`), the
 * contact form's island hydrated, the page scrolled back to the top, caret hidden, animations stopped.
 */

const routes = contentRoutes()
const firstOf = (folder: string) => routes.find((route) => route.file?.startsWith(`data/${folder}/`))?.slug
// The English home and a sector page: the English frame and its longer labels (issue 53).
const samples = [
  ...new Set(["/", ...pageTypes.map((kind) => firstOf(kind.folder)), "/contact", unknownRoute, "/en", "/en/erp/restaurant-pos"]),
].filter((route): route is string => !!route)

/** The file name of a page's screenshots: "home", "not-found", or its slug with dashes ("erp-muhasebe-sistemi"). */
const pageName = (route: string) =>
  route === "/" ? "home" : route === unknownRoute ? "not-found" : route.slice(1).replace(/\//g, "-")

const sizes = [
  { label: "390", viewport: viewports.mobile },
  { label: "1280", viewport: viewports.desktop },
] as const

const shotName = (route: string, size: string, kind: "screen" | "full") => `${pageName(route)}-${size}-${kind}`
const allNames = samples.flatMap((route) =>
  sizes.flatMap((size) => [shotName(route, size.label, "screen"), shotName(route, size.label, "full")]),
)

const browser = sharedBrowser()
let browserVersion: string
const pages = sharedPages(browser)
beforeAll(() => {
  browserVersion = browser().version()
  if (updating) recordBrowserVersion(browserVersion)
})

/** Opens the route and brings it to the state it is photographed in; returns the page at the top. */
async function settle(route: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await pages.open({ viewport, reducedMotion: "reduce" })
  await page.goto(`${baseUrl()}${route}`)
  await waitUntilInteractive(page, route === "/contact" ? CONTACT_FORM : undefined)
  expect(await scrollThrough(page, { finishFades: true })).toEqual([])
  // Scrolling through started every lazy image; each is photographed loaded, not as its placeholder colour.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page
}

/** The first screen is photographed as a visitor gets it; the full page as it is once scrolled through. */
async function screenshot(page: Page, fullPage: boolean) {
  return page.screenshot({ fullPage, animations: "disabled", caret: "hide" })
}

describe.each(samples)("%s", (route) => {
  it.each(sizes)("at $label px looks like its references (first screen and full page)", async ({ label, viewport }) => {
    const page = await settle(route, viewport)
    const problems = [
      screenshotMismatch(shotName(route, label, "screen"), await screenshot(page, false), browserVersion),
      screenshotMismatch(shotName(route, label, "full"), await screenshot(page, true), browserVersion),
    ].filter((problem): problem is string => !!problem)
    if (problems.length > 0) throw new Error(problems.join("\n\n"))
  })
})

describe("the screenshot comparison", () => {
  it("keeps no reference image that no test uses", () => {
    const unused = unusedReferences(allNames)
    expect(unused).toEqual([])
  })
  // The comparison's control tests (a moved or removed block fails it): __tests__/unit/screenshot-compare.test.ts.
})
