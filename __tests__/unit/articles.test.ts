import fs from "fs"
import os from "os"
import path from "path"
import {
  articleRoutes,
  readingMinutes,
  relatedArticles,
  tableOfContents,
  wordCount,
  wordsPerMinute,
  type ArticleFile,
} from "../../src/kinds/articles/routes"
import { checkFile } from "../../src/content/check-file"
import { renderMarkdown, type RenderedMarkdown } from "../../src/content/markdown"
import { readBodyLog, renderBody } from "../../src/kinds/articles/article-fields"
import { projectImageOptions } from "../../src/postbuild/images"
import { parseContent, siteRoutes } from "../../src/content/routes"
import { isArticleRoute } from "../../src/kinds/articles"
import type { Article } from "../../src/kinds/articles/schema"
import { validateContent } from "../../src/content/validate"
import { buildFeeds, rfc3339, rfc822 } from "../../src/kinds/articles/feeds"
import { dataToMarkdown, markdownToData } from "../../src/admin/markdown-format"
import { contentTypes } from "../../src/kinds"
import { turkishDate } from "../../src/content/turkish-time"

const realData = path.join(__dirname, "..", "..", "data")

/** A valid article's front matter, to change one field at a time. */
const front = (extra = "") => `---
title: Stok sayımına hazırlık rehberi
description: Depoda yıl sonu sayımını planlamak, ekipleri kurmak ve farkları muhasebeye doğru yansıtmak için adımlar.
slug: stok-sayimina-hazirlik
date: 2026-10-01T10:00:00+03:00
category: rehber
tags: [stok sayımı, depo]
author: selin-aksoy
${extra}---
`
const body = (lines: string[]) =>
  `${lines.join("\n")}\n${"Sayım günü her rafın sorumlusu bellidir ve fark listesi aynı gün çıkar. ".repeat(6)}\n`

function article(overrides: Partial<Article>, date = "2026-01-01T10:00:00+03:00"): ArticleFile {
  const slug = overrides.slug ?? "yazi"
  return {
    file: `data/articles/${slug}.md`,
    article: {
      title: `Yazı ${slug}`,
      description: "d".repeat(60),
      slug,
      date,
      category: "rehber",
      tags: ["depo"],
      author: "selin-aksoy",
      body: "Metin",
      ...overrides,
    } as Article,
  }
}

describe("an article's Markdown body", () => {
  const { html, toc } = renderMarkdown(
    [
      "## Hazırlık adımları",
      "",
      "Önce [bize yazın](/contact?konu=erp), sonra [GİB](https://www.gib.gov.tr) sayfasına bakın.",
      "",
      "### Cari kartlar",
      "",
      "| Ölçüt | Portal |",
      "| --- | --- |",
      "| Maliyet | Ücretsiz |",
      "",
      '<script>alert(1)</script><p style="color:red" onclick="x()">ham HTML</p>',
      "",
      "> Bir alıntı",
      "",
      "## Özel entegratör mü, GİB portalı mı?",
      "",
      "## Hazırlık adımları",
      "",
      "## İçindekiler",
    ].join("\n"),
  )

  it("has ids on its headings in plain letters, numbered when a text repeats, and lists them for the table of contents", () => {
    expect(toc).toEqual([
      { id: "hazirlik-adimlari", text: "Hazırlık adımları", depth: 2 },
      { id: "cari-kartlar", text: "Cari kartlar", depth: 3 },
      { id: "ozel-entegrator-mu-gib-portali-mi", text: "Özel entegratör mü, GİB portalı mı?", depth: 2 },
      { id: "hazirlik-adimlari-1", text: "Hazırlık adımları", depth: 2 },
      // The page's own table of contents is "icindekiler".
      { id: "icindekiler-1", text: "İçindekiler", depth: 2 },
    ])
    expect(html).toContain('<h2 id="hazirlik-adimlari">')
  })

  it("sends contact links with a subject to the form and marks outside links rel=noopener", () => {
    expect(html).toContain('href="/contact?konu=erp#iletisim-formu"')
    expect(html).toContain('<a href="https://www.gib.gov.tr" rel="noopener">GİB</a>')
  })

  it("keeps no raw HTML, script, event handler or style attribute (the CSP refuses inline styles)", () => {
    expect(html).not.toMatch(/<script|style=|onclick|ham HTML<\/p>/)
    expect(html).toContain("<blockquote>")
  })

  it("puts each table in a named region a keyboard can scroll, so a phone never scrolls sideways", () => {
    expect(html).toMatch(/<div data-table="" tabindex="0" role="region" aria-label="Tablo \(yana kaydırılabilir\)"><table>/)
  })
})

