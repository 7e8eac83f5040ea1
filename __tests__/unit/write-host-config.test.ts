/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { writeHostConfig } from "../../src/postbuild/write-host-config"
import { hashSource } from "../../src/postbuild/host-config"

// The host files of a small build written with the pages' inline code kept between builds: a rebuild
// reads only the pages whose files changed, and writes what a build without the cache writes.

const root = path.join(__dirname, "..", "..")
const now = new Date("2026-11-26T12:00:00Z")

const page = (title: string, css: string) =>
  `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><style data-emotion="css 1x">${css}</style>` +
  `<script type="module" src="/assets/site-ABC.js"></script></head><body><main><h1>${title}</h1></main></body></html>`

let work: string
let publicDir: string
let dataDir: string
let cache: { file: string; codeFiles: string[] }

function writePage(route: string, html: string) {
  const file = route === "/404.html" ? path.join(publicDir, "404.html") : path.join(publicDir, route, "index.html")
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, html)
  return file
}

/** Every file of the build, by path, so two builds can be compared byte for byte. */
function snapshot(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true }) as string[]
  return Object.fromEntries(
    files
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
  )
}

/** The pages' files read while `run` runs. */
function pagesRead(run: () => void): string[] {
  const read = jest.spyOn(fs, "readFileSync")
  try {
    run()
    const files = read.mock.calls
      .map(([file]) => String(file))
      .filter((file) => file.startsWith(publicDir) && file.endsWith(".html"))
      .map((file) => path.relative(publicDir, file))
    return [...new Set(files)].sort()
  } finally {
    read.mockRestore()
  }
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "host-files-"))
  publicDir = path.join(work, "public")
  dataDir = path.join(work, "data")
  fs.mkdirSync(dataDir, { recursive: true })
  fs.copyFileSync(path.join(root, "data", "site.yaml"), path.join(dataDir, "site.yaml"))
  cache = {
    file: path.join(work, ".cache", "host-pages.json"),
    codeFiles: [path.join(root, "src", "postbuild", "host-config.ts")],
  }
  writePage("/", page("Yakamoz", "h1{font-size:2rem}"))
  writePage("/about", page("Hakkımızda", "h1{color:navy}"))
  writePage("/blog", page("Blog", ".list{gap:1rem}"))
  writePage("/blog/ilk-yazi", page("İlk yazı", "article{max-width:40rem}"))
  writePage("/blog/ikinci-yazi", page("İkinci yazı", ".story{color:green}"))
  writePage("/404.html", page("Sayfa bulunamadı", "h1{color:red}"))
})

afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

it("reads on a rebuild only the pages whose files changed, and writes the same files as a build without the cache", () => {
  const first = pagesRead(() => writeHostConfig(publicDir, dataDir, now, { cache }))
  expect(first).toEqual(expect.arrayContaining(["about/index.html", "blog/ilk-yazi/index.html", "index.html"]))

  // Nothing changed: the not-found page, whose policy the step writes into it at every build, is all it reads.
  const unchanged = pagesRead(() => writeHostConfig(publicDir, dataDir, now, { cache }))
  expect(unchanged).toEqual(["404.html"])

  // One article rendered again by Gatsby, with other inline code: read, and its hash in its folder's rule.
  writePage("/blog/ikinci-yazi", page("İkinci yazı", ".story{color:purple}"))
  const changed = pagesRead(() => writeHostConfig(publicDir, dataDir, now, { cache }))
  expect(changed).toEqual(["404.html", "blog/ikinci-yazi/index.html"])
  const cached = snapshot(publicDir)
  expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(hashSource(".story{color:purple}"))
  expect(fs.readFileSync(path.join(publicDir, "blog", "ikinci-yazi", "index.html"), "utf8")).toContain(
    hashSource(".story{color:purple}"),
  )

  // The same build without the cache: every file the same, byte for byte.
  writeHostConfig(publicDir, dataDir, now)
  expect(snapshot(publicDir)).toEqual(cached)
})

it("reads every page again when the code that reads them changed", () => {
  writeHostConfig(publicDir, dataDir, now, { cache })
  const otherCode = path.join(work, "host-config-changed.ts")
  fs.writeFileSync(otherCode, "// another version\n")
  const read = pagesRead(() => writeHostConfig(publicDir, dataDir, now, { cache: { ...cache, codeFiles: [otherCode] } }))
  expect(read).toEqual(expect.arrayContaining(["about/index.html", "blog/ilk-yazi/index.html", "index.html"]))
})
