import crypto from "crypto"
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { articlePageContext, type ArticlePageContext } from "../content/article-page"
import { newestFirst, relatedArticles, summaryOf, wordCount, type ArticleFile, type ArticleSummary } from "../content/articles"
import { renderMarkdown, type RenderedMarkdown } from "../content/markdown"
import { readSiteData } from "../content/read-site"
import type { SiteRoute } from "../content/routes"
import { blogSchema, type BlogSettings } from "../content/schema/blog"
import type { Article } from "../content/schema/article"
import { fillTokens, tokenValues } from "../content/tokens"
import type { PictureData } from "../content/schema/image"
import { markdownImages } from "../content/validate"
import { pictureOf, projectImageOptions } from "./images"

/**
 * The page context of every article and listing page, and the customer stories shown on the home
 * page and on the solution pages they used. Bodies are rendered once per content: the HTML is kept
 * in a cache keyed by the body's hash, so a rebuild after one article changes renders one body.
 */

/** Bump when the Markdown pipeline's output changes, so cached HTML is made again. */
const pipelineVersion = "3"

export interface HtmlCache {
  get(key: string): Promise<RenderedMarkdown | undefined>
  set(key: string, value: RenderedMarkdown): Promise<unknown>
}

/** Strings of the front matter and body with the tokens of data/site.yaml filled in. */
function withTokens<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillTokens(value, values as Parameters<typeof fillTokens>[1]) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withTokens(item, values)) as T
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTokens(item, values)])) as T
  return value
}

/** data/blog.yaml, or null on a site without it (which then has no articles: validate.ts). */
export function readBlogSettings(dataDir: string): BlogSettings | null {
  const file = path.join(dataDir, "blog.yaml")
  return fs.existsSync(file) ? blogSchema.parse(parse(fs.readFileSync(file, "utf8"))) : null
}

export interface ArticlePages {
  /** Context by route slug: articles' and listing pages'. */
  contexts: Map<string, Record<string, unknown>>
  /** Customer stories to show, by the slug of the page that shows them. */
  stories: Map<string, ArticleSummary[]>
  /** data/blog.yaml with its tokens filled in (null on a site without a blog). */
  blog: BlogSettings | null
  rendered: number
  cached: number
}

/** How many stories a page shows at most. */
const storiesShown = 3

export async function articlePages(routes: SiteRoute[], dataDir: string, cache?: HtmlCache): Promise<ArticlePages> {
  const values = tokenValues(readSiteData(dataDir))
  const settings = readBlogSettings(dataDir)
  if (!settings) return { contexts: new Map(), stories: new Map(), blog: null, rendered: 0, cached: 0 }
  const blog = withTokens(settings, values)
  const articleRoutes = routes.filter((route) => route.kind.inContext && route.file)
  const files: ArticleFile[] = articleRoutes.map((route) => ({
    file: route.file as string,
    article: withTokens(route.data as unknown as Article, values),
  }))
  const related = relatedArticles(files)
  const titles = new Map(routes.map((route) => [route.slug, fillTokens(route.title, values)]))
  const contexts = new Map<string, Record<string, unknown>>()
  let rendered = 0
  let cached = 0
  const imageOptions = projectImageOptions(path.dirname(dataDir))
  for (const file of files) {
    // Every image of the article, made (or taken from the image cache) before the page is.
    const { article } = file
    const refs = [
      ...(article.cover ? [{ src: article.cover.src, slot: "cover" as const }] : []),
      ...(article.customer?.logo ? [{ src: article.customer.logo.src, slot: "logo" as const }] : []),
      ...(article.customer?.photos ?? []).map((photo) => ({ src: photo.src, slot: "photo" as const })),
      ...article.body
        .split("\n")
        .flatMap((line) => markdownImages(line).map((image) => ({ src: image.src, slot: "body" as const }))),
    ]
    const pictures = new Map<string, PictureData>()
    for (const ref of refs) pictures.set(ref.src, await pictureOf(ref.src, ref.slot, imageOptions))
    const bodyPictures = new Map([...pictures].filter(([src]) => refs.some((r) => r.slot === "body" && r.src === src)))
    const key = crypto
      .createHash("sha256")
      .update(pipelineVersion)
      .update(file.article.body)
      .update(JSON.stringify([...bodyPictures]))
      .digest("hex")
    let html = cache ? await cache.get(key) : undefined
    if (html) cached++
    else {
      html = renderMarkdown(file.article.body, bodyPictures)
      rendered++
      if (cache) await cache.set(key, html)
    }
    const context: ArticlePageContext = articlePageContext({
      file,
      rendered: html,
      words: wordCount(file.article.body),
      related: related.get(file.file) ?? [],
      blog,
      titles,
      pictures,
    })
    contexts.set(summaryOf(file).path, { ...context })
  }
  // Listing pages: the blog's own texts beside the summaries their route made.
  for (const route of routes.filter((r) => r.kind.inContext && !r.file))
    contexts.set(route.slug, {
      ...withTokens(route.context ?? {}, values),
      blog: { heading: blog.heading, intro: blog.intro, description: blog.description },
    })

  const stories = new Map<string, ArticleSummary[]>()
  const storyFiles = newestFirst(files.filter((f) => f.article.customer))
  const add = (slug: string, story: ArticleFile) => {
    const list = stories.get(slug) ?? []
    if (list.length < storiesShown) stories.set(slug, [...list, summaryOf(story)])
  }
  for (const story of storyFiles) {
    add("/", story)
    for (const href of story.article.customer?.solutions ?? []) add(href.replace(/[?#].*$/, ""), story)
  }
  return { contexts, stories, blog, rendered, cached }
}
