/** @jest-environment node */
import fs from "fs"
import path from "path"
import { createPages, createSchemaCustomization, onCreateNode, onPreBootstrap } from "../../gatsby-node"
import { sectionTypes } from "../../src/kinds/pages/schema"
import { tokenValues, type TokenSource } from "../../src/content/tokens"
import { notFoundPages, siteRoutes, type SiteRoute } from "../../src/content/routes"
import { restoreRuntimeData } from "../../src/postbuild/runtime-removal"
import { contentTypes, pageTypes, type PageType } from "../../src/kinds"
import { formatReport, validateContent } from "../../src/content/validate"
import { contentFixture, removeContentFixture } from "../support/content-fixture"
import { readData } from "../support/site-data"
import { cachePath, codeVersion } from "../../src/content/build-cache"

// The real validator by default; a test may point it at a fixture instead of data/.
jest.mock("../../src/content/validate", () => {
  const actual = jest.requireActual("../../src/content/validate")
  return { ...actual, validateContent: jest.fn(actual.validateContent) }
})

// The real routes of data/ by default; the createPages tests hand it a few.
jest.mock("../../src/content/routes", () => {
  const actual = jest.requireActual("../../src/content/routes")
  return { ...actual, siteRoutes: jest.fn(actual.siteRoutes) }
})

// The project's own public/ and .cache/ stay untouched: the build in the other lane of `npm test` is
// writing them, and the real restore would move its page data back into public/.
jest.mock("../../src/postbuild/runtime-removal", () => ({
  ...jest.requireActual("../../src/postbuild/runtime-removal"),
  restoreRuntimeData: jest.fn(),
}))

const root = path.join(__dirname, "..", "..")

/** Calls a Gatsby node API with only the helpers these hooks use. */
type NodeApi = (args: object, options: object, callback: () => void) => unknown
const run = (api: unknown, args: object) => (api as NodeApi)(args, {}, () => {})

const fakeReporter = () => ({ panic: jest.fn(), panicOnBuild: jest.fn(), info: jest.fn() })

describe("onPreBootstrap", () => {
  it("logs the number of checked files and does not panic when data/ is valid", () => {
    const reporter = fakeReporter()
    run(onPreBootstrap, { reporter })
    // With the results of unchanged files kept in the build's cache folder (src/content/file-memo.ts).
    expect(validateContent).toHaveBeenCalledWith(contentTypes, path.join(root, "data"), {
      cache: { file: cachePath(root, "content-check.json"), code: codeVersion(root) },
    })
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.info).toHaveBeenCalledWith(expect.stringMatching(/^İçerik denetimi geçti: data\/ klasöründe \d+ dosya\.$/))
    // The last build's page data goes back into public/, where Gatsby reads it to rebuild only what changed.
    expect(restoreRuntimeData).toHaveBeenCalledWith(root, path.join(root, "public"))
  })

  it("panics with the formatted report when a file is invalid", () => {
    const dataDir = contentFixture(["missing-field", "unknown-token"])
    try {
      const actual = jest.requireActual<typeof import("../../src/content/validate")>("../../src/content/validate")
      const result = actual.validateContent(contentTypes, dataDir)
      jest.mocked(validateContent).mockReturnValueOnce(result)
      const reporter = fakeReporter()
      run(onPreBootstrap, { reporter })
      expect(reporter.panic).toHaveBeenCalledTimes(1)
      const report = reporter.panic.mock.calls[0][0] as string
      expect(report).toBe(formatReport(result.problems))
      expect(report).toContain("data/erp/muhasebe-sistemi.yaml")
      expect(report).toContain("bulunan:  hiçbir değer (alan yazılmamış)")
      expect(report).toContain("satır 7  sections[0].intro")
    } finally {
      removeContentFixture(dataDir)
    }
  })
})

