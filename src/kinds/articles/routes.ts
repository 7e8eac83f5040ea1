import type { KindFile, KindRoute } from "../../content/kind"
import { listingPagePath } from "../../content/kind-helpers"
import { articleCategories, categoryIds, type Article, type ArticleCategory } from "./schema"
import { contentTime } from "../../content/turkish-time"

/**
 * The routes the articles of data/articles make: one page per article at /blog/<slug>, the blog's
 * listing at /blog (12 a page, newest first, then /blog/sayfa/2 ...) and one listing per category
 * at /blog/kategori/<category>. A listing page names its articles, a slice of one sorted list; its
 * query fetches them by their nodes' ids, cheaper than sorting and filtering the articles page by page.
 */

/** The articles' GraphQL node type, named here so the kind's modules share it without importing its definition. */
export const articleTypeName = "Article"

/** Whether a route is the blog's: an article's page, or one of its listing pages (without a file). */
export const isArticleRoute = (route: { kind: { typeName: string } }) => route.kind.typeName === articleTypeName

export const articlesPerPage = 12
export const blogPath = "/blog"
export const articlePath = (slug: string) => `${blogPath}/${slug}`
export const categoryPath = (category: ArticleCategory) => `${blogPath}/kategori/${category}`

/** Turkish silent reading, in words a minute (see docs/content.md, "Okuma süresi"). */
export const wordsPerMinute = 170

/** Words of a Markdown text, without its markup, link targets and code fences' markers. */
export function wordCount(markdown: string): number {
  const prose = markdown
    .replace(/```[^\n]*\n/g, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`|~[\]-]+/g, " ")
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / wordsPerMinute))

export interface ArticleFile {
  file: string
  article: Article
}

/** Newest first; articles of the same moment by address, so the order never depends on file names. */
export function newestFirst(files: ArticleFile[]): ArticleFile[] {
  return [...files].sort(
    (a, b) =>
      contentTime(b.article.date).getTime() - contentTime(a.article.date).getTime() ||
      a.article.slug.localeCompare(b.article.slug),
  )
}

/** An article a listing page shows. */
export interface ListedArticle {
  file: string
  slug: string
  path: string
}

/** The context of a listing page, which the blog-list template renders. */
export interface ListingContext {
  /** null for /blog itself. */
  category: ArticleCategory | null
  page: number
  pages: number
  /** The listing's first page, for the pagination links. */
  basePath: string
  /** The articles it shows, in order; gatsby-node hands the page their nodes' ids (src/kinds/articles/article-pages.ts). */
  articles: ListedArticle[]
  /** The categories that have articles, for the category links. */
  categories: { id: ArticleCategory; label: string; path: string; count: number }[]
}

function listingRoutes(
  files: ArticleFile[],
  category: ArticleCategory | null,
  categories: ListingContext["categories"],
): (KindRoute & { articleFiles: string[] })[] {
  const base = category ? categoryPath(category) : blogPath
  const pages = Math.max(1, Math.ceil(files.length / articlesPerPage))
  return Array.from({ length: pages }, (_, i) => {
    const slice = files.slice(i * articlesPerPage, (i + 1) * articlesPerPage)
    const name = category ? articleCategories[category].plural : "Blog"
    const context: ListingContext = {
      category,
      page: i + 1,
      pages,
      basePath: base,
      articles: slice.map(({ file, article }) => ({ file, slug: article.slug, path: articlePath(article.slug) })),
      categories,
    }
    return {
      slug: listingPagePath(base, i + 1),
      title: i === 0 ? name : `${name}: sayfa ${i + 1}`,
      template: "kinds/articles/article-list-page",
      context: { listing: context },
      // Page 2 is reached from page 1, and so on; a category's first page from /blog's category links.
      ...(i > 0 ? { listedOn: [listingPagePath(base, i)] } : category ? { listedOn: [blogPath] } : {}),
      articleFiles: slice.map((f) => f.file),
    }
  })
}

/**
 * The article kind's routes (src/kinds/): every listing page first, then every article,
 * newest first. Each article is listed on the /blog page and the category page that show it.
 */
