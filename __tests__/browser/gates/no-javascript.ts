import type { Page } from "playwright-core"
import type { PageVisit } from "../support/page-visit"
import { viewports } from "../support/browser"
import { footerLinksOf, languageOf, navigationOf } from "../support/route-languages"

/**
 * Without JavaScript every page still shows its text and all its navigation: every h1 and h2 of its
 * HTML is shown, nothing in the main content is left transparent by the scroll reveal, and the footer
 * links are visible, at desktop and phone widths. With JavaScript the page shows the same headings as
 * its HTML (`scriptKeepsHeadingsGate`, on the desktop visit): together, the same headings with and
 * without JavaScript. The header menus without JavaScript: nojs.test.ts. The footer's links are those of
 * the page's own language (an English page's: data/en/navigation.yaml).
 */

/**
 * The page's h1 and h2 headings and the links inside `linkScope`, each with whether it is shown:
 * rendered with a size, not transparent (itself or an ancestor) and not visibility: hidden.
 */
export function inspect(page: Page, linkScope: string) {
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

/** The h1 and h2 headings of `html` as a browser parses it without running scripts (<noscript> content included). */
const headingsOfHtml = (page: Page, html: string) =>
  page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, "text/html")
    return Array.from(parsed.querySelectorAll("h1, h2")).map(
      (heading) => `${heading.tagName.toLowerCase()}: ${(heading.textContent ?? "").trim()}`,
    )
  }, html)

export function scriptKeepsHeadingsGate(visit: () => PageVisit) {
  it("with JavaScript shows the same headings as its HTML without it", async () => {
    const { page, html } = visit()
    const shown = (await inspect(page, "footer")).headings.map((heading) => heading.text)
    expect(shown).toEqual(await headingsOfHtml(page, html))
  })
}

export function noJavaScriptGate(visit: () => PageVisit) {
  it("without JavaScript shows every heading and all the main content, at desktop and phone widths", async () => {
    const { page, html, route } = visit()
    const written = await headingsOfHtml(page, html)
    const footerLinks = footerLinksOf(navigationOf(languageOf(route)))
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport)
      const { headings: found, visibleLinks, hiddenLinks } = await inspect(page, "footer")
      expect(found.map((heading) => heading.text)).toEqual(written)
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
    await page.setViewportSize(viewports.desktop)
  })
}
