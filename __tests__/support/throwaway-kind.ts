import fs from "fs"
import path from "path"

/**
 * A throwaway kind of content (a glossary at /sozluk/<term>, with a form subject of its own), added to
 * a copy of the project the way the structure promises a new kind is added: one folder of src/kinds/,
 * one line of the registry, its data and its navigation entry. The unit test new-kind.test.ts asks the
 * copy's code what it makes of it; cms-develop.test.ts runs `npm run cms` (Gatsby's develop server) on
 * a copy that has it, so Gatsby's own schema, page creation and page query take it up too.
 */

/** The one page of the throwaway kind, as its data file writes it. */
export const throwawayPage = {
  slug: "/sozluk/e-fatura",
  title: "e-Fatura",
  definition: "Satıcı ile alıcı arasında elektronik ortamda düzenlenen ve iletilen fatura.",
} as const

export const throwawayKindFiles: Record<string, string> = {
  "src/kinds/glossary/schema.ts": `import { z } from "zod"
import { pageBase, paragraph } from "../../content/schema/common"
import { field } from "../../content/schema/meta"

export const glossarySchema = z.strictObject({
  ...pageBase,
  definition: field(paragraph, "Tanım"),
  subject: field(z.string(), "Form konusu"),
})
`,
  "src/kinds/glossary/index.ts": `import { type PageType } from "../../content/kind"
import { onePagePerFile, optionOf } from "../../content/kind-helpers"
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
  "data/glossary/e-fatura.yaml": `slug: ${throwawayPage.slug}
title: ${throwawayPage.title}
description: e-Fatura, kâğıt faturanın yerini alan ve Gelir İdaresi Başkanlığı sistemi üzerinden iletilen elektronik faturadır.
definition: ${throwawayPage.definition}
subject: sozluk-e-fatura
`,
}

/** Writes the kind's folder, its registry line, its data and its footer link into the copy at `dir`. */
export function addThrowawayKind(dir: string) {
  for (const [file, text] of Object.entries(throwawayKindFiles)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  // The registry's line (and its import), and the footer's link to the new page.
  const registry = path.join(dir, "src/kinds/index.ts")
  const listed = fs
    .readFileSync(registry, "utf8")
    .replace(/^/, 'import { glossary } from "./glossary"\n')
    // One line or one kind per line (with a trailing comma, as Prettier writes a long list): the kind goes last.
    .replace(
      /export const pageTypes = \[([^\]]*)\]/,
      (_, list: string) => `export const pageTypes = [${list.replace(/,\s*$/, "")}, glossary]`,
    )
  fs.writeFileSync(registry, listed)
  const navigation = path.join(dir, "data/navigation.yaml")
  fs.writeFileSync(
    navigation,
    fs
      .readFileSync(navigation, "utf8")
      .replace(
        /^footer:\n/m,
        `footer:\n  - title: Sözlük\n    links:\n      - href: ${throwawayPage.slug}\n        label: ${throwawayPage.title}\n`,
      ),
  )
}
