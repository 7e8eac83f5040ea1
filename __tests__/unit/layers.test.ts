/** @jest-environment node */
import fs from "fs"
import path from "path"

/**
 * The layers of src/ (docs/architecture.md): the engine (src/content) below the kinds (src/kinds), which
 * it reaches only through the list of kinds it is given; the lead service below the pages' components,
 * sharing the form fields of src/forms. An import that breaks a layer, or closes a circle of modules
 * (type imports too: a circle is read as one unit), fails here with the files that make it.
 */

const root = path.join(__dirname, "..", "..")
const src = path.join(root, "src")

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

const files = sourceFiles(src)
const known = new Set(files)

/** The module a relative specifier of `from` names, when it is one of src/. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((c) => known.has(c))
}

/** Every module of src/ each module imports or re-exports, by value or by type, statically or not. */
const imports = new Map<string, string[]>(
  files.map((file) => {
    const text = fs.readFileSync(file, "utf8")
    const specifiers = [
      ...[...text.matchAll(/^\s*(?:import|export)\s[^"';]*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]),
      ...[...text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)].map((m) => m[1]),
      ...[...text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]),
    ]
    return [file, [...new Set(specifiers.flatMap((s) => resolve(file, s) ?? []))]]
  }),
)

const rel = (file: string) => path.relative(root, file).split(path.sep).join("/")
const layerOf = (file: string) => rel(file).split("/")[1]

/** The strongly connected groups of more than one module (Tarjan's algorithm). */
function circles(): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== file)
      if (group.length > 1) found.push(group.map(rel).sort())
    }
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return found
}

const crossing = (from: string, to: string) =>
  [...imports].flatMap(([file, targets]) =>
    layerOf(file) === from ? targets.filter((t) => layerOf(t) === to).map((t) => `${rel(file)} → ${rel(t)}`) : [],
  )

describe("the layers of src/", () => {
  it("reads the imports it judges (the registry imports every kind)", () => {
    const registry = imports.get(path.join(src, "kinds", "index.ts")) ?? []
    expect(registry.map(rel)).toEqual(expect.arrayContaining(["src/kinds/articles/index.ts", "src/kinds/events/index.ts"]))
  })

  it("has no import circle", () => {
    expect(circles()).toEqual([])
  })

  it("keeps the engine (src/content) below the kinds: it is handed the list of kinds, never imports one", () => {
    expect(crossing("content", "kinds")).toEqual([])
  })

  it("keeps the lead service off the pages' components (the form fields are src/forms)", () => {
    expect(crossing("leads", "components")).toEqual([])
  })

  it("keeps the shared components below the kinds, which compose them", () => {
    expect(crossing("components", "kinds")).toEqual([])
  })

  it("leaves the registry of kinds to the entry points (the CMS, the lead service's start, the share cards' process)", () => {
    // gatsby-node.ts, gatsby-config.ts and scripts/ are entry points too, outside src/.
    const entryPoints = [/^src\/admin\//, /^src\/leads\/config\.ts$/, /^src\/postbuild\/share-card-child\.ts$/]
    const readers = [...imports]
      .filter(([file, targets]) => layerOf(file) !== "kinds" && targets.some((t) => layerOf(t) === "kinds"))
      .map(([file]) => rel(file))
    expect(readers.filter((file) => !entryPoints.some((entry) => entry.test(file)))).toEqual([])
  })

  it("keeps every module under 400 lines (issue 48): a longer one mixes concerns and is split by them", () => {
    const scripts = fs.readdirSync(path.join(root, "scripts")).filter((name) => /\.(ts|mjs|cjs|js)$/.test(name))
    const entries = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"].map((name) =>
      path.join(root, name),
    )
    const modules = [...files, ...entries, ...scripts.map((name) => path.join(root, "scripts", name))]
    const lines = (file: string) => fs.readFileSync(file, "utf8").trimEnd().split("\n").length
    expect(modules.length).toBeGreaterThan(200)
    expect(modules.filter((file) => lines(file) > 400).map((file) => `${rel(file)}: ${lines(file)} lines`)).toEqual([])
  })

  it("keeps the engine free of the build steps, the CMS and the pages above it", () => {
    for (const above of ["postbuild", "admin", "components", "pages", "leads"]) expect(crossing("content", above)).toEqual([])
  })
})
