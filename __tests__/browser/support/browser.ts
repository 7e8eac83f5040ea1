import fs from "fs"
import { chromium, type Browser, type BrowserContextOptions, type BrowserServer, type Page } from "playwright-core"

/** Debian's Chromium, or the one CHROME_PATH names. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[]
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found) {
    throw new Error(
      "The browser tests need Chromium and found none (looked at CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).\n" +
        "Install Debian's Chromium as root:  apt-get update && apt-get install -y chromium\n" +
        "or point CHROME_PATH at a Chromium or Chrome binary.",
    )
  }
  return found
}

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/** Starts the Chromium the whole suite shares (the global setup does, once). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: findChromium(), args: chromiumArgs })
}

/**
 * The suite's shared Chromium, started by the global setup: each test file connects to it instead
 * of starting its own, and closing the connection leaves it running for the other files.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.SITE_TEST_BROWSER
  if (!endpoint) return chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  return chromium.connect(endpoint)
}

/**
 * The shared Chromium for one test file: connected before the file's first test, disconnected after
 * its last, which also closes every context the file opened. Returns a getter, because the browser
 * exists only once the file's beforeAll has run: `const browser = sharedBrowser()`, then `browser()`.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error("sharedBrowser(): the browser is there from the file's beforeAll on, not before")
    return browser
  }
}

/**
 * Leaves the page's document for about:blank, from inside the page. A navigation the page starts keeps
 * its renderer process; `page.goto("about:blank")`, started by the browser, swaps in a new process for
 * the blank page and again for the next page, about 0.5 CPU-seconds a visit on this 2-core machine
 * (docs/testing.md). Works with JavaScript off too: the page's own scripts are off, not the driver's.
 */
export async function leaveForBlank(page: Page) {
  if (page.url() === "about:blank") return
  // The evaluation may end with its document (the navigation wins the race); the wait for the blank page
  // is what must succeed.
  await Promise.all([page.waitForURL("about:blank"), page.evaluate(() => location.replace("about:blank")).catch(() => undefined)])
}

/** The address of the build served by the global setup. */
export function baseUrl(): string {
  const url = process.env.SITE_TEST_URL
  if (!url) throw new Error("SITE_TEST_URL is not set: run the browser suite through jest.browser.config.js")
  return url
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const

/** A fresh page; console errors and failed requests are collected for assertions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: viewports.desktop, ...options })
  const page = await context.newPage()
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("requestfailed", (request) => {
    // A request still in flight when the page navigates is cancelled (net::ERR_ABORTED), for instance
    // the idle-time font warm-up; that is the browser's normal behaviour. A missing file answers 404,
    // which shows up as a console error above.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return
    problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`)
  })
  return { page, context, problems }
}

export type OpenedPage = Awaited<ReturnType<typeof openPage>>

/**
 * Pages kept open for a whole test file and reused from test to test, one per set of options: a
 * fresh browser context costs about 0.4 s here (a new renderer process), which on every route of
 * every gate adds minutes. Each test navigates, so nothing of the previous document carries over,
 * and `problems` is emptied for each test. A test that adds a listener removes it again.
 */
export function sharedPages(browser: () => Browser) {
  const pages = new Map<string, Promise<OpenedPage>>()
  return {
    async open(options: BrowserContextOptions = {}): Promise<OpenedPage> {
      const key = JSON.stringify(options)
      const opening = pages.get(key) ?? openPage(browser(), options)
      pages.set(key, opening)
      const opened = await opening
      opened.problems.length = 0
      return opened
    },
    async close() {
      for (const opening of pages.values()) await (await opening).context.close()
      pages.clear()
    },
  }
}

const hiddenByReveal = '[data-reveal="hidden"], [data-reveal-stagger="hidden"]'

/**
 * Scrolls through the whole page a screen at a time, as a visitor does, so every scroll reveal fires
 * and every form island on the way starts; waits for the reveals, then for the fades to end (or, with
 * `finishFades`, takes them to their end at once: for a test that measures the content as finally
 * seen, not the fades), and returns to the top. Returns the reveal blocks still hidden, a defect.
 */
export async function scrollThrough(page: Page, { finishFades = false } = {}): Promise<string[]> {
  await page.evaluate(async () => {
    // Two frames at each position, so the intersection observer sees every block even on a busy machine
    // (a fixed delay let a slow frame skip a block between two positions). A screen at a time, less the
    // reveal's 50 px bottom margin: every block spends two frames in view.
    const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight - 60) {
      window.scrollTo(0, y)
      await nextFrames()
    }
  })
  const revealed = await page
    .waitForFunction((selector) => !document.querySelector(selector), hiddenByReveal, { timeout: 3000 })
    .then(
      () => true,
      () => false,
    )
  const stillHidden = revealed
    ? []
    : await page.evaluate(
        (selector) => Array.from(document.querySelectorAll(selector)).map((element) => element.outerHTML.slice(0, 120)),
        hiddenByReveal,
      )
  if (finishFades) {
    await page.evaluate(() =>
      document.getAnimations().forEach((animation) => {
        if (animation instanceof CSSTransition) animation.finish()
      }),
    )
  }
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"))
  await page.evaluate(() => window.scrollTo(0, 0))
  return stillHidden
}
