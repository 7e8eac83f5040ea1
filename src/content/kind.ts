import type { Document, LineCounter } from "yaml"
import type { z } from "zod"
import type { MediaLookup } from "./image-check"
import { languageOfPath, type TranslationCode } from "./languages"
import type { FileMemo } from "./memo"
import type { Problem } from "./problem"
import type { ReferenceName, ReferenceOption } from "./reference-names"
import type { MarkdownLine } from "./rules/markdown-lines"
import type { SiteContent } from "./schema/site"
import { translationSchema } from "./schema/translation"

/**
 * What a kind of content is, as one typed definition: where its files live under data/, the schema
 * they must satisfy, its GraphQL node type, how the CMS names it and, for pages, its template, its
 * routes, what its share card, the sitemap and the site search say of its pages. Each kind is one
 * module of src/kinds/; src/kinds/index.ts lists them, and the build, the CMS, the content check,
 * the feeds, the bench and the tests read every kind from there.
 */
export interface ContentType {
  typeName: string
  /** A file directly under data/ ("site.yaml") or a folder whose files are pages of one kind ("erp"). */
  file?: string
  folder?: string
  schema: z.ZodObject
  /**
   * For page types, the page component's module under src/ without its ending: a shared template
   * ("kinds/pages/page") or the kind's own, in its folder ("kinds/events/event-page").
   */
  template?: string
  /**
   * What the CMS calls it: a settings file's name, or a page folder's collection with a description
   * (one sentence without its full stop; the CMS adds the folder and the token hint).
   */
  cms: { readonly label: string; readonly description?: string }
  /** A file the site builds without (its rules are simply not applied when it is missing). */
  optional?: boolean
  /**
   * The values a file of this kind offers to fields that refer to another file (references.ts):
   * the blog's authors, the contact form's subjects, the solution pages.
   */
  offers?: (data: Record<string, unknown>) => Partial<Record<ReferenceName, ReferenceOption[]>>
  /**
   * Its strings are the content check's own lists, not words a visitor reads (the house style):
   * the house-style and absolute-claims rules leave its file alone.
   */
  notVisitorText?: boolean
  /**
   * Fields of this kind whose strings no visitor reads as text (an article's author id and dates, an
   * event's times): the house-style rules skip them, besides the fields every kind shares
   * (`notText` in src/content/rules/text.ts).
   */
  notText?: readonly string[]
  /**
   * What the kind adds to the GraphQL schema, resolved by its own build step (an article's rendered body,
   * src/kinds/articles/article-fields.ts): field lines (SDL) by the name of the node type they extend, and the
   * types those fields return.
   */
  graphql?: { readonly fields: Readonly<Record<string, readonly string[]>>; readonly types?: readonly string[] }
  /** The content check's rules of this kind (src/content/rules), run after the general ones. */
  rules?: readonly ContentRule[]
  /**
   * Values this kind's files lend to every text as "{prefix:id}" tokens (the price list's
   * "{fiyat:destek-standart}"), filled where the site's own tokens are (./lent-tokens.ts).
   */
  tokens?: LentTokens
  /** Prefixes of "{prefix:id}" placeholders the kind's own files use and fill themselves ("tutar"). */
  placeholders?: readonly string[]
  /**
   * Rules whose findings do not stop the build or a save: the build and `npm run check:content` print
   * them as warnings (a rule checked against its source too long ago).
   */
  warnings?: readonly ContentRule[]
  /**
   * The languages its files are translated into (./languages.ts): a translation of data/<folder>/x.yaml
   * is data/<language>/<folder>/x.yaml, of data/<file> data/<language>/<file>; rules/translations.ts
   * checks it against the Turkish file.
   */
  translations?: readonly TranslationCode[]
  /**
   * A settings file's translation, when it holds only what a visitor reads in that language (data/en/site.yaml:
   * the texts, not the contact data, which stay in data/site.yaml): its schema and GraphQL node type. Without
   * it a translation has the kind's schema and node type.
   */
  translation?: { readonly typeName: string; readonly schema: z.ZodObject }
}

