import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { formatReport, formatWarnings, passedMessage, reportEndings, validateContent } from "./src/content/validate"
import { fillTokens } from "./src/content/tokens"
import { contentTokens } from "./src/content/content-tokens"
import { languageOfSource, lendTokensOf, siteTokens, type TokenContext } from "./src/content/site-tokens"
import { landAtForm } from "./src/content/form-links"
import { toGraphql } from "./src/content/to-graphql"
import { languageSwitches, notFoundPages, readKindFiles, siteRoutes } from "./src/content/routes"
import { kindRoutes } from "./src/content/kind-routes"
import { contentTypes, pageTypes, type PageType } from "./src/kinds"
import { kindBuildSteps } from "./src/kinds/build-steps"
import type { KindBuildContext } from "./src/content/kind-build"
import { createMarkdownNode } from "./src/content/markdown-nodes"
import { bundleBrowserScripts } from "./src/postbuild/browser-bundle"
import { readBrowserScripts } from "./src/postbuild/browser-scripts"
import { clientBuildConfig, removeRuntimeFiles, restoreRuntimeData } from "./src/postbuild/runtime-removal"
import { writeSiteFiles } from "./src/postbuild/site-files"
import { adminFile, removeBuiltAdminFiles, writeAdminFiles } from "./src/postbuild/admin-files"
import { describeResult } from "./src/postbuild/share-cards"
import { startShareCards, type CardOutcome } from "./src/postbuild/share-card-process"
import { readBuiltPages, writeHostConfig } from "./src/postbuild/write-host-config"
import { writeLaterIconFiles } from "./src/postbuild/icon-split"
import { entriesSince, pictureOf, projectImageOptions, pruneVariants, writeCmsPreviews } from "./src/postbuild/images"
import { slotOfSchema, slotOfType } from "./src/content/schema/image"
import { hasLeadForm, NOTICE_FILE, noticeVersion } from "./src/content/notice-version"
import { allSearchEntries, hasSearch, searchDirectory, searchEntries } from "./src/content/search"
import { siteFile } from "./src/content/site-file"
import { startSearchIndex } from "./src/postbuild/search-index"
import { kindFileAt, writeKindFiles } from "./src/postbuild/kind-files"
import { writeCompressedCopies } from "./src/postbuild/precompress"
import { markCacheOwner } from "./src/postbuild/cache-owner"
import { contentTypeOf } from "./src/postbuild/content-types"
import { readSiteData } from "./src/content/read-site"
import { cachePath, codeVersion, dropOtherVersions } from "./src/content/build-cache"

const dataDir = path.join(__dirname, "data")
// The article bodies the page queries of `gatsby build` render, noted for its log (src/kinds/articles/article-fields.ts).
const develop = () => process.env.gatsby_executing_command === "develop"
// Every build cache is keyed by the content of its inputs and this one code version (src/content/build-cache.ts).
const code = () => codeVersion(__dirname)
// The content check keeps the results of the checks that read one file alone, by file (src/content/file-memo.ts).
const checkCache = () => ({ cache: { file: cachePath(__dirname, "content-check.json"), code: code() } })
// What the kinds' own build steps are given (src/kinds/build-steps.ts).
const kindContext = (): KindBuildContext => ({
  projectDir: __dirname,
  dataDir,
  publicDir: path.join(__dirname, "public"),
  kinds: contentTypes,
  code: code(),
  develop: develop(),
})
// Each page's share card (Open Graph image), redrawn only when its inputs change (src/postbuild/share-cards.ts),
// drawn by a process of its own from the content check on, while Gatsby leaves a core idle (src/postbuild/share-card-process.ts).
let cards: Promise<CardOutcome> | undefined
// The `@tokens` extension fills the tokens the kinds lend ("{fiyat:destek-standart}") with the site's.
lendTokensOf(contentTypes)

