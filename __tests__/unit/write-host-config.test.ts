/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { writeHostConfig, type HostCacheOptions } from "../../src/postbuild/write-host-config"
import * as hostConfig from "../../src/postbuild/host-config"
import { sameSizeAndTime } from "../support/same-size-and-time"

const { hashSource } = hostConfig

// The host files of a small build written with the pages' inline code kept between builds by the hash
// of each page's bytes: a rebuild takes apart only the pages whose bytes changed, and writes what a build
// without the cache writes.

const root = path.join(__dirname, "..", "..")
const now = new Date("2026-11-26T12:00:00Z")

const page = (title: string, css: string) =>
  `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><style data-emotion="css 1x">${css}</style>` +
  `<script type="module" src="/assets/site-ABC.js"></script></head><body><main><h1>${title}</h1></main></body></html>`

let work: string
let publicDir: string
let dataDir: string
let cache: HostCacheOptions

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

/** The pages whose inline code is taken apart while `run` runs, by their <h1>. */
function pagesTakenApart(run: () => void): string[] {
  const takeApart = jest.spyOn(hostConfig, "inlineContent")
  try {
    run()
    const titles = takeApart.mock.calls.map(([html]) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? html)
    return [...new Set(titles)].sort()
  } finally {
    takeApart.mockRestore()
  }
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "host-files-"))
  publicDir = path.join(work, "public")
  dataDir = path.join(work, "data")
  fs.mkdirSync(dataDir, { recursive: true })
  fs.copyFileSync(path.join(root, "data", "site.yaml"), path.join(dataDir, "site.yaml"))
  cache = { file: path.join(work, ".cache", "build-cache", "host-pages.json"), code: "code-1" }
  writePage("/", page("Yakamoz", "h1{font-size:2rem}"))
  writePage("/about", page("Hakkımızda", "h1{color:navy}"))
  writePage("/blog", page("Blog", ".list{gap:1rem}"))
  writePage("/blog/ilk-yazi", page("İlk yazı", "article{max-width:40rem}"))
  writePage("/blog/ikinci-yazi", page("İkinci yazı", ".story{color:green}"))
  writePage("/404.html", page("Sayfa bulunamadı", "h1{color:red}"))
})

afterEach(() => fs.rmSync(work, { recursive: true, force: true }))

it("takes apart on a rebuild only the pages whose bytes changed, and writes the same files as a build without the cache", () => {
  const all = ["Blog", "Hakkımızda", "Sayfa bulunamadı", "Yakamoz", "İkinci yazı", "İlk yazı"]
  expect(pagesTakenApart(() => writeHostConfig(publicDir, dataDir, now, { cache }))).toEqual(all)

  // Nothing changed but the not-found page, into which the last run wrote its policy after reading it.
  expect(pagesTakenApart(() => writeHostConfig(publicDir, dataDir, now, { cache }))).toEqual(["Sayfa bulunamadı"])

  // One article rendered again by Gatsby, with other inline code: its hash in its folder's rule.
  writePage("/blog/ikinci-yazi", page("İkinci yazı", ".story{color:purple}"))
  const changed = pagesTakenApart(() => writeHostConfig(publicDir, dataDir, now, { cache }))
  expect(changed).toEqual(["İkinci yazı"])
  const cached = snapshot(publicDir)
  expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(hashSource(".story{color:purple}"))
  expect(fs.readFileSync(path.join(publicDir, "blog", "ikinci-yazi", "index.html"), "utf8")).toContain(
    hashSource(".story{color:purple}"),
  )

  // The same build without the cache, and with the cache deleted: every file the same, byte for byte.
  writeHostConfig(publicDir, dataDir, now)
  expect(snapshot(publicDir)).toEqual(cached)
  fs.rmSync(path.dirname(cache.file), { recursive: true })
  expect(pagesTakenApart(() => writeHostConfig(publicDir, dataDir, now, { cache }))).toEqual(all)
  expect(snapshot(publicDir)).toEqual(cached)
})

it("sees a page Gatsby wrote again with the same size and time", () => {
  const file = path.join(publicDir, "blog", "ilk-yazi", "index.html")
  // The first run writes the page's policy into it; the second reads it as it then stays.
  writeHostConfig(publicDir, dataDir, now, { cache })
  const edit = sameSizeAndTime(file)
  writeHostConfig(publicDir, dataDir, now, { cache })
  expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(hashSource("article{max-width:40rem}"))
  edit.text("article{max-width:40rem}", "article{max-width:50rem}")
  expect(pagesTakenApart(() => writeHostConfig(publicDir, dataDir, now, { cache }))).toEqual(["İlk yazı"])
  const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
  expect(headers).toContain(hashSource("article{max-width:50rem}"))
  expect(headers).not.toContain(hashSource("article{max-width:40rem}"))
})

it("takes every page apart again when the code version changed", () => {
  writeHostConfig(publicDir, dataDir, now, { cache })
  const again = pagesTakenApart(() => writeHostConfig(publicDir, dataDir, now, { cache: { ...cache, code: "code-2" } }))
  expect(again).toEqual(["Blog", "Hakkımızda", "Sayfa bulunamadı", "Yakamoz", "İkinci yazı", "İlk yazı"])
})
