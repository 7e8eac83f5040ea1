import fs from "fs"
import path from "path"
import { contentTime } from "./turkish-time"
import { isPageType, type ContentType, type KindFile, type PageType } from "./kind"
import { kindRoutes, parseContent, type RouteOptions, type SiteRoute } from "./kind-routes"
import { contentHash } from "./build-cache"
import { defaultLanguage, translations, type LanguageSwitch, type TranslationCode } from "./languages"

export { kindRoutes, parseContent, type RouteOptions, type SiteRoute } from "./kind-routes"

/**
 * Every route the build creates, read from data/ through the page kinds it is given (src/kinds/index.ts):
 * gatsby-node creates exactly these pages, and the sitemap, the share cards, the browser tests'
 * route lists and the bench take them from here, so a page of any kind reaches every one of them.
 */

/** The path of `file` from the project root (the folder holding data/), with "/" separators. */
const projectPath = (dataDir: string, ...parts: string[]) =>
  path
    .relative(path.dirname(dataDir), path.join(dataDir, ...parts))
    .split(path.sep)
    .join("/")

/**
 * Parsed files by path, kept while the file's text is unchanged (by its hash: an edit that keeps the
 * file's size and time is still read): the Markdown nodes (src/content/markdown-nodes.ts) and the routes
 * (pages, sitemap, share cards, feeds) read the same files, and with thousands of articles parsing is
 * most of it, where reading and hashing a file is a small part. Each caller gets its own copy. The map is
 * the process's, not this module's: Gatsby compiles gatsby-config and gatsby-node into two bundles, each
 * with its own copy of this module, and the sitemap (gatsby-config) parsed every file again after
 * createPages had (0.45 s at 1,000 articles). Both copies are compiled from this one file.
 */
type ParsedFiles = Map<string, { hash: string; data: unknown }>
const parsedFilesKey = Symbol.for("yakamoz.parsed-content-files")
const processWide = globalThis as typeof globalThis & { [parsedFilesKey]?: ParsedFiles }
const parsed: ParsedFiles = (processWide[parsedFilesKey] ??= new Map())

function readContent(file: string, name: string): unknown {
  const text = fs.readFileSync(file, "utf8")
  const hash = contentHash(text)
  const known = parsed.get(file)
  if (known?.hash === hash) return known.data
  const data = parseContent(name, text)
  parsed.set(file, { hash, data })
  return data
}

/**
 * Keeps a file's data as the content check read it (its `raw`, the value parseContent returns: see
 * markdownYaml), so the routes do not parse the file again. `text` is the file's text it was parsed from.
 */
export function rememberContent(file: string, text: string, data: unknown) {
  parsed.set(file, { hash: contentHash(text), data: copyOf(data) })
}

/** A copy of parsed YAML (plain objects, arrays and scalars), so no caller changes the kept data. */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf)
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyOf(item)]))
  return value
}

/** A content file (absolute path) parsed as parseContent reads it, from the kept copy while unchanged. */
export const readContentFile = (file: string): unknown => copyOf(readContent(file, path.basename(file)))

/** The files of one kind (of its translation into `language`: data/en/erp), in file-name order, each parsed. */
export function readKindFiles(
  dataDir: string,
  kind: PageType,
  options: RouteOptions = {},
  language?: TranslationCode,
): KindFile[] {
  const kindFolder = language ? `${translations.find((t) => t.code === language)?.folder}/${kind.folder}` : kind.folder
  const folder = path.join(dataDir, kindFolder)
  if (!fs.existsSync(folder)) return []
  const names = fs
    .readdirSync(folder)
    .filter((name) => kind.extensions.some((extension) => name.endsWith(extension)))
    .sort()
  return names.flatMap((name) => {
    const file = projectPath(dataDir, kindFolder, name)
    try {
      const data = copyOf(readContent(path.join(folder, name), name))
      if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error(`${file} is not a YAML mapping`)
      return [{ file, data: data as Record<string, unknown> }]
    } catch (error) {
      if (!options.onUnreadable) throw error
      options.onUnreadable(file, error as Error)
      return []
    }
  })
}

/**
 * Every route the content of `dataDir` makes, page kind by page kind in the order of `kinds`, each kind's
 * translations after its Turkish pages. A page with a translation names both as its `alternates`.
 */
export function siteRoutes(kinds: readonly ContentType[], dataDir: string, options: RouteOptions = {}): SiteRoute[] {
  return kinds.filter(isPageType).flatMap((kind) => {
    const turkish = kindRoutes(kind, readKindFiles(dataDir, kind, options), options)
    if (!kind.translations?.length) return turkish
    const translated = (kind.translations ?? []).map((language) => ({
      language,
      // The kind's routes read a translation as one of its own files: without the field only translations have.
      routes: kindRoutes(kind, readKindFiles(dataDir, kind, options, language).map(withoutCounterpart), options).map((route) => ({
        ...route,
        language,
      })),
    }))
    return [...turkish, ...translated.flatMap(({ routes }) => routes)].map((route) => {
      const alternates = alternatesOf(route, turkish, translated)
      return alternates ? { ...route, alternates } : route
    })
  })
}