// Every content file is checked before Gatsby reads it, so an editor's mistake stops the build with
// one report listing every problem, and no page is written.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  markCacheOwner(__dirname)
  // The caches that Gatsby's workers fill keep a folder per code version: the others are of no use now.
  for (const steps of kindBuildSteps) steps.prepare?.(kindContext())
  dropOtherVersions(projectImageOptions(__dirname).cacheDir, code())
  const { problems, warnings, files } = validateContent(contentTypes, dataDir, checkCache())
  if (problems.length > 0) reporter.panic(formatReport(problems))
  if (warnings.length > 0) reporter.warn(formatWarnings(warnings))
  reporter.info(passedMessage(files.length))
  if (!develop()) cards = startShareCards(__dirname)
  // The last build moved Gatsby's page data out of public/ (src/postbuild/runtime-removal.ts); Gatsby
  // reads it back to rebuild only what changed.
  restoreRuntimeData(__dirname, path.join(__dirname, "public"))
}

// A Markdown content file (an article) becomes a node of its kind, as gatsby-transformer-yaml makes
// a YAML file one (src/content/markdown-nodes.ts). In `gatsby develop` a saved content file is checked
// again (once per burst of changes), so the editor sees the same report in the terminal instead of a
// bare GraphQL error.
let recheck: NodeJS.Timeout | undefined
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, reporter } = args
  const markdown = createMarkdownNode(contentTypes, args)
  if (process.env.gatsby_executing_command !== "develop") return
  if (!markdown && (node.internal.type !== "File" || node.internal.mediaType !== "text/yaml")) return
  clearTimeout(recheck)
  recheck = setTimeout(() => {
    const { problems } = validateContent(contentTypes, dataDir, checkCache())
    if (problems.length > 0) reporter.error(formatReport(problems, reportEndings.develop))
  }, 300)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // Fills tokens such as {brand} in content text with the values of data/site.yaml.
  actions.createFieldExtension({
    name: "tokens",
    extend: () => ({
      async resolve(source: Record<string, unknown>, _args: unknown, context: TokenContext, info: { fieldName: string }) {
        const value = source[info.fieldName]
        if (value === undefined || value === null) return value
        // gatsby-transformer-yaml (js-yaml) reads an unquoted date-time as a Date; the schema's string is the moment.
        if (value instanceof Date) return value.toISOString()
        // A translation's fields (data/en/...) take its language's values: "over 15", "2 years".
        const values = await siteTokens(context, languageOfSource(context, source))
        if (Array.isArray(value)) return value.map((v: string) => fillTokens(v, values))
        const filled = fillTokens(value as string, values)
        // A link that chooses the contact form's subject lands at the form (src/content/form-links.ts).
        return info.fieldName === "href" ? landAtForm(filled) : filled
      },
    }),
  })

  // An image field's variants (src/postbuild/images.ts): made when a page query first asks for them,
  // from the cache when the source did not change. The slot comes from the image's type (BandImage ...).
  actions.createFieldExtension({
    name: "picture",
    extend: () => ({
      resolve(source: { src: string }, _args: unknown, _context: unknown, info: { parentType: { name: string } }) {
        const slot = slotOfType(info.parentType.name)
        if (!slot) throw new Error(`${info.parentType.name} is not an image type`)
        return pictureOf(source.src, slot, projectImageOptions(__dirname))
      },
    }),
  })

  // The kinds' own field extensions (an article's body as HTML, its reading time and labels).
  for (const steps of kindBuildSteps) steps.fieldExtensions?.(kindContext(), actions)

  const nodeTypes = contentTypes.flatMap((type) => [
    [type.typeName, type.schema] as const,
    // A settings file's translation with a node type of its own (data/en/site.yaml's texts).
    ...(type.translation ? [[type.translation.typeName, type.translation.schema] as const] : []),
  ])
  const { typeDefs, unions } = toGraphql(Object.fromEntries(nodeTypes), {
    stringDirective: "@tokens",
    skipTypes: [siteFile.typeName, siteFile.translation.typeName],
    extraFields: (name, shape) => [
      ...(slotOfSchema(shape.schema) ? ["  picture: Picture! @picture"] : []),
      // A kind's own fields (an article's rendered body, src/kinds/articles/index.ts).
      ...contentTypes.flatMap((type) => type.graphql?.fields[name] ?? []),
    ],
  })
  actions.createTypes([
    `type PictureSource { type: String!\n srcSet: String! }`,
    `type Picture { width: Int!\n height: Int!\n color: String!\n sizes: String!\n src: String!\n srcSet: String!\n type: String!\n sources: [PictureSource!]! }`,
    ...contentTypes.flatMap((type) => type.graphql?.types ?? []),
    ...typeDefs,
    ...unions.map((union) =>
      schema.buildUnionType({
        name: union.name,
        types: Object.values(union.typeByValue),
        resolveType: (value: { type: string }) => union.typeByValue[value.type],
      }),
    ),
  ])
}

