import { articleRoutes } from "../../src/kinds/articles/routes"
import { siteRoutes } from "../../src/content/routes"
import { isArticleRoute } from "../../src/kinds/articles"
import { articleCategories, type Article } from "../../src/kinds/articles/schema"
import { baseUrl, sharedBrowser } from "./support/browser"
import { defaultDataDir } from "./support/routes"
import { sharedVisits } from "./support/page-checks"
import { contentTypes } from "../../src/kinds"

/**
 * Issue 22: the blog as a visitor and a search engine meet it: the listing, each article with its
 * trail, dates, table of contents and call to action, the structured data, the feeds every page
 * links to, and the customer stories on the home page and on the solution pages they used. Every
 * other gate (axe, no-JS, layout, weight, links, CSP, share cards) takes these pages from the route
 * list, as it does every page.
 */

const routes = siteRoutes(contentTypes, defaultDataDir)
const articles = routes.filter((route) => isArticleRoute(route) && route.file)
const listings = routes.filter((route) => isArticleRoute(route) && !route.file)
const data = (slug: string) => articles.find((route) => route.slug === slug)?.data as unknown as Article

const browser = sharedBrowser()
const pages = sharedVisits(browser)
afterAll(() => pages.close())

describe("the blog (data/articles through src/kinds/articles/article-list-page.tsx and article-page.tsx)", () => {
  it("/blog lists every article newest first, with its category, date and reading time, and links each category", async () => {
    const { page, problems } = await pages.visit("/blog")
    const expected = (
      articleRoutes(articles.map((a) => ({ file: a.file as string, data: a.data ?? {} })))[0].context?.listing as {
        articles: { path: string }[]
      }
    ).articles.map((a) => a.path)
    const listed = await page.locator("main article h2 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(listed).toEqual(expected)
    expect(await page.locator("main article time").count()).toBe(expected.length)
    const categoryLinks = await page
      .getByRole("navigation", { name: "Yazı türleri" })
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(categoryLinks).toEqual(["/blog", ...listings.filter((l) => l.slug.startsWith("/blog/kategori/")).map((l) => l.slug)])
    expect(problems).toEqual([])
  })

  it.each(articles.map((route) => [route.slug]))(
    "%s: title, trail, author, dates, body, call to action and its structured data",
    async (slug) => {
      const article = data(slug)
      const { page, problems } = await pages.visit(slug)
      await expect(page.locator("h1").innerText()).resolves.toBe(article.title.replace("{brand}", "Yakamoz Yazılım"))
      const trail = await page.getByRole("navigation", { name: "Sayfa yolu" }).locator("li").allInnerTexts()
      expect(trail.map((t) => t.replace(/^\/\s*/, "").trim())).toEqual([
        "Ana sayfa",
        "Blog",
        articleCategories[article.category].label,
        article.title,
      ])
      await expect(page.locator("main time").first().getAttribute("datetime")).resolves.toBe(article.date)

      // The call to action opens the form the article names, landing at it.
      const cta = await page.locator('main a[href^="/contact"], main a[href^="/demo"]').last().getAttribute("href")
      expect(cta).toBe(article.subject ? `/contact?konu=${article.subject}#iletisim-formu` : "/demo")

      // A long guide has a table of contents whose every entry lands on a heading of the body.
      const tocLinks = await page
        .getByRole("navigation", { name: "İçindekiler" })
        .locator("a")
        .evaluateAll((links) => links.map((a) => decodeURIComponent((a.getAttribute("href") ?? "").slice(1))))
      if (article.category === "rehber") expect(tocLinks.length).toBeGreaterThanOrEqual(4)
      for (const id of tocLinks) await expect(page.locator(`h2[id="${id}"]`).count()).resolves.toBe(1)

      const structured = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>))
      const posting = structured.find((s) => s["@type"] === "BlogPosting")
      expect(posting).toMatchObject({
        headline: article.title.replace("{brand}", "Yakamoz Yazılım"),
        datePublished: article.date,
        author: { "@type": "Person", name: expect.any(String) },
        publisher: { "@type": "Organization", name: "Yakamoz Yazılım" },
        image: expect.stringMatching(/^https:\/\//),
        url: expect.stringMatching(new RegExp(`${slug}$`)),
      })
      const crumbs = structured.find((s) => s["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] }
      expect(crumbs.itemListElement.map((item) => item.name)).toEqual(trail.map((t) => t.replace(/^\/\s*/, "").trim()))
      await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("article")
      expect(problems).toEqual([])
    },
  )

  it("a customer story names its business as fictional and shows its figures and the solution pages it used", async () => {
    const story = articles.find((route) => route.data?.category === "basari-hikayesi")
    if (!story) throw new Error("no customer story in data/articles")
    const { customer } = data(story.slug)
    if (!customer) throw new Error(`${story.file} has no customer`)
    const { page } = await pages.visit(story.slug)
    const box = page.locator("main section", { has: page.getByRole("heading", { name: customer.name }) })
    await expect(box.innerText()).resolves.toContain("adları işletmenin isteğiyle değiştirildi")
    for (const result of customer.results) await expect(box.innerText()).resolves.toContain(result.value)
    const links = await box.locator("dd a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
    expect(links).toEqual(customer.solutions)
  })
})

describe("customer stories on the pages they concern", () => {
  const stories = articles.filter((route) => route.data?.category === "basari-hikayesi")

  it("the home page shows the newest stories before its closing call to action", async () => {
    const { page } = await pages.visit("/")
    const shown = await page
      .locator("#basari-hikayeleri article a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(shown.length).toBe(Math.min(3, stories.length))
    for (const href of shown) expect(stories.map((s) => s.slug)).toContain(href)
  })

  it.each(
    stories.flatMap((story) => ((data(story.slug).customer?.solutions ?? []) as string[]).map((href) => [href, story.slug])),
  )("%s shows the story %s", async (solution, slug) => {
    const { page } = await pages.visit(solution)
    const shown = await page
      .locator("#basari-hikayeleri article a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(shown).toContain(slug)
  })
})

describe("the feeds", () => {
  it("every page's head links the RSS and Atom feeds, which answer with one entry per article", async () => {
    // A Turkish page and its English page: the blog stays Turkish, and an English page links its feeds too.
    for (const slug of ["/about", "/en/about"]) {
      const { page } = await pages.visit(slug)
      // The feeds are the alternates with a type; those with hreflang name the page's other language.
      const linked = await page
        .locator('head link[rel="alternate"][type]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute("type"), l.getAttribute("href")]))
      expect([slug, linked]).toEqual([
        slug,
        [
          ["application/rss+xml", "/blog/rss.xml"],
          ["application/atom+xml", "/blog/atom.xml"],
        ],
      ])
    }
    const rss = await (await fetch(`${baseUrl()}/blog/rss.xml`)).text()
    const atom = await (await fetch(`${baseUrl()}/blog/atom.xml`)).text()
    expect(rss.match(/<item>/g)).toHaveLength(articles.length)
    expect(atom.match(/<entry>/g)).toHaveLength(articles.length)
    for (const article of articles) {
      expect(rss).toContain(`${article.slug}</link>`)
      expect(atom).toContain(`<id>https://`)
    }
  })
})