function withoutCounterpart({ file, data }: KindFile): KindFile {
  const { counterpart: _counterpart, ...own } = data
  void _counterpart
  return { file, data: own }
}

/** A route's file's routes, in order; a translation's file is its Turkish file's name under data/<language>/. */
const routesOfFile = (routes: readonly SiteRoute[], file: string | undefined) => routes.filter((route) => route.file === file)

/**
 * The addresses of a page in each language, when it has a translation. A file may make several pages (the
 * e-document check's answers): its translation makes the same ones, and the n-th of one is the n-th of the other.
 */
function alternatesOf(
  route: SiteRoute,
  turkish: readonly SiteRoute[],
  translated: readonly { language: TranslationCode; routes: readonly SiteRoute[] }[],
): Record<string, string> | undefined {
  if (route.file === undefined) return undefined
  const translation = translations.find((t) => t.code === route.language)
  const turkishFile = translation ? route.file.replace(`data/${translation.folder}/`, "data/") : route.file
  const own = routesOfFile(
    route.language ? (translated.find((t) => t.language === route.language)?.routes ?? []) : turkish,
    route.file,
  )
  const position = own.indexOf(route)
  const alternates: Record<string, string> = {}
  const turkishRoutes = routesOfFile(turkish, turkishFile)
  if (turkishRoutes.length !== own.length) return undefined
  alternates[defaultLanguage] = turkishRoutes[position].slug
  for (const { language, routes } of translated) {
    const folder = translations.find((t) => t.code === language)?.folder
    const theirs = routesOfFile(routes, turkishFile.replace(/^data\//, `data/${folder}/`))
    if (theirs.length === own.length) alternates[language] = theirs[position].slug
  }
  return Object.keys(alternates).length > 1 ? alternates : undefined
}

/** Each language's home page, by language code: "/" for Turkish, a translation's once its home exists ("/en"). */
export function languageHomes(routes: readonly SiteRoute[]): Map<string, string> {
  const homes = new Map<string, string>([[defaultLanguage, "/"]])
  for (const route of routes)
    if (route.language && route.alternates?.[defaultLanguage] === "/") homes.set(route.language, route.slug)
  return homes
}

/**
 * A translation's own not-found page (the English one at /en/404), once its home exists: what the page links
 * (its home, and the translations of /services and /demo where they exist) and its language link.
 */
export function notFoundPages(routes: readonly SiteRoute[]) {
  const homes = languageHomes(routes)
  const inLanguage = (slug: string, code: string) => routes.find((route) => route.slug === slug)?.alternates?.[code] ?? slug
  return translations.flatMap((translation) => {
    const home = homes.get(translation.code)
    if (!home) return []
    return [
      {
        slug: `${translation.prefix}/404`,
        language: translation.code,
        switchTo: { language: defaultLanguage, slug: "/" },
        links: { home, services: inLanguage("/services", translation.code), demo: inLanguage("/demo", translation.code) },
      },
    ]
  })
}

/**
 * The language link of each page (the header's and the mobile menu's "English" / "Türkçe"): to the page's
 * translation, or to the other language's home where it has none. A Turkish page without a translation links
 * English once the English home exists; an English page always links Turkish. Keyed by slug; a page without
 * one has no link.
 */
export function languageSwitches(routes: readonly SiteRoute[]): Map<string, LanguageSwitch> {
  const homes = languageHomes(routes)
  const switches = new Map<string, LanguageSwitch>()
  for (const route of routes) {
    // A Turkish page's link goes to its translation, or to the first translation with a home; a translation's, to Turkish.
    const language = route.language
      ? defaultLanguage
      : translations.map((t) => t.code as string).find((code) => route.alternates?.[code] || homes.has(code))
    const slug = language && (route.alternates?.[language] ?? homes.get(language))
    if (language && slug) switches.set(route.slug, { language, slug })
  }
  return switches
}

/**
 * The pages of the sitemap (gatsby-plugin-sitemap's resolvePages): every route of the site, with its
 * last change when its kind knows it (an article's update or publication date).
 */
export const sitemapPages = (kinds: readonly ContentType[], dataDir: string) =>
  siteRoutes(kinds, dataDir).map((route) => {
    const changed = route.data && route.kind.lastModified?.(route.data)
    return {
      path: route.slug,
      ...(changed && { lastmod: contentTime(changed).toISOString() }),
      ...(route.alternates && { alternates: route.alternates }),
    }
  })