/** A page file as a kind's route function reads it. */
export interface KindFile {
  /** Path from the project root with "/" separators, such as "data/erp/muhasebe-sistemi.yaml". */
  file: string
  data: Record<string, unknown>
}

/** A route a kind makes from its files. */
export interface KindRoute {
  slug: string
  /** The page's topic as its file writes it (tokens not filled in). */
  title: string
  /** The data file the page shows; a listing page made from many files has none. */
  file?: string
  /** The parsed data of `file`. */
  data?: Record<string, unknown>
  /** A template other than the kind's own (a listing page's), as a module under src/ like `template`. */
  template?: string
  /** Page context beyond the id of `file`'s node (a listing page's number, say). */
  context?: Record<string, unknown>
  /**
   * Listing pages (their slugs) that link to this page: it counts as reachable for the content
   * check's navigation rule when one of them is (src/content/rules/unlinked-pages.ts).
   */
  listedOn?: readonly string[]
  /** The site section its share card names, when not its kind's (an article's category). */
  section?: string
  /** The page carries a lead form: gatsby-node gives it the KVKK notice's version and the build's subjects. */
  leadForm?: boolean
}

/** Where the site search (src/content/search.ts) files a page: its kind, its filter and its index heading. */
export interface SearchPlace {
  /** What a result says the page is ("Çözüm", "Yazı"); also a Pagefind filter. */
  kind: string
  /** ERP, E-Ticaret, an article's category ("Rehber") ...: a Pagefind filter, shown beside the kind. */
  category: string
  /** The heading the search page's index lists it under, without JavaScript. */
  group: string
  /** Where a group longer than the index shows is listed whole (an article category's page). */
  more?: { href: string; label: string }
  /** The group's place in the index: lower first. */
  order: number
  /** The date a result shows (an article's publication, an event's start), as its file writes it. */
  date?: string
  /** How much the page's words weigh against other pages' (1 unless set): below 1 it ranks after them. */
  weight?: number
  /** A legal text: the search page finds it by its title, a Pagefind filter only it carries (src/browser/search.ts). */
  legal?: true
}

/** What the site search knows of the site beside a route. */
export interface SearchContext {
  /** The legal texts' paths: the pages data/navigation.yaml links under `legal`. */
  legal: ReadonlySet<string>
}

/** What a page's share card shows beside its title and section (src/postbuild/share-cards.ts). */
export interface CardExtras {
  /** A short line above the title, such as the hero's badge or an event's date. */
  badge?: string
  /** An image of data/media the card shows (an article's cover). */
  image?: string
}

/** How the CMS shows a page kind's folder (src/content/cms-config.ts). */
export interface PageCms {
  readonly label: string
  /** One sentence without its full stop; the CMS adds the folder and the token hint. */
  readonly description: string
  /** What one entry is called ("Yeni Sayfa", "Yeni Yazı"). */
  readonly singular: string
  /** Decap's template for a new file's name (default "{{title}}"); "{{fields.slug}}" keeps file and address one. */
  readonly fileName?: string
  /** The line each entry shows in the list (default: title and address). */
  readonly summary?: string
  /** The fields the list sorts by (default: title and address). */
  readonly sortableFields?: readonly string[]
  /** How the list is sorted when it opens (default: by title, A to Z), instead of by file name. */
  readonly defaultSort?: { readonly field: string; readonly direction: "asc" | "desc" }
  /**
   * Where an entry's page is, as Decap's `preview_path` (default "{{fields.slug}}", for a file that
   * writes its whole address); the editor's "Canlı görüntüle" opens it. A test holds it to the routes.
   */
  readonly previewPath?: string
  /**
   * A new entry's address is proposed from its title after this prefix ("/erp/" → "/erp/stok-yonetimi";
   * "" for a bare address); the editor may change it (src/admin/address-field.ts). Without it the editor
   * types the address.
   */
  readonly addressPrefix?: string
}

/** What a kind lends to other files' texts: `values` maps each id of one file to its text, in a page's language. */
export interface LentTokens {
  readonly prefix: string
  values: (data: Record<string, unknown>, language?: string) => Record<string, string>
}

