import type { z } from "zod"
import { ecommerceSchema } from "./schema/ecommerce"
import { erpSchema } from "./schema/erp"
import { houseStyleSchema } from "./schema/house-style"
import { articleSchema } from "./schema/article"
import { blogSchema } from "./schema/blog"
import { articleRoutes } from "./articles"
import { navigationSchema } from "./schema/navigation"
import { pageSchema } from "./schema/page"
import { siteSchema } from "./schema/site"
import { supportSchema } from "./schema/support"
import type { ReferenceName, ReferenceOption } from "./references"

/**
 * Every kind of content file: where it lives under data/, the schema it must satisfy, its GraphQL
 * node type, how the CMS names it and, for pages, the template that renders it, the site section it
 * belongs to and the routes its files make. This table is the only list of kinds: gatsby-config
 * names YAML nodes from it, gatsby-node declares the schema and creates the pages of
 * src/content/routes.ts from it, the validator checks files against it, and the CMS, the share
 * cards, the sitemap, the browser tests and the bench take their lists from it.
 */
export interface ContentType {
  typeName: string
  /** A file directly under data/ ("site.yaml") or a folder whose files are pages of one kind ("erp"). */
  file?: string
  folder?: string
  schema: z.ZodObject
  /** File name in src/templates, for page types. */
  template?: string
  /**
   * What the CMS calls it: a settings file's name, or a page folder's collection with a description
   * (one sentence without its full stop; the CMS adds the folder and the token hint).
   */
  cms: { readonly label: string; readonly description?: string; readonly context?: string }
  /** A file the site builds without (its rules are simply not applied when it is missing). */
  optional?: boolean
  /**
   * The values a file of this kind offers to fields that refer to another file (references.ts):
   * the blog's authors, the contact form's subjects, the solution pages.
   */
  offers?: (data: Record<string, unknown>) => Partial<Record<ReferenceName, ReferenceOption[]>>
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
  /** A template other than the kind's own (a listing page's), as a file name in src/templates. */
  template?: string
  /** Page context beyond the id of `file`'s node (a listing page's number, say). */
  context?: Record<string, unknown>
  /**
   * Listing pages (their slugs) that link to this page: it counts as reachable for the content
   * check's navigation rule when one of them is (see unlinkedPageProblems in validate.ts).
   */
  listedOn?: readonly string[]
  /** The site section its share card names, when not its kind's (an article's category). */
  section?: string
}

/** A page kind: one folder of data/, one template, and the routes its files make. */
export interface PageType extends ContentType {
  folder: string
  /** The file endings read from the folder, such as ".yaml". */
  extensions: readonly string[]
  template: string
  cms: { readonly label: string; readonly description: string; readonly context?: string }
  /** The site section its pages belong to, named on their share cards ("ERP"). */
  section: string
  /** Every route the kind's files make, in file order (default: onePagePerFile). */
  routes: (files: KindFile[]) => KindRoute[]
  /**
   * The kind's pages get their content in the page context instead of a GraphQL query, and its
   * files make no GraphQL nodes: the cheapest way for thousands of articles (gatsby-node.ts).
   */
  inContext?: boolean
}

/** The usual kind: each file is one page, at its `slug`, titled by its `title`. */
export function onePagePerFile(files: KindFile[]): KindRoute[] {
  return files.map(({ file, data }) => {
    if (typeof data.slug !== "string") throw new Error(`${file} has no slug: its page has no address`)
    // A file without a title still has its page (the content check reports the title).
    return { slug: data.slug, title: typeof data.title === "string" ? data.title : data.slug, file, data }
  })
}

const recordsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null) : []

/** A record's two strings as a reference option, or nothing when either is missing. */
const optionOf = (record: Record<string, unknown>, label: string, value: string): ReferenceOption[] =>
  typeof record[label] === "string" && typeof record[value] === "string"
    ? [{ label: record[label] as string, value: record[value] as string }]
    : []

/** A solution page (ERP, e-commerce) is one a customer story can name as the solution it used. */
const solutionPage = (data: Record<string, unknown>) => ({ solutionPage: optionOf(data, "title", "slug") })

