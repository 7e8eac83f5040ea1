import fs from "fs"
import path from "path"
import { parse } from "yaml"
import type { ContentType, SearchPlace } from "./kind"
import { defaultLanguage, translations } from "./languages"
import { siteRoutes, type SiteRoute } from "./routes"
import { contentTime, turkishDate } from "./turkish-time"
import { fillTokens } from "./tokens"
import { contentTokens } from "./content-tokens"

/**
 * Site search (/ara): which pages the search finds, what kind of page each is, and the index of
 * every page the search page shows without JavaScript. The build indexes these pages with Pagefind
 * (src/postbuild/search-index.ts); the search page's script (src/browser/search.ts) shows the results.
 */

/** One page the search finds. */
export interface SearchEntry {
  path: string
  title: string
  description: string
  /** What the result says the page is ("Çözüm", "Yazı"), by its kind's module (src/kinds/). */
  kind: string
  /** ERP, E-Ticaret, an article's category ("Rehber") ...: a Pagefind filter, shown beside the kind. */
  category: string
  /** Where the search page's index lists it (SearchPlace of src/content/kind.ts). */
  place: Omit<SearchPlace, "kind" | "category" | "date" | "legal">
  /** A legal text, which the search page finds by its title. */
  legal?: true
  /** Its page's language: each language's search finds its own pages (Pagefind keeps an index per `lang`). */
  language: string
  /** An article's publication date, an event's start: ISO for <time>, and as a Turkish reader reads it. */
  date?: string
  dateLabel?: string
}

/** The legal texts are the pages a language's navigation (data/navigation.yaml, data/en/navigation.yaml) links under `legal`. */
function legalPaths(dataDir: string, language: string): Set<string> {
  const folder = translations.find((t) => t.code === language)?.folder
  const file = path.join(dataDir, ...(folder ? [folder] : []), "navigation.yaml")
  if (!fs.existsSync(file)) return new Set()
  const navigation = parse(fs.readFileSync(file, "utf8")) as { legal?: { href: string }[] }
  return new Set((navigation.legal ?? []).map((link) => link.href))
}

/** Every page the search finds, in the order of the route table, with its title and description filled in. */
export function searchEntries(
  kinds: readonly ContentType[],
  dataDir: string,
  routes: SiteRoute[] = siteRoutes(kinds, dataDir),
  language: string = defaultLanguage,
): SearchEntry[] {
  const values = contentTokens(kinds, dataDir, routes, language)
  const legal = legalPaths(dataDir, language)
  return routes.flatMap((route) => {
    // Each language's search finds its own pages only (the Turkish search no English page).
    if ((route.language ?? defaultLanguage) !== language) return []
    const found = route.kind.search(route, { legal })
    if (!found) return []
    const { kind, category, date, legal: isLegal, ...place } = found
    const data = route.data ?? {}
    return [
      {
        path: route.slug,
        title: fillTokens(route.title, values),
        description: typeof data.description === "string" ? fillTokens(data.description, values).trim() : "",
        kind,
        category,
        place,
        language,
        ...(isLegal && { legal: isLegal }),
        ...(date && { date: contentTime(date).toISOString(), dateLabel: turkishDate(date) }),
      },
    ]
  })
}

/** A heading of the search page's index and its links. */
export interface DirectoryGroup {
  heading: string
  /** `legal`: a legal text, which the search page finds by its title (src/browser/search.ts). */
  links: { href: string; label: string; legal?: true }[]
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
  const groups = new Map<string, { entries: SearchEntry[]; place: SearchEntry["place"] }>()
  for (const entry of entries) {
    const group = groups.get(entry.place.group)
    if (group) group.entries.push(entry)
    else groups.set(entry.place.group, { entries: [entry], place: entry.place })
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => a.place.order - b.place.order)
    .map(([heading, { entries: listed, place }]) => {
      // Dated pages (articles) newest first; a long group lists its newest and links to the rest.
      const sorted = [...listed].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
      const cut = place.more !== undefined && sorted.length > directoryArticles
      return {
        heading,
        links: (cut ? sorted.slice(0, directoryArticles) : sorted).map((entry) => ({
          href: entry.path,
          label: entry.title,
          ...(entry.legal && { legal: entry.legal }),
        })),
        ...(cut && { more: place.more }),
      }
    })
}

/** The pages of every language's search, each language's after the Turkish ones: one Pagefind index per `lang`. */
export function allSearchEntries(
  kinds: readonly ContentType[],
  dataDir: string,
  routes: SiteRoute[] = siteRoutes(kinds, dataDir),
) {
  return [defaultLanguage, ...translations.map((t) => t.code)].flatMap((language) =>
    searchEntries(kinds, dataDir, routes, language),
  )
}

export { hasSearch } from "./kind-helpers"