describe("the `rendered` field of an article node", () => {
  const images = projectImageOptions(path.join(__dirname, "..", ".."))
  const text = "## Giriş\n\nStok sayımı için önce rafları etiketleyin."

  it("renders a body once: the same text again comes from the cache, and the log counts both", async () => {
    const kept = new Map<string, RenderedMarkdown>()
    const cache = {
      get: async (key: string) => kept.get(key),
      set: async (key: string, value: RenderedMarkdown) => kept.set(key, value),
    }
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "bodies-"))
    const log = { file: path.join(logDir, "log.txt") }
    try {
      const first = await renderBody(text, images, cache, log)
      expect(first).toEqual(renderMarkdown(text))
      expect(await renderBody(text, images, cache, log)).toEqual(first)
      await renderBody(`${text} Sonra sayın.`, images, cache, log)
      expect(readBodyLog(log)).toEqual({ rendered: 2, cached: 1 })
      // Read once: the next build starts from nothing.
      expect(readBodyLog(log)).toEqual({ rendered: 0, cached: 0 })
    } finally {
      fs.rmSync(logDir, { recursive: true, force: true })
    }
  })

  it("shows a section list only from four sections on, without their subsections", () => {
    const entry = (depth: number, id: string) => ({ id, text: id, depth })
    expect(tableOfContents([entry(2, "a"), entry(3, "b"), entry(2, "c"), entry(2, "d")])).toEqual([])
    const four = [entry(2, "a"), entry(3, "b"), entry(2, "c"), entry(2, "d"), entry(2, "e")]
    expect(tableOfContents(four).map((e) => e.id)).toEqual(["a", "c", "d", "e"])
  })
})

describe("reading time and dates", () => {
  it("counts words without Markdown's marks and link targets, at Turkish reading speed", () => {
    expect(wordCount("## Başlık\n\nBir [bağlantı](/erp/muhasebe-sistemi) ve **kalın** söz.")).toBe(6)
    expect(readingMinutes(wordsPerMinute)).toBe(1)
    expect(readingMinutes(wordsPerMinute + 1)).toBe(2)
  })

  it("writes dates as Türkiye reads them, and in the feeds with the time zone", () => {
    expect(turkishDate("2026-09-14T23:30:00Z")).toBe("15 Eylül 2026")
    expect(turkishDate("2026-09-14")).toBe("14 Eylül 2026")
    expect(rfc3339(new Date("2026-09-14T07:00:00Z"))).toBe("2026-09-14T10:00:00+03:00")
    expect(rfc822(new Date("2026-09-14T07:00:00Z"))).toBe("Mon, 14 Sep 2026 10:00:00 +0300")
  })
})

