/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { addThrowawayKind, throwawayPage } from "../support/throwaway-kind"

/**
 * A new kind of content is one folder of src/kinds/, one line of the registry, its data and its
 * navigation entry: nothing else. In a copy of the project this test adds a throwaway kind (a glossary
 * at /sozluk/<term>, with a form subject of its own; ../support/throwaway-kind.ts) and asks the copy's own code, in a process of its
 * own, what the content check, the routes (gatsby-node creates exactly these pages), the GraphQL types,
 * the CMS, the sitemap, the search, the JSON Schemas and the Netlify function's files make of it.
 * Gatsby itself (its schema, createPages, the page query) takes it up in cms-develop.test.ts.
 */

const root = path.join(__dirname, "..", "..")
let copy: string

/** What the copy's code says of its content, as JSON. */
const probe = `
import path from "path"
import { contentTypes } from "./src/kinds"
import { validateContent } from "./src/content/validate"
import { siteRoutes, sitemapPages } from "./src/content/routes"
import { toGraphql } from "./src/content/to-graphql"
import { cmsConfig } from "./src/content/cms-config"
import { readReferenceOptions } from "./src/content/read-references"
import { searchEntries } from "./src/content/search"
import { jsonSchemaFiles } from "./src/content/json-schema"
import { leadContentFiles } from "./src/leads/content-files"
const data = path.join(process.cwd(), "data")
const routes = siteRoutes(contentTypes, data)
const { typeDefs } = toGraphql(Object.fromEntries(contentTypes.map((type) => [type.typeName, type.schema])))
console.log(JSON.stringify({
  problems: validateContent(contentTypes, data).problems,
  routes: routes.map((route) => ({ slug: route.slug, template: route.template ?? route.kind.template })),
  graphql: typeDefs.join("\\n"),
  collections: cmsConfig(contentTypes, { references: readReferenceOptions(contentTypes, data) }).collections.map((c) => c.name),
  subjects: readReferenceOptions(contentTypes, data).contactSubject.map((o) => o.value),
  sitemap: sitemapPages(contentTypes, data).map((page) => page.path),
  search: searchEntries(contentTypes, data).map((entry) => entry.path + " " + entry.kind),
  schemas: Object.keys(jsonSchemaFiles(contentTypes)),
  netlify: leadContentFiles(contentTypes),
}))
`

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "new-kind-"))
  for (const name of ["src", "data", "tsconfig.json", "package.json"])
    fs.cpSync(path.join(root, name), path.join(copy, name), { recursive: true })
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"))
  addThrowawayKind(copy)
})

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

describe("a new kind, added as one folder and one registry line", () => {
  let seen: {
    problems: unknown[]
    routes: { slug: string; template: string }[]
    graphql: string
    collections: string[]
    subjects: string[]
    sitemap: string[]
    search: string[]
    schemas: string[]
    netlify: string[]
  }
  beforeAll(() => {
    fs.writeFileSync(path.join(copy, "probe.ts"), probe)
    const tsx = path.join(root, "node_modules", ".bin", "tsx")
    seen = JSON.parse(execFileSync(tsx, ["probe.ts"], { cwd: copy, encoding: "utf8", timeout: 60_000 }))
  }, 90_000)

  it("passes the content check", () => expect(seen.problems).toEqual([]))

  it("makes its page, with its own template, which exists where the build looks for it", () => {
    expect(seen.routes).toContainEqual({ slug: throwawayPage.slug, template: "kinds/glossary/glossary-page" })
    expect(fs.existsSync(path.join(copy, "src", "kinds/glossary/glossary-page.tsx"))).toBe(true)
  })

  it("has its GraphQL node type declared from its schema", () => {
    expect(seen.graphql).toMatch(/type GlossaryYaml implements Node[^}]*definition: String!/s)
  })

  it("is a collection of the CMS, and its subjects are the forms' choices", () => {
    expect(seen.collections).toContain("glossary")
    expect(seen.subjects).toContain("sozluk-e-fatura")
  })

  it("is in the sitemap and the search", () => {
    expect(seen.sitemap).toContain(throwawayPage.slug)
    expect(seen.search).toContain(`${throwawayPage.slug} Terim`)
  })

  it("gets a JSON Schema for the editor and ships with the Netlify function", () => {
    expect(seen.schemas).toContain("glossary.schema.json")
    expect(seen.netlify).toContain("data/glossary/*.yaml")
  })
})
