// The desktop header at 1280×800: the four menus of data/navigation.yaml, keyboard, touch, skip link.
import type { Page } from "playwright-core"
import { sharedBrowser, viewports } from "./support/browser"
import { fill, navigation, site } from "./support/content"
import { clean, eventually, linksIn, sharedVisits } from "./support/page-checks"

const menuNav = (page: Page) => page.getByRole("navigation", { name: "Ana menü" })
const menuButton = (page: Page, label: string) => menuNav(page).getByRole("button", { name: label, exact: true })
const panelOf = (page: Page, index: number) => page.locator(`#menu-panel-${index}`)

/** What the focused element is, in words a failure message can show. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return "body"
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${(element.textContent ?? "").replace(/\s+/g, " ").trim()}`.trim()
  })

const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("href") ?? null)

/** Presses Tab until the element with `text` has focus; at most `limit` presses. */
async function tabTo(page: Page, text: string, limit = 15) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab")
    if ((await focused(page)).endsWith(text)) return
  }
  throw new Error(`${text} never received focus with Tab; last focus: ${await focused(page)}`)
}

const browser = sharedBrowser()
// One page per set of options for the file: each test navigates, so only the pointer carries over (sharedVisits).
const pages = sharedVisits(browser)
afterAll(() => pages.close())

