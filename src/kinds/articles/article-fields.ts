import crypto from "crypto"
import fs from "fs"
import { turkishDate } from "../../content/turkish-time"
import { articlePath, articleTypeName, readingMinutes, wordCount } from "./routes"
import { renderMarkdown, type RenderedMarkdown } from "../../content/markdown"
import { articleCategories, articleSectors, type Article } from "./schema"
import type { PictureData } from "../../content/schema/image"
import { fillTokens } from "../../content/tokens"
import { markdownImages } from "../../content/validate"
import { isMarkdown, isPageType, type ContentType } from "../../content/kind"
import { pictureOf, type ImageBuildOptions } from "../../postbuild/images"
import { siteTokens } from "../../content/site-tokens"

/**
 * The fields an article's node has besides its front matter, resolved when a page query asks for
 * them (the kind declares them, src/kinds/articles/index.ts; src/kinds/articles/article-page.tsx and the article cards query them):
 * the body as HTML with its headings (`rendered`), the reading time, the labels of its date,
 * category and sector, and the titles of the solution pages a customer story used. Bodies are
 * rendered once per content: the HTML is kept in the build's cache under the hash of the body, so a
 * rebuild after one article changes renders one body.
 */

/**
 * Rendered bodies by key. The build's (jsonEntries of src/content/build-cache.ts) adds its code version
 * to every key, so a change to the Markdown pipeline renders every body again.
 */
export interface HtmlCache {
  get(key: string): Promise<RenderedMarkdown | undefined>
  set(key: string, value: RenderedMarkdown): Promise<unknown>
}

interface NodeModel {
  findOne(args: { type: string; query?: { filter: Record<string, unknown> } }): Promise<unknown>
  getNodesByIds(args: { ids: readonly string[]; type: string }): unknown[]
}

interface ResolveContext {
  nodeModel: NodeModel
}

interface FieldInfo {
  fieldName: string
}

type ArticleSource = Article & { id: string }

/**
 * Reading times by article id, while its body and the token values are unchanged: an article is
 * counted for its own page and again for each card of it (listings, related articles, stories).
 */
const minutes = new Map<string, { body: string; tokens: string; minutes: number }>()

async function readingTime(article: ArticleSource, context: ResolveContext): Promise<number> {
  const values = await siteTokens(context)
  const tokens = JSON.stringify(values)
  const known = minutes.get(article.id)
  if (known && known.body === article.body && known.tokens === tokens) return known.minutes
  // Counted on the text the reader gets, with its tokens filled in.
  const counted = readingMinutes(wordCount(fillTokens(article.body, values)))
  minutes.set(article.id, { body: article.body, tokens, minutes: counted })
  return counted
}

/**
 * For the build's log, each body rendered ("r") or taken from the cache ("c") is noted in a file:
 * `gatsby build` runs the page queries in worker processes, which share no memory with gatsby-node.
 */
export interface BodyLog {
  file: string
}

/** The bodies the page queries rendered and took from the cache since the log was last read; empties it. */
export function readBodyLog(log: BodyLog): { rendered: number; cached: number } {
  const notes = fs.existsSync(log.file) ? fs.readFileSync(log.file, "utf8") : ""
  fs.rmSync(log.file, { force: true })
  return { rendered: notes.split("r").length - 1, cached: notes.split("c").length - 1 }
}

/** An article body as HTML: from the cache when its text and its images' variants are unchanged. */
export async function renderBody(
  body: string,
  images: ImageBuildOptions,
  cache?: HtmlCache,
  log?: BodyLog,
): Promise<RenderedMarkdown> {
  const pictures = new Map<string, PictureData>()
  for (const line of body.split("\n"))
    for (const image of markdownImages(line))
      if (!pictures.has(image.src)) pictures.set(image.src, await pictureOf(image.src, "body", images))
  const key = crypto
    .createHash("sha256")
    .update(body)
    .update(JSON.stringify([...pictures]))
    .digest("hex")
  const kept = cache ? await cache.get(key) : undefined
  if (log) fs.appendFileSync(log.file, kept ? "c" : "r")
  if (kept) return kept
  const rendered = renderMarkdown(body, pictures)
  if (cache) await cache.set(key, rendered)
  return rendered
}

/** What each `@articleField` field is, from the article's front matter and body. */
const articleFields: Record<string, (article: ArticleSource, context: ResolveContext) => unknown> = {
  path: (article) => articlePath(article.slug),
  dateLabel: (article) => turkishDate(article.date),
  updatedLabel: (article) => (article.updated ? turkishDate(article.updated) : null),
  categoryLabel: (article) => articleCategories[article.category]?.label ?? article.category,
  sectorLabel: (article) => (article.sector ? articleSectors[article.sector].label : null),
  readingMinutes: readingTime,
}

interface ExtensionActions {
  createFieldExtension(extension: { name: string; extend: () => object }): void
}

/**
 * Registers the field extensions the articles kind declares (`graphql`); bodies are rendered with `images`
 * and kept in `cache`. A customer story's solutions are looked up among the YAML page kinds of `kinds`.
 */
export function createArticleExtensions(
  kinds: readonly ContentType[],
  actions: ExtensionActions,
  images: ImageBuildOptions,
  cache?: HtmlCache,
  log?: BodyLog,
) {
  actions.createFieldExtension({
    name: "markdownBody",
    extend: () => ({
      async resolve(source: ArticleSource, _args: unknown, context: ResolveContext) {
        return renderBody(fillTokens(source.body, await siteTokens(context)), images, cache, log)
      },
    }),
  })
  actions.createFieldExtension({
    name: "articleField",
    extend: () => ({
      resolve: (source: ArticleSource, _args: unknown, context: ResolveContext, info: FieldInfo) =>
        articleFields[info.fieldName](source, context),
    }),
  })
  // A customer story's solution pages with their titles; a page that is not found shows its address.
  actions.createFieldExtension({
    name: "solutionLinks",
    extend: () => ({
      async resolve(source: { solutions: string[] }, _args: unknown, context: ResolveContext) {
        const values = await siteTokens(context)
        return Promise.all(
          source.solutions.map(async (written) => {
            const href = fillTokens(written, values)
            const slug = href.replace(/[?#].*$/, "")
            for (const kind of kinds.filter((type) => isPageType(type) && !isMarkdown(type))) {
              const page = (await context.nodeModel.findOne({
                type: kind.typeName,
                query: { filter: { slug: { eq: slug } } },
              })) as { title?: string } | null
              if (typeof page?.title === "string") return { href, title: fillTokens(page.title, values) }
            }
            return { href, title: href }
          }),
        )
      },
    }),
  })
}

/**
 * `articlesById(ids: [...])`: the articles of a listing page, a page's related articles or customer
 * stories, in the order given. Each page then depends on those articles' nodes only, so a changed
 * article runs again the queries of the pages that show it, not those of every page with articles.
 */
export const articleQueryFields = {
  Query: {
    articlesById: {
      type: "[Article!]!",
      args: { ids: "[String!]" },
      resolve: (_source: unknown, args: { ids?: readonly string[] | null }, context: ResolveContext) =>
        context.nodeModel.getNodesByIds({ ids: args.ids ?? [], type: articleTypeName }),
    },
  },
}