// `articlesById`: the articles a page shows, by the ids createPages hands it (src/kinds/articles/article-pages.ts).
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  for (const steps of kindBuildSteps) if (steps.resolvers) create(steps.resolvers)
}

interface PageList {
  [typeName: string]: { nodes: { id: string; parent: { relativePath: string } | null }[] }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // The node of every page file, so each page's template gets the id of the file it shows.
  const fields = pageTypes.map(
    (type) => `${type.typeName}: all${type.typeName} { nodes { id parent { ... on File { relativePath } } } }`,
  )
  const result = await graphql<PageList>(`{ ${fields.join("\n")} }`)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the pages in data/.", result.errors)
    return
  }
  const data = result.data
  const nodeIds = new Map(
    pageTypes.flatMap((type) => data[type.typeName].nodes.map((node) => [`data/${node.parent?.relativePath}`, node.id])),
  )
  // The routes of src/content/routes.ts, the list the sitemap and the tests use too. A file that
  // cannot be read stops the build; under `gatsby develop` only its page is left out until it is fixed.
  const routes = siteRoutes(contentTypes, dataDir, {
    onUnreadable: (file, error) => reporter.panicOnBuild(`Could not read the page of ${file}`, error),
  })
  // The contexts the kinds give pages: the articles each page shows, as node ids (an article's related
  // ones, a listing's slice, and the customer stories of the home page and the solution pages they used).
  const own = new Map<string, Record<string, unknown>>()
  const extra = new Map<string, Record<string, unknown>>()
  try {
    for (const steps of kindBuildSteps) {
      const made = steps.pageContexts?.(routes, nodeIds)
      for (const [slug, context] of made?.own ?? []) own.set(slug, context)
      for (const [slug, context] of made?.extra ?? []) extra.set(slug, { ...extra.get(slug), ...context })
    }
  } catch (error) {
    reporter.panicOnBuild("Could not make the pages' contexts", error as Error)
    return
  }
  // Pages with a lead form carry the KVKK notice's version for their forms; a changed notice
  // changes their context, so Gatsby renders them again.
  const notice = noticeVersion(dataDir)
  // Subjects the kinds add to the contact forms of this build (an upcoming event's registration).
  const tokens = contentTokens(contentTypes, dataDir, routes)
  const formSubjects = routes
    .flatMap((route) => route.kind.formSubjects?.(route) ?? [])
    .map((subject) => ({ ...subject, label: fillTokens(subject.label, tokens) }))
  // A translation's not-found page, once its home exists: the 404 page's own component, in that language.
  for (const page of notFoundPages(routes))
    actions.createPage({
      path: page.slug,
      component: path.resolve(__dirname, "src", "pages", "404.tsx"),
      context: { language: page.language, switchTo: page.switchTo, notFound: { slug: page.slug, links: page.links } },
    })
  const switches = languageSwitches(routes)
  const noticePages = routes.find((route) => route.file === `data/${NOTICE_FILE}`)?.alternates ?? {}
  for (const route of routes) {
    const component = path.resolve(__dirname, "src", `${route.template ?? route.kind.template}.tsx`)
    const id = route.file === undefined ? undefined : nodeIds.get(route.file)
    try {
      if (route.file !== undefined && id === undefined) throw new Error(`Gatsby has no node of ${route.file}`)
      const context = own.get(route.slug) ?? {
        ...(id !== undefined && { id }),
        ...route.context,
        ...extra.get(route.slug),
        ...((route.leadForm || hasLeadForm(route.data)) && { noticeVersion: notice, formSubjects }),
        // A translated page's forms link the notice's translation (its Turkish text prevails).
        ...((route.leadForm || hasLeadForm(route.data)) &&
          route.language &&
          noticePages[route.language] && { noticePage: noticePages[route.language] }),
        // A translation's language and a translated page's addresses (hreflang, the language link).
        ...(route.language && { language: route.language }),
        ...(route.alternates && { alternates: route.alternates }),
        ...(switches.has(route.slug) && { switchTo: switches.get(route.slug) }),
        // The search page lists every page it finds, for a visitor without JavaScript (src/content/search.ts).
        ...(hasSearch(route.data) && {
          searchDirectory: searchDirectory(searchEntries(contentTypes, dataDir, routes, route.language)),
        }),
      }
      actions.createPage({ path: route.slug, component, context })
    } catch (error) {
      reporter.panicOnBuild(`Could not create the page of ${route.file ?? route.slug}`, error as Error)
    }
  }
}

