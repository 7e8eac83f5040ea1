import type { ContentType, SiteRoute } from "./kind"

/** What a kind's build steps are given (gatsby-node.ts). */
export interface KindBuildContext {
  projectDir: string
  dataDir: string
  publicDir: string
  /** Every kind of the build (src/kinds/index.ts). */
  kinds: readonly ContentType[]
  /** The build's code version (build-cache.ts), which keys the kind's own caches. */
  code: string
  /** `gatsby develop` rather than a build. */
  develop: boolean
}

/** The page contexts a kind makes from every route: `own` replaces a page's context, `extra` is added to it. */
export interface KindPageContexts {
  own: ReadonlyMap<string, Record<string, unknown>>
  extra: ReadonlyMap<string, Record<string, unknown>>
}

/**
 * What a kind adds to Gatsby's build besides its pages and their files: the articles' rendered bodies,
 * listing contexts and feeds. These run in Node only (the CMS reads the kinds in the browser), so they are
 * a module of the kind's folder listed in src/kinds/build-steps.ts, not a field of its definition.
 */
export interface KindBuildSteps {
  /** Before Gatsby reads anything (onPreBootstrap): what an older code version cached goes. */
  prepare?: (context: KindBuildContext) => void
  /** The field extensions its `graphql` fields name (createSchemaCustomization). */
  fieldExtensions?: (context: KindBuildContext, actions: { createFieldExtension: (extension: never) => void }) => void
  /** Root query fields it adds (createResolvers). */
  resolvers?: Record<string, Record<string, unknown>>
  /** Contexts it gives pages, by address (createPages); `nodeIds` by file ("data/articles/x.md"). */
  pageContexts?: (routes: readonly SiteRoute[], nodeIds: ReadonlyMap<string, string>) => KindPageContexts
  /** Before the pages are written (onPreBuild). */
  beforePages?: (context: KindBuildContext) => void
  /** Once every page is written (onPostBuild): what it publishes beside them, and the lines for the build's log. */
  afterPages?: (context: KindBuildContext, routes: readonly SiteRoute[]) => string[]
}
