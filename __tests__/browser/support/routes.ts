import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { siteRoutes } from "../../../src/content/routes"
import { pageTypes, type PageFolder, contentTypes } from "../../../src/kinds"

/** The project's data/; every route list below takes another one for the unit test that proves them. */
export const defaultDataDir = path.join(__dirname, "..", "..", "..", "data")

export interface RouteInfo {
  slug: string
  title: string
  /** The data file the page shows ("data/erp/muhasebe-sistemi.yaml"); a listing page has none. */
  file?: string
  /** The folder of its kind in data/ ("erp"). */
  kind: PageFolder
}

/**
 * Every page route the build creates: the routes of src/content/routes.ts, which gatsby-node makes
 * the pages from, so the tests follow the content and a new kind of page is tested with no edit here.
 */
export function contentRoutes(dataDir = defaultDataDir): RouteInfo[] {
  return siteRoutes(contentTypes, dataDir).map((route) => ({
    slug: route.slug,
    title: route.title,
    ...(route.file !== undefined && { file: route.file }),
    kind: route.kind.folder as PageFolder,
  }))
}

export const brand = (parse(fs.readFileSync(path.join(defaultDataDir, "site.yaml"), "utf8")) as { brand: string }).brand

/** An address the site does not have: the static host answers it with the not-found page. */
export const unknownRoute = "/bu-adres-yok"

/** Every content route and the unknown address, for the checks that run on every page a visitor can see. */
export const everyPage = (dataDir = defaultDataDir) => [...contentRoutes(dataDir).map((route) => route.slug), unknownRoute]

/**
 * Share `part` of `parts` of every page (every `parts`-th route, so each share holds pages of every
 * kind): the pages-*.test.ts files split one kind of visit this way, so several workers run it.
 */
export const routeShare = (part: number, parts: number, dataDir = defaultDataDir) =>
  everyPage(dataDir).filter((_, index) => index % parts === part - 1)

/**
 * `routes` and, for every kind none of them belongs to, the first route of that kind: one page per
 * template at least, for the checks that need not run on every page.
 */
export function withOneOfEachKind(routes: string[], dataDir = defaultDataDir): string[] {
  const all = contentRoutes(dataDir)
  const samples = [...routes]
  for (const kind of pageTypes) {
    const ofKind = all.filter((route) => route.kind === kind.folder)
    if (ofKind.length > 0 && !ofKind.some((route) => samples.includes(route.slug))) samples.push(ofKind[0].slug)
  }
  return samples.filter((route, index) => samples.indexOf(route) === index)
}

/**
 * The header and footer are one component with the same links on every page; their opened states
 * (menus, the mobile panel) are walked on these pages: the home page, the first page of every other
 * kind (one per template), the contact form page and the not-found page. Every other check runs on
 * every page.
 */
export const headerSamples = (dataDir = defaultDataDir) => {
  const samples = [...withOneOfEachKind(["/"], dataDir), "/contact", unknownRoute]
  return samples.filter((route, index) => samples.indexOf(route) === index)
}
