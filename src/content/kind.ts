import type { z } from "zod"
import type { ReferenceName, ReferenceOption } from "./references"
import type { SiteContent } from "./schema/site"
import type { ContentRule } from "./rules/rule"

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

/** A page kind: one folder of data/, one template, and the routes its files make. */
export interface PageType extends ContentType {
  folder: string
  /** The file endings read from the folder, such as ".yaml". */
  extensions: readonly string[]
  template: string
  cms: PageCms
  /** The site section its pages belong to, named on their share cards ("ERP"). */
  section: string
  /** Every route the kind's files make, in file order (default: onePagePerFile). */
  routes: (files: KindFile[]) => KindRoute[]
  /** Where the site search files a route of this kind; null leaves it out (a listing page). */
  search: (route: KindRoute, site: SearchContext) => SearchPlace | null
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
  /** Files the route publishes beside its page, such as an event's calendar file (src/postbuild/kind-files.ts). */
  files?: (route: KindRoute, site: SiteContent) => KindOutputFile[]
}

/** A file a page kind writes into public/, at `path` (from the site's root, with a leading "/"). */
export interface KindOutputFile {
  path: string
  body: string
}

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

/** Solution pages in the site search: under "<section> çözümleri", first in its index. */
export const solutionSearch = (section: string) => (): SearchPlace => ({
  kind: "Çözüm",
  category: section,
  group: `${section} çözümleri`,
  order: 1,
})

/** A page's hero badge (the hero field, or a hero section of a page made of sections). */
export function heroBadge(data: Record<string, unknown>): CardExtras {
  const hero = (data.hero ?? recordsOf(data.sections).find((section) => section.type === "hero")) as
    { badge?: unknown } | undefined
  return typeof hero?.badge === "string" ? { badge: hero.badge } : {}
}
