import { sharedBrowser, sharedPages, viewports, scrollThrough } from "./support/browser"
import { axeViolations, load, menuLinkCount, tabWalk } from "./support/a11y"
import { everyPage, headerSamples } from "./support/routes"

/**
 * Accessibility gate, mobile size: axe-core's WCAG 2.2 AA rules on every built page and a keyboard walk that
 * reaches every control with Tab and finds each one visibly focused. On the header samples (one page per
 * template, see support/routes.ts) the menu is also opened from the keyboard, walked with every group
 * expanded and checked by axe: it is the same component with the same links on every page.
 */

const samples = headerSamples()

const browser = sharedBrowser()
const pages = sharedPages(browser)

describe.each(everyPage())("%s", (route) => {
  const withMenu = samples.includes(route)
  it(`at 390×844: every control is reached with Tab and visibly focused, and axe finds no WCAG 2.2 AA violation${withMenu ? ", with the menu closed or open" : ""}`, async () => {
    const { page } = await pages.open({ viewport: viewports.mobile, isMobile: true, hasTouch: true })
    await load(page, route)
    expect(await scrollThrough(page, { finishFades: true })).toEqual([])

    const closed = await tabWalk(page, "none")
    await page.evaluate(() => window.scrollTo(0, 0))
    const violations = await axeViolations(page, "mobile, menu closed")

    if (!withMenu) {
      expect([...closed.problems, ...violations].join("\n")).toBe("")
      return
    }

    // Opened from the keyboard, the menu makes the page behind it inert: the walk stays in the panel
    // and expands each group it reaches.
    const toggle = page.getByRole("button", { name: "Menüyü aç" })
    const toggleProbe = await toggle.getAttribute("data-tab-probe")
    expect(toggleProbe).not.toBeNull()
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("button", { name: "Menüyü kapat" }).getAttribute("aria-expanded")).resolves.toBe("true")
    const open = await tabWalk(page, "open-mobile-menu", toggleProbe)
    violations.push(...(await axeViolations(page, "mobile, menu open, every group expanded")))

    expect([...closed.problems, ...open.problems, ...violations].join("\n")).toBe("")
    expect(open.visited.filter((stop) => stop.startsWith("a[mobil-menu-grup-"))).toHaveLength(menuLinkCount)
  })
})
