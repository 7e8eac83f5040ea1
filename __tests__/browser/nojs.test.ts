import { baseUrl, sharedBrowser, sharedPages, viewports } from "./support/browser"
import { inspect, menus } from "./gates/no-javascript"
import { headerSamples } from "./support/routes"

/**
 * Without JavaScript every header menu link can be reached (desktop: a menu opens on hover; mobile:
 * the menu link opens the panel with every group expanded), checked on the header samples
 * (support/routes.ts): one header component, the same on every page. Every page's headings, content
 * and footer without JavaScript: the no-JavaScript gate (gates/no-javascript.ts).
 */

const browser = sharedBrowser()
// One page per viewport for the whole file: each test navigates, so nothing carries over.
const pages = sharedPages(browser)
afterAll(() => pages.close())

describe.each(headerSamples())("%s without JavaScript", (route) => {
  it("opens every desktop menu on hover and shows its links", async () => {
    const { page } = await pages.open({ javaScriptEnabled: false, viewport: viewports.desktop })
    await page.goto(`${baseUrl()}${route}`)
    const mainMenu = page.getByRole("navigation", { name: "Ana menü" })
    for (const menu of menus) {
      await mainMenu.getByRole("button", { name: menu.label, exact: true }).hover()
      const links = await inspect(page, 'nav[aria-label="Ana menü"] > ul > li:hover')
      expect(links.visibleLinks).toEqual(menu.items.map((item) => item.href))
      expect(links.hiddenLinks).toEqual([])
    }
  })

  it("opens the mobile menu from its link with every group expanded", async () => {
    const { page } = await pages.open({ javaScriptEnabled: false, viewport: viewports.mobile })
    await page.goto(`${baseUrl()}${route}`)
    const before = await inspect(page, 'nav[aria-label="Mobil menü"]')
    expect(before.visibleLinks).toEqual([])
    await page.getByRole("link", { name: "Menüyü aç" }).click()
    const links = await inspect(page, 'nav[aria-label="Mobil menü"]')
    expect(links.hiddenLinks).toEqual([])
    expect(links.visibleLinks).toEqual(expect.arrayContaining(menus.flatMap((menu) => menu.items.map((item) => item.href))))
  })
})