export function articleRoutes(files: KindFile[]): KindRoute[] {
  const articles = newestFirst(
    files.map(({ file, data }) => {
      if (typeof data.slug !== "string") throw new Error(`${file} has no slug: its page has no address`)
      // A file with other problems still makes its page's address (the content check reports them).
      const article = {
        ...data,
        title: typeof data.title === "string" ? data.title : data.slug,
        body: typeof data.body === "string" ? data.body : "",
      }
      return { file, article: article as unknown as Article }
    }),
  )
  // No article, no blog: a site without articles has no empty /blog page.
  if (articles.length === 0) return []
  const byCategory = categoryIds
    .map((id) => ({ id, files: articles.filter((a) => a.article.category === id) }))
    .filter((c) => c.files.length > 0)
  const categories = byCategory.map(({ id, files: list }) => ({
    id,
    label: articleCategories[id].plural,
    path: categoryPath(id),
    count: list.length,
  }))
  const listings = [
    ...listingRoutes(articles, null, categories),
    ...byCategory.flatMap(({ id, files: list }) => listingRoutes(list, id, categories)),
  ]
  const listedOn = new Map<string, string[]>()
  for (const listing of listings)
    for (const file of listing.articleFiles) listedOn.set(file, [...(listedOn.get(file) ?? []), listing.slug])
  return [
    ...listings.map(({ articleFiles: _files, ...route }) => route),
    ...articles.map(({ file, article }) => ({
      slug: articlePath(article.slug),
      title: article.title,
      file,
      data: article as unknown as Record<string, unknown>,
      listedOn: listedOn.get(file) ?? [],
      section: articleCategories[article.category]?.label ?? "Blog",
    })),
  ]
}

/**
 * The three articles most related to each article: shared tags count twice, the same sector three
 * times, the same category once; ties go to the newer. Candidates come from the articles nearest
 * in time in each of its tag and sector groups, so the cost grows linearly with the articles.
 */
export function relatedArticles(files: ArticleFile[], count = 3, window = 24): Map<string, ArticleFile[]> {
  const sorted = newestFirst(files)
  const position = new Map(sorted.map((f, i) => [f.file, i]))
  const groups = new Map<string, ArticleFile[]>()
  const keysOf = (a: Article) => [
    ...(a.tags ?? []).map((t) => `tag:${t.toLocaleLowerCase("tr")}`),
    ...(a.sector ? [`sector:${a.sector}`] : []),
  ]
  for (const f of sorted)
    for (const key of keysOf(f.article)) {
      // Appended in place: copying the list at each article made this quadratic in a group's size.
      const list = groups.get(key)
      if (list) list.push(f)
      else groups.set(key, [f])
    }
  const indexIn = new Map<string, Map<string, number>>()
  for (const [key, list] of groups) indexIn.set(key, new Map(list.map((f, i) => [f.file, i])))

  const related = new Map<string, ArticleFile[]>()
  for (const f of sorted) {
    const scores = new Map<ArticleFile, number>()
    for (const key of keysOf(f.article)) {
      const list = groups.get(key) ?? []
      const at = indexIn.get(key)?.get(f.file) ?? 0
      for (const other of list.slice(Math.max(0, at - window / 2), at + window / 2 + 1)) {
        if (other === f) continue
        const weight = key.startsWith("sector:") ? 3 : 2
        scores.set(other, (scores.get(other) ?? (other.article.category === f.article.category ? 1 : 0)) + weight)
      }
    }
    const ranked = [...scores.entries()]
      .sort(([a, x], [b, y]) => y - x || (position.get(a.file) ?? 0) - (position.get(b.file) ?? 0))
      .map(([other]) => other)
    // Too few related ones: the newest of the same category fill the list.
    for (const other of sorted) {
      if (ranked.length >= count) break
      if (other !== f && other.article.category === f.article.category && !ranked.includes(other)) ranked.push(other)
    }
    related.set(f.file, ranked.slice(0, count))
  }
  return related
}

/** Where an article's call to action leads: the contact form with its subject, or the demo form. */
export function articleCta({ subject }: { subject?: string | null }): { href: string } {
  return { href: subject ? `/contact?konu=${subject}` : "/demo" }
}

/** A table of contents is worth it from this many sections (h2) on. */
export const tocFromSections = 4

/**
 * The table of contents an article's page shows: its sections only (with their subsections the list
 * grows longer than a phone's screen), and none below tocFromSections of them.
 */
export function tableOfContents<T extends { depth: number }>(headings: readonly T[]): T[] {
  const sections = headings.filter((entry) => entry.depth === 2)
  return sections.length >= tocFromSections ? sections : []
}
