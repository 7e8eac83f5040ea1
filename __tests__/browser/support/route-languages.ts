import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { languageHomes, notFoundPages, siteRoutes } from "../../../src/content/routes"
import { defaultLanguage, translations } from "../../../src/content/languages"
import { contentTypes } from "../../../src/kinds"
import { defaultDataDir } from "./routes"

/**
 * Each page's language and what it implies for the frame around it: the navigation file its header and
 * footer show (data/navigation.yaml, data/en/navigation.yaml), its home page and its not-found page. The
 * gates take their expectations from the visited page's own language, so an English page is held to its
 * English menus as a Turkish page is to the Turkish ones.
 */

export interface LanguageNavigation {
  menus: { label: string; overview: string; items: { href: string }[] }[]
  footer: { title: string; links: { href: string }[] }[]
  legal: { href: string }[]
  /** The page the header's contact button opens. */
  contact: string
  search?: string
}

const routes = siteRoutes(contentTypes, defaultDataDir)

/**
 * The language of the page at `route`, as its route says (src/content/routes.ts): "en" for an English page
 * or the English not-found page, Turkish for every other address (an unknown one gets the Turkish 404 page).
 */
export function languageOf(route: string): string {
  const known = routes.find((candidate) => candidate.slug === route)
  if (known) return known.language ?? defaultLanguage
  return notFoundPages(routes).find((page) => page.slug === route)?.language ?? defaultLanguage
}

const navigations = new Map<string, LanguageNavigation>()

/** The navigation file of `language`: data/navigation.yaml for Turkish, data/<folder>/navigation.yaml for a translation. */
export function navigationOf(language: string): LanguageNavigation {
  let navigation = navigations.get(language)
  if (!navigation) {
    const folder = translations.find((translation) => translation.code === language)?.folder
    const file = path.join(defaultDataDir, ...(folder ? [folder] : []), "navigation.yaml")
    navigation = parse(fs.readFileSync(file, "utf8")) as LanguageNavigation
    navigations.set(language, navigation)
  }
  return navigation
}

/** Every link of a navigation's footer: its columns' and the legal links. */
export const footerLinksOf = (navigation: LanguageNavigation) =>
  [...navigation.footer.flatMap((column) => column.links), ...navigation.legal].map((link) => link.href)

/** The home page of `language` ("/", "/en"). */
export function homeOf(language: string): string {
  const home = languageHomes(routes).get(language)
  if (!home) throw new Error(`The site has no home page in "${language}"`)
  return home
}

/**
 * The pages of every other language that stand for `samples`: each sample's translations (its route's
 * `alternates`) and, for the Turkish not-found page among them, each translation's own not-found page.
 */
export function translatedSamples(samples: readonly string[], notFound: string): string[] {
  const translated = samples.flatMap((sample) => {
    if (sample === notFound) return notFoundPages(routes).map((page) => page.slug)
    const alternates = routes.find((route) => route.slug === sample)?.alternates ?? {}
    return Object.entries(alternates)
      .filter(([language]) => language !== languageOf(sample))
      .map(([, slug]) => slug)
  })
  return translated.filter((route, index) => !samples.includes(route) && translated.indexOf(route) === index)
}

/** The addresses of the page at `route` in each of its languages, by language code, when it has a translation. */
export const alternatesOf = (route: string) => routes.find((candidate) => candidate.slug === route)?.alternates

/** A hreflang link as "<language> <address>", the address normalised (the home page is written with or without its "/"). */
export const hreflang = (language: string, url: string) => `${language} ${new URL(url).href}`

/**
 * The hreflang links a page with `alternates` must carry, in its head and in its sitemap entry, sorted: each
 * language's absolute address, and x-default at the Turkish page (docs/content.md, "English pages").
 */
export function expectedHreflangs(alternates: Readonly<Record<string, string>> | undefined, siteUrl: string): string[] {
  if (!alternates) return []
  return [
    ...Object.entries(alternates).map(([language, slug]) => hreflang(language, `${siteUrl}${slug}`)),
    hreflang("x-default", `${siteUrl}${alternates[defaultLanguage]}`),
  ].sort()
}
