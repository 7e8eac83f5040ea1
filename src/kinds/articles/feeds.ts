import fs from "fs"
import path from "path"
import { contentTime } from "../../content/turkish-time"
import { articlePath, newestFirst, type ArticleFile, isArticleRoute } from "./routes"
import { readSiteData } from "../../content/read-site"
import type { SiteRoute } from "../../content/routes"
import { articleCategories, type Article } from "./schema"
import { fillTokens } from "../../content/tokens"
import { contentTokens } from "../../content/content-tokens"
import { readBlogSettings } from "./article-pages"

/**
 * The blog's feeds: RSS 2.0 at /blog/rss.xml and Atom at /blog/atom.xml, one item per article,
 * newest first, every date with its time zone (Türkiye's, +03:00). Every page's head links both
 * (src/components/seo.tsx). Written after the pages, from the same routes.
 */

export const feedPaths = { rss: "/blog/rss.xml", atom: "/blog/atom.xml" } as const

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

const pad = (n: number) => String(n).padStart(2, "0")
/** The instant as Türkiye's local time (UTC+3 all year since 2016). */
const local = (date: Date) => new Date(date.getTime() + 3 * 3600 * 1000)

/** RFC 3339 in Türkiye's time: "2026-09-14T10:00:00+03:00". */
export function rfc3339(date: Date): string {
  const d = local(date)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+03:00`
}

const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/** RFC 822 as RSS wants it, in Türkiye's time: "Mon, 14 Sep 2026 10:00:00 +0300". */
export function rfc822(date: Date): string {
  const d = local(date)
  return `${days[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0300`
}

export interface Feeds {
  rss: string
  atom: string
  items: number
}

/** The feeds of the article routes among `routes` (siteRoutes of the whole site). */
export function buildFeeds(dataDir: string, routes: readonly SiteRoute[]): Feeds {
  const site = readSiteData(dataDir)
  // The site's tokens and those the route table's kinds lend ("{fiyat:…}").
  const values = contentTokens([...new Set(routes.map((route) => route.kind))], dataDir, routes)
  const fill = (text: string) => fillTokens(text, values)
  const blog = readBlogSettings(dataDir)
  const authors = new Map((blog?.authors ?? []).map((a) => [a.id, a.name]))
  const files: ArticleFile[] = routes
    .filter((route) => isArticleRoute(route) && route.file)
    .map((route) => ({ file: route.file as string, article: route.data as unknown as Article }))
  const articles = newestFirst(files).map(({ article }) => ({
    article,
    url: `${site.siteUrl}${articlePath(article.slug)}`,
    published: contentTime(article.date),
    updated: contentTime(article.updated ?? article.date),
  }))
  // The feed changes when an article does, not at every build.
  const newest = articles.reduce<Date | null>((latest, a) => (!latest || a.updated > latest ? a.updated : latest), null)
  const updated = newest ?? new Date(0)
  const title = `${site.brand} Blog`
  const blogUrl = `${site.siteUrl}/blog`
  const description = fill(blog?.description ?? site.defaultDescription)

  const rss = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(title)}</title>`,
    `<link>${blogUrl}</link>`,
    `<description>${escapeXml(description)}</description>`,
    "<language>tr-TR</language>",
    `<lastBuildDate>${rfc822(updated)}</lastBuildDate>`,
    `<atom:link href="${site.siteUrl}${feedPaths.rss}" rel="self" type="application/rss+xml"/>`,
    ...articles.map(({ article, url, published }) =>
      [
        "<item>",
        `<title>${escapeXml(fill(article.title))}</title>`,
        `<link>${url}</link>`,
        `<guid isPermaLink="true">${url}</guid>`,
        `<pubDate>${rfc822(published)}</pubDate>`,
        `<dc:creator>${escapeXml(authors.get(article.author) ?? article.author)}</dc:creator>`,
        `<category>${escapeXml(articleCategories[article.category].label)}</category>`,
        `<description>${escapeXml(fill(article.description))}</description>`,
        "</item>",
      ].join(""),
    ),
    "</channel>",
    "</rss>",
    "",
  ].join("\n")

  const atom = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="tr-TR">',
    `<id>${blogUrl}</id>`,
    `<title>${escapeXml(title)}</title>`,
    `<subtitle>${escapeXml(description)}</subtitle>`,
    `<updated>${rfc3339(updated)}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${site.siteUrl}${feedPaths.atom}"/>`,
    `<link rel="alternate" type="text/html" href="${blogUrl}"/>`,
    `<author><name>${escapeXml(site.brand)}</name><uri>${site.siteUrl}</uri></author>`,
    ...articles.map(({ article, url, published, updated: changed }) =>
      [
        "<entry>",
        `<id>${url}</id>`,
        `<title>${escapeXml(fill(article.title))}</title>`,
        `<link rel="alternate" type="text/html" href="${url}"/>`,
        `<published>${rfc3339(published)}</published>`,
        `<updated>${rfc3339(changed)}</updated>`,
        `<author><name>${escapeXml(authors.get(article.author) ?? article.author)}</name></author>`,
        `<category term="${article.category}" label="${escapeXml(articleCategories[article.category].label)}"/>`,
        `<summary>${escapeXml(fill(article.description))}</summary>`,
        "</entry>",
      ].join(""),
    ),
    "</feed>",
    "",
  ].join("\n")
  return { rss, atom, items: articles.length }
}

export function writeFeeds(dataDir: string, routes: readonly SiteRoute[], publicDir: string): Feeds {
  const feeds = buildFeeds(dataDir, routes)
  for (const [kind, file] of Object.entries(feedPaths)) {
    const target = path.join(publicDir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, kind === "rss" ? feeds.rss : feeds.atom)
  }
  return feeds
}