// The pages' own JavaScript (header, reveal, form islands), bundled before the pages are written
// so gatsby-ssr.tsx can name it in each page; see src/postbuild/browser-bundle.ts.
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter }) => {
  // The notes of a build that stopped before its end are not this build's.
  for (const steps of kindBuildSteps) steps.beforePages?.(kindContext())
  const browserScripts = await bundleBrowserScripts(__dirname, path.join(__dirname, "public"))
  reporter.info(`Bundled the browser scripts: ${browserScripts.files.join(", ")}.`)
}

// Gatsby's client bundle, which no production page loads: built without source maps, its files noted
// for onPostBuild. The page renderer gets the browser scripts' addresses compiled in (bundled in
// onPreBuild, which runs first): a file read while rendering would make Gatsby render every page
// again at every build (src/postbuild/browser-scripts.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript") actions.setWebpackConfig(clientBuildConfig())
  if (stage === "build-html")
    actions.setWebpackConfig({ plugins: [plugins.define({ BROWSER_SCRIPTS: JSON.stringify(readBrowserScripts(__dirname)) })] })
}

// robots.txt, and under `gatsby develop` the icon sprite, are written from data/ into public/, where
// Gatsby serves static files in both modes (src/postbuild/site-files.ts).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  const develop = process.env.gatsby_executing_command === "develop"
  const written = writeSiteFiles(dataDir, path.join(__dirname, "public"), { sprite: develop })
  reporter.info(`Wrote ${written.join(" and ")}.`)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  // Each step's time in its log line, to see where a rebuild's seconds go (the cards are drawn meanwhile).
  let mark = performance.now()
  const lap = () => {
    const ms = Math.round(performance.now() - mark)
    mark = performance.now()
    return ` (${ms} ms)`
  }
  // The site search's index of the finished pages, into public/pagefind (src/postbuild/search-index.ts), first:
  // no later step changes a page's HTML but the host files (the not-found page's policy, not indexed). Once
  // Pagefind has read every page it writes the index on its own, mostly on one core, and every other step
  // runs meanwhile (see docs/architecture.md, "Articles at scale").
  const search = startSearchIndex(path.join(__dirname, "public"), allSearchEntries(contentTypes, dataDir), undefined, {
    cache: { dir: cachePath(__dirname, "search-documents"), tree: cachePath(__dirname, "search-tree"), code: code() },
  })
  await search.handedOver
  reporter.info(`Search index: every page handed to Pagefind.${lap()}`)
  // What the kinds publish once the pages are written (the blog's feeds), and their notes.
  for (const steps of kindBuildSteps)
    for (const line of steps.afterPages?.(kindContext(), siteRoutes(contentTypes, dataDir)) ?? [])
      reporter.info(`${line}${lap()}`)
  // The icons each page draws below its first screen, in files of their own (src/postbuild/icon-split.ts).
  const icons = writeLaterIconFiles(
    path.join(__dirname, "public"),
    readBuiltPages(path.join(__dirname, "public")).map((page) => page.html),
  )
  reporter.info(`Icons below the first screen: ${icons.files} files (${icons.written} new).${lap()}`)
  // Image variants no page names any more (a replaced or removed image) leave public/img/.
  const variants = pruneVariants(path.join(__dirname, "public"))
  const encoded = entriesSince(projectImageOptions(__dirname), Date.now() - process.uptime() * 1000)
  reporter.info(
    `Images: ${encoded} encoded by this build, the rest from the cache; public/img holds ${variants.kept} files the pages name (${variants.removed} unused removed).${lap()}`,
  )
  // Small copies of the uploads at their /media/ addresses, where the CMS's image widget looks for them.
  const previews = await writeCmsPreviews(projectImageOptions(__dirname))
  reporter.info(`CMS thumbnails in public/media: ${previews.files} files (${previews.made} made by this build).${lap()}`)
  // The CMS at /admin: its configuration generated from the content schemas, and its scripts.
  const admin = await writeAdminFiles(contentTypes, __dirname, path.join(__dirname, "public"))
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
  reporter.info(
    `Wrote the CMS into public/admin: ${admin.files} files; opening /admin loads ${kb(admin.initial.bytes)} (${kb(admin.initial.gzip)} gzip).${lap()}`,
  )
  // Gatsby's client runtime: no page loads it (src/postbuild/runtime-removal.ts).
  const runtime = removeRuntimeFiles(__dirname, path.join(__dirname, "public"))
  reporter.info(`Took Gatsby's client runtime out of public/: ${runtime.files} files, ${kb(runtime.bytes)}.${lap()}`)
  // Files the kinds publish beside their pages, such as the events' calendar files (src/postbuild/kind-files.ts).
  const kindFiles = writeKindFiles(siteRoutes(contentTypes, dataDir), readSiteData(dataDir), path.join(__dirname, "public"))
  if (kindFiles.files > 0) reporter.info(`Files beside the pages: ${kindFiles.files} (${kindFiles.written} written).${lap()}`)
  // Last to read the pages: the headers carry the hashes of the pages' final inline code (src/postbuild/host-config.ts).
  const host = writeHostConfig(path.join(__dirname, "public"), dataDir, undefined, {
    cache: { file: cachePath(__dirname, "host-pages.json"), code: code() },
  })
  reporter.info(`Wrote _headers (${host.rules} rules for ${host.pages} pages), _nginx.conf and .well-known/security.txt.${lap()}`)
  const indexed = await search.done
  reporter.info(
    `Search index: ${indexed.pages} pages (${indexed.made} documents made, the rest from the cache), ${indexed.files} files, ${kb(indexed.bytes)} in ${indexed.ms} ms.${lap()}`,
  )
  const drawn = await (cards ?? startShareCards(__dirname))
  if ("error" in drawn) throw drawn.error
  reporter.info(`${describeResult(drawn.result)}${lap()}`)
  // Last of all, once no step writes a file: Brotli and gzip copies for nginx to send as they are (src/postbuild/precompress.ts).
  const compressed = await writeCompressedCopies(path.join(__dirname, "public"), {
    dir: cachePath(__dirname, "compressed"),
    code: code(),
  })
  reporter.info(`Compressed copies of ${compressed.files} files (${compressed.made} made by this build).${lap()}`)
  if (host.rules > 100) reporter.warn(`_headers has ${host.rules} rules; Cloudflare Pages reads at most 100.`)
}

