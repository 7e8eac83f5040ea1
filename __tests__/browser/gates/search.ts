import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { defaultLanguage, translations } from "../../../src/content/languages"
import type { PageVisit } from "../support/page-visit"
import { defaultDataDir } from "../support/routes"

/** What the search tests read of a language's navigation file: its search page, and where a search that finds nothing sends. */
export interface SearchNavigation {
  menus: { label: string; overview: string }[]
  contact: string
  search: string
}

/**
 * A language's navigation file (data/navigation.yaml, data/en/navigation.yaml). A translation has one
 * once it has a page (the content check requires it), so a language without it has no search page.
 */
export function navigationOf(language: string, dataDir = defaultDataDir): SearchNavigation | undefined {
  const folder = translations.find((translation) => translation.code === language)?.folder
  const file = path.join(dataDir, ...(folder ? [folder] : []), "navigation.yaml")
  if (language !== defaultLanguage && !fs.existsSync(file)) return undefined
  return parse(fs.readFileSync(file, "utf8")) as SearchNavigation
}

/**
 * Each language's search page, the address its navigation names (`search`: /ara, /en/search); only
 * these may load the search (issue 31), each its own language's index.
 */
export const searchPages: { language: string; path: string }[] = [defaultLanguage, ...translations.map((t) => t.code)].flatMap(
  (language) => {
    const navigation = navigationOf(language)
    return navigation ? [{ language, path: navigation.search }] : []
  },
)

/** The search page of `language`. */
export function searchPageOf(language: string): string {
  const page = searchPages.find((search) => search.language === language)
  if (!page) throw new Error(`no search page for the language ${language}`)
  return page.path
}

/** The Turkish search page (/ara). */
export const searchPath = searchPageOf(defaultLanguage)

/** Whether `route` is a search page, of any language. */
export const isSearchPage = (route: string) => searchPages.some((search) => search.path === route)

/** The requests of the visit that belong to the search: Pagefind's files and the search module. */
const searchRequests = (visit: PageVisit) =>
  [...visit.requests.keys()]
    .map((url) => new URL(url).pathname)
    .filter((file) => file.startsWith("/pagefind/") || /\/assets\/search-/.test(file))

/**
 * Search gate: a page other than a search page loads nothing of the search, from its first request to
 * the end of the phone visit's scroll through. On a search page (each language's) the same filter must
 * find the search module, so the gate is known to see what it looks for.
 */
export function noSearchGate(visit: () => PageVisit, route: string) {
  if (isSearchPage(route)) {
    it("loads the search module (what the other pages must not)", () => {
      expect(searchRequests(visit()).some((file) => file.startsWith("/assets/search-"))).toBe(true)
    })
    return
  }
  it("requests nothing from /pagefind/ and not the search module", () => {
    expect(searchRequests(visit())).toEqual([])
  })
}
