import path from "path"
import { cachePath, dropOtherVersions, jsonEntries } from "../../content/build-cache"
import type { KindBuildContext, KindBuildSteps } from "../../content/kind-build"
import type { RenderedMarkdown } from "../../content/markdown"
import { projectImageOptions } from "../../postbuild/images"
import { articleQueryFields, createArticleExtensions, readBodyLog } from "./article-fields"
import { articlePages } from "./article-pages"
import { writeFeeds } from "./feeds"

/**
 * The articles' steps in Gatsby's build (gatsby-node.ts runs them as it runs every kind's): bodies rendered
 * by the page queries and kept by content, the pages' article ids (listings, related articles, customer
 * stories), and the blog's feeds once the pages are written.
 */

/** Rendered bodies, one folder per code version (src/content/build-cache.ts). */
const bodyCache = ({ projectDir }: KindBuildContext) => cachePath(projectDir, "article-bodies")
/** The note of each body rendered or taken from the cache, for the build's log (article-fields.ts). */
const bodyLog = ({ projectDir }: KindBuildContext) => ({ file: path.join(projectDir, ".cache", "article-bodies.txt") })

export const articlesBuild: KindBuildSteps = {
  prepare: (context) => dropOtherVersions(bodyCache(context), context.code),
  fieldExtensions: (context, actions) =>
    createArticleExtensions(
      context.kinds,
      actions,
      projectImageOptions(context.projectDir),
      jsonEntries<RenderedMarkdown>(bodyCache(context), context.code),
      context.develop ? undefined : bodyLog(context),
    ),
  // `articlesById`: the articles a page shows, by the ids pageContexts hands it.
  resolvers: articleQueryFields,
  pageContexts: (routes, nodeIds) => {
    const { contexts, stories } = articlePages(routes, nodeIds)
    return { own: contexts, extra: new Map([...stories].map(([slug, ids]) => [slug, { storyIds: ids }])) }
  },
  // The notes of a build that stopped before its end are not this build's.
  beforePages: (context) => void readBodyLog(bodyLog(context)),
  afterPages: (context, routes) => {
    const bodies = readBodyLog(bodyLog(context))
    const feeds = writeFeeds(context.dataDir, routes, context.publicDir)
    return [
      `Articles: ${bodies.rendered} bodies rendered, ${bodies.cached} from the cache.`,
      `Wrote the blog's feeds (/blog/rss.xml, /blog/atom.xml): ${feeds.items} articles.`,
    ]
  },
}