/** A page kind: one folder of data/, one template, and the routes its files make. */
export interface PageType extends ContentType {
  folder: string
  /** The file endings read from the folder, such as ".yaml". */
  extensions: readonly string[]
  template: string
  cms: PageCms
  /** The site section its pages belong to, named on their share cards ("ERP"). */
  section: string
  /** The section's name in each language of `translations`, for its translated pages' share cards ("Company"). */
  sectionIn?: Readonly<Partial<Record<TranslationCode, string>>>
  /** Every route the kind's files make, in file order (default: onePagePerFile). */
  routes: (files: KindFile[]) => KindRoute[]
  /** Where the site search files a route of this kind; null leaves it out (a listing page). */
  search: (route: KindRoute & { language?: string }, site: SearchContext) => SearchPlace | null
  /** The route's last change for the sitemap (ISO date or date-time), when its file says it. */
  lastModified?: (data: Record<string, unknown>) => string | undefined
  /** What the route's share card shows besides title and section (default: the hero's badge). */
  card?: (data: Record<string, unknown>) => CardExtras
  /**
   * Subjects the route adds to every contact form of this build (an upcoming event's registration).
   * The lead service accepts every subject a file offers (`offers`), so a form built before an
   * event started still sends.
   */
  formSubjects?: (route: KindRoute) => ReferenceOption[]
  /** Section ids the kind's template gives a page of this file, for links with "#" ("/fiyatlar#on-muhasebe"). */
  anchors?: (data: Record<string, unknown>) => string[]
  /** Files the route publishes beside its page, such as an event's calendar file (src/postbuild/kind-files.ts). */
  files?: (route: KindRoute, site: SiteContent) => KindOutputFile[]
}

/** A file a page kind writes into public/, at `path` (from the site's root, with a leading "/"). */
export interface KindOutputFile {
  path: string
  body: string
}

/** A kind of Markdown files with front matter (articles), which the CMS edits with a body editor. */
export const isMarkdown = (type: ContentType) => isPageType(type) && type.extensions[0] === ".md"

/**
 * The schema of a translation of `type`'s files: a page's is its kind's and its `counterpart`; a settings
 * file's is its kind's own translation schema, or its schema.
 */
export const translationSchemaOf = (type: ContentType): z.ZodObject =>
  isPageType(type) ? translationSchema(type.schema) : (type.translation?.schema ?? type.schema)

/** The GraphQL node type of a file under data/ (a settings file's translation may have its own). */
export function nodeTypeNameOf(kinds: readonly ContentType[], relativePath: string): string | undefined {
  const type = contentTypeOf(kinds, relativePath)
  return languageOfPath(relativePath).translation && type?.translation ? type.translation.typeName : type?.typeName
}

/** Whether a content type is a page kind. */
export const isPageType = (type: ContentType): type is PageType => "routes" in type

/**
 * The content type of a file, by its path relative to data/ (always with "/" separators). A translation
 * (data/en/erp/x.yaml) is of its Turkish file's kind, when that kind is translated into its language.
 */
export function contentTypeOf(kinds: readonly ContentType[], relativePath: string): ContentType | undefined {
  const { translation, path } = languageOfPath(relativePath)
  if (translation) {
    const [folder, ...rest] = path.split("/")
    const translated = (t: ContentType) => t.translations?.some((code) => code === translation.code)
    if (rest.length === 0) return kinds.find((t) => t.file === folder && translated(t))
    return rest.length === 1 ? kinds.find((t) => t.folder === folder && isPageType(t) && translated(t)) : undefined
  }
  const [first, ...rest] = relativePath.split("/")
  if (rest.length === 0) return kinds.find((t) => t.file === first)
  if (rest.length === 1) return kinds.find((t) => t.folder === first)
  return undefined
}

/** One content file as its own check (check-file.ts) left it. */
export interface CheckedFile {
  /** Path from the project root, as problems name it. */
  file: string
  type?: ContentType
  /** The language of a translation (data/en/...); none for a Turkish file. */
  translation?: TranslationCode
  doc?: Document
  counter?: LineCounter
  /** The parsed YAML, whenever the syntax is valid, even if the schema is not met. */
  raw?: Record<string, unknown>
  /** The content as the schema returns it, when the file has no problem of its own. */
  data?: Record<string, unknown>
  problems: Problem[]
  /** Field paths that already have a schema problem, so other checks do not repeat them. */
  schemaFields: Set<string>
}

