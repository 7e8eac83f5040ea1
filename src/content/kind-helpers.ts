import type { CardExtras, KindFile, KindRoute, SearchPlace } from "./kind"
import type { TranslationCode } from "./languages"
import type { ReferenceOption } from "./reference-names"

/* What a kind's definition (src/kinds/<kind>/index.ts) is written with: the usual routes, reference options,
 * search places and share-card lines. The types they make are ./kind.ts. */

/** The address of page `page` (1-based) of a listing that runs over several pages ("/blog/sayfa/2"). */
export const listingPagePath = (base: string, page: number) => (page === 1 ? base : `${base}/sayfa/${page}`)

/** The usual kind: each file is one page, at its `slug`, titled by its `title`. */
export function onePagePerFile(files: KindFile[]): KindRoute[] {
  return files.map(({ file, data }) => {
    if (typeof data.slug !== "string") throw new Error(`${file} has no slug: its page has no address`)
    // A file without a title still has its page (the content check reports the title).
    return { slug: data.slug, title: typeof data.title === "string" ? data.title : data.slug, file, data }
  })
}

export const recordsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null) : []

/** A record's two strings as a reference option, or nothing when either is missing. */
export const optionOf = (record: Record<string, unknown>, label: string, value: string): ReferenceOption[] =>
  typeof record[label] === "string" && typeof record[value] === "string"
    ? [{ label: record[label] as string, value: record[value] as string }]
    : []

/** A solution page (ERP, e-commerce) is one a customer story can name as the solution it used. */
export const solutionPage = (data: Record<string, unknown>) => ({ solutionPage: optionOf(data, "title", "slug") })

/** Words by a route's language: a Turkish page's, or a translation's (a missing language is a type error). */
export const inRouteLanguage = <T>(route: { language?: string }, words: Readonly<Record<"tr" | TranslationCode, T>>): T =>
  words[(route.language ?? "tr") as "tr" | TranslationCode] ?? words.tr

/**
 * Solution pages in the site search: under "<section> çözümleri" ("<section> solutions" in English, the
 * section as the kind's `sectionIn` names it there), first in its index.
 */
export const solutionSearch =
  (section: string, sectionIn: Readonly<Record<TranslationCode, string>>) =>
  (route: { language?: string }): SearchPlace => {
    const words = inRouteLanguage(route, {
      tr: { kind: "Çözüm", category: section, group: `${section} çözümleri` },
      en: { kind: "Solution", category: sectionIn.en, group: `${sectionIn.en} solutions` },
    })
    return { ...words, order: 1 }
  }

/** Whether a page's file holds the search section (`type: search`): that page is not itself found, and
 * its context carries the index it shows without JavaScript (gatsby-node.ts). */
export function hasSearch(data: Record<string, unknown> | undefined): boolean {
  return recordsOf(data?.sections).some((section) => section.type === "search")
}

/** A page's hero badge (the hero field, or a hero section of a page made of sections). */
export function heroBadge(data: Record<string, unknown>): CardExtras {
  const hero = (data.hero ?? recordsOf(data.sections).find((section) => section.type === "hero")) as
    { badge?: unknown } | undefined
  return typeof hero?.badge === "string" ? { badge: hero.badge } : {}
}
