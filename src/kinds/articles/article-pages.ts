import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { newestFirst, relatedArticles, type ArticleFile, type ListingContext, isArticleRoute } from "./routes"
import type { SiteRoute } from "../../content/routes"
import { blogSchema, type BlogSettings } from "../blog/schema"
import type { Article } from "./schema"

/**
 * Which articles each page shows, as the ids of their nodes: an article's three related articles, a
 * listing page's slice, the customer stories of the home page and of the solution pages they used.
 * The pages' queries fetch those nodes by id (`articlesById`, src/kinds/articles/article-fields.ts), so the
 * content comes from the nodes and each page depends only on the articles it shows. Computed here
 * once for all pages, from the routes: linear in the number of articles (relatedArticles).
 */

/** data/blog.yaml, or null on a site without it (which then has no articles: validate.ts). */
export function readBlogSettings(dataDir: string): BlogSettings | null {
  const file = path.join(dataDir, "blog.yaml")
  return fs.existsSync(file) ? blogSchema.parse(parse(fs.readFileSync(file, "utf8"))) : null
}

/** The context of a listing page: the listing without its articles, whose node ids are `ids`. */
export interface ListingPageContext {
  listing: Omit<ListingContext, "articles">
  ids: string[]
}

export interface ArticlePages {
  /** Context by route slug, for the articles' and the listing pages. */
  contexts: Map<string, Record<string, unknown>>
  /** The node ids of the customer stories to show, by the slug of the page that shows them. */
  stories: Map<string, string[]>
}

/** How many stories a page shows at most. */
const storiesShown = 3

/** `nodeIds`: the node id of each data file ("data/articles/x.md"). */
export function articlePages(routes: readonly SiteRoute[], nodeIds: ReadonlyMap<string, string>): ArticlePages {
  const idOf = (file: string) => {
    const id = nodeIds.get(file)
    if (id === undefined) throw new Error(`Gatsby has no node of ${file}`)
    return id
  }
  const blogRoutes = routes.filter(isArticleRoute)
  const files: ArticleFile[] = blogRoutes.flatMap((route) =>
    route.file ? [{ file: route.file, article: route.data as unknown as Article }] : [],
  )
  const related = relatedArticles(files)
  const contexts = new Map<string, Record<string, unknown>>()
  for (const route of blogRoutes) {
    if (route.file) {
      contexts.set(route.slug, { id: idOf(route.file), related: (related.get(route.file) ?? []).map((f) => idOf(f.file)) })
      continue
    }
    const { articles, ...listing } = route.context?.listing as ListingContext
    const context: ListingPageContext = { listing, ids: articles.map((article) => idOf(article.file)) }
    contexts.set(route.slug, { ...context })
  }

  const stories = new Map<string, string[]>()
  const add = (slug: string, story: ArticleFile) => {
    const list = stories.get(slug) ?? []
    if (list.length < storiesShown) stories.set(slug, [...list, idOf(story.file)])
  }
  for (const story of newestFirst(files.filter((f) => f.article.customer))) {
    add("/", story)
    for (const href of story.article.customer?.solutions ?? []) add(href.replace(/[?#].*$/, ""), story)
  }
  return { contexts, stories }
}