describe("createPages", () => {
  // The query answer: each page type's nodes under its own alias, as createPages asks for them.
  const ownNodes: Record<string, { id: string; parent: { relativePath: string } }[]> = {
    PagesYaml: [
      { id: "p1", parent: { relativePath: "pages/home.yaml" } },
      { id: "p2", parent: { relativePath: "pages/about.yaml" } },
    ],
    ErpYaml: [{ id: "e1", parent: { relativePath: "erp/muhasebe-sistemi.yaml" } }],
    EcommerceYaml: [{ id: "c1", parent: { relativePath: "ecommerce/b2b-sistemler.yaml" } }],
    SupportYaml: [{ id: "s1", parent: { relativePath: "support/teknik-destek.yaml" } }],
  }
  // Every other page kind answers with no nodes, so a new kind needs no edit here.
  const nodesByType = Object.fromEntries(pageTypes.map((type) => [type.typeName, { nodes: ownNodes[type.typeName] ?? [] }]))
  const kind = (folder: string) => pageTypes.find((type) => type.folder === folder) as PageType
  const route = (folder: string, slug: string, name: string): SiteRoute => ({
    slug,
    title: name,
    file: `data/${folder}/${name}.yaml`,
    kind: kind(folder),
  })
  // The routes src/content/routes.ts reads from data/ for those files.
  const routes = [
    route("pages", "/", "home"),
    route("pages", "/about", "about"),
    route("erp", "/erp/muhasebe-sistemi", "muhasebe-sistemi"),
    route("ecommerce", "/ecommerce/b2b-sistemler", "b2b-sistemler"),
    route("support", "/support/teknik-destek", "teknik-destek"),
  ]
  beforeEach(() => jest.mocked(siteRoutes).mockReturnValue(routes))
  afterEach(() =>
    jest.mocked(siteRoutes).mockReset().mockImplementation(jest.requireActual("../../src/content/routes").siteRoutes),
  )
  const template = (name: string) => path.join(root, "src", `${name}.tsx`)

  it("queries the nodes of every page type of the content table", async () => {
    const graphql = jest.fn().mockResolvedValue({ data: nodesByType })
    await run(createPages, { graphql, actions: { createPage: jest.fn() }, reporter: fakeReporter() })
    expect(graphql).toHaveBeenCalledTimes(1)
    const query = graphql.mock.calls[0][0] as string
    // Articles too: every page kind's files are nodes.
    for (const type of pageTypes as readonly PageType[])
      expect(query).toContain(`${type.typeName}: all${type.typeName} { nodes { id `)
    expect(siteRoutes).toHaveBeenCalledWith(contentTypes, path.join(root, "data"), expect.anything())
  })

  it("creates one page per route of data/ with the template of its kind and its file's node id as context", async () => {
    const createPage = jest.fn()
    const reporter = fakeReporter()
    await run(createPages, { graphql: jest.fn().mockResolvedValue({ data: nodesByType }), actions: { createPage }, reporter })
    expect(createPage.mock.calls.map(([page]) => page)).toEqual([
      { path: "/", component: template("kinds/pages/page"), context: { id: "p1" } },
      { path: "/about", component: template("kinds/pages/page"), context: { id: "p2" } },
      { path: "/erp/muhasebe-sistemi", component: template("kinds/erp/erp-page"), context: { id: "e1" } },
      { path: "/ecommerce/b2b-sistemler", component: template("kinds/ecommerce/ecommerce-page"), context: { id: "c1" } },
      { path: "/support/teknik-destek", component: template("kinds/support/support-page"), context: { id: "s1" } },
    ])
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
  })

  it("gives a listing page made by a kind its own template and context, without a file's node", async () => {
    const listing: SiteRoute = {
      slug: "/erp/sayfa/2",
      title: "ERP",
      template: "kinds/pages/page",
      context: { page: 2 },
      kind: kind("erp"),
    }
    jest.mocked(siteRoutes).mockReturnValue([...routes, listing])
    const createPage = jest.fn()
    await run(createPages, {
      graphql: jest.fn().mockResolvedValue({ data: nodesByType }),
      actions: { createPage },
      reporter: fakeReporter(),
    })
    expect(createPage).toHaveBeenLastCalledWith({
      path: "/erp/sayfa/2",
      component: template("kinds/pages/page"),
      context: { page: 2 },
    })
  })

  it("creates every route of the real data/, each with its file's node", async () => {
    const actual = jest.requireActual<typeof import("../../src/content/routes")>("../../src/content/routes")
    const real = actual.siteRoutes(contentTypes, path.join(root, "data"))
    jest.mocked(siteRoutes).mockImplementation(actual.siteRoutes)
    const nodes = Object.fromEntries(
      pageTypes.map((type) => [
        type.typeName,
        {
          nodes: real
            .filter((r) => r.kind === type)
            .map((r) => ({ id: `node of ${r.file}`, parent: { relativePath: String(r.file).replace(/^data\//, "") } })),
        },
      ]),
    )
    const createPage = jest.fn()
    const reporter = fakeReporter()
    await run(createPages, { graphql: jest.fn().mockResolvedValue({ data: nodes }), actions: { createPage }, reporter })
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(createPage.mock.calls.map(([page]) => [page.path, page.context.id])).toEqual(
      // A translation's not-found page comes first; a listing page (/blog, /etkinlikler) shows no single file.
      [
        ...notFoundPages(real).map((notFound) => [notFound.slug, undefined]),
        ...real.map((r) => [r.slug, r.file === undefined ? undefined : `node of ${r.file}`]),
      ],
    )
    // An article's page also gets the ids of its related articles, a listing page those of its articles,
    // the home page those of its customer stories: their queries fetch them (articlesById).
    const context = (slug: string) => createPage.mock.calls.find(([page]) => page.path === slug)?.[0].context
    expect(context("/blog/e-faturaya-gecis-rehberi").related).toEqual([
      expect.stringMatching(/^node of data\/articles\/.+\.md$/),
      expect.stringMatching(/^node of data\/articles\/.+\.md$/),
      expect.stringMatching(/^node of data\/articles\/.+\.md$/),
    ])
    expect(context("/blog").ids).toHaveLength(Math.min(12, real.filter((r) => r.file?.endsWith(".md")).length))
    expect(context("/blog").listing).toMatchObject({ page: 1, basePath: "/blog" })
    expect(context("/blog").listing).not.toHaveProperty("articles")
    expect(context("/").storyIds).toEqual(expect.arrayContaining([expect.stringMatching(/^node of data\/articles\//)]))
    expect(real.length).toBeGreaterThan(30)
  })

  it("stops the build when a route's file has no node", async () => {
    const reporter = fakeReporter()
    const createPage = jest.fn()
    const withoutErp = { ...nodesByType, ErpYaml: { nodes: [] } }
    await run(createPages, { graphql: jest.fn().mockResolvedValue({ data: withoutErp }), actions: { createPage }, reporter })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      "Could not create the page of data/erp/muhasebe-sistemi.yaml",
      new Error("Gatsby has no node of data/erp/muhasebe-sistemi.yaml"),
    )
    expect(createPage).toHaveBeenCalledTimes(4)
  })

  it("uses templates that exist", () => {
    for (const type of pageTypes) expect(fs.existsSync(path.join(root, "src", `${type.template}.tsx`))).toBe(true)
  })

  it("stops the build with the query errors when the query fails", async () => {
    const errors = [new Error('Cannot query field "allErpYaml" on type "Query".')]
    const createPage = jest.fn()
    const reporter = fakeReporter()
    await run(createPages, { graphql: jest.fn().mockResolvedValue({ errors }), actions: { createPage }, reporter })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not query the pages in data/.", errors)
    expect(createPage).not.toHaveBeenCalled()
  })

  it("names the data file of a page that cannot be created", async () => {
    const failure = new Error("duplicate path")
    const createPage = jest.fn().mockImplementation(({ path: pagePath }: { path: string }) => {
      if (pagePath === "/about") throw failure
    })
    const reporter = fakeReporter()
    await run(createPages, { graphql: jest.fn().mockResolvedValue({ data: nodesByType }), actions: { createPage }, reporter })
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not create the page of data/pages/about.yaml", failure)
    expect(createPage).toHaveBeenCalledTimes(5)
  })
})

describe("onCreateNode", () => {
  const fileNode = (relativePath: string) => ({
    id: `file ${relativePath}`,
    sourceInstanceName: "data",
    relativePath,
    absolutePath: path.join(root, "data", relativePath),
    internal: { type: "File", contentDigest: "digest", mediaType: "text/markdown" },
  })
  const nodeArgs = (node: object) => ({
    node,
    actions: { createNode: jest.fn(), createParentChildLink: jest.fn() },
    createNodeId: (seed: string) => `id of ${seed}`,
    reporter: { error: jest.fn() },
  })

  it("makes an article's Markdown file an Article node: its front matter and body, a child of the file", () => {
    const name = fs.readdirSync(path.join(root, "data", "articles")).find((file) => file.endsWith(".md")) as string
    const file = fileNode(`articles/${name}`)
    const args = nodeArgs(file)
    run(onCreateNode, args)
    expect(args.actions.createNode).toHaveBeenCalledTimes(1)
    const [node] = args.actions.createNode.mock.calls[0] as [Record<string, unknown>]
    const route = siteRoutes(contentTypes, path.join(root, "data")).find((r) => r.file === `data/articles/${name}`)
    expect(node).toEqual({
      ...route?.data,
      id: `id of ${file.id} >>> Article`,
      parent: file.id,
      children: [],
      internal: { type: "Article", contentDigest: "digest" },
    })
    expect(args.actions.createParentChildLink).toHaveBeenCalledWith({ parent: file, child: node })
  })

  it("leaves YAML files to gatsby-transformer-yaml", () => {
    const args = nodeArgs({ ...fileNode("erp/muhasebe-sistemi.yaml"), internal: { type: "File", contentDigest: "d" } })
    run(onCreateNode, args)
    expect(args.actions.createNode).not.toHaveBeenCalled()
  })
})

describe("createSchemaCustomization", () => {
  interface UnionConfig {
    name: string
    types: string[]
    resolveType: (value: { type: string }) => string
  }
  interface TokensExtension {
    name: string
    extend: () => {
      resolve: (
        source: Record<string, unknown>,
        args: unknown,
        context: {
          nodeModel: {
            findOne: (args: { type: string }) => Promise<unknown>
            findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>
          }
        },
        info: { fieldName: string },
      ) => Promise<unknown>
    }
  }

  function customize() {
    const actions = { createFieldExtension: jest.fn(), createTypes: jest.fn() }
    const schema = { buildUnionType: jest.fn((config: UnionConfig) => ({ kind: "union", config })) }
    run(createSchemaCustomization, { actions, schema })
    const [types] = actions.createTypes.mock.calls[0] as [unknown[]]
    const extension = actions.createFieldExtension.mock.calls[0][0] as TokensExtension
    return { actions, schema, types, extension }
  }

  it("declares every content type as a node type from its schema", () => {
    const { actions, types } = customize()
    expect(actions.createTypes).toHaveBeenCalledTimes(1)
    const sdl = types.filter((t): t is string => typeof t === "string")
    for (const type of contentTypes)
      expect(sdl.some((t) => t.startsWith(`type ${type.typeName} implements Node @dontInfer {`))).toBe(true)
    // An article's node also has its body as HTML and its labels, resolved when a query asks for them.
    const article = sdl.find((t) => t.startsWith("type Article "))
    expect(article).toContain("  body: String! @tokens\n")
    expect(article).toContain("  rendered: RenderedMarkdown! @markdownBody\n")
    expect(article).toContain("  readingMinutes: Int! @articleField\n")
    expect(sdl.find((t) => t.startsWith("type ErpYaml "))).toContain("  title: String! @tokens\n")
    expect(sdl.find((t) => t.startsWith("type SiteYaml "))).not.toContain("@tokens")
  })

  it("builds the page section union, resolving each `type` value to its GraphQL type", () => {
    const { schema, types } = customize()
    expect(schema.buildUnionType).toHaveBeenCalledTimes(1)
    const config = schema.buildUnionType.mock.calls[0][0]
    expect(types).toContainEqual({ kind: "union", config })
    expect(config.name).toBe("PageSection")
    expect(config.types).toHaveLength(sectionTypes.length)
    expect(config.types).toEqual(expect.arrayContaining(["HeroSection", "CtaSection", "ContactFormSection"]))
    expect(config.resolveType({ type: "hero" })).toBe("HeroSection")
    expect(config.resolveType({ type: "demoForm" })).toBe("DemoFormSection")
  })

  describe("the tokens field extension", () => {
    const site = readData<TokenSource>("site.yaml")
    const prices = readData<Record<string, unknown>>("fiyatlar/fiyatlar.yaml")
    // data/site.yaml and an English site file's texts, each known by its file as Gatsby tracks it.
    const englishSite = {
      officeHours: { label: "Monday to Friday, 09:00–18:00" },
      claims: { experience: { label: "Years", inText: "over 15" } },
    }
    const files = new WeakMap<object, { relativePath: string }>([
      [site, { relativePath: "site.yaml" }],
      [englishSite, { relativePath: "en/site.yaml" }],
    ])
    const context = {
      nodeModel: {
        findOne: jest.fn().mockResolvedValue(site),
        // The site's files, and the kinds that lend tokens: the price list's {fiyat:…}.
        findAll: jest.fn(({ type }: { type: string }) =>
          Promise.resolve({ entries: type === "FiyatlarYaml" ? [prices] : type === "SiteTextsYaml" ? [englishSite] : [] }),
        ),
        findRootNodeAncestor: (obj: object) => files.get(obj) ?? { relativePath: "erp/muhasebe-sistemi.yaml" },
      },
    }

    it("is registered under the name the schema's directive uses", () => {
      expect(customize().extension.name).toBe("tokens")
    })

    it("fills tokens in a text from data/site.yaml", async () => {
      const { resolve } = customize().extension.extend()
      const value = await resolve({ title: "{brand} ile {experience} yıl" }, {}, context, { fieldName: "title" })
      expect(value).toBe(`${site.brand} ile ${tokenValues(site).experience} yıl`)
      expect(context.nodeModel.findOne).toHaveBeenCalledWith({ type: "SiteYaml" })
    })

    it("fills a translation's tokens with its language's texts over data/site.yaml's (data/en/site.yaml)", async () => {
      const { resolve } = customize().extension.extend()
      const source = { lead: "{experienceInText} years, {officeHours}, kept for {leadRetention}, {brand}" }
      files.set(source, { relativePath: "en/pages/about.yaml" })
      const value = await resolve(source, {}, context, { fieldName: "lead" })
      expect(value).toBe(`over 15 years, Monday to Friday, 09:00–18:00, kept for 2 years, ${site.brand}`)
    })

    it("fills the tokens a kind lends, from its nodes", async () => {
      const { resolve } = customize().extension.extend()
      const value = await resolve({ price: "{fiyat:destek-standart}" }, {}, context, { fieldName: "price" })
      expect(value).toBe("500 TL")
      expect(context.nodeModel.findAll).toHaveBeenCalledWith({ type: "FiyatlarYaml" })
    })

    it("fills tokens in every text of a list", async () => {
      const { resolve } = customize().extension.extend()
      const value = await resolve({ bullets: ["{phone}", "{email}", "düz"] }, {}, context, { fieldName: "bullets" })
      expect(value).toEqual([site.phones.main.display, site.emails.info, "düz"])
    })

    it("makes a link that chooses the contact form's subject land at the form, and leaves other links as written", async () => {
      const { resolve } = customize().extension.extend()
      const link = (href: string) => resolve({ href }, {}, context, { fieldName: "href" })
      expect(await link("/contact?konu=fiyat-teklifi")).toBe("/contact?konu=fiyat-teklifi#iletisim-formu")
      expect(await link("/contact?konu=erp#iletisim-formu")).toBe("/contact?konu=erp#iletisim-formu")
      expect(await link("/contact")).toBe("/contact")
      expect(await link("/services#erp-sistemleri")).toBe("/services#erp-sistemleri")
      // Only links: a text that happens to contain "?konu=" is not a link.
      const text = await resolve({ title: "/contact?konu=x" }, {}, context, { fieldName: "title" })
      expect(text).toBe("/contact?konu=x")
    })

    it("passes absent values through", async () => {
      const { resolve } = customize().extension.extend()
      expect(await resolve({ intro: null }, {}, context, { fieldName: "intro" })).toBeNull()
      expect(await resolve({}, {}, context, { fieldName: "intro" })).toBeUndefined()
    })
  })
})