type DevResponse = { type(t: string): void; send(body: string | Buffer): void; status(code: number): DevResponse }

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  // The CMS's generated files, built on request so a schema change shows on the next reload.
  removeBuiltAdminFiles(__dirname, path.join(__dirname, "public"))
  // The develop server skips .html files of public/, so the CMS's page is answered here.
  app.get(/^\/admin\/(index\.html)?$/, (_req: unknown, res: DevResponse) => {
    res.type("text/html")
    res.send(fs.readFileSync(path.join(__dirname, "static", "admin", "index.html")))
  })
  // Every generated CMS file (src/postbuild/admin-files.ts), by the same table the build writes from.
  app.get(/^\/admin\/([\w.-]+)$/, (req: { params: string[] }, res: DevResponse, next: () => void) => {
    adminFile(contentTypes, __dirname, req.params[0]).then(
      (file) => {
        if (!file) return next()
        res.type(file.contentType)
        res.send(file.body)
      },
      (error: Error) => res.status(500).send(`/admin/${req.params[0]}: ${error.message}`),
    )
  })
  // The files kinds publish beside their pages (an event's calendar file), made from the content as it is now.
  app.get(/\.ics$/, (req: { path: string }, res: DevResponse, next: () => void) => {
    const dataDir = path.join(__dirname, "data")
    // Only the kinds that publish files are read: the request waits for nothing else.
    const routes = (pageTypes as readonly PageType[])
      .filter((kind) => kind.files)
      .flatMap((kind) => kindRoutes(kind, readKindFiles(dataDir, kind, { onUnreadable: () => {} }), { onUnreadable: () => {} }))
    const body = kindFileAt(routes, readSiteData(dataDir), req.path)
    if (body === undefined) return next()
    res.type(contentTypeOf(req.path))
    res.send(body)
  })
}
