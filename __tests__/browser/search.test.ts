/**
 * The site search (/ara) in Chromium against the index the build wrote (public/pagefind): what a
 * visitor types, with and without Turkish letters, finds the page it should; the page works by
 * keyboard, keeps the query in the address and announces its results; and no other page loads a
 * byte of it. A page added to the content is found after the index is built again.
 */
import { execFile } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { promisify } from "util"
import type { Page } from "playwright-core"
import { PAGE_SIZE } from "../../src/browser/search"
import { searchDirectory, searchEntries } from "../../src/content/search"
import { headersForPath, parseHeadersFile } from "../support/headers"
import { baseUrl, openPage, sharedBrowser, sharedPages, viewports } from "./support/browser"
import { everyPage, unknownRoute } from "./support/routes"
import { searchPath } from "./gates/search"
import { startStaticServer } from "./support/static-server"
import { contentTypes } from "../../src/kinds"

const root = path.join(__dirname, "..", "..")
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
const dataDir = path.join(root, "data")

const browser = sharedBrowser()
const pages = sharedPages(browser)
afterAll(() => pages.close())

interface Found {
  status: string
  paths: string[]
  kinds: string[]
  excerpts: string[]
  marks: string[][]
}

/** The results the search page shows for `query` once its status says how many it found. */
async function resultsOn(page: Page): Promise<Found> {
  await page.waitForFunction(() => document.querySelector("[data-search-status]")?.textContent !== "", null, { timeout: 15000 })
  return page.evaluate(() => {
    const items = Array.from(document.querySelectorAll("[data-search-results] > li"))
    return {
      status: document.querySelector("[data-search-status]")?.textContent ?? "",
      paths: items.map((item) => new URL(item.querySelector("h3 a")?.getAttribute("href") ?? "", location.href).pathname),
      kinds: items.map((item) => item.querySelector(".search-about")?.textContent ?? ""),
      excerpts: items.map((item) => item.querySelector("p:last-child")?.textContent ?? ""),
      marks: items.map((item) => Array.from(item.querySelectorAll("mark"), (mark) => mark.textContent ?? "")),
    }
  })
}

async function search(query: string, base = baseUrl(), viewport: { width: number; height: number } = viewports.mobile) {
  const { page, problems } = await pages.open({ viewport })
  await page.goto(`${base}${searchPath}?q=${encodeURIComponent(query)}`)
  return { page, problems, found: await resultsOn(page) }
}

const entries = searchEntries(contentTypes, dataDir)
const titleOf = (route: string) => entries.find((entry) => entry.path === route)?.title

