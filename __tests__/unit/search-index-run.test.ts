import { execFile } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { promisify } from "util"
import zlib from "zlib"
import { sameSizeAndTime } from "../support/same-size-and-time"

/**
 * startSearchIndex (src/postbuild/search-index.ts) says when Pagefind has read every page, so the build
 * writes the host files, which change pages, while Pagefind writes the index. Pagefind runs here as in
 * the build, through its Node API in a process of its own (tsx).
 */

const root = path.join(__dirname, "..", "..")
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-run-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const page = (text: string) =>
  `<!DOCTYPE html><html lang="tr"><head><title>x</title></head><body><main><h1>Depo</h1><p>${text}</p></main></body></html>`
const entry = (route: string) => ({
  path: route,
  title: "Depo",
  description: "",
  kind: "Yazı",
  category: "Rehber",
  place: { group: "Yazılar" },
})

/** The text of every page in the index Pagefind wrote (its fragments: gzip, a signature, then JSON). */
function indexedTexts(outDir: string): string[] {
  const fragments = path.join(outDir, "fragment")
  return fs.readdirSync(fragments).map((name) => {
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(fragments, name))).toString("utf8")
    return (JSON.parse(raw.slice("pagefind_dcd".length)) as { content: string }).content
  })
}

async function run(pages: Record<string, string>, entries: string[]) {
  const publicDir = path.join(dir, "public")
  for (const [route, text] of Object.entries(pages)) {
    fs.mkdirSync(path.join(publicDir, route), { recursive: true })
    fs.writeFileSync(path.join(publicDir, route, "index.html"), page(text))
  }
  const outDir = path.join(dir, "index")
  const script = path.join(dir, "index.ts")
  // Once every page is handed over, page /a changes on disk, as the host files change pages in the build.
  fs.writeFileSync(
    script,
    [
      `import fs from "fs"`,
      `import { startSearchIndex } from ${JSON.stringify(path.join(root, "src", "postbuild", "search-index"))}`,
      `const run = startSearchIndex(${JSON.stringify(publicDir)}, ${JSON.stringify(entries.map(entry))}, ${JSON.stringify(outDir)})`,
      `const order: string[] = []`,
      `const handedOver = run.handedOver.then(() => {`,
      `  order.push("handed over")`,
      `  fs.writeFileSync(${JSON.stringify(path.join(publicDir, "a", "index.html"))}, ${JSON.stringify(page("Defter Defter"))})`,
      `})`,
      `const done = run.done.then((result) => { order.push("done"); return { pages: result.pages } }, (error) => ({ error: String(error) }))`,
      `Promise.all([handedOver, done]).then(([, outcome]) => console.log(JSON.stringify({ order, ...outcome })))`,
    ].join("\n"),
  )
  const { stdout } = await promisify(execFile)(path.join(root, "node_modules", ".bin", "tsx"), [script], { cwd: root })
  return { outcome: JSON.parse(stdout) as { order: string[]; pages?: number; error?: string }, outDir }
}

describe("startSearchIndex", () => {
  it("hands every page over before it is done, and indexes the pages as they were then", async () => {
    const { outcome, outDir } = await run({ a: "Kalem Kalem", b: "Silgi Silgi" }, ["/a", "/b"])
    expect(outcome).toEqual({ order: ["handed over", "done"], pages: 2 })
    const texts = indexedTexts(outDir)
    expect(texts).toHaveLength(2)
    expect(texts.join(" ")).toContain("Kalem")
    expect(texts.join(" ")).not.toContain("Defter")
  }, 60_000)

  it("releases a wait for the hand-over when it fails before it, and names the failure in done", async () => {
    // /b has no page in the build: reading it fails before Pagefind has every page.
    const { outcome } = await run({ a: "Kalem" }, ["/a", "/b"])
    expect(outcome.order).toEqual(["handed over"])
    expect(outcome.error).toMatch(/ENOENT.*b[\\/]index\.html/)
  }, 60_000)
})