describe("the blog's routes", () => {
  const files = Array.from({ length: 25 }, (_, i) =>
    article(
      { slug: `yazi-${String(i + 1).padStart(2, "0")}`, category: i % 5 === 0 ? "haber" : "rehber" },
      `2026-01-${String(i + 1).padStart(2, "0")}T10:00:00+03:00`,
    ),
  )
  const routes = articleRoutes(
    files.map(({ file, article: data }) => ({ file, data: data as unknown as Record<string, unknown> })),
  )
  const listing = (slug: string) =>
    (routes.find((route) => route.slug === slug)?.context?.listing as { articles: { slug: string }[]; pages: number }) ?? null

  it("lists 12 articles a page, newest first, at /blog, /blog/sayfa/2 ...", () => {
    expect(listing("/blog")?.articles.map((a) => a.slug)).toEqual(
      Array.from({ length: 12 }, (_, i) => `yazi-${String(25 - i).padStart(2, "0")}`),
    )
    expect(listing("/blog/sayfa/2")?.articles).toHaveLength(12)
    expect(listing("/blog/sayfa/3")?.articles.map((a) => a.slug)).toEqual(["yazi-01"])
    expect(listing("/blog/sayfa/3")?.pages).toBe(3)
    expect(listing("/blog/sayfa/4")).toBeNull()
  })

  it("has a listing per category with articles, and each article names the listings that show it", () => {
    expect(listing("/blog/kategori/haber")?.articles.map((a) => a.slug)).toEqual([
      "yazi-21",
      "yazi-16",
      "yazi-11",
      "yazi-06",
      "yazi-01",
    ])
    expect(listing("/blog/kategori/rehber/sayfa/2")?.articles).toHaveLength(8)
    expect(listing("/blog/kategori/basari-hikayesi")).toBeNull()
    expect(routes.find((route) => route.slug === "/blog/yazi-01")?.listedOn).toEqual(["/blog/sayfa/3", "/blog/kategori/haber"])
  })

  it("makes no blog page at all without articles", () => {
    expect(articleRoutes([])).toEqual([])
  })

  it("relates articles by shared tags and sector before recency, three at most, never the article itself", () => {
    const related = relatedArticles([
      article({ slug: "a", tags: ["e-Fatura", "GİB"], sector: "restoran" }),
      article({ slug: "b", tags: ["e-Fatura", "GİB"] }, "2026-01-02T10:00:00+03:00"),
      article({ slug: "c", tags: ["depo"], sector: "restoran" }, "2026-01-03T10:00:00+03:00"),
      article({ slug: "d", tags: ["depo"] }, "2026-01-04T10:00:00+03:00"),
      article({ slug: "e", tags: ["bordro"], category: "haber" }, "2026-01-05T10:00:00+03:00"),
    ])
    expect(related.get("data/articles/a.md")?.map((f) => f.article.slug)).toEqual(["b", "c", "d"])
    expect(related.get("data/articles/e.md")?.map((f) => f.article.slug)).toEqual([])
  })
})

describe("the content check of an article file", () => {
  it("reports front-matter problems at the file's own lines, in Turkish", () => {
    const text = front("sector: lokanta\n") + body(["## Giriş"])
    const checked = checkFile(contentTypes, "articles/stok-sayimina-hazirlik.md", text)
    expect(checked.problems).toEqual([expect.objectContaining({ line: 9, field: "sector", found: '"lokanta" metni' })])
  })

  it("reads a body as the site reads it (parseContent), line breaks, blank and indented lines alike", () => {
    const texts = [
      front() + body(["## Giriş", "", "   girintili satır", "\tsekmeli satır", "  ", "Son satır", "", ""]),
      front().replace(/\n/g, "\r\n") + "Windows satır sonlarıyla\r\n\r\nikinci paragraf\r\n",
      ...fs
        .readdirSync(path.join(realData, "articles"))
        .map((name) => fs.readFileSync(path.join(realData, "articles", name), "utf8")),
    ]
    for (const text of texts) {
      const checked = checkFile(contentTypes, "articles/stok-sayimina-hazirlik.md", text)
      expect(checked.raw).toEqual(parseContent("stok-sayimina-hazirlik.md", text))
    }
  })

  it("refuses a file without front matter", () => {
    expect(checkFile(contentTypes, "articles/x.md", "# Başlık\n\nMetin").problems).toEqual([
      expect.objectContaining({ line: 1, expected: expect.stringContaining("ön bilgi bloğu") }),
    ])
  })

  describe("with the rest of the site", () => {
    let dataDir: string
    beforeAll(() => {
      dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "articles-")), "data")
      fs.cpSync(realData, dataDir, { recursive: true })
    })
    afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }))

    it("reports a body's broken link, its h1 heading and its house-style word at their lines, and an unknown author", () => {
      const text =
        front().replace("author: selin-aksoy", "author: selin-aksy") +
        body(["## Hazırlık", "", "Ayrıntılar [burada](/erp/muhasebe) ve veritabanında.", "", "# İkinci başlık"])
      fs.writeFileSync(path.join(dataDir, "articles", "stok-sayimina-hazirlik.md"), text)
      const problems = validateContent(contentTypes, dataDir).problems.filter((p) => p.file.endsWith("stok-sayimina-hazirlik.md"))
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            line: 8,
            field: "author",
            hint: 'Şunu mu demek istediniz: "selin-aksoy" (Selin Aksoy, Mali çözümler danışmanı)?',
          }),
          expect.objectContaining({ line: 12, field: "body", found: expect.stringContaining('"/erp/muhasebe"') }),
          expect.objectContaining({ line: 12, field: "body", found: expect.stringContaining("veritabanında") }),
          expect.objectContaining({ line: 14, field: "body", found: '"# İkinci başlık"' }),
        ]),
      )
      expect(problems).toHaveLength(4)
    })

    it("requires a customer story's customer and sector, and a free address under /blog", () => {
      const text =
        front()
          .replace("category: rehber", "category: basari-hikayesi")
          .replace("slug: stok-sayimina-hazirlik", "slug: e-faturaya-gecis-rehberi") + body(["## Giriş"])
      fs.writeFileSync(path.join(dataDir, "articles", "stok-sayimina-hazirlik.md"), text)
      const problems = validateContent(contentTypes, dataDir).problems.filter((p) => p.file.endsWith("stok-sayimina-hazirlik.md"))
      expect(problems.map((p) => p.field).sort()).toEqual(["customer", "sector", "slug"])
      expect(problems.find((p) => p.field === "slug")?.found).toContain("/blog/e-faturaya-gecis-rehberi")
    })
  })
})

