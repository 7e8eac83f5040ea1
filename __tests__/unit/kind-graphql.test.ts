/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { contentTypes } from "../../src/kinds"

/**
 * Issue 48: a kind declares what it adds to the GraphQL schema (`graphql` of its definition); the build
 * reads it from every kind with no branch on a kind's name. The generated types (src/gatsby-types.d.ts,
 * written by the build) show each field on the type the kind named, and each added type.
 */
const generated = fs.readFileSync(path.join(__dirname, "..", "..", "src", "gatsby-types.d.ts"), "utf8")

const typeBody = (name: string) => {
  const start = generated.search(new RegExp(`^type ${name} = `, "m"))
  return start < 0 ? "" : generated.slice(start, generated.indexOf("\n};", start))
}

it("puts each field a kind declares on the type it names, and declares the types they return", () => {
  const kinds = contentTypes.filter((type) => type.graphql)
  expect(kinds.length).toBeGreaterThan(0)
  for (const kind of kinds) {
    for (const [typeName, lines] of Object.entries(kind.graphql?.fields ?? {})) {
      const body = typeBody(typeName)
      expect(body).not.toBe("")
      for (const line of lines) expect(body).toContain(`readonly ${line.trim().split(":")[0]}:`)
    }
    for (const definition of kind.graphql?.types ?? []) {
      const name = /^type (\w+)/.exec(definition)?.[1] ?? ""
      expect(typeBody(name)).not.toBe("")
    }
  }
})