describe("the documents kept between builds (cache.dir and cache.tree)", () => {
  /** Indexes `routes` of `publicDir` with the tree kept in `dir`, in a process of its own as in the build. */
  async function index(publicDir: string, routes: string[], outDir: string, code = "code-1") {
    const cache = { dir: path.join(dir, "documents"), code, tree: path.join(dir, "tree") }
    const script = path.join(dir, "tree-index.ts")
    fs.writeFileSync(
      script,
      [
        `import { writeSearchIndex } from ${JSON.stringify(path.join(root, "src", "postbuild", "search-index"))}`,
        `writeSearchIndex(${JSON.stringify(publicDir)}, ${JSON.stringify(routes.map(entry))}, ${JSON.stringify(outDir)}, { cache: ${JSON.stringify(cache)} })`,
        `  .then((result) => console.log(JSON.stringify({ pages: result.pages, made: result.made })))`,
      ].join("\n"),
    )
    const { stdout } = await promisify(execFile)(path.join(root, "node_modules", ".bin", "tsx"), [script], { cwd: root })
    return JSON.parse(stdout) as { pages: number; made: number }
  }
  /** Every file of an index, by path, byte for byte. */
  const filesOf = (outDir: string) =>
    Object.fromEntries(
      (fs.readdirSync(outDir, { recursive: true }) as string[])
        .filter((name) => fs.statSync(path.join(outDir, name)).isFile())
        .sort()
        .map((name) => [name, fs.readFileSync(path.join(outDir, name)).toString("base64")]),
    )
  const writePage = (publicDir: string, route: string, text: string) => {
    fs.mkdirSync(path.join(publicDir, route), { recursive: true })
    fs.writeFileSync(path.join(publicDir, route, "index.html"), page(text))
  }
  const documentOf = (route: string) => path.join(dir, "tree", "0", route, "index.html")

  it("writes again only the documents of changed pages, indexes every page as it is now, and none that left", async () => {
    const publicDir = path.join(dir, "public")
    writePage(publicDir, "a", "Kalem")
    writePage(publicDir, "b", "Silgi")
    writePage(publicDir, "c", "Cetvel")
    expect(await index(publicDir, ["/a", "/b", "/c"], path.join(dir, "first"))).toEqual({ pages: 3, made: 3 })
    const kept = fs.statSync(documentOf("a")).mtimeMs

    // Gatsby writes /b again; /c is gone from the site.
    writePage(publicDir, "b", "Defter")
    expect(await index(publicDir, ["/a", "/b"], path.join(dir, "second"))).toEqual({ pages: 2, made: 1 })
    expect(fs.statSync(documentOf("a")).mtimeMs).toBe(kept)
    const texts = indexedTexts(path.join(dir, "second")).join(" ")
    expect(texts).toContain("Kalem")
    expect(texts).toContain("Defter")
    expect(texts).not.toContain("Silgi")
    expect(texts).not.toContain("Cetvel")
    expect(fs.existsSync(documentOf("c"))).toBe(false)

    // The documents kept by content stay for the pages the tree held: a page added before them moves them to
    // other folders (batches of 200), and they are copied from there instead of made again.
    expect(await index(publicDir, ["/a", "/b"], path.join(dir, "third"))).toEqual({ pages: 2, made: 0 })
    expect(fs.readdirSync(path.join(dir, "documents"))).toHaveLength(2)
  }, 60_000)

  it("sees a page written again with the same size and time", async () => {
    const publicDir = path.join(dir, "public")
    writePage(publicDir, "a", "Kalem")
    writePage(publicDir, "b", "Silgi")
    const edit = sameSizeAndTime(path.join(publicDir, "b", "index.html"))
    await index(publicDir, ["/a", "/b"], path.join(dir, "first"))
    edit.text("Silgi", "Kitap")
    expect(await index(publicDir, ["/a", "/b"], path.join(dir, "second"))).toEqual({ pages: 2, made: 1 })
    const texts = indexedTexts(path.join(dir, "second")).join(" ")
    expect(texts).toContain("Kitap")
    expect(texts).not.toContain("Silgi")
  }, 60_000)

  it("makes every document again for another code version, and writes the same index after the cache is deleted", async () => {
    const publicDir = path.join(dir, "public")
    writePage(publicDir, "a", "Kalem")
    writePage(publicDir, "b", "Silgi")
    await index(publicDir, ["/a", "/b"], path.join(dir, "first"))
    expect(await index(publicDir, ["/a", "/b"], path.join(dir, "kept"))).toEqual({ pages: 2, made: 0 })
    expect(await index(publicDir, ["/a", "/b"], path.join(dir, "other code"), "code-2")).toEqual({ pages: 2, made: 2 })
    fs.rmSync(path.join(dir, "documents"), { recursive: true })
    fs.rmSync(path.join(dir, "tree"), { recursive: true })
    expect(await index(publicDir, ["/a", "/b"], path.join(dir, "deleted"))).toEqual({ pages: 2, made: 2 })
    expect(filesOf(path.join(dir, "deleted"))).toEqual(filesOf(path.join(dir, "kept")))
  }, 90_000)

  it("starts from an empty tree when the last run left no list of its documents", async () => {
    const publicDir = path.join(dir, "public")
    writePage(publicDir, "a", "Kalem")
    // A document a run that stopped halfway left behind, which no list names.
    fs.mkdirSync(path.dirname(documentOf("x")), { recursive: true })
    fs.writeFileSync(documentOf("x"), page("Pergel"))
    expect(await index(publicDir, ["/a"], path.join(dir, "out"))).toEqual({ pages: 1, made: 1 })
    expect(indexedTexts(path.join(dir, "out")).join(" ")).not.toContain("Pergel")
  }, 60_000)
})
