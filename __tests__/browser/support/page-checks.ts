import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core"
import { baseUrl, openPage, sharedPages, type OpenedPage } from "./browser"

/**
 * Reads `read` until it returns `expected` (compared as JSON) or the time runs out, and returns the
 * last value, so a test can assert on state that settles after a click or a scroll.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}

/** The contact form island, as waitUntilInteractive and the form tests find it. */
export const CONTACT_FORM = "form[aria-label='İletişim formu']"

/**
 * Resolves once the page's script has run (it marks the page `enhanced`: menus) and has placed
 * every reveal block (shown if on screen, hidden to fade in later otherwise). With a
 * form selector it also brings the form into view, as a visitor would, and waits until its React
 * island has hydrated, so submitting runs the site's handler.
 */
export async function waitUntilInteractive(page: Page, formSelector?: string) {
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains("enhanced") &&
      !document.querySelector('[data-reveal="pending"], [data-reveal-stagger="pending"]'),
  )
  if (!formSelector) return
  await page.locator(formSelector).scrollIntoViewIfNeeded()
  await page.waitForFunction((selector) => {
    const form = document.querySelector(selector)
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"))
  }, formSelector)
}

/** Text as a reader sees it: runs of white space collapsed, ends trimmed. */
export const clean = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim()

/** The cleaned text of every element the locator matches, in document order. */
export function textsOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()))
}

/**
 * The lower-case words none of `texts` contains. Texts are lowered both the Turkish way (İ to i) and
 * the plain way (I to i), so Turkish words and Latin names such as "PCI DSS" both match.
 */
export const missingWords = (texts: readonly string[], words: readonly string[]) =>
  words.filter((word) => !texts.some((text) => text.toLocaleLowerCase("tr").includes(word) || text.toLowerCase().includes(word)))

/** Every link inside the locator with its cleaned text and its href attribute as written. */
export function linksIn(locator: Locator): Promise<{ text: string; href: string }[]> {
  return locator.locator("a[href]").evaluateAll((elements) =>
    elements.map((element) => ({
      text: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
      href: element.getAttribute("href") ?? "",
    })),
  )
}

/** The `<section>` of main whose h2 reads exactly `heading`. */
export function sectionTitled(page: Page, heading: string): Locator {
  return page.locator("main section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) })
}

/** The hero: the section holding the page's only h1. */
export function heroSection(page: Page): Locator {
  return page.locator("main section").filter({ has: page.locator("h1") })
}

/** Opens `path` of the served build in a fresh page, checks it answers 200 and waits for its script. */
export async function visit(browser: Browser, path: string, options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, options)
  const response = await opened.page.goto(`${baseUrl()}${path}`)
  expect(response?.status()).toBe(200)
  await waitUntilInteractive(opened.page)
  return opened
}

/**
 * `visit` on pages kept open for the whole test file, one per set of options (see sharedPages): for
 * the suites that open many pages only to read them.
 */
export function sharedVisits(browser: () => Browser) {
  const pages = sharedPages(browser)
  return {
    async visit(path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
      const opened = await pages.open(options)
      // The pointer stays where the last test left it, and the next document would be hovered there (a menu
      // opened by hover): it rests in the bottom corner instead, away from the header.
      const size = opened.page.viewportSize()
      if (size) await opened.page.mouse.move(size.width - 1, size.height - 1)
      const response = await opened.page.goto(`${baseUrl()}${path}`)
      expect(response?.status()).toBe(200)
      await waitUntilInteractive(opened.page)
      return opened
    },
    close: () => pages.close(),
  }
}

/** The hrefs of main's links to the contact or demo form. */
export function formLinksIn(page: Page): Promise<string[]> {
  return page
    .locator('main a[href^="/contact"], main a[href^="/demo"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""))
}
