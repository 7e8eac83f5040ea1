// The full-screen menu below 1024 px, at 390×844, and where the desktop and mobile headers switch.
import type { Page } from "playwright-core"
import { sharedBrowser, viewports } from "./support/browser"
import { navigation, site } from "./support/content"
import { clean, eventually, linksIn, sharedVisits } from "./support/page-checks"

const toggleOf = (page: Page) => page.locator('header button[aria-controls="mobil-menu"]')
const panelOf = (page: Page) => page.locator("#mobil-menu")
const groupButtons = (page: Page) => panelOf(page).locator("button[aria-controls]")
const expandedStates = (page: Page) =>
  groupButtons(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-expanded")))

/**
 * Clicks the toggle where it is on screen, as a finger or mouse would. (Playwright's own click first
 * scrolls the element into view, which for a sticky header means scrolling the page to the top.)
 */
async function clickToggle(page: Page) {
  const box = await toggleOf(page).boundingBox()
  if (!box) throw new Error("the menu toggle is not on screen")
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

async function openMenu(page: Page) {
  await clickToggle(page)
  expect(await eventually(() => toggleOf(page).getAttribute("aria-expanded"), "true")).toBe("true")
}

const browser = sharedBrowser()
// One page per set of options for the file: each test navigates, so only the pointer carries over (sharedVisits).
const pages = sharedVisits(browser)
afterAll(() => pages.close())

describe("mobile menu (390×844)", () => {
  it("the toggle opens a full-screen menu and locks the page behind it", async () => {
    const { page } = await pages.visit("/about", { viewport: viewports.mobile })
    const toggle = toggleOf(page)
    expect(await toggle.isVisible()).toBe(true)
    expect(await toggle.getAttribute("aria-expanded")).toBe("false")
    expect(await panelOf(page).isVisible()).toBe(false)

    await page.mouse.wheel(0, 400)
    const before = await eventually(() => page.evaluate(() => window.scrollY), 400)
    expect(before).toBe(400)

    await openMenu(page)
    expect(await toggle.getAttribute("aria-label")).toBe("Menüyü kapat")
    // The toggle now draws the close icon, whose symbol the page carries.
    const iconRef = await toggle.locator("use").getAttribute("href")
    expect(iconRef).toBe("#i-x")
    expect(await page.locator("symbol#i-x").count()).toBe(1)
    const box = await panelOf(page).boundingBox()
    expect(box?.x).toBe(0)
    expect(box?.width).toBe(viewports.mobile.width)
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewports.mobile.height)

    // Wheel over the header and over the menu: the page behind must not move.
    await page.mouse.move(100, 20)
    await page.mouse.wheel(0, 600)
    await page.mouse.move(200, 600)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    expect(await page.evaluate(() => document.getElementById("main")?.hasAttribute("inert"))).toBe(true)

    await clickToggle(page)
    expect(await eventually(() => toggle.getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await panelOf(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.mouse.wheel(0, 300)
    expect(await eventually(() => page.evaluate(() => window.scrollY), before + 300)).toBe(before + 300)
  })

  it("each group shows its count of solutions from navigation.yaml and expands and collapses on its own", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.mobile })
    await openMenu(page)
    const buttons = groupButtons(page)
    const labels = await buttons.evaluateAll((elements) =>
      elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
    )
    expect(labels).toEqual(navigation.menus.map((menu) => `${menu.label}${menu.items.length} sayfa`))
    expect(await expandedStates(page)).toEqual(["false", "false", "false", "false", "false"])

    const listOf = (index: number) => panelOf(page).locator(`#mobil-menu-grup-${index}`)
    await buttons.nth(0).click()
    expect(await eventually(() => expandedStates(page), ["true", "false", "false", "false", "false"])).toEqual([
      "true",
      "false",
      "false",
      "false",
      "false",
    ])
    expect(await listOf(0).isVisible()).toBe(true)
    expect(await linksIn(listOf(0))).toEqual(navigation.menus[0].items.map((item) => ({ text: item.label, href: item.href })))

    await buttons.nth(2).click()
    expect(await eventually(() => expandedStates(page), ["true", "false", "true", "false", "false"])).toEqual([
      "true",
      "false",
      "true",
      "false",
      "false",
    ])
    expect(await listOf(2).isVisible()).toBe(true)

    await buttons.nth(0).click()
    expect(await eventually(() => expandedStates(page), ["false", "false", "true", "false", "false"])).toEqual([
      "false",
      "false",
      "true",
      "false",
      "false",
    ])
    expect(await listOf(0).isVisible()).toBe(false)
    expect(await listOf(2).isVisible()).toBe(true)
    expect(await listOf(1).isVisible()).toBe(false)
  })

  it("offers the contact link and a contact block with the phone and e-mail of site.yaml", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.mobile })
    await openMenu(page)
    const links = await linksIn(panelOf(page).locator(":scope > div"))
    expect(links).toEqual([
      { text: "İletişime geçin", href: "/contact" },
      { text: site.phones.main.display, href: `tel:${site.phones.main.tel}` },
      { text: site.emails.info, href: `mailto:${site.emails.info}` },
    ])
    for (const link of await panelOf(page).locator(":scope > div a").all()) expect(await link.isVisible()).toBe(true)
  })

  it("Escape closes the menu and returns focus to the toggle, leaving the page where it was", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.mobile })
    await page.mouse.wheel(0, 500)
    expect(await eventually(() => page.evaluate(() => window.scrollY), 500)).toBe(500)
    await openMenu(page)
    await groupButtons(page).nth(1).focus()
    await page.keyboard.press("Escape")
    expect(await eventually(() => toggleOf(page).getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await panelOf(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("mobil-menu")
    expect(await page.evaluate(() => document.documentElement.classList.contains("menu-open"))).toBe(false)
    expect(await page.evaluate(() => window.scrollY)).toBe(500)
  })

  it("tapping a link navigates to its page and closes the menu", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.mobile, hasTouch: true, isMobile: true })
    await toggleOf(page).tap()
    expect(await eventually(() => toggleOf(page).getAttribute("aria-expanded"), "true")).toBe("true")
    await groupButtons(page).nth(1).tap()
    const target = navigation.menus[1].items[2]
    await panelOf(page).locator(`a[href="${target.href}"]`).tap()
    await page.waitForURL((url) => url.pathname === target.href)
    expect(await eventually(() => toggleOf(page).getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await panelOf(page).isVisible()).toBe(false)
    expect(clean(await page.locator("h1").textContent())).not.toBe("")
    expect(await page.evaluate(() => document.getElementById("main")?.hasAttribute("inert"))).toBe(false)
    expect(await page.evaluate(() => document.documentElement.classList.contains("menu-open"))).toBe(false)
  })

  it("closes when the window grows to the desktop layout", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.mobile })
    await openMenu(page)
    await page.setViewportSize(viewports.desktop)
    expect(await eventually(() => toggleOf(page).getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await page.evaluate(() => document.documentElement.classList.contains("menu-open"))).toBe(false)
  })

  it.each([
    [390, "mobile"],
    [1023, "mobile"],
    [1024, "desktop"],
    [1280, "desktop"],
  ] as const)("at %i px the %s header is shown", async (width, layout) => {
    const { page } = await pages.visit("/", { viewport: { width, height: 800 } })
    const desktopNav = page.getByRole("navigation", { name: "Ana menü" })
    const contactButton = page.locator("header").getByRole("link", { name: "İletişim", exact: true })
    expect(await desktopNav.isVisible()).toBe(layout === "desktop")
    expect(await contactButton.isVisible()).toBe(layout === "desktop")
    expect(await toggleOf(page).isVisible()).toBe(layout === "mobile")
  })
})
