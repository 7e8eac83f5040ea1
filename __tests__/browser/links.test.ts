import { baseUrl } from "./support/browser"
import { manifestHref } from "../../src/browser/manifest"
import { statusOf } from "./gates/links"

/**
 * The site files' references answer: the web manifest's and the sitemap's. Every page's links and
 * assets: the link gate (gates/links.ts), run by pages-no-javascript.test.ts.
 */

describe("site files", () => {
  it("the web manifest's start address and icons exist", async () => {
    const response = await fetch(`${baseUrl()}${manifestHref}`)
    expect(response.status).toBe(200)
    const manifest = (await response.json()) as { start_url: string; icons: { src: string }[] }
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const reference of [manifest.start_url, ...manifest.icons.map((icon) => icon.src)]) {
      await expect(statusOf(new URL(reference, baseUrl()).pathname)).resolves.toBe(200)
    }
  })

  it("every page the sitemap lists exists", async () => {
    const index = await (await fetch(`${baseUrl()}/sitemap-index.xml`)).text()
    const sitemaps = Array.from(index.matchAll(/<loc>([^<]+)<\/loc>/g)).map((match) => new URL(match[1]).pathname)
    expect(sitemaps.length).toBeGreaterThan(0)
    const pages: string[] = []
    for (const sitemap of sitemaps) {
      const response = await fetch(`${baseUrl()}${sitemap}`)
      expect(response.status).toBe(200)
      pages.push(
        ...Array.from((await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)).map((match) => new URL(match[1]).pathname),
      )
    }
    expect(pages).toContain("/")
    for (const pathname of pages) await expect(statusOf(pathname)).resolves.toBe(200)
  })
})
