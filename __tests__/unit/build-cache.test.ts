/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import {
  cacheFolder,
  cacheKey,
  cachePath,
  codeFiles,
  codeHash,
  codeVersion,
  dropOtherVersions,
  jsonEntries,
  versionFolder,
} from "../../src/content/build-cache"
import { renderBody } from "../../src/kinds/articles/article-fields"
import type { RenderedMarkdown } from "../../src/content/markdown"
import { projectImageOptions } from "../../src/postbuild/images"
import { sameSizeAndTime } from "../support/same-size-and-time"

// The one scheme of the build's caches (src/content/build-cache.ts): one folder, entries keyed by the
// content of their inputs and one code version for the whole build.

const root = path.join(__dirname, "..", "..")
let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A small project: code under src/, the gatsby files, the package files, and content that is not code. */
function project() {
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  write("src/content/markdown.ts", "export const pipeline = 1\n")
  write("src/theme.ts", "export const colour = '#123456'\n")
  write("src/gatsby-types.d.ts", "declare namespace Queries {}\n")
  write("gatsby-node.ts", "export {}\n")
  write("gatsby-ssr.tsx", "export {}\n")
  write("package.json", "{}\n")
  write("package-lock.json", "{}\n")
  write("data/site.yaml", "brand: Yakamoz\n")
  write("scripts/bench.ts", "// not the build's code\n")
  return dir
}

describe("the cache folder", () => {
  it("is one folder in .cache/, each cache a file or folder in it", () => {
    expect(cacheFolder(root)).toBe(path.join(root, ".cache", "build-cache"))
    expect(cachePath(root, "share-cards")).toBe(path.join(cacheFolder(root), "share-cards"))
    expect(projectImageOptions(root).cacheDir).toBe(cachePath(root, "images"))
  })
})

describe("the code version", () => {
  it("reads every file under src/ but type declarations, the gatsby files and the package files", () => {
    expect(codeFiles(project())).toEqual([
      "gatsby-node.ts",
      "gatsby-ssr.tsx",
      "package-lock.json",
      "package.json",
      "src/content/markdown.ts",
      "src/theme.ts",
    ])
    const real = codeFiles(root)
    expect(real).toEqual(expect.arrayContaining(["gatsby-node.ts", "gatsby-config.ts", "package-lock.json", "src/theme.ts"]))
    expect(real).toContain("src/postbuild/share-cards.ts")
    expect(real.filter((name) => name.endsWith(".d.ts") || name.startsWith("data/"))).toEqual([])
  })

  it("changes with any file it reads, even when the file keeps its size and time, and with nothing else", () => {
    const base = codeHash(project())
    expect(codeHash(dir)).toBe(base)
    // Content, scripts and generated type declarations are not the build's code.
    fs.writeFileSync(path.join(dir, "data", "site.yaml"), "brand: Başka\n")
    fs.writeFileSync(path.join(dir, "scripts", "bench.ts"), "// changed\n")
    fs.writeFileSync(path.join(dir, "src", "gatsby-types.d.ts"), "declare namespace Queries { type X = 1 }\n")
    expect(codeHash(dir)).toBe(base)

    const versions = new Set([base])
    for (const [file, from, to] of [
      ["src/content/markdown.ts", "pipeline = 1", "pipeline = 2"],
      ["src/theme.ts", "#123456", "#654321"],
      ["gatsby-node.ts", "export {}", "export{ }"],
      ["package-lock.json", "{}", "[]"],
    ]) {
      sameSizeAndTime(path.join(dir, file)).text(from, to)
      versions.add(codeHash(dir))
    }
    expect(versions.size).toBe(5)
    // A new file of code, and a missing lockfile (a copy of the project without one still builds).
    fs.writeFileSync(path.join(dir, "src", "new.ts"), "export {}\n")
    versions.add(codeHash(dir))
    fs.rmSync(path.join(dir, "package-lock.json"))
    versions.add(codeHash(dir))
    expect(versions.size).toBe(7)
  })

  it("is computed once per process and project", () => {
    const first = codeVersion(project())
    expect(first).toBe(codeHash(dir))
    fs.writeFileSync(path.join(dir, "src", "theme.ts"), "export const colour = '#000000'\n")
    expect(codeVersion(dir)).toBe(first)
    expect(codeVersion(root)).toBe(codeHash(root))
  })
})

describe("cacheKey", () => {
  it("is the hash of the code version and of each input, inputs never running together", () => {
    const key = cacheKey("code-1", "ab", "c")
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(cacheKey("code-1", "ab", "c")).toBe(key)
    expect(cacheKey("code-2", "ab", "c")).not.toBe(key)
    expect(cacheKey("code-1", "a", "bc")).not.toBe(key)
    expect(cacheKey("code-1", Buffer.from("ab"), "c")).toBe(key)
  })
})

describe("jsonEntries and the article bodies kept in them", () => {
  const text = "## Giriş\n\nStok sayımı için önce rafları etiketleyin."
  // The text has no images: no variant is made.
  const images = projectImageOptions(root)

  it("keeps a value by key for one code version, in that version's folder", async () => {
    const entries = jsonEntries<{ html: string }>(path.join(dir, "bodies"), "code-1")
    expect(await entries.get("a")).toBeUndefined()
    await entries.set("a", { html: "<p>a</p>" })
    expect(await entries.get("a")).toEqual({ html: "<p>a</p>" })
    expect(fs.readdirSync(versionFolder(path.join(dir, "bodies"), "code-1"))).toEqual([`${cacheKey("code-1", "a")}.json`])
    expect(await jsonEntries(path.join(dir, "bodies"), "code-2").get("a")).toBeUndefined()
  })

  it("renders a body again when the code version changes, and the same HTML after the cache is deleted", async () => {
    const bodies = path.join(dir, "bodies")
    const counting = (code: string) => {
      const entries = jsonEntries<RenderedMarkdown>(bodies, code)
      const counted = { gets: 0, hits: 0 }
      return {
        counted,
        cache: {
          get: async (key: string) => {
            const value = await entries.get(key)
            counted.gets++
            if (value) counted.hits++
            return value
          },
          set: entries.set,
        },
      }
    }
    const first = counting("code-1")
    const rendered = await renderBody(text, images, first.cache)
    expect(await renderBody(text, images, first.cache)).toEqual(rendered)
    expect(first.counted).toEqual({ gets: 2, hits: 1 })

    const next = counting("code-2")
    expect(await renderBody(text, images, next.cache)).toEqual(rendered)
    expect(next.counted).toEqual({ gets: 1, hits: 0 })
    // The build drops the folders of other versions as it starts (gatsby-node.ts, onPreBootstrap).
    expect(fs.readdirSync(bodies)).toHaveLength(2)
    dropOtherVersions(bodies, "code-2")
    expect(fs.readdirSync(bodies)).toEqual([path.basename(versionFolder(bodies, "code-2"))])

    fs.rmSync(dir, { recursive: true, force: true })
    const fresh = counting("code-2")
    expect(await renderBody(text, images, fresh.cache)).toEqual(rendered)
    expect(fresh.counted).toEqual({ gets: 1, hits: 0 })
  })
})