export const pageTypes = [
  {
    typeName: "PagesYaml",
    folder: "pages",
    extensions: [".yaml"],
    schema: pageSchema,
    template: "page",
    cms: {
      label: "Kurumsal sayfalar",
      description: "Ana sayfa, hakkımızda, iletişim, demo, yasal metinler gibi bölümlerden oluşan sayfalar",
    },
    section: "Kurumsal",
    routes: onePagePerFile,
    // The subjects of a page's contact form, which an article's call to action may preselect.
    offers: (data) => ({
      contactSubject: recordsOf(data.sections)
        .filter((section) => section.type === "contactForm")
        .flatMap((section) => recordsOf(section.subjects).flatMap((subject) => optionOf(subject, "label", "value"))),
    }),
  },
  {
    typeName: "ErpYaml",
    folder: "erp",
    extensions: [".yaml"],
    schema: erpSchema,
    template: "erp-sector",
    cms: { label: "ERP sayfaları", description: "ERP çözüm sayfaları" },
    section: "ERP",
    routes: onePagePerFile,
    offers: solutionPage,
  },
  {
    typeName: "EcommerceYaml",
    folder: "ecommerce",
    extensions: [".yaml"],
    schema: ecommerceSchema,
    template: "ecommerce",
    cms: { label: "E-ticaret sayfaları", description: "E-ticaret çözüm sayfaları" },
    section: "E-Ticaret",
    routes: onePagePerFile,
    offers: solutionPage,
  },
  {
    typeName: "SupportYaml",
    folder: "support",
    extensions: [".yaml"],
    schema: supportSchema,
    template: "support",
    cms: { label: "Destek sayfaları", description: "Destek politikası, teknik destek ve danışmanlık sayfaları" },
    section: "Destek",
    routes: onePagePerFile,
  },
  {
    typeName: "Article",
    folder: "articles",
    // Markdown with YAML front matter, as Decap writes it (src/content/markdown-file.ts).
    extensions: [".md"],
    schema: articleSchema,
    template: "article",
    cms: {
      label: "Yazılar",
      description: "Rehberler, başarı hikâyeleri ve haberler; her yazı /blog altında kendi sayfasında yayımlanır",
      // Its fields' names and hints are "article.<field>" in schema/labels.ts.
      context: "article",
    },
    section: "Blog",
    routes: articleRoutes,
    inContext: true,
  },
] as const satisfies readonly PageType[]

/** The folder of a page kind, such as "erp". */
export type PageFolder = (typeof pageTypes)[number]["folder"]

export const contentTypes: readonly ContentType[] = [
  { typeName: "SiteYaml", file: "site.yaml", schema: siteSchema, cms: { label: "Şirket ve iletişim bilgileri" } },
  { typeName: "NavigationYaml", file: "navigation.yaml", schema: navigationSchema, cms: { label: "Menüler ve alt bilgi" } },
  {
    typeName: "BlogYaml",
    file: "blog.yaml",
    schema: blogSchema,
    cms: { label: "Blog: giriş metni ve yazarlar" },
    // A site without articles needs no blog settings; articles do (validate.ts says so).
    optional: true,
    offers: (data) => ({
      author: recordsOf(data.authors).flatMap((author) =>
        optionOf(author, "name", "id").map((option) => ({
          ...option,
          label: typeof author.role === "string" ? `${option.label}, ${author.role}` : option.label,
        })),
      ),
    }),
  },
  {
    typeName: "HouseStyleYaml",
    file: "house-style.yaml",
    schema: houseStyleSchema,
    cms: { label: "Yazım kılavuzu ve iddia denetimi" },
    optional: true,
  },
  ...pageTypes,
]

/** A kind of Markdown files with front matter (articles), which the CMS edits with a body editor. */
export const isMarkdown = (type: ContentType) => isPageType(type) && type.extensions[0] === ".md"

/** Whether a content type is a page kind. */
export const isPageType = (type: ContentType): type is PageType => "routes" in type

/** The content type of a file, by its path relative to data/ (always with "/" separators). */
export function contentTypeOf(relativePath: string): ContentType | undefined {
  const [first, ...rest] = relativePath.split("/")
  if (rest.length === 0) return contentTypes.find((t) => t.file === first)
  if (rest.length === 1) return contentTypes.find((t) => t.folder === first)
  return undefined
}
