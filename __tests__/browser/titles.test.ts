import type { Browser } from "playwright-core"
import { baseUrl, launchBrowser, openPage } from "./support/browser"
import { brand, contentRoutes } from "./support/routes"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe("every built page", () => {
  it.each(contentRoutes().map((route) => [route.slug, route] as const))(
    "%s has a title of the form '<topic> - brand' and one h1",
    async (_slug, route) => {
      const { page, context } = await openPage(browser)
      const response = await page.goto(`${baseUrl()}${route.slug}`)
      expect(response?.status()).toBe(200)
      expect(await page.title()).toBe(`${route.title} - ${brand}`)
      await expect(page.locator("h1").count()).resolves.toBe(1)
      expect(await page.getAttribute("html", "lang")).toBe("tr")
      await context.close()
    },
  )
})
