import type { Page } from "playwright-core"
import { baseUrl, sharedBrowser, openPage, scrollThrough, viewports } from "./support/browser"
import { revealed, routesWithoutReveal, type Revealed } from "./support/reveals"
import { pagesOf } from "./support/content"
import { defaultDataDir, withOneOfEachKind } from "./support/routes"
import { siteRoutes } from "../../src/content/routes"
import { isArticleRoute } from "../../src/kinds/articles"
import { eventually, sharedVisits, visit } from "./support/page-checks"
import { contentTypes } from "../../src/kinds"

const allShown = async (page: Page) => (await revealed(page)).every((item) => item.opacity === "1" && item.state === "visible")

const belowTheFold = (items: Revealed[], viewportHeight: number) => items.filter((item) => item.top > viewportHeight + 100)

const withoutReveal = routesWithoutReveal()
/** Home, every ERP page (issue 3 asks for it) and one page of each other kind (so of each template). */
const firstArticle = siteRoutes(contentTypes, defaultDataDir).find((route) => isArticleRoute(route) && route.file)?.slug
const revealRoutes = [
  ...withOneOfEachKind(["/", ...pagesOf("erp").map((page) => page.slug)]).filter((slug) => !withoutReveal.has(slug)),
  ...(firstArticle ? [firstArticle] : []),
]

const browser = sharedBrowser()
// The routes' checks only load and scroll, so they share one page: a fresh one each is a new renderer process.
const visits = sharedVisits(browser)
afterAll(() => visits.close())

describe("scroll reveal", () => {
  it.each(revealRoutes.map((slug) => [slug]))(
    "%s: what is on screen shows at once; sections below the fold start hidden and are shown once scrolled into view",
    async (slug) => {
      const { page } = await visits.visit(slug, { viewport: viewports.desktop })
      const atLoad = await revealed(page)
      // What is on screen when the page loads is never hidden: it stays as first painted.
      const onScreen = atLoad.filter((item) => item.top < viewports.desktop.height)
      expect(onScreen.filter((item) => item.opacity !== "1" || item.state !== "visible")).toEqual([])
      const hidden = belowTheFold(atLoad, viewports.desktop.height)
      expect(hidden.length).toBeGreaterThan(0)
      expect(hidden.filter((item) => item.opacity !== "0" || item.state !== "hidden")).toEqual([])

      expect(await scrollThrough(page)).toEqual([])
      expect(await eventually(() => allShown(page), true)).toBe(true)

      // Once shown, content stays shown when the visitor scrolls back up.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForTimeout(300)
      expect(await allShown(page)).toBe(true)
    },
  )

  it("reveals an element when it reaches the viewport, not the ones further down", async () => {
    const { page, context } = await visit(browser(), "/", { viewport: viewports.desktop })
    const blocks = page.locator("[data-reveal]")
    const count = await blocks.count()
    expect(count).toBeGreaterThan(3)
    const middle = blocks.nth(Math.floor(count / 2))
    const last = blocks.nth(count - 1)
    expect(await middle.getAttribute("data-reveal")).toBe("hidden")
    await middle.evaluate((element) => element.scrollIntoView({ block: "center" }))
    expect(await eventually(() => middle.getAttribute("data-reveal"), "visible")).toBe("visible")
    expect(await eventually(() => middle.evaluate((element) => getComputedStyle(element).opacity), "1")).toBe("1")
    expect(await last.getAttribute("data-reveal")).toBe("hidden")
    expect(await last.evaluate((element) => getComputedStyle(element).opacity)).toBe("0")
    await context.close()
  })

  // With reduced motion every page shows all its content as it opens: a gate of the phone visit
  // (gates/reveal.ts), which asks for reduced motion.

  // Without JavaScript nothing is hidden at all (checked on every page by nojs.test.ts).
  it("when the site's script cannot load, nothing is ever hidden", async () => {
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop })
    await page.route("**/assets/*.js", (route) => route.abort())
    await page.goto(`${baseUrl()}/`)
    await page.waitForLoadState("load")
    const items = await revealed(page)
    expect(belowTheFold(items, viewports.desktop.height).length).toBeGreaterThan(0)
    expect(items.filter((item) => item.opacity !== "1" || item.state !== "pending")).toEqual([])
    await context.close()
  })
})
