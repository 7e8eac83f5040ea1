import type { Request } from "playwright-core"
import { baseUrl, sharedBrowser, viewports } from "./support/browser"
import { KB, kb, weighVisit } from "./gates/weight"
import { firstVisits } from "./support/page-visit"
import { contentRoutes } from "./support/routes"

/**
 * Issue 23: an article with its cover, on a phone that takes the sharpest variant (3 pixels per CSS
 * pixel), weighed as the page-weight gate weighs every page (gates/weight.ts, run by pages-desktop).
 */
const articleBudget = 150 * KB

const browser = sharedBrowser()
// One tab for the file, each article a first visit in it (empty cache, no cookies or storage).
const firstVisit = firstVisits(browser, { viewport: viewports.mobile, deviceScaleFactor: 3, isMobile: true, hasTouch: true })

describe("an article page with its cover, on a phone", () => {
  const articles = contentRoutes()
    .filter((route) => route.file?.endsWith(".md"))
    .map((route) => route.slug)

  it.each(articles)("%s loads at most 150 KB on a first visit, the cover included", async (route) => {
    const page = await firstVisit()
    const requested = new Map<string, string>()
    const onRequest = (request: Request) => {
      if (!request.url().startsWith("data:")) requested.set(request.url(), request.resourceType())
    }
    page.on("request", onRequest)
    const fontFetched = page.waitForEvent("requestfinished", { predicate: (request) => request.resourceType() === "font" })
    const response = await page.goto(`${baseUrl()}${route}`, { waitUntil: "networkidle" })
    await fontFetched
    await page.waitForLoadState("networkidle")
    page.off("request", onRequest)
    const html = (await response?.text()) ?? ""
    const weight = await weighVisit(route, html, requested)
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
  })
})
