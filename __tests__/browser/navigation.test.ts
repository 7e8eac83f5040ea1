import type { Browser, Page } from "playwright-core"
import { baseUrl, launchBrowser, openPage, viewports } from "./support/browser"
import { fill, navigation, pageAt, site } from "./support/content"
import { clean, eventually, linksIn, textsOf, visit, waitForHydration } from "./support/page-checks"

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Marks the current document, so a test can tell an in-app page change from a full reload. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute("data-test-document", "kept"))
const documentKept = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-test-document") === "kept")

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe("page changes", () => {
  it("a footer link at the bottom of a page opens the next page at its top", async () => {
    const { page, context } = await visit(browser, "/", { viewport: viewports.desktop })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await scrollY(page)).toBeGreaterThan(1000)
    await markDocument(page)
    await page.locator('footer a[href="/about"]').click()
    await page.waitForURL((url) => url.pathname === "/about")
    expect(await eventually(() => textsOf(page.locator("h1")), [fill(pageAt("/about").hero.heading)])).toEqual([
      fill(pageAt("/about").hero.heading),
    ])
    expect(await documentKept(page)).toBe(true)
    expect(await eventually(() => scrollY(page), 0)).toBe(0)
    await context.close()
  })

  it("a card link halfway down a page opens the next page at its top, and Back returns to where the visitor was", async () => {
    const { page, context } = await visit(browser, "/services", { viewport: viewports.mobile })
    const card = page.locator('main article h3 a[href="/services/sistem-guvenligi"]')
    await card.scrollIntoViewIfNeeded()
    const before = await scrollY(page)
    expect(before).toBeGreaterThan(1000)
    await markDocument(page)
    await card.click()
    await page.waitForURL((url) => url.pathname === "/services/sistem-guvenligi")
    expect(await documentKept(page)).toBe(true)
    expect(await eventually(() => scrollY(page), 0)).toBe(0)
    const heading = fill(pageAt("/services/sistem-guvenligi").hero.heading)
    expect(await eventually(() => textsOf(page.locator("h1")), [heading])).toEqual([heading])

    await page.goBack()
    await page.waitForURL((url) => url.pathname === "/services")
    expect(await eventually(() => scrollY(page), before)).toBe(before)
    await context.close()
  })
})

describe("code for later pages", () => {
  it("stays out of the first load and is fetched once the visitor moves; the next page then renders whole", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: viewports.desktop })
    const scripts: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${baseUrl()}/erp/muhasebe-sistemi`, { waitUntil: "networkidle" })
    await waitForHydration(page)
    const firstLoad = [...scripts]
    expect(firstLoad.some((script) => script.startsWith("/page-parts-"))).toBe(false)

    await page.mouse.move(200, 200)
    await eventually(async () => scripts.some((script) => script.startsWith("/page-parts-")), true)
    expect(scripts.some((script) => script.startsWith("/page-parts-"))).toBe(true)

    await markDocument(page)
    await page.locator('footer a[href="/about"]').click()
    await page.waitForURL((url) => url.pathname === "/about")
    const next = pageAt("/about")
    const heading = fill(next.hero.heading)
    expect(await eventually(() => textsOf(page.locator("h1")), [heading])).toEqual([heading])
    expect(await documentKept(page)).toBe(true)
    expect(await eventually(() => page.title(), `${next.title} - ${site.brand}`)).toBe(`${next.title} - ${site.brand}`)
    expect(await page.getAttribute('meta[name="description"]', "content")).toBe(fill(String(next.raw.description)))
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(`${site.siteUrl}/about`)
    await expect(page.locator("footer").count()).resolves.toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("not-found page", () => {
  it("answers an unknown address with 404 and a Turkish page that links to the main sections", async () => {
    const { page, context, problems } = await openPage(browser)
    const response = await page.goto(`${baseUrl()}/erp/olmayan-sistem`)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    expect(await page.getAttribute("html", "lang")).toBe("tr")
    expect(await page.title()).toBe(`Sayfa Bulunamadı - ${site.brand}`)
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/)
    expect(clean(await page.locator("h1").textContent())).toBe("Aradığınız sayfayı bulamadık")
    expect(clean(await page.locator("main").textContent())).toContain("404")

    // Each menu links to the page or section that presents it, not to its first item.
    const sections = await linksIn(page.getByRole("navigation", { name: "Ana bölümler" }))
    expect(sections.map((link) => link.href)).toEqual([...navigation.menus.map((menu) => menu.overview), "/services", "/demo"])
    const byLabel = Object.fromEntries(sections.map((link) => [link.text, link.href]))
    expect(byLabel["ERP Sistemleri"]).toBe("/services#erp-sistemleri")
    expect(byLabel["E-Ticaret"]).toBe("/services#e-ticaret-cozumleri")
    expect(sections.map((link) => link.text)).toEqual(expect.arrayContaining(navigation.menus.map((menu) => menu.label)))
    const actions = await linksIn(page.locator("main"))
    expect(actions).toContainEqual({ text: "Ana Sayfaya Dön", href: "/" })
    expect(actions.map((link) => link.href)).toContain("/contact")
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([])

    await page.getByRole("navigation", { name: "Ana bölümler" }).getByRole("link", { name: "Tüm Hizmetlerimiz" }).click()
    await page.waitForURL((url) => url.pathname === "/services")
    const heading = fill(pageAt("/services").hero.heading)
    expect(await eventually(() => textsOf(page.locator("h1")), [heading])).toEqual([heading])
    // The overview sections the not-found page links to exist on the services page.
    expect(await textsOf(page.locator("section#erp-sistemleri h2").first())).toEqual(["ERP Sistemleri"])
    expect(await textsOf(page.locator("section#e-ticaret-cozumleri h2").first())).toEqual(["E-Ticaret Çözümleri"])
    await context.close()
  })
})

describe("navigation.yaml links", () => {
  const links = [
    ...navigation.menus.flatMap((menu) => menu.items.map((item) => [`${menu.label} menu`, item.href] as const)),
    ...navigation.footer.flatMap((group) => group.links.map((link) => [`footer ${group.title}`, link.href] as const)),
    ...navigation.legal.map((link) => ["footer legal", link.href] as const),
  ]

  // One page visits them all: a fresh context per link would only add start-up time.
  let shared: Awaited<ReturnType<typeof openPage>>
  beforeAll(async () => {
    shared = await openPage(browser)
  })
  afterAll(async () => {
    await shared.context.close()
  })

  it.each(links)("%s: %s answers 200 with one h1", async (_where, href) => {
    const response = await shared.page.goto(`${baseUrl()}${href}`)
    expect(response?.status()).toBe(200)
    expect(await shared.page.locator("h1").count()).toBe(1)
    expect(clean(await shared.page.locator("h1").textContent())).not.toBe("")
  })
})
