/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

/**
 * A new kind of content is one folder of src/kinds/, one line of the registry, its data and its
 * navigation entry: nothing else. In a copy of the project this test adds a throwaway kind (a glossary
 * at /sozluk/<term>, with a form subject of its own) and asks the copy's own code, in a process of its
 * own, what the content check, the routes (gatsby-node creates exactly these pages), the GraphQL types,
 * the CMS, the sitemap, the search, the JSON Schemas and the Netlify function's files make of it.
 */

const root = path.join(__dirname, "..", "..")
let copy: string

const kindFiles: Record<string, string> = {
  "src/kinds/glossary/schema.ts": `import { z } from "zod"
import { pageBase, paragraph } from "../../content/schema/common"
import { field } from "../../content/schema/meta"

export const glossarySchema = z.strictObject({
  ...pageBase,
  definition: field(paragraph, "Tanım"),
  subject: field(z.string(), "Form konusu"),
})
`,
  "src/kinds/glossary/index.ts": `import { onePagePerFile, optionOf, type PageType } from "../../content/kind"
import { glossarySchema } from "./schema"

export const glossary = {
  typeName: "GlossaryYaml",
  folder: "glossary",
  extensions: [".yaml"],
  schema: glossarySchema,
  template: "kinds/glossary/glossary-page",
  cms: { label: "Sözlük", description: "Terimler ve tanımları", singular: "Terim", addressPrefix: "/sozluk/" },
  section: "Sözlük",
  routes: onePagePerFile,
  offers: (data) => ({ contactSubject: optionOf(data, "title", "subject") }),
  search: () => ({ kind: "Terim", category: "Sözlük", group: "Sözlük", order: 8 }),
  // The subject is an id, not words a visitor reads.
  notText: ["subject"],
  rules: [],
} as const satisfies PageType
`,
  "src/kinds/glossary/glossary-page.tsx": `import { graphql, type PageProps } from "gatsby"
import React from "react"

export default function GlossaryPage({ data }: PageProps<{ glossaryYaml: { title: string; definition: string } | null }>) {
  return (
    <main>
      <h1>{data.glossaryYaml?.title}</h1>
      <p>{data.glossaryYaml?.definition}</p>
    </main>
  )
}

export const query = graphql\`
  query GlossaryPage($id: String!) {
    glossaryYaml(id: { eq: $id }) {
      title
      definition
    }
  }
\`
`,
  "data/glossary/e-fatura.yaml": `slug: /sozluk/e-fatura
title: e-Fatura
description: e-Fatura, kâğıt faturanın yerini alan ve Gelir İdaresi Başkanlığı sistemi üzerinden iletilen elektronik faturadır.
definition: Satıcı ile alıcı arasında elektronik ortamda düzenlenen ve iletilen fatura.
subject: sozluk-e-fatura
`,
}

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
  for (const [file, text] of Object.entries(kindFiles)) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.writeFileSync(path.join(copy, file), text)
  }
  // The registry's line (and its import), and the footer's link to the new page.
  const registry = path.join(copy, "src/kinds/index.ts")
  const listed = fs
    .readFileSync(registry, "utf8")
    .replace(/^/, 'import { glossary } from "./glossary"\n')
    // One line or one kind per line (with a trailing comma, as Prettier writes a long list): the kind goes last.
    .replace(
      /export const pageTypes = \[([^\]]*)\]/,
      (_, list: string) => `export const pageTypes = [${list.replace(/,\s*$/, "")}, glossary]`,
    )
  fs.writeFileSync(registry, listed)
  const navigation = path.join(copy, "data/navigation.yaml")
  fs.writeFileSync(
    navigation,
    fs
      .readFileSync(navigation, "utf8")
      .replace(
        /^footer:\n/m,
        "footer:\n  - title: Sözlük\n    links:\n      - href: /sozluk/e-fatura\n        label: e-Fatura\n",
      ),
  )
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
    expect(seen.routes).toContainEqual({ slug: "/sozluk/e-fatura", template: "kinds/glossary/glossary-page" })
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
    expect(seen.sitemap).toContain("/sozluk/e-fatura")
    expect(seen.search).toContain("/sozluk/e-fatura Terim")
  })

  it("gets a JSON Schema for the editor and ships with the Netlify function", () => {
    expect(seen.schemas).toContain("glossary.schema.json")
    expect(seen.netlify).toContain("data/glossary/*.yaml")
  })
})