describe("the seed articles", () => {
  const articles = siteRoutes(contentTypes, realData).filter((route) => isArticleRoute(route) && route.file)
  const words = (category: string) =>
    articles.filter((route) => route.data?.category === category).map((route) => wordCount(String(route.data?.body)))

  it("are four guides of 1,000 words or more, three customer stories and two news items", () => {
    expect(words("rehber").length).toBe(4)
    for (const count of words("rehber")) expect(count).toBeGreaterThanOrEqual(1000)
    expect(words("basari-hikayesi")).toHaveLength(3)
    expect(words("haber")).toHaveLength(2)
  })
})

describe("the feeds", () => {
  const feeds = buildFeeds(realData, siteRoutes(contentTypes, realData))
  const count = siteRoutes(contentTypes, realData).filter((route) => isArticleRoute(route) && route.file).length

  it("are well-formed RSS 2.0 and Atom with one entry per article, newest first, dated with the time zone", () => {
    const rss = new DOMParser().parseFromString(feeds.rss, "application/xml")
    const atom = new DOMParser().parseFromString(feeds.atom, "application/xml")
    expect(rss.querySelector("parsererror")).toBeNull()
    expect(atom.querySelector("parsererror")).toBeNull()
    expect(rss.querySelectorAll("item")).toHaveLength(count)
    expect(atom.querySelectorAll("entry")).toHaveLength(count)
    for (const date of Array.from(rss.querySelectorAll("pubDate"), (e) => e.textContent ?? ""))
      expect(date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0300$/)
    const published = Array.from(atom.querySelectorAll("entry > published"), (e) => Date.parse(e.textContent ?? ""))
    expect(published).toEqual([...published].sort((a, b) => b - a))
    expect(rss.querySelector("item > link")?.textContent).toMatch(/^https:\/\/.+\/blog\/[a-z0-9-]+$/)
  })
})

describe("the CMS's article format", () => {
  it("reads the front matter and body into one entry and writes back only what changed", () => {
    const text = `---\n# Yorum kalır\ntitle: Eski başlık\nslug: yazi\n---\n\n## Giriş\n\nMetin.\n`
    const data = markdownToData(text)
    expect(data).toEqual({ title: "Eski başlık", slug: "yazi", body: "## Giriş\n\nMetin.\n" })
    expect(dataToMarkdown({ ...data, title: "Yeni başlık" }, text)).toBe(
      `---\n# Yorum kalır\ntitle: Yeni başlık\nslug: yazi\n---\n\n## Giriş\n\nMetin.\n`,
    )
  })
})