/**
 * One rule of the content check: it reads the shared context of every file and returns the problems
 * it finds. General rules are listed in rules/index.ts and run once; a kind's own rules are its
 * `rules` (src/kinds/<kind>/index.ts) and run once with that kind as `kind`.
 *
 * A rule a kind lists is imported by the kind's module, so it must not import src/kinds/index.ts
 * (nor check-file.ts, which does): it takes positions from ../problem.ts, and another kind's
 * data through `dataOf` with that kind's own module.
 */
export type ContentRule = (context: RuleContext, kind?: ContentType) => Problem[]

/** A content file whose YAML could be read, with its kind; its schema may still have refused it. */
export interface ParsedFile {
  /** Path from the project root, as problems name it. */
  file: string
  doc: Document
  counter: LineCounter
  /** The parsed YAML (not the schema's output), so a file with a schema problem is still checked. */
  data: Record<string, unknown>
  typeName: string
  type: ContentType
  /** Field paths that already have a schema problem, so a rule does not report them again. */
  schemaFields: ReadonlySet<string>
}

/** A page's address, as links and the navigation rules look it up. */
export interface Route {
  slug: string
  title?: string
  /** The file that makes the page, or its kind's folder for a listing page. */
  file: string
}

export interface RuleContext {
  dataDir: string
  projectDir: string
  /** What data/media holds (on disk for the build, the build's list for the CMS's check). */
  media: MediaLookup
  /** A file of `names` as text: the rules read no file themselves, so the CMS can run them in the browser. */
  text: (name: string) => string
  /** The kinds checked against: src/kinds, or a test's variant. */
  kinds: readonly ContentType[]
  pageKinds: readonly PageType[]
  /** Every file under data/, relative to it with "/" separators, in the order of `checked`. */
  names: readonly string[]
  /** A name of `names` as problems show it: its path from the project root. */
  display: (name: string) => string
  /** Every file as its own check (check-file.ts) found it. */
  checked: readonly CheckedFile[]
  /** The files whose YAML could be read and whose kind is known. */
  parsed: readonly ParsedFile[]
  /** Every file passed its own check: rules that read other files' data need that. */
  allValid: boolean
  /** The page files (of a page kind), readable or not. */
  pages: readonly CheckedFile[]
  /** Every page's address, read from its file even when the file has other problems. */
  routes: readonly Route[]
  /** Page files whose address could not be read at all. */
  unreadable: readonly string[]
  /** The readable files of a kind. */
  filesOf: (kind: ContentType) => ParsedFile[]
  /**
   * The readable file of the settings kind whose schema is `schema` (site.yaml, the house style ...): the
   * engine's rules find the settings they read by the schema the engine owns, not by importing a kind.
   */
  fileOf: (schema: z.ZodType) => ParsedFile | undefined
  /** That settings file's content as its schema returns it, when the file passed its own check. */
  dataOf: <S extends z.ZodType>(schema: S) => z.output<S> | undefined
  /** The lines of a Markdown file's body (markdown-lines.ts); none for a YAML file. */
  bodyLines: (entry: ParsedFile) => readonly MarkdownLine[]
  /**
   * The memo for checks that read one file alone besides `settings` (the house style's lists, the
   * site's address): the build keeps their results between builds (../file-memo.ts), others run them.
   */
  memo: (settings: unknown) => FileMemo
}

/** A route with the page kind that made it. */
export interface SiteRoute extends KindRoute {
  kind: PageType
  /** A translation's language (./languages.ts); none for a Turkish page. */
  language?: TranslationCode
  /**
   * The page in every language it has, by language code ("tr", "en"), when it has a translation: for
   * hreflang, the sitemap's alternates and the language link. None for a page in one language only.
   */
  alternates?: Readonly<Record<string, string>>
}
