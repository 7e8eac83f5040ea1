import path from "path"
import type { GatsbyNode } from "gatsby"
import { formatReport, validateContent } from "./src/content/validate"
import { fillTokens, tokenValues, type TokenSource } from "./src/content/tokens"
import { toGraphql } from "./src/content/to-graphql"
import { contentTypes, pageTypes } from "./src/content/types"
import { siteCacheGroups } from "./src/build/chunks"
import { writeSiteFiles } from "./src/build/site-files"
import { describeResult, projectCardOptions, writeShareCards } from "./src/build/share-cards"

const dataDir = path.join(__dirname, "data")

// Every YAML file is checked before Gatsby reads it, so an editor's mistake stops the build with
// one report listing every problem, and no page is written.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems, files } = validateContent(dataDir)
  if (problems.length > 0) reporter.panic(formatReport(problems))
  reporter.info(`Content check passed: ${files.length} files in data/.`)
}

// In `gatsby develop` a saved YAML file is checked again (once per burst of changes), so the editor
// sees the same report in the terminal instead of a bare GraphQL error.
let recheck: NodeJS.Timeout | undefined
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (process.env.gatsby_executing_command !== "develop") return
  if (node.internal.type !== "File" || node.internal.mediaType !== "text/yaml") return
  clearTimeout(recheck)
  recheck = setTimeout(() => {
    const { problems } = validateContent(dataDir)
    if (problems.length > 0)
      reporter.error(formatReport(problems).replace("No pages were built.", "Fix the files and save again."))
  }, 300)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // Fills tokens such as {brand} in content text with the values of data/site.yaml.
  actions.createFieldExtension({
    name: "tokens",
    extend: () => ({
      async resolve(
        source: Record<string, unknown>,
        _args: unknown,
        context: { nodeModel: NodeModel },
        info: { fieldName: string },
      ) {
        const value = source[info.fieldName]
        if (value === undefined || value === null) return value
        const site = (await context.nodeModel.findOne({ type: "SiteYaml" })) as TokenSource
        const values = tokenValues(site)
        return Array.isArray(value) ? value.map((v: string) => fillTokens(v, values)) : fillTokens(value as string, values)
      },
    }),
  })

  const { typeDefs, unions } = toGraphql(Object.fromEntries(contentTypes.map((type) => [type.typeName, type.schema])), {
    stringDirective: "@tokens",
    skipTypes: ["SiteYaml"],
  })
  actions.createTypes([
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

interface NodeModel {
  findOne(args: { type: string }): Promise<unknown>
}

interface PageList {
  [typeName: string]: { nodes: { id: string; slug: string; parent: { relativePath: string } | null }[] }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // One query for every page type of src/content/types.ts; each maps to its template there.
  const fields = pageTypes.map(
    (type) => `${type.typeName}: all${type.typeName} { nodes { id slug parent { ... on File { relativePath } } } }`,
  )
  const result = await graphql<PageList>(`{ ${fields.join("\n")} }`)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the pages in data/.", result.errors)
    return
  }
  for (const type of pageTypes) {
    const component = path.resolve(__dirname, "src", "templates", `${type.template}.tsx`)
    for (const node of result.data[type.typeName].nodes) {
      try {
        actions.createPage({ path: node.slug, component, context: { id: node.id } })
      } catch (error) {
        reporter.panicOnBuild(`Could not create the page of data/${node.parent?.relativePath ?? "?"}`, error as Error)
      }
    }
  }
}

// robots.txt, the web manifest and the icon sprite are written from data/ so the brand, address
// and icons stay in one place.
// Fewer, better grouped script files for the browser (see src/build/chunks.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return
  const config = getConfig()
  const splitChunks = config.optimization.splitChunks
  splitChunks.cacheGroups = { ...splitChunks.cacheGroups, ...siteCacheGroups }
  actions.replaceWebpackConfig(config)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  writeSiteFiles(dataDir, path.join(__dirname, "public"))
  reporter.info("Wrote robots.txt, site.webmanifest and icons.svg.")
  // Each page's share card (Open Graph image), redrawn only when its inputs change (src/build/share-cards.ts).
  reporter.info(describeResult(await writeShareCards(projectCardOptions(__dirname))))
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(
    /^\/(robots\.txt|site\.webmanifest|icons\.svg)$/,
    (req: { path: string }, res: { type(t: string): void; send(body: string): void }) => {
      const files = writeSiteFiles(dataDir)
      const name = req.path.slice(1) as keyof typeof files
      res.type(name.endsWith(".svg") ? "image/svg+xml" : name.endsWith(".txt") ? "text/plain" : "application/manifest+json")
      res.send(files[name])
    },
  )
}
