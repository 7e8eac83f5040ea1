import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { parse } from "yaml"
import { baseUrl, sharedBrowser, openPage, sharedPages, viewports } from "./support/browser"
import { waitUntilInteractive } from "./support/page-checks"
import { everyPage, headerSamples } from "./support/routes"

/**
 * Without JavaScript every page still shows its text and all its navigation: the headings are
 * the ones the page has with JavaScript, nothing in the main content is left transparent by the
 * scroll reveal, the footer links are visible, and every header menu link can be reached (desktop:
 * a menu opens on hover; mobile: the menu link opens the panel with every group expanded). The menus
 * are checked on the header samples (support/routes.ts): one header component, the same on every page.
 */

const navigation = parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "navigation.yaml"), "utf8")) as {
  menus: { label: string; items: { href: string }[] }[]
  footer: { links: { href: string }[] }[]
  legal: { href: string }[]
}
const footerLinks = [...navigation.footer.flatMap((column) => column.links), ...navigation.legal].map((link) => link.href)

const routes = everyPage()

const browser = sharedBrowser()
const pages = sharedPages(browser)

/**
 * The page's h1 and h2 headings and the links inside `linkScope`, each with whether it is shown:
 * rendered with a size, not transparent (itself or an ancestor) and not visibility: hidden.
 */
function inspect(page: Page, linkScope: string) {
  return page.evaluate((scope) => {
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect()
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        getComputedStyle(element).opacity === "1"
      )
    }
    const links = Array.from(document.querySelectorAll(`${scope} a[href]`))
    return {
      headings: Array.from(document.querySelectorAll("h1, h2")).map((heading) => ({
        text: `${heading.tagName.toLowerCase()}: ${(heading.textContent ?? "").trim()}`,
        shown: shown(heading),
      })),
      visibleLinks: links.filter(shown).map((link) => link.getAttribute("href") ?? ""),
      hiddenLinks: links.filter((link) => !shown(link)).map((link) => link.getAttribute("href") ?? ""),
    }
  }, linkScope)
}

describe.each(routes)("%s without JavaScript", (route) => {
  it("shows the same headings as with JavaScript, and all the main content", async () => {
    const withScript = await pages.open()
    await withScript.page.goto(`${baseUrl()}${route}`)
    await waitUntilInteractive(withScript.page)
    const expected = (await inspect(withScript.page, "footer")).headings.map((heading) => heading.text)

    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const { page } = await pages.open({ javaScriptEnabled: false, viewport })
      await page.goto(`${baseUrl()}${route}`)
      const { headings: found, visibleLinks, hiddenLinks } = await inspect(page, "footer")
      expect(found.map((heading) => heading.text)).toEqual(expected)
      expect(found.filter((heading) => !heading.shown)).toEqual([])
      expect(found.filter((heading) => heading.text.startsWith("h1:"))).toHaveLength(1)

      // Nothing rendered in the main content is transparent or invisible (the reveal hides only with JavaScript).
      const transparent = await page.evaluate(() =>
        Array.from(document.querySelectorAll("main *"))
          .filter(
            (element) =>
              element.checkVisibility() &&
              (element.textContent ?? "").trim() !== "" &&
              !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
          )
          .map((element) => element.outerHTML.slice(0, 100)),
      )
      expect(transparent).toEqual([])

      expect(hiddenLinks).toEqual([])
      expect(visibleLinks).toEqual(expect.arrayContaining(footerLinks))
    }
  })
})

describe.each(headerSamples())("%s without JavaScript", (route) => {
  it("opens every desktop menu on hover and shows its links", async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false, viewport: viewports.desktop })
    await page.goto(`${baseUrl()}${route}`)
    const mainMenu = page.getByRole("navigation", { name: "Ana menü" })
    for (const menu of navigation.menus) {
      await mainMenu.getByRole("button", { name: menu.label, exact: true }).hover()
      const links = await inspect(page, 'nav[aria-label="Ana menü"] > ul > li:hover')
      expect(links.visibleLinks).toEqual(menu.items.map((item) => item.href))
      expect(links.hiddenLinks).toEqual([])
    }
    await context.close()
  })

  it("opens the mobile menu from its link with every group expanded", async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false, viewport: viewports.mobile })
    await page.goto(`${baseUrl()}${route}`)
    const before = await inspect(page, 'nav[aria-label="Mobil menü"]')
    expect(before.visibleLinks).toEqual([])
    await page.getByRole("link", { name: "Menüyü aç" }).click()
    const links = await inspect(page, 'nav[aria-label="Mobil menü"]')
    expect(links.hiddenLinks).toEqual([])
    expect(links.visibleLinks).toEqual(
      expect.arrayContaining(navigation.menus.flatMap((menu) => menu.items.map((item) => item.href))),
    )
    await context.close()
  })
})
