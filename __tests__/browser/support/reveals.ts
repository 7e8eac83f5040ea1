import type { Page } from "playwright-core"
import { siteRoutes } from "../../../src/content/routes"
import { contentTypes } from "../../../src/kinds"
import { defaultDataDir } from "./routes"

/**
 * One element that scroll reveal controls: a [data-reveal] block or a child of a staggered list,
 * with the document position of the element that carries the state (the block, or the list).
 */
export interface Revealed {
  top: number
  opacity: string
  transform: string
  state: string
}

/** Every reveal-controlled element of the page with its position in the document and its look. */
export const revealed = (page: Page): Promise<Revealed[]> =>
  page.evaluate(() => {
    const describe = (element: Element, owner: Element, attribute: string) => {
      const style = getComputedStyle(element)
      return {
        top: owner.getBoundingClientRect().top + window.scrollY,
        opacity: style.opacity,
        transform: style.transform,
        state: owner.getAttribute(attribute) ?? "",
      }
    }
    return [
      ...Array.from(document.querySelectorAll("[data-reveal]")).map((element) => describe(element, element, "data-reveal")),
      ...Array.from(document.querySelectorAll("[data-reveal-stagger]")).flatMap((list) =>
        Array.from(list.children).map((element) => describe(element, list, "data-reveal-stagger")),
      ),
    ]
  })

/** The blog's listing pages show their cards at once: a list a visitor came to read has no scroll reveal. */
export const routesWithoutReveal = (dataDir = defaultDataDir) =>
  new Set(
    siteRoutes(contentTypes, dataDir)
      .filter((route) => route.template === "kinds/articles/article-list-page")
      .map((route) => route.slug),
  )
