import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { articleTime, categoryPath, turkishDate } from "./articles"
import { articleCategories, type ArticleCategory } from "./schema/article"
import { readSiteData } from "./read-site"
import { siteRoutes, type SiteRoute } from "./routes"
import { fillTokens, tokenValues } from "./tokens"

/**
 * Site search (/ara): which pages the search finds, what kind of page each is, and the index of
 * every page the search page shows without JavaScript. The build indexes these pages with Pagefind
 * (src/build/search-index.ts); the search page's script (src/browser/search.ts) shows the results.
 */

/** What a result says a page is; also a Pagefind filter. Legal texts come after every other kind. */
export const searchKinds = ["Çözüm", "Yazı", "Destek", "Kurumsal", "Yasal metin"] as const
export type SearchKind = (typeof searchKinds)[number]
export const legalKind: SearchKind = "Yasal metin"

/** One page the search finds. */
export interface SearchEntry {
  path: string
  title: string
  description: string
  kind: SearchKind
  /** ERP, E-Ticaret, an article's category ("Rehber") ...: a Pagefind filter, shown beside the kind. */
  category: string
  /** An article's publication date: ISO for <time>, and as a Turkish reader reads it. */
  date?: string
  dateLabel?: string
}

/** Whether a page's parsed file holds the search section (`type: search`): that page is not itself found. */
export function hasSearch(data: Record<string, unknown> | undefined): boolean {
  const sections = data?.sections
  return Array.isArray(sections) && sections.some((section: { type?: unknown } | null) => section?.type === "search")
}

/** The legal texts are the pages data/navigation.yaml links under `legal`. */
function legalPaths(dataDir: string): Set<string> {
  const navigation = parse(fs.readFileSync(path.join(dataDir, "navigation.yaml"), "utf8")) as { legal?: { href: string }[] }
  return new Set((navigation.legal ?? []).map((link) => link.href))
}

function kindOf(route: SiteRoute, legal: Set<string>): { kind: SearchKind; category: string } | null {
  const data = route.data ?? {}
  switch (route.kind.typeName) {
    case "ErpYaml":
    case "EcommerceYaml":
      return { kind: "Çözüm", category: route.kind.section }
    case "SupportYaml":
      return { kind: "Destek", category: "Destek" }
    case "Article": {
      const category = articleCategories[data.category as ArticleCategory]
      // Listing pages (/blog, its categories and their pages) only repeat what the articles say.
      return route.file && category ? { kind: "Yazı", category: category.label } : null
    }
    default:
      if (hasSearch(data)) return null
      return legal.has(route.slug) ? { kind: legalKind, category: legalKind } : { kind: "Kurumsal", category: "Kurumsal" }
  }
}

/** Every page the search finds, in the order of the route table, with its title and description filled in. */
export function searchEntries(dataDir: string, routes: SiteRoute[] = siteRoutes(dataDir)): SearchEntry[] {
  const values = tokenValues(readSiteData(dataDir))
  const legal = legalPaths(dataDir)
  return routes.flatMap((route) => {
    const kind = kindOf(route, legal)
    if (!kind) return []
    const data = route.data ?? {}
    const date = typeof data.date === "string" ? data.date : undefined
    return [
      {
        path: route.slug,
        title: fillTokens(route.title, values),
        description: typeof data.description === "string" ? fillTokens(data.description, values).trim() : "",
        ...kind,
        ...(date && { date: articleTime(date).toISOString(), dateLabel: turkishDate(date) }),
      },
    ]
  })
}

/** A heading of the search page's index and its links. */
export interface DirectoryGroup {
  heading: string
  links: { href: string; label: string }[]
  /** Where the rest of a long group is listed (an article category's own page). */
  more?: { href: string; label: string }
}

/** How many articles of a category the index lists, newest first: the category's page lists them all. */
export const directoryArticles = 10

/**
 * The index the search page shows without JavaScript (and before a search): every page the search
 * finds, under one heading per kind, articles by category. Solution pages by their section (ERP,
 * E-Ticaret), so a visitor finds a product as the menus name it.
 */
export function searchDirectory(entries: SearchEntry[]): DirectoryGroup[] {
  const link = (entry: SearchEntry) => ({ href: entry.path, label: entry.title })
  const of = (kind: SearchKind, category?: string) =>
    entries.filter((entry) => entry.kind === kind && (category === undefined || entry.category === category))
  const solutions = [...new Set(of("Çözüm").map((entry) => entry.category))].map((section) => ({
    heading: `${section} çözümleri`,
    links: of("Çözüm", section).map(link),
  }))
  const articles = (Object.keys(articleCategories) as ArticleCategory[]).flatMap((id) => {
    const { label, plural } = articleCategories[id]
    const all = of("Yazı", label).sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
    if (all.length === 0) return []
    const more =
      all.length > directoryArticles ? { more: { href: categoryPath(id), label: `Tüm ${plural.toLocaleLowerCase("tr")}` } } : {}
    return [{ heading: plural, links: all.slice(0, directoryArticles).map(link), ...more }]
  })
  return [
    ...solutions,
    { heading: "Destek", links: of("Destek").map(link) },
    { heading: "Kurumsal", links: of("Kurumsal").map(link) },
    ...articles,
    { heading: "Yasal metinler", links: of(legalKind).map(link) },
  ].filter((group) => group.links.length > 0)
}
