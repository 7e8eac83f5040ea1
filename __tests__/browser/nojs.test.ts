import { baseUrl, sharedBrowser, sharedPages, viewports } from "./support/browser"
import { inspect } from "./gates/no-javascript"
import { headerSamples, unknownRoute } from "./support/routes"
import { languageOf, navigationOf, translatedSamples } from "./support/route-languages"

/**
 * Without JavaScript every header menu link can be reached (desktop: a menu opens on hover; mobile:
 * the menu link opens the panel with every group expanded), checked on the header samples
 * (support/routes.ts): one header component, the same on every page of a language, and on their
 * English pages (the English not-found page for the Turkish one), whose header shows the English menus
 * and words. Every page's headings, content and footer without JavaScript: the no-JavaScript gate
 * (gates/no-javascript.ts).
 */

/** The header's own words a visitor finds the menus by, in each language (src/components/chrome-labels.ts). */
const headerWords: Record<string, { mainMenu: string; mobileMenu: string; openMenu: string }> = {
  tr: { mainMenu: "Ana menü", mobileMenu: "Mobil menü", openMenu: "Menüyü aç" },
  en: { mainMenu: "Main menu", mobileMenu: "Mobile menu", openMenu: "Open the menu" },
}

const samples = headerSamples()
const routes = [...samples, ...translatedSamples(samples, unknownRoute)]

const browser = sharedBrowser()
// One page per viewport for the whole file: each test navigates, so nothing carries over.
const pages = sharedPages(browser)
afterAll(() => pages.close())

describe.each(routes)("%s without JavaScript", (route) => {
  const language = languageOf(route)
  const words = headerWords[language]
  const { menus } = navigationOf(language)

  it("opens every desktop menu on hover and shows its links", async () => {
    const { page } = await pages.open({ javaScriptEnabled: false, viewport: viewports.desktop })
    await page.goto(`${baseUrl()}${route}`)
    const mainMenu = page.getByRole("navigation", { name: words.mainMenu })
    for (const menu of menus) {
      await mainMenu.getByRole("button", { name: menu.label, exact: true }).hover()
      const links = await inspect(page, `nav[aria-label="${words.mainMenu}"] > ul > li:hover`)
      expect(links.visibleLinks).toEqual(menu.items.map((item) => item.href))
      expect(links.hiddenLinks).toEqual([])
    }
  })

  it("opens the mobile menu from its link with every group expanded", async () => {
    const { page } = await pages.open({ javaScriptEnabled: false, viewport: viewports.mobile })
    await page.goto(`${baseUrl()}${route}`)
    const before = await inspect(page, `nav[aria-label="${words.mobileMenu}"]`)
    expect(before.visibleLinks).toEqual([])
    await page.getByRole("link", { name: words.openMenu }).click()
    const links = await inspect(page, `nav[aria-label="${words.mobileMenu}"]`)
    expect(links.hiddenLinks).toEqual([])
    expect(links.visibleLinks).toEqual(expect.arrayContaining(menus.flatMap((menu) => menu.items.map((item) => item.href))))
  })
})