describe("desktop header (1280×800)", () => {
  it("shows the brand link home, the five menus of navigation.yaml and the contact button", async () => {
    const { page } = await pages.visit("/about", { viewport: viewports.desktop })
    const home = page.locator("header").getByRole("link", { name: site.brand })
    expect(await home.getAttribute("href")).toBe("/")
    expect(await home.isVisible()).toBe(true)
    const labels = await menuNav(page)
      .locator("button")
      .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()))
    expect(labels).toEqual(["Kurumsal", "ERP Sistemleri", "E-ticaret", "Destek", "Kaynaklar"])
    expect(labels).toEqual(navigation.menus.map((menu) => menu.label))
    const contact = page.locator("header").getByRole("link", { name: "İletişim", exact: true })
    expect(await contact.isVisible()).toBe(true)
    expect(await contact.getAttribute("href")).toBe("/contact")
  })

  it.each(navigation.menus.map((menu, index) => [menu.label, index] as const))(
    "hovering %s opens its panel with every link of its menu; leaving closes it",
    async (label, index) => {
      const { page } = await pages.visit("/", { viewport: viewports.desktop })
      const button = menuButton(page, label)
      expect(await button.getAttribute("aria-expanded")).toBe("false")
      expect(await panelOf(page, index).isVisible()).toBe(false)

      await button.hover()
      expect(await eventually(() => button.getAttribute("aria-expanded"), "true")).toBe("true")
      const panel = panelOf(page, index)
      expect(await panel.isVisible()).toBe(true)
      const items = navigation.menus[index].items
      const links = await linksIn(panel)
      expect(links).toEqual(items.map((item) => ({ text: fill(`${item.label}${item.description}`), href: item.href })))
      for (const link of await panel.locator("a").all()) expect(await link.isVisible()).toBe(true)

      await page.mouse.move(640, 700)
      expect(await eventually(() => button.getAttribute("aria-expanded"), "false")).toBe("false")
      expect(await eventually(() => panel.isVisible(), false)).toBe(false)
    },
  )

  it("moving from one menu to the next opens only the one under the pointer", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.desktop })
    await menuButton(page, "Kurumsal").hover()
    await menuButton(page, "E-ticaret").hover()
    const expanded = () => menuNav(page).locator('button[aria-expanded="true"]').allTextContents()
    expect(await eventually(expanded, ["E-ticaret"])).toEqual(["E-ticaret"])
  })

  it("opens with Enter and Space from the keyboard, Tab enters the links and Escape closes back to the button", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.desktop })
    const button = menuButton(page, "Kurumsal")
    await tabTo(page, "Kurumsal")
    await page.keyboard.press("Enter")
    expect(await eventually(() => button.getAttribute("aria-expanded"), "true")).toBe("true")
    expect(await panelOf(page, 0).isVisible()).toBe(true)

    await page.keyboard.press("Tab")
    expect(await focusedHref(page)).toBe(navigation.menus[0].items[0].href)
    await page.keyboard.press("Tab")
    expect(await focusedHref(page)).toBe(navigation.menus[0].items[1].href)

    await page.keyboard.press("Escape")
    expect(await eventually(() => button.getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await panelOf(page, 0).isVisible()).toBe(false)
    expect(await focused(page)).toBe("button Kurumsal")

    await page.keyboard.press("Space")
    expect(await eventually(() => button.getAttribute("aria-expanded"), "true")).toBe("true")
    await page.keyboard.press("Space")
    expect(await eventually(() => button.getAttribute("aria-expanded"), "false")).toBe("false")
  })

  it("closes a menu when keyboard focus moves past its last link", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.desktop })
    const items = navigation.menus[0].items
    await tabTo(page, "Kurumsal")
    await page.keyboard.press("Enter")
    for (let press = 0; press < items.length; press += 1) await page.keyboard.press("Tab")
    expect(await focusedHref(page)).toBe(items[items.length - 1].href)
    await page.keyboard.press("Tab")
    expect(await focused(page)).toBe(`button ${navigation.menus[1].label}`)
    expect(await eventually(() => menuButton(page, "Kurumsal").getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await panelOf(page, 0).isVisible()).toBe(false)
  })

  it("Escape on a menu opened further down the page returns focus without scrolling the page", async () => {
    const { page } = await pages.visit("/services", { viewport: viewports.desktop })
    await page.mouse.wheel(0, 1200)
    expect(await eventually(() => page.evaluate(() => window.scrollY), 1200)).toBe(1200)
    const button = menuButton(page, "E-ticaret")
    // The pointer moves onto the button where it is (Playwright's hover would scroll it into view first).
    const box = await button.boundingBox()
    if (!box) throw new Error("the E-ticaret button is not on screen")
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    expect(await eventually(() => button.getAttribute("aria-expanded"), "true")).toBe("true")
    expect(await page.evaluate(() => window.scrollY)).toBe(1200)
    await page.keyboard.press("Escape")
    expect(await eventually(() => button.getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await focused(page)).toBe("button E-ticaret")
    expect(await page.evaluate(() => window.scrollY)).toBe(1200)
  })

  it("moving focus onto a header control keeps a scrolled page where it is", async () => {
    const { page } = await pages.visit("/services", { viewport: viewports.desktop })
    await page.mouse.wheel(0, 1200)
    expect(await eventually(() => page.evaluate(() => window.scrollY), 1200)).toBe(1200)
    // As Tab does: the browser scrolls the newly focused element into view if it thinks it hidden.
    await menuButton(page, "ERP Sistemleri").evaluate((button) => (button as HTMLElement).focus())
    expect(await focused(page)).toBe(`button ${navigation.menus[1].label}`)
    expect(await page.evaluate(() => window.scrollY)).toBe(1200)
  })

  it("a click toggles a menu, and the chosen link navigates and closes it", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.desktop })
    const button = menuButton(page, "Destek")
    await button.click()
    expect(await eventually(() => button.getAttribute("aria-expanded"), "true")).toBe("true")
    await button.click()
    expect(await eventually(() => button.getAttribute("aria-expanded"), "false")).toBe("false")
    await button.click()
    const target = navigation.menus[3].items[0]
    await panelOf(page, 3).locator(`a[href="${target.href}"]`).click()
    await page.waitForURL((url) => url.pathname === target.href)
    expect(await eventually(() => button.getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await panelOf(page, 3).isVisible()).toBe(false)
    expect(clean(await page.locator("h1").textContent())).not.toBe("")
  })

  it("a tap on a touch screen toggles a menu without hover", async () => {
    const { page } = await pages.visit("/", { viewport: viewports.desktop, hasTouch: true })
    const button = menuButton(page, "ERP Sistemleri")
    await button.tap()
    expect(await eventually(() => button.getAttribute("aria-expanded"), "true")).toBe("true")
    expect(await panelOf(page, 1).isVisible()).toBe(true)
    await button.tap()
    expect(await eventually(() => button.getAttribute("aria-expanded"), "false")).toBe("false")
    expect(await panelOf(page, 1).isVisible()).toBe(false)
  })

  it("the contact button goes to /contact", async () => {
    const { page } = await pages.visit("/about", { viewport: viewports.desktop })
    await page.locator("header").getByRole("link", { name: "İletişim", exact: true }).click()
    await page.waitForURL((url) => url.pathname === "/contact")
    // The previous page may stay on screen a moment after the address changes; wait for the form.
    await page.locator("main form").first().waitFor()
    expect(await page.locator("main form").count()).toBeGreaterThan(0)
  })

  it("the skip link is the first Tab stop and moves focus to the main content", async () => {
    const { page } = await pages.visit("/services", { viewport: viewports.desktop })
    await page.keyboard.press("Tab")
    const skip = page.locator('a[href="#main"]')
    expect(await focusedHref(page)).toBe("#main")
    expect(clean(await skip.textContent())).toBe("İçeriğe geç")
    const box = await skip.boundingBox()
    expect(box && box.y >= 0 && box.y < viewports.desktop.height).toBe(true)
    await page.keyboard.press("Enter")
    expect(await eventually(() => page.evaluate(() => document.activeElement?.id ?? ""), "main")).toBe("main")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.getElementById("main")?.contains(document.activeElement) ?? false)).toBe(true)
  })

  it("stays at the top of the window while the page scrolls", async () => {
    const { page } = await pages.visit("/services", { viewport: viewports.desktop })
    await page.mouse.wheel(0, 1500)
    expect(await eventually(() => page.evaluate(() => window.scrollY > 1000), true)).toBe(true)
    const box = await page.locator("header").boundingBox()
    expect(box?.y).toBe(0)
    expect(await menuButton(page, "Kurumsal").isVisible()).toBe(true)
  })
})
