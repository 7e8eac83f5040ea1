/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { fileResults, type CheckCacheOptions } from "../../src/content/file-memo"
import { validateContent } from "../../src/content/validate"
import { contentTypes } from "../../src/kinds"
import { sameSizeAndTime } from "../support/same-size-and-time"

// The content check's results of the checks that read one file alone (house style, absolute claims,
// place names), kept between builds by the hash of the file's text and the build's code version: the
// same report as without them, always.

const realData = path.join(__dirname, "..", "..", "data")
let project: string
let dataDir: string
let cache: CheckCacheOptions

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "file-memo-"))
  dataDir = path.join(project, "data")
  fs.cpSync(realData, dataDir, { recursive: true })
  cache = { file: path.join(project, ".cache", "build-cache", "content-check.json"), code: "code-1" }
})
afterEach(() => fs.rmSync(project, { recursive: true, force: true }))

const problemsOf = (options: { cache?: CheckCacheOptions } = {}) => validateContent(contentTypes, dataDir, options).problems

/** Adds a sentence to the end of an article's body. */
function addToArticle(name: string, sentence: string) {
  const file = path.join(dataDir, "articles", name)
  fs.writeFileSync(file, `${fs.readFileSync(file, "utf8").trimEnd()}\n\n${sentence}\n`)
}

it("reports what the check without kept results reports, before and after files and settings change", () => {
  addToArticle("depo-stok-sayimi-rehberi.md", "Sayım verileri veritabanında kesintisiz tutulur.")
  addToArticle("e-faturaya-gecis-rehberi.md", "Ordu'daki ekibimiz yardım eder.")
  const first = problemsOf({ cache })
  const found = first.map((problem) => problem.found).join("\n")
  for (const word of ["veritabanında", "kesintisiz", "Ordu"]) expect(found).toContain(word)
  expect(first).toEqual(problemsOf())
  // Nothing changed: every result from the cache, the same report.
  expect(problemsOf({ cache })).toEqual(first)

  // One article fixed, another given a problem.
  const fixed = path.join(dataDir, "articles", "depo-stok-sayimi-rehberi.md")
  fs.writeFileSync(fixed, fs.readFileSync(fixed, "utf8").replace("veritabanında kesintisiz", "veri tabanında düzenli"))
  addToArticle("esnaf-lokantasinda-mutfak-ekrani.md", "Mutfak ekranı hatasız çalışır. Yardım için ekibimizz burada.")
  const changed = problemsOf({ cache })
  expect(changed).toEqual(problemsOf())
  expect(changed.map((problem) => problem.found).join("\n")).not.toContain("veritabanında")
  expect(changed.map((problem) => problem.found).join("\n")).toContain("hatasız")
  const spelledOut = (problems: typeof changed) => problems.some((problem) => problem.found.startsWith('"ekibimizz"'))
  expect(spelledOut(changed)).toBe(false)

  // A new spelling rule in data/house-style.yaml reaches a file whose results were kept (unchanged since).
  const style = path.join(dataDir, "house-style.yaml")
  fs.writeFileSync(
    style,
    fs.readFileSync(style, "utf8").replace("spelling:\n", "spelling:\n  - write: ekibimiz\n    avoid: [ekibimizz]\n"),
  )
  const restyled = problemsOf({ cache })
  expect(restyled).toEqual(problemsOf())
  expect(spelledOut(restyled)).toBe(true)
})

it("sees an edit that keeps the file's size and time", () => {
  addToArticle("depo-stok-sayimi-rehberi.md", "Sayım verileri kesintisiz tutulur.")
  const edit = sameSizeAndTime(path.join(dataDir, "articles", "depo-stok-sayimi-rehberi.md"))
  const before = problemsOf({ cache })
  expect(before.map((problem) => problem.found).join("\n")).toContain("kesintisiz")
  // "kesintiyle", as many bytes: no absolute claim any more.
  edit.text("kesintisiz", "kesintiyle")
  const after = problemsOf({ cache })
  expect(after).toEqual(problemsOf())
  expect(after.map((problem) => problem.found).join("\n")).not.toContain("kesintisiz")
})

it("gives the same report when the kept results are deleted", () => {
  addToArticle("e-faturaya-gecis-rehberi.md", "Ordu'daki ekibimiz yardım eder.")
  const kept = problemsOf({ cache })
  expect(problemsOf({ cache })).toEqual(kept)
  fs.rmSync(path.dirname(cache.file), { recursive: true })
  expect(problemsOf({ cache })).toEqual(kept)
  expect(fs.existsSync(cache.file)).toBe(true)
  expect(problemsOf()).toEqual(kept)
})

describe("fileResults", () => {
  const file = "data/articles/a.md"
  let texts: Map<string, string>
  let runs: number
  const textOf = (name: string) => texts.get(name)
  const check = (settings: unknown) =>
    fileResults(cache, textOf).memo(settings)("spelling", { file }, () => {
      runs += 1
      return [`run ${runs}`]
    })
  /** One run of the content check: the result, then the results kept for the next run. */
  const run = (settings: unknown) => {
    const results = fileResults(cache, textOf)
    const result = results.memo(settings)("spelling", { file }, () => {
      runs += 1
      return [`run ${runs}`]
    })
    results.save()
    return result
  }

  beforeEach(() => {
    const article = path.join(dataDir, "articles", "depo-stok-sayimi-rehberi.md")
    texts = new Map([[file, fs.readFileSync(article, "utf8")]])
    runs = 0
  })

  it("runs a check of an unchanged file once, and again when its text, its settings or the code version change", () => {
    expect(run({ avoid: ["red"] })).toEqual(["run 1"])
    expect(run({ avoid: ["red"] })).toEqual(["run 1"])
    expect(runs).toBe(1)

    expect(run({ avoid: ["red", "stoğ"] })).toEqual(["run 2"])

    texts.set(file, `${texts.get(file)}\nBir cümle daha.\n`)
    expect(run({ avoid: ["red", "stoğ"] })).toEqual(["run 3"])

    cache = { ...cache, code: "code-2" }
    expect(run({ avoid: ["red", "stoğ"] })).toEqual(["run 4"])
    expect(run({ avoid: ["red", "stoğ"] })).toEqual(["run 4"])
  })

  it("runs every check without a cache, and a file it has no text for", () => {
    expect(check({})).toEqual(["run 1"])
    texts = new Map()
    expect(run({})).toEqual(["run 2"])
    expect(run({})).toEqual(["run 3"])
    expect(fileResults(undefined, textOf).memo({})("spelling", { file }, () => "direct")).toBe("direct")
  })
})
