/** @jest-environment node */
import fs from "fs"
import path from "path"

/**
 * Issue 48: the lead service reads the forms' fields and texts from src/forms/, never from the React
 * components; and src/forms/ is plain data that the browser bundle carries, so it imports nothing but
 * itself (no zod, no Node, no component).
 */
const root = path.join(__dirname, "..", "..", "..")

/** The TypeScript files under a folder of the project, as paths from the project. */
function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))
}

/** What a file imports (static, type-only, re-exports and dynamic), resolved to project paths where relative. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), "utf8")
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1])
  return specifiers.map((specifier) =>
    specifier.startsWith(".") ? path.relative(root, path.resolve(root, path.dirname(file), specifier)) : specifier,
  )
}

it("keeps the lead service's own files from importing src/components", () => {
  const offending = filesUnder("src/leads").flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith("src/components"))
      .map((target) => `${file} → ${target}`),
  )
  expect(offending).toEqual([])
})

// The site's languages (issue 53): a form's words are its page's language's. A module of plain values that
// imports nothing itself, as the test below checks.
const sharedLeaves = ["src/content/languages"]

it("keeps src/forms/ free of imports from outside it, but for the site's list of languages", () => {
  const files = filesUnder("src/forms")
  expect(files.length).toBeGreaterThan(0)
  const offending = files.flatMap((file) =>
    importsOf(file)
      .filter((target) => !target.startsWith("src/forms/") && !sharedLeaves.includes(target))
      .map((target) => `${file} → ${target}`),
  )
  expect(offending).toEqual([])
})

it("keeps the shared leaves src/forms/ may read free of imports", () => {
  for (const leaf of sharedLeaves) expect({ leaf, imports: importsOf(`${leaf}.ts`) }).toEqual({ leaf, imports: [] })
})
