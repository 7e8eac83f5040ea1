/** @jest-environment node */
import fs from "fs"
import path from "path"

/**
 * The README and docs/ name commands and link to each other; both rot quietly when a script is renamed or
 * a heading reworded. This keeps them honest: every `npm run X` they name exists in package.json, and
 * every relative link between them reaches an existing file (and heading, for an anchor).
 */

const root = path.join(__dirname, "..", "..")
const docsDir = path.join(root, "docs")
const docFiles = [
  path.join(root, "README.md"),
  ...fs
    .readdirSync(docsDir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(docsDir, name)),
]
const scripts = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> })
  .scripts
const relative = (file: string) => path.relative(root, file)
const read = (file: string) => fs.readFileSync(file, "utf8")

/** The npm scripts a Markdown text tells the reader to run: `npm run X`, and `npm start` / `npm test`. */
function npmScriptsIn(markdown: string): string[] {
  const named = [...markdown.matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => match[1])
  const shorthands = [...markdown.matchAll(/\bnpm (start|test)\b/g)].map((match) => match[1])
  return [...new Set([...named, ...shorthands])]
}

/** The text outside fenced code blocks: code there is not Markdown, so it has no links or headings. */
const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, "")

/** The targets of inline Markdown links, `[text](target)`, outside code. */
function linkTargetsIn(markdown: string): string[] {
  const prose = withoutFences(markdown).replace(/`[^`\n]*`/g, "")
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1])
}

/** The anchors GitHub gives a file's headings (github-slugger's rule, duplicates numbered). */
function headingAnchorsIn(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*]/g, "")
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-")
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")

/** What is wrong with one relative link of `file`, or null when it reaches its file and heading. */
function brokenLink(file: string, target: string): string | null {
  const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined]
  const resolved = pathPart === "" ? file : path.resolve(path.dirname(file), decodeURI(pathPart))
  if (!fs.existsSync(resolved)) return `${relative(file)}: "${target}" points to ${relative(resolved)}, which does not exist`
  if (anchor !== undefined && resolved.endsWith(".md") && !headingAnchorsIn(read(resolved)).has(anchor)) {
    return `${relative(file)}: "${target}" names #${anchor}, which no heading of ${relative(resolved)} has`
  }
  return null
}

describe("the checks' own reading of Markdown", () => {
  it("finds the npm scripts a text names, a planted wrong one included", () => {
    const text = "Run `npm start`, then `npm run check:content` and\n```sh\nnpm run buidl\nnpm test\n```\nnot `npm install`."
    expect(npmScriptsIn(text).sort()).toEqual(["buidl", "check:content", "start", "test"])
    expect(npmScriptsIn(text).filter((name) => !(name in scripts))).toEqual(["buidl"])
  })

  it("finds links outside code only, and anchors as GitHub writes them", () => {
    const text =
      "See [a](docs/a.md#x) and `[b](b.md)`.\n```md\n[c](c.md)\n# Not a heading\n```\n## `npm test`\n## Speed, as measured\n## security.txt\n## Speed, as measured"
    expect(linkTargetsIn(text)).toEqual(["docs/a.md#x"])
    expect([...headingAnchorsIn(text)]).toEqual(["npm-test", "speed-as-measured", "securitytxt", "speed-as-measured-1"])
  })
})

describe("README.md and docs/", () => {
  it("are the README and at least three documents", () => {
    expect(docFiles.length).toBeGreaterThanOrEqual(4)
  })

  it("name only npm scripts that package.json defines", () => {
    const missing = docFiles.flatMap((file) =>
      npmScriptsIn(read(file))
        .filter((name) => !(name in scripts))
        .map((name) => `${relative(file)}: npm ${name === "start" || name === "test" ? name : `run ${name}`}`),
    )
    expect(missing).toEqual([])
    // The scan itself must see the commands the README is built around.
    expect(npmScriptsIn(read(docFiles[0]))).toEqual(expect.arrayContaining(["start", "test", "build", "cms"]))
  })

  it("link only to files and headings that exist", () => {
    const links = docFiles.flatMap((file) => linkTargetsIn(read(file)).map((target) => ({ file, target })))
    const relativeLinks = links.filter(({ target }) => !isExternal(target))
    expect(relativeLinks.length).toBeGreaterThan(0)
    expect(relativeLinks.map(({ file, target }) => brokenLink(file, target)).filter(Boolean)).toEqual([])
  })

  it("are all listed in the README", () => {
    const readmeLinks = new Set(linkTargetsIn(read(docFiles[0])).map((target) => target.split("#")[0]))
    const unlisted = docFiles.slice(1).filter((file) => !readmeLinks.has(path.relative(root, file).split(path.sep).join("/")))
    expect(unlisted.map(relative)).toEqual([])
  })
})
