import type { Page } from "playwright-core"
import { manifestHref } from "../../src/browser/manifest"
import { baseUrl, sharedBrowser, openPage, viewports } from "./support/browser"
import { fill, navigation, pageAt, site } from "./support/content"
import { clean, eventually, linksIn, textsOf, visit, waitUntilInteractive } from "./support/page-checks"

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

const browser = sharedBrowser()

describe("page changes", () => {
  it("a footer link at the bottom of a page opens the next page at its top", async () => {
    const { page, context } = await visit(browser(), "/", { viewport: viewports.desktop })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await scrollY(page)).toBeGreaterThan(1000)
    await page.locator('footer a[href="/about"]').click()
    await page.waitForURL((url) => url.pathname === "/about")
    expect(await eventually(() => textsOf(page.locator("h1")), [fill(pageAt("/about").hero.heading)])).toEqual([
      fill(pageAt("/about").hero.heading),
    ])
    expect(await eventually(() => scrollY(page), 0)).toBe(0)
    await context.close()
  })

  it("a card link halfway down a page opens the next page at its top, and Back returns to where the visitor was", async () => {
    const { page, context } = await visit(browser(), "/services", { viewport: viewports.mobile })
    // A phone's CPU, as on the busy CI machine where this test once failed.
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 6 })
    const card = page.locator('main article h3 a[href="/services/sistem-guvenligi"]')
    const cardTop = () => card.evaluate((element) => element.getBoundingClientRect().top)
    const cardInView = () =>
      card.evaluate((element) => {
        const rect = element.getBoundingClientRect()
        return rect.top >= 0 && rect.bottom <= window.innerHeight
      })
    // The visitor scrolls until the card is on the screen and stays there (scroll reveal moves a block
    // into place as it appears).
    await eventually(async () => {
      await card.scrollIntoViewIfNeeded()
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      return cardInView()
    }, true)
    expect(await cardInView()).toBe(true)
    expect(await scrollY(page)).toBeGreaterThan(1000)
    // The visitor reads the card before tapping it. Tapped within moments of the last scroll on a slow
    // CPU, Chrome can bring Back to the position before that scroll (394 px higher on a busy day): the
    // position it keeps is the browser's doing, not the page's.
    await page.waitForTimeout(1500)
    const before = await cardTop()
    await card.click()
    await page.waitForURL((url) => url.pathname === "/services/sistem-guvenligi")
    expect(await eventually(() => scrollY(page), 0)).toBe(0)
    const heading = fill(pageAt("/services/sistem-guvenligi").hero.heading)
    expect(await eventually(() => textsOf(page.locator("h1")), [heading])).toEqual([heading])

    // Back: the browser brings the visitor to the card they left from, where it was on the screen. (The
    // position may differ a little when the web font, fetched during the first visit, now lays the
    // text out.)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === "/services")
    expect(await eventually(cardInView, true)).toBe(true)
    expect(Math.abs((await cardTop()) - before)).toBeLessThan(100)
    await context.close()
  })

  it("a link the visitor points at is fetched ahead, and the page change then uses that copy", async () => {
    const { page, context, problems } = await visit(browser(), "/", { viewport: viewports.desktop })
    const fetched: string[] = []
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
    const link = page.locator('footer a[href="/about"]')
    await link.hover()
    expect(await eventually(async () => fetched.includes("/about"), true)).toBe(true)
    await link.click()
    await page.waitForURL((url) => url.pathname === "/about")
    // Chromium prerenders or prefetches per the page's Speculation Rules; either way the page
    // change does not wait for the network.
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
        activationStart?: number
        deliveryType?: string
      }
      return { activationStart: entry.activationStart, deliveryType: entry.deliveryType }
    })
    expect((navigation.activationStart ?? 0) > 0 || navigation.deliveryType === "navigational-prefetch").toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("what a page loads", () => {
  it("a first page paints in the metric-matched fallback and fetches the web font after load; the next page uses it", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: viewports.desktop })
    const fonts: { url: string; afterLoad: boolean }[] = []
    let loaded = false
    page.on("load", () => (loaded = true))
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push({ url: new URL(request.url()).pathname, afterLoad: loaded })
    })
    // The font is asked for when the browser is next idle after load: on a busy machine that can be later than
    // the network's first quiet half second, so the test waits for the request itself (as the page visits do).
    const fontFetched = page.waitForEvent("requestfinished", {
      predicate: (request) => request.resourceType() === "font",
      timeout: 30_000,
    })
    await page.goto(`${baseUrl()}/erp/muhasebe-sistemi`, { waitUntil: "networkidle" })
    await fontFetched
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(await page.evaluate(() => document.documentElement.classList.contains("wf"))).toBe(false)
    expect(await bodyFont()).toMatch(/^"Inter Fallback"/)
    expect(fonts).toEqual([{ url: "/fonts/inter-tr.woff2", afterLoad: true }])

    await page.locator('footer a[href="/about"]').click()
    await page.waitForURL((url) => url.pathname === "/about")
    expect(await page.evaluate(() => document.documentElement.classList.contains("wf"))).toBe(true)
    expect(await bodyFont()).toMatch(/^Inter,/)
    expect(await page.evaluate(() => document.fonts.check('1em "Inter"'))).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it("a page without a form loads one small module and no framework, router or page data", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: viewports.desktop })
    const scripts: string[] = []
    page.on("request", (request) => {
      if (["script", "fetch", "xhr"].includes(request.resourceType())) scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${baseUrl()}/erp/muhasebe-sistemi`, { waitUntil: "networkidle" })
    await waitUntilInteractive(page)
    await page.mouse.move(200, 200)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForLoadState("networkidle")
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatch(/^\/assets\/site-[A-Z0-9]+\.js$/)
    expect(await page.evaluate(() => "___loader" in window || "___chunkMapping" in window)).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })

  it("the web manifest's link is not in the HTML: the site module adds it after the largest paint, and the browser reads it", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: viewports.mobile })
    const response = await page.goto(`${baseUrl()}/about`, { waitUntil: "load" })
    expect(await response?.text()).not.toMatch(/<link\b[^>]*\brel="manifest"/)
    await waitUntilInteractive(page)
    expect(await eventually(() => page.locator('link[rel="manifest"]').count(), 1)).toBe(1)
    const cdp = await context.newCDPSession(page)
    const manifest = (await cdp.send("Page.getAppManifest", {})) as { url: string; errors: unknown[]; data?: string }
    expect(new URL(manifest.url).pathname).toBe(manifestHref)
    expect(manifest.errors).toEqual([])
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ lang: "tr", start_url: "/" })
    expect(problems).toEqual([])
    await context.close()
  })

  it("a page with a form adds the form's island when the visitor nears it, not before", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: viewports.mobile })
    const scripts: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${baseUrl()}/demo`, { waitUntil: "networkidle" })
    await waitUntilInteractive(page)
    expect(scripts.some((script) => script.startsWith("/assets/islands-"))).toBe(false)
    await waitUntilInteractive(page, "form[aria-label='Demo talep formu']")
    expect(scripts.filter((script) => script.startsWith("/assets/islands-"))).toHaveLength(1)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("not-found page", () => {
  it("answers an unknown address with 404 and a Turkish page that links to the main sections", async () => {
    const { page, context, problems } = await openPage(browser())
    const response = await page.goto(`${baseUrl()}/erp/olmayan-sistem`)
    expect(response?.status()).toBe(404)
    await waitUntilInteractive(page)
    expect(await page.getAttribute("html", "lang")).toBe("tr")
    expect(await page.title()).toBe(`Sayfa bulunamadı - ${site.brand}`)
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/)
    expect(clean(await page.locator("h1").textContent())).toBe("Aradığınız sayfayı bulamadık")
    expect(clean(await page.locator("main").textContent())).toContain("404")

    // Each menu links to the page or section that presents it, not to its first item.
    const sections = await linksIn(page.getByRole("navigation", { name: "Ana bölümler" }))
    expect(sections.map((link) => link.href)).toEqual([...navigation.menus.map((menu) => menu.overview), "/services", "/demo"])
    const byLabel = Object.fromEntries(sections.map((link) => [link.text, link.href]))
    expect(byLabel["ERP Sistemleri"]).toBe("/services#erp-sistemleri")
    expect(byLabel["E-ticaret"]).toBe("/services#e-ticaret-cozumleri")
    expect(sections.map((link) => link.text)).toEqual(expect.arrayContaining(navigation.menus.map((menu) => menu.label)))
    const actions = await linksIn(page.locator("main"))
    expect(actions).toContainEqual({ text: "Ana sayfaya dönün", href: "/" })
    expect(actions.map((link) => link.href)).toContain("/contact")
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([])

    await page.getByRole("navigation", { name: "Ana bölümler" }).getByRole("link", { name: "Tüm hizmetlerimiz" }).click()
    await page.waitForURL((url) => url.pathname === "/services")
    const heading = fill(pageAt("/services").hero.heading)
    expect(await eventually(() => textsOf(page.locator("h1")), [heading])).toEqual([heading])
    // The overview sections the not-found page links to exist on the services page.
    expect(await textsOf(page.locator("section#erp-sistemleri h2").first())).toEqual(["ERP sistemleri"])
    expect(await textsOf(page.locator("section#e-ticaret-cozumleri h2").first())).toEqual(["E-ticaret çözümleri"])
    await context.close()
  })
})