describe("Turkish queries against the built index", () => {
  // [what the visitor types, the page it must find, "first" or the highest place it may have]
  const table: [string, string, "first" | number][] = [
    // The queries.
    ["e fatura gecis", "/blog/e-faturaya-gecis-rehberi", "first"],
    ["IRSALIYE", "/erp/e-fatura-e-arsiv-e-irsaliye", "first"],
    // The issue asks that it finds the guide; the pre-accounting page, which explains the 7-day invoice rule, may come first.
    ["faturalari", "/blog/e-faturaya-gecis-rehberi", 2],
    ["ERP'ye geçiş", "/blog/on-muhasebeden-erpye-gecis", "first"],
    ["stok sayimi", "/blog/depo-stok-sayimi-rehberi", "first"],
    // The site has no "Işık"; its one word with a capital dotless I is "Islak" (the KVKK notice).
    ["ıslak imza", "/privacy", "first"],
    ["islak imza", "/privacy", "first"],
    // Ten more.
    ["İNSAN KAYNAKLARI", "/erp/insan-kaynaklari", "first"],
    ["bordro", "/erp/insan-kaynaklari", "first"],
    ["barkod", "/erp/perakende-ve-barkod-sistemi", "first"],
    // The story of a lokanta that moved from paper adisyons may come first.
    ["adisyon", "/erp/restaurant-ve-adisyon-sistemi", 2],
    ["pazaryeri entegrasyonu", "/ecommerce/pazaryeri-entegrasyonlari", "first"],
    ["ödeme", "/ecommerce/odeme-sistemleri", "first"],
    ["odeme", "/ecommerce/odeme-sistemleri", "first"],
    ["plasiyer", "/erp/depo-ve-plasiyer-yonetimi", "first"],
    ["mutfak ekranı", "/blog/esnaf-lokantasinda-mutfak-ekrani", 3],
    ["ÇEREZ", "/cookies", 3],
    ["e arşiv", "/erp/e-fatura-e-arsiv-e-irsaliye", "first"],
    // The price page names every product; it is found by what it is about.
    ["fiyatlar", "/fiyatlar", "first"],
    ["kdv dahil fiyat", "/fiyatlar", "first"],
    ["erp fiyatları", "/fiyatlar", 2],
  ]

  it.each(table)("%s finds %s", async (query, route, place) => {
    const { found, problems } = await search(query)
    const index = found.paths.indexOf(route)
    expect(found.paths.slice(0, 5)).toContain(route)
    if (place === "first") expect(index).toBe(0)
    else expect(index).toBeLessThan(place)
    expect(found.status).toMatch(new RegExp(`^“${query.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}” için \\d+ sonuç bulundu\\.$`))
    // No policy violation, failed request or script error while Pagefind loads and searches.
    expect(problems).toEqual([])
  })

  it("finds the same pages however the Turkish letters are typed", async () => {
    const variants = [
      ["ışık", "isik", "IŞIK", "Işık"],
      ["sayım", "sayim", "SAYIM"],
      ["İrsaliye", "irsaliye", "IRSALIYE", "İRSALİYE"],
      ["çerez", "cerez", "ÇEREZ"],
    ]
    for (const group of variants) {
      const results = []
      for (const query of group) results.push((await search(query)).found.paths)
      for (const paths of results.slice(1)) expect(paths).toEqual(results[0])
    }
  })

  it("shows each result's title, kind, date and an excerpt in the page's own Turkish letters, the match marked", async () => {
    const { found, page } = await search("stok sayimi")
    expect(await page.locator("[data-search-results] > li").first().locator("h3 a").textContent()).toBe(
      titleOf("/blog/depo-stok-sayimi-rehberi"),
    )
    expect(found.kinds[0]).toMatch(
      /^Yazı · Rehber · \d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    )
    expect(await page.locator("[data-search-results] > li").first().locator("time").getAttribute("datetime")).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    )
    expect(found.marks[0]).toEqual(expect.arrayContaining(["stok", "sayımı:"]))
    expect(found.excerpts[0]).toContain("sayım")
    expect(found.excerpts.join(" ")).not.toMatch(/\bsayimi\b|\bplanlamadan duzeltme\b/)
    const erp = found.kinds[found.paths.indexOf("/erp/perakende-ve-barkod-sistemi")]
    expect(erp).toBe("Çözüm · ERP")
  })

  it("lists legal texts after every other page", async () => {
    const { page } = await search("kişisel veri")
    // The legal texts come after the first five: every result is shown by pressing "more" until it goes.
    while (await page.locator("[data-search-more]").isVisible()) {
      const shown = await page.locator("[data-search-results] > li").count()
      await page.click("[data-search-more]")
      await page.waitForFunction((count) => document.querySelectorAll("[data-search-results] > li").length > count, shown)
    }
    const found = await resultsOn(page)
    const legal = found.kinds.map((kind) => kind === "Yasal metin")
    expect(legal).toContain(true)
    expect(legal).toContain(false)
    expect(legal.indexOf(true)).toBeGreaterThan(legal.lastIndexOf(false))
    expect(found.paths.filter((_, index) => legal[index])).toEqual(expect.arrayContaining(["/privacy"]))
  })

  it("lists first the legal text a query names (issue 49)", async () => {
    expect((await search("kvkk")).found.paths[0]).toBe("/privacy")
    expect((await search("çerez")).found.paths[0]).toBe("/cookies")
  })

  it("says so when nothing matches, with the menus' links instead of results", async () => {
    const { page, found } = await search("qwrtzx")
    expect(found.status).toBe("“qwrtzx” için sonuç bulunamadı.")
    expect(found.paths).toEqual([])
    expect(await page.locator("[data-search-none]").isVisible()).toBe(true)
    expect(await page.locator("[data-search-results]").isVisible()).toBe(false)
    const links = await page.locator("[data-search-none] a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
    expect(links).toEqual(expect.arrayContaining(["/services#erp-sistemleri", "/services#e-ticaret-cozumleri"]))
  })
})

