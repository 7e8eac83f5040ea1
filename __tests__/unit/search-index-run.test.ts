import { execFile } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { promisify } from "util"
import zlib from "zlib"

/**
 * startSearchIndex (src/build/search-index.ts) says when Pagefind has read every page, so the build
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
      `import { startSearchIndex } from ${JSON.stringify(path.join(root, "src", "build", "search-index"))}`,
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
