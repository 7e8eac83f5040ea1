import { sharedBrowser, sharedPages, viewports, scrollThrough } from "./support/browser"
import { axeViolations, load, menuLabels, menuLinkCount, tabWalk } from "./support/a11y"
import { everyPage, headerSamples } from "./support/routes"

/**
 * Accessibility gate, desktop size: axe-core's WCAG 2.2 AA rules on every built page and a keyboard walk that
 * reaches every control with Tab and finds each one visibly focused. On the header samples (one page per
 * template, see support/routes.ts) the walk also opens each menu from the keyboard and axe checks the header
 * with each menu open: the header is the same component with the same links on every page.
 */

const samples = headerSamples()

const browser = sharedBrowser()
const pages = sharedPages(browser)

describe.each(everyPage())("%s", (route) => {
  const withMenus = samples.includes(route)
  it(`at 1280×800: every control is reached with Tab and visibly focused, and axe finds no WCAG 2.2 AA violation${withMenus ? ", with the menus closed or open" : ""}`, async () => {
    const { page } = await pages.open({ viewport: viewports.desktop })
    await load(page, route)
    expect(await scrollThrough(page, { finishFades: true })).toEqual([])

    // Each menu is opened from the keyboard when the walk reaches its button, so its links join the walk.
    const walk = await tabWalk(page, withMenus ? "open-desktop-menus" : "none")

    await page.evaluate(() => window.scrollTo(0, 0))
    const violations = await axeViolations(page, "desktop, menus closed")
    const mainMenu = page.getByRole("navigation", { name: "Ana menü" })
    for (const label of withMenus ? menuLabels : []) {
      const button = mainMenu.getByRole("button", { name: label, exact: true })
      await button.click()
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("true")
      // Opening a menu changes only the header, so the header is what is checked again.
      violations.push(...(await axeViolations(page, `desktop, menu "${label}" open`, "header")))
    }
    expect([...walk.problems, ...violations].join("\n")).toBe("")
    expect(walk.visited.filter((stop) => stop.startsWith("a[menu-panel-"))).toHaveLength(withMenus ? menuLinkCount : 0)
  })
})
