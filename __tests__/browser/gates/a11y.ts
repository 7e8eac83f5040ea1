import { axeViolations, focusPass, menuLabels, menuLinkCount, tabWalk } from "../support/a11y"
import type { PageVisit } from "../support/page-visit"
import { headerSamples } from "../support/routes"

/**
 * Accessibility gate: axe-core's WCAG 2.2 AA rules on the page and every control reached in Tab order
 * and visibly focused. The walk presses Tab key by key on the header samples (one page per template,
 * see support/routes.ts) and on pages with a form (radio groups, selects, date fields); elsewhere the
 * controls are links and buttons in document order and one in-page pass (`focusPass`) checks the same
 * order and focus. On the header samples the menus are also opened from the keyboard, walked and
 * checked by axe: the header is one component with the same links on every page.
 */

const samples = headerSamples()

export function desktopAccessibilityGate(visit: () => PageVisit, route: string) {
  const withMenus = samples.includes(route)
  it(`at 1280×800: every control is reached with Tab and visibly focused, and axe finds no WCAG 2.2 AA violation${withMenus ? ", with the menus closed or open" : ""}`, async () => {
    const { page, hasForm, stillHidden } = visit()
    expect(stillHidden).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))

    // Each menu is opened from the keyboard when the walk reaches its button, so its links join the walk.
    const walk = withMenus || hasForm ? await tabWalk(page, withMenus ? "open-desktop-menus" : "none") : await focusPass(page)

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
    if (withMenus) await page.keyboard.press("Escape")
    expect([...walk.problems, ...violations].join("\n")).toBe("")
    expect(walk.visited.filter((stop) => stop.startsWith("a[menu-panel-"))).toHaveLength(withMenus ? menuLinkCount : 0)
  })
}

export function mobileAccessibilityGate(visit: () => PageVisit, route: string) {
  const withMenu = samples.includes(route)
  it(`at 390×844: every control is reached with Tab and visibly focused, and axe finds no WCAG 2.2 AA violation${withMenu ? ", with the menu closed or open" : ""}`, async () => {
    const { page, hasForm, stillHidden } = visit()
    expect(stillHidden).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))

    const closed = withMenu || hasForm ? await tabWalk(page, "none") : await focusPass(page)
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
}
