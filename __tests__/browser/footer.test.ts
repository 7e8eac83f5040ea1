import { baseUrl, sharedBrowser, openPage, viewports } from "./support/browser"
import { fill, navigation, pageAt, site } from "./support/content"
import { clean, eventually, linksIn, textsOf, sharedVisits } from "./support/page-checks"

const browser = sharedBrowser()
const pages = sharedVisits(browser)

describe("footer", () => {
  it.each([
    ["/", viewports.desktop],
    ["/erp/insan-kaynaklari", viewports.desktop],
    ["/support/teknik-destek", viewports.mobile],
  ] as const)("on %s shows phone, e-mail and the address in Ünye/Ordu from site.yaml", async (path, viewport) => {
    const { page } = await pages.visit(path, { viewport })
    const footer = page.locator("footer")
    const links = await linksIn(footer)
    expect(links).toContainEqual({ text: site.phones.main.display, href: `tel:${site.phones.main.tel}` })
    expect(links).toContainEqual({ text: site.emails.info, href: `mailto:${site.emails.info}` })
    const address = clean(await footer.locator("address").textContent())
    expect(address).toContain(site.address.street)
    expect(address).toContain(`${site.address.district}/${site.address.city}`)
    expect(address).toContain("Ünye/Ordu")
    expect(await footer.locator("address").isVisible()).toBe(true)
  })

  it("shows every link group of navigation.yaml with its links in order", async () => {
    const { page } = await pages.visit("/about")
    for (const group of navigation.footer) {
      const nav = page.locator("footer").getByRole("navigation", { name: group.title, exact: true })
      expect(await textsOf(nav.locator("h2"))).toEqual([group.title])
      expect(await linksIn(nav)).toEqual(group.links.map((link) => ({ text: link.label, href: link.href })))
    }
  })

  it("links to /privacy, /terms and /cookies and reads © 2024 and the brand", async () => {
    const { page } = await pages.visit("/")
    const legal = await linksIn(page.locator("footer").getByRole("navigation", { name: "Yasal bilgiler" }))
    expect(legal.map((link) => link.href)).toEqual(["/privacy", "/terms", "/cookies"])
    expect(legal).toEqual(navigation.legal.map((link) => ({ text: link.label, href: link.href })))
    expect(site.copyrightYear).toBe(2024)
    expect(clean(await page.locator("footer").textContent())).toContain(`© 2024 ${site.brand}`)
  })

  it("is on the not-found page too", async () => {
    const { page, context } = await openPage(browser())
    const response = await page.goto(`${baseUrl()}/olmayan-bir-sayfa`)
    expect(response?.status()).toBe(404)
    expect(clean(await page.locator("footer").textContent())).toContain(`© 2024 ${site.brand}`)
    await context.close()
  })

  it("a legal link opens its page", async () => {
    const { page } = await pages.visit("/")
    await page.locator('footer a[href="/privacy"]').click()
    await page.waitForURL((url) => url.pathname === "/privacy")
    const heading = fill(pageAt("/privacy").hero.heading)
    expect(await eventually(async () => clean(await page.locator("h1").textContent()), heading)).toBe(heading)
  })
})
