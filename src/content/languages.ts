/**
 * The site's languages. Turkish is the site: its files are data/<folder>/<file> and its pages sit at
 * the root. A translation lives in its own folder of data/ (data/en/<folder>/<file>, the Turkish file's
 * name) and its pages under its prefix (/en/...), so the Turkish files and their history stay as they
 * are. Decap's own i18n structures would rename or move every Turkish file (docs/cms.md, "English").
 */

export const defaultLanguage = "tr"

export interface Translation {
  /** The language's code, as <html lang> and hreflang write it. */
  readonly code: string
  /** Its folder under data/. */
  readonly folder: string
  /** The start of every address of its pages. */
  readonly prefix: string
  /** Its name as the CMS and the content check name it to a Turkish editor. */
  readonly name: string
  /** Open Graph's og:locale. English is British English (docs/decisions.md, entry 22). */
  readonly locale: string
}

/** The site's own language, as og:locale names it. */
export const defaultLocale = "tr_TR"

export const translations = [
  { code: "en", folder: "en", prefix: "/en", name: "İngilizce", locale: "en_GB" },
] as const satisfies readonly Translation[]

/** Each language's name in itself: the language link's word ("English" on a Turkish page, "Türkçe" on an English one). */
export const ownNames: Readonly<Record<string, string>> = { tr: "Türkçe", en: "English" }

/** Where a page's language link leads: its own page in `language`, or that language's home page. */
export interface LanguageSwitch {
  language: string
  slug: string
}

/** A language's home page: "/" for Turkish, its prefix for a translation ("/en"). */
export const homeOf = (code: string) => translations.find((t) => t.code === code)?.prefix ?? "/"

/** og:locale of a language code. */
export const localeOf = (code: string) => translations.find((t) => t.code === code)?.locale ?? defaultLocale

export type TranslationCode = (typeof translations)[number]["code"]

/**
 * A content file's language and its path as its Turkish counterpart has it ("en/erp/x.yaml" →
 * en, "erp/x.yaml"), from its path relative to data/ with "/" separators.
 */
export function languageOfPath(relativePath: string): { translation?: (typeof translations)[number]; path: string } {
  const [first, ...rest] = relativePath.split("/")
  const translation = translations.find((t) => t.folder === first)
  return translation && rest.length > 0 ? { translation, path: rest.join("/") } : { path: relativePath }
}

/** The translation whose not-found page `route` is ("/en/404": English), if it is one. */
export const notFoundTranslation = (route: string) => translations.find((t) => route === `${t.prefix}/404`)

/**
 * A page's addresses in its languages as hreflang names them, absolute, with `x-default` at the Turkish
 * page (the site's language for a visitor whose language it does not have).
 */
export function alternateLinks(alternates: Readonly<Record<string, string>>, siteUrl: string): { lang: string; url: string }[] {
  const absolute = (slug: string) => `${siteUrl}${slug === "/" ? "" : slug}`
  const links = Object.entries(alternates).map(([lang, slug]) => ({ lang, url: absolute(slug) }))
  const turkish = alternates[defaultLanguage]
  return turkish === undefined ? links : [...links, { lang: "x-default", url: absolute(turkish) }]
}

/**
 * The language of a page by its address ("/en/contact" → English), as a Turkish reader names it: a
 * lead's language in the sales mail and the export is its form page's.
 */
export function languageOfPage(page: string | null | undefined): { code: string; name: string } {
  const translation = translations.find((t) => page === t.prefix || page?.startsWith(`${t.prefix}/`))
  return translation ? { code: translation.code, name: translation.name } : { code: defaultLanguage, name: "Türkçe" }
}