describe("the search page", () => {
  it("is used by keyboard alone on a phone: typing updates the results, the address and the announcement", async () => {
    const { page, problems } = await pages.open({ viewport: viewports.mobile })
    await page.goto(`${baseUrl()}${searchPath}`)
    expect(await page.locator("[data-search-empty]").isVisible()).toBe(true)
    // The first Tab reaches the skip link, the header's links follow; the field is reached by Tab alone.
    let focused = ""
    for (let step = 0; step < 12 && focused !== "arama-sorgusu"; step++) {
      await page.keyboard.press("Tab")
      focused = await page.evaluate(() => document.activeElement?.id ?? "")
    }
    expect(focused).toBe("arama-sorgusu")
    await page.keyboard.type("e fatura gecis")
    await page.waitForFunction(() => /sonuç bulundu/.test(document.querySelector("[data-search-status]")?.textContent ?? ""))
    await page.waitForFunction(() => new URLSearchParams(location.search).get("q") === "e fatura gecis")
    const found = await resultsOn(page)
    expect(found.paths[0]).toBe("/blog/e-faturaya-gecis-rehberi")
    expect(await page.locator("[data-search-status]").getAttribute("role")).toBe("status")
    expect(await page.locator("[data-search-directory]").isVisible()).toBe(false)
    // Tab from the field goes to the button, then to the first result's link.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.closest("[data-search-results]") !== null)).toBe(true)
    await page.keyboard.press("Enter")
    await page.waitForURL(/\/blog\/e-faturaya-gecis-rehberi$/)
    // Back returns to the results of the same query.
    await page.goBack()
    await page.waitForFunction(() => /sonuç bulundu/.test(document.querySelector("[data-search-status]")?.textContent ?? ""))
    expect(await page.inputValue("#arama-sorgusu")).toBe("e fatura gecis")
    expect((await resultsOn(page)).paths[0]).toBe("/blog/e-faturaya-gecis-rehberi")
    expect(problems).toEqual([])
  })

  it("adds each sent search to the history, so Back returns to the one before", async () => {
    const { page } = await pages.open({ viewport: viewports.desktop })
    await page.goto(`${baseUrl()}${searchPath}?q=bordro`)
    expect((await resultsOn(page)).paths[0]).toBe("/erp/insan-kaynaklari")
    await page.fill("#arama-sorgusu", "barkod")
    await page.press("#arama-sorgusu", "Enter")
    await page.waitForFunction(() => /“barkod”/.test(document.querySelector("[data-search-status]")?.textContent ?? ""))
    await page.goBack()
    await page.waitForFunction(() => /“bordro”/.test(document.querySelector("[data-search-status]")?.textContent ?? ""))
    expect(new URL(page.url()).search).toBe("?q=bordro")
    expect(await page.inputValue("#arama-sorgusu")).toBe("bordro")
    expect((await resultsOn(page)).paths[0]).toBe("/erp/insan-kaynaklari")
  })

  it("keeps what a visitor typed before the search module ran, and searches for it", async () => {
    const { page, problems } = await pages.open({ viewport: viewports.mobile })
    // The module loads after the page; on a slow phone the visitor is typing by then.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let requested = () => {}
    const moduleRequested = new Promise<void>((resolve) => (requested = resolve))
    await page.route("**/assets/search-*.js", async (route) => {
      requested()
      await held
      await route.continue()
    })
    try {
      await page.goto(`${baseUrl()}${searchPath}`, { waitUntil: "domcontentloaded" })
      await page.locator("#arama-sorgusu").pressSequentially("bordro")
      await moduleRequested
      release()
      await page.waitForFunction(() =>
        /“bordro” için \d+ sonuç bulundu/.test(document.querySelector("[data-search-status]")?.textContent ?? ""),
      )
      expect(await page.inputValue("#arama-sorgusu")).toBe("bordro")
      expect(new URL(page.url()).search).toBe("?q=bordro")
      expect((await resultsOn(page)).paths[0]).toBe("/erp/insan-kaynaklari")
      expect(problems).toEqual([])
    } finally {
      release()
      await page.unrouteAll({ behavior: "ignoreErrors" })
    }
  })

  it("shows five results first, and more on request by keyboard, the focus on the first added one", async () => {
    const { page, found } = await search("ve", baseUrl(), viewports.desktop)
    expect(PAGE_SIZE).toBe(5)
    expect(found.paths).toHaveLength(PAGE_SIZE)
    // Only the shown results' fragments are fetched: the first search pays for five pages' text.
    const fragments = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/pagefind/fragment/")).length,
    )
    expect(fragments).toBe(PAGE_SIZE)
    await page.focus("[data-search-more]")
    await page.keyboard.press("Enter")
    await page.waitForFunction((shown) => document.querySelectorAll("[data-search-results] > li").length > shown, PAGE_SIZE)
    expect(
      await page.evaluate(
        (shown) => document.activeElement === document.querySelectorAll("[data-search-results] > li a")[shown],
        PAGE_SIZE,
      ),
    ).toBe(true)
    expect((await resultsOn(page)).paths).toHaveLength(2 * PAGE_SIZE)
  })

  it("without JavaScript lists every page the search finds, grouped, and its form sends the query in the address", async () => {
    const { page } = await pages.open({ viewport: viewports.desktop, javaScriptEnabled: false })
    await page.goto(`${baseUrl()}${searchPath}`)
    const groups = searchDirectory(entries)
    const headings = await page.locator("[data-search-directory] h4").allTextContents()
    expect(headings).toEqual(groups.map((group) => group.heading))
    const links = await page
      .locator("[data-search-directory] a")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))
    for (const entry of entries.filter((entry) => entry.kind !== "Yazı")) expect(links).toContain(entry.path)
    expect(links).not.toContain(searchPath)
    await page.fill("#arama-sorgusu", "bordro")
    await page.press("#arama-sorgusu", "Enter")
    await page.waitForURL(/\/ara\?q=bordro$/)
    expect(await page.locator("[data-search-directory]").isVisible()).toBe(true)
  })

  it("loads Pagefind only when a search starts: a first visit without a query fetches nothing from /pagefind/", async () => {
    const { page } = await openPage(browser(), { viewport: viewports.mobile })
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${baseUrl()}${searchPath}`, { waitUntil: "load" })
    await page.waitForFunction(() => document.documentElement.classList.contains("enhanced"), null, { timeout: 10000 })
    await page.waitForTimeout(500)
    expect(requested.filter((file) => file.startsWith("/pagefind/"))).toEqual([])
    await page.focus("#arama-sorgusu")
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/pagefind/wasm.")),
    )
    expect(requested.filter((file) => file.startsWith("/pagefind/")).length).toBeGreaterThan(1)
    await page.context().close()
  })
})

describe("what a first search downloads", () => {
  it("the index is in small chunks (src/postbuild/search-index.ts sets Pagefind's chunk size), so a search fetches little of it", () => {
    // Pagefind's default made 4 chunks of this site's index, each a quarter of it.
    const chunks = fs.readdirSync(path.join(publicDir, "pagefind", "index"))
    expect(chunks.length).toBeGreaterThan(16)
  })
})

describe("no other page pays for the search", () => {
  // That no page but /ara requests anything of the search, from its first request to the end of a
  // scroll through, is a gate of every page's phone visit (gates/search.ts).

  it("no other page's loader names the search module, and the site module holds nothing of the search", () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, ".cache", "browser-scripts.json"), "utf8")) as {
      site: string
      search: string
    }
    const loaderOf = (html: string) => /<script>(addEventListener\("load"[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""
    for (const route of everyPage().filter((route) => route !== searchPath && route !== unknownRoute)) {
      const loader = loaderOf(fs.readFileSync(path.join(publicDir, route === "/" ? "" : route, "index.html"), "utf8"))
      expect({ route, imports: Array.from(loader.matchAll(/import\("([^"]+)"\)/g), (match) => match[1]) }).toEqual({
        route,
        imports: [scripts.site],
      })
    }
    const search = loaderOf(fs.readFileSync(path.join(publicDir, searchPath.slice(1), "index.html"), "utf8"))
    expect(Array.from(search.matchAll(/import\("([^"]+)"\)/g), (match) => match[1])).toEqual([scripts.site, scripts.search])
    const site = fs.readFileSync(path.join(publicDir, scripts.site), "utf8")
    for (const part of ["pagefind", "data-search", "search-", "wasm"]) expect(site).not.toContain(part)
  })

  it("only the search page's policy allows WebAssembly", () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))
    const policyOf = (route: string) =>
      rules
        .filter((rule) => rule.path !== "/*")
        .flatMap((rule) =>
          (headersForPath([rule], route === "/" ? "/" : `${route}/`)["Content-Security-Policy"] ?? "").split(", "),
        )
        .filter(Boolean)
        .join(" | ")
    expect(policyOf(searchPath)).toMatch(/script-src 'self' 'wasm-unsafe-eval' /)
    const others = everyPage().filter((route) => route !== searchPath && route !== unknownRoute)
    for (const route of others) {
      expect({ route, policy: policyOf(route) }).toEqual({ route, policy: expect.stringContaining("script-src 'self' 'sha256-") })
      expect({ route, wasm: policyOf(route).includes("wasm-unsafe-eval") }).toEqual({ route, wasm: false })
    }
    // The not-found page and the blog's pages state their own policy in a <meta> element too.
    for (const file of ["404.html", path.join("blog", "index.html")])
      expect(fs.readFileSync(path.join(publicDir, file), "utf8")).not.toContain("wasm-unsafe-eval")
    expect(headersForPath(rules, "/pagefind/pagefind.js")["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
  })
})

describe("a page added to the content", () => {
  let site: { url: string; close: () => Promise<void> } | undefined
  let copy: string
  const slug = "isik-aydinlatmada-stok-ve-sevkiyat"
  const route = `/blog/${slug}`

  beforeAll(async () => {
    // A copy of data/ with one more article, and a copy of the build with that article's page: the
    // page of the newest guide with the new article's title and text in its <article>.
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "search-added-"))
    const data = path.join(copy, "data")
    fs.cpSync(dataDir, data, { recursive: true, filter: (file) => !file.includes(`${path.sep}media${path.sep}`) })
    const title = "Işık Aydınlatma'da stok ve sevkiyat tek ekranda"
    fs.writeFileSync(
      path.join(data, "articles", `${slug}.md`),
      [
        "---",
        `title: "${title}"`,
        "description: Bir aydınlatma toptancısı ışık armatürlerinin stok ve sevkiyatını barkodla nasıl izliyor?",
        `slug: ${slug}`,
        "date: 2026-11-20T10:00:00+03:00",
        "category: rehber",
        "tags: [stok yönetimi]",
        "author: murat-kaya",
        "---",
        "",
        "Işık Aydınlatma, armatür ve LED ürünlerinde günde yüzlerce sevkiyat yapıyor.",
        "",
      ].join("\n"),
    )
    const siteDir = path.join(copy, "public")
    fs.cpSync(publicDir, siteDir, {
      recursive: true,
      filter: (file) => !/[/\\](admin|og|img|media|pagefind)([/\\]|$)/.test(path.relative(publicDir, file)),
    })
    const guide = fs.readFileSync(path.join(publicDir, "blog", "depo-stok-sayimi-rehberi", "index.html"), "utf8")
    const page = guide.replace(
      /<article\b[\s\S]*?<\/article>/,
      `<article><h1>${title}</h1><p>Işık Aydınlatma, armatür ve LED ürünlerinde günde yüzlerce sevkiyat yapıyor; ` +
        "ışık kaynaklarının her kolisi barkodla okutuluyor.</p></article>",
    )
    fs.mkdirSync(path.join(siteDir, "blog", slug), { recursive: true })
    fs.writeFileSync(path.join(siteDir, "blog", slug, "index.html"), page)
    // The build's own indexing (src/postbuild/search-index.ts) over the copy, in a process of its own as in the build.
    const script = path.join(copy, "index.ts")
    fs.writeFileSync(
      script,
      `import { contentTypes } from ${JSON.stringify(path.join(root, "src", "kinds"))}\n` +
        `import { searchEntries } from ${JSON.stringify(path.join(root, "src", "content", "search"))}\n` +
        `import { writeSearchIndex } from ${JSON.stringify(path.join(root, "src", "postbuild", "search-index"))}\n` +
        `writeSearchIndex(${JSON.stringify(siteDir)}, searchEntries(contentTypes, ${JSON.stringify(data)})).then((r) => console.log(JSON.stringify(r)))\n`,
    )
    const { stdout } = await promisify(execFile)(path.join(root, "node_modules", ".bin", "tsx"), [script], { cwd: root })
    expect((JSON.parse(stdout) as { pages: number }).pages).toBe(entries.length + 1)
    site = await startStaticServer(siteDir)
  }, 120000)

  afterAll(async () => {
    await site?.close()
    fs.rmSync(copy, { recursive: true, force: true })
  })

  it.each(["isik", "ışık", "IŞIK", "Işık aydınlatma"])("is found by %s", async (query) => {
    if (!site) throw new Error("the copy of the site did not start")
    const { found } = await search(query, site.url)
    expect(found.paths[0]).toBe(route)
    expect(found.kinds[0]).toBe("Yazı · Rehber · 20 Kasım 2026")
    expect(found.excerpts[0]).toContain("Işık Aydınlatma")
  })

  it("is not in the index the build wrote before it was added", async () => {
    const { found } = await search("Işık aydınlatma")
    expect(found.paths).not.toContain(route)
  })
})
