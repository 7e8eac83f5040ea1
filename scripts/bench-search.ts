/**
 * `npm run bench:search` (also a step of `npm run bench`): what the site search costs, written as the
 * "Site search" section of bench/results.md, with the machine's load beside it.
 *
 * Needs a build (`npm run build`): it works on a copy of public/ in the system's temporary folder and
 * never touches the checkout's. For the site as built, then with 1,000 and 5,000 generated articles
 * (scripts/generate-articles.ts, the generator of `npm run bench:articles`, in a copy of data/):
 *
 * 1. each generated article's page: its Markdown rendered by the build's own renderer
 *    (src/content/markdown.ts) into the built page of a seed article, in place of its <article>:
 *    what the indexer reads of an article page is that element, so no Gatsby build is needed;
 * 2. the index, by the build's own indexing (src/postbuild/search-index.ts): time and size on disk;
 * 3. in Chromium (/usr/bin/chromium or CHROME_PATH) against the copy, served as a production host
 *    serves it (gzip, the build's headers): the bytes a first search transfers (Pagefind's module,
 *    wasm, entry, index chunks, filters and the shown results' fragments) for a few queries, and the
 *    time from the last key typed to the results on screen, once the index files have arrived.
 *
 * Options: --sizes=1000,5000 (--sizes=100 for a quick trial; --sizes= for the site alone), --seed=N.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { chromium, type Browser } from "playwright-core"
import { startStaticServer } from "../__tests__/browser/support/static-server"
import { builtFile, writeSearchIndex } from "../src/postbuild/search-index"
import { renderMarkdown } from "../src/content/markdown"
import { splitMarkdown } from "../src/content/markdown-file"
import { searchEntries } from "../src/content/search"
import { generateArticles } from "./generate-articles"
import { resultsFile, writeResultsSection } from "./bench-results"
import { contentTypes } from "../src/kinds"

const root = path.join(__dirname, "..")
const heading = "## Site search"
const args = process.argv.slice(2)
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]
const sizes = (option("sizes") ?? "1000,5000").split(",").filter(Boolean).map(Number)
const seed = Number(option("seed") ?? 1)

/** The issue's targets: first search transfer at 5,000 articles, and results after the index arrived. */
const targets = { firstSearchKb: 150, resultsMs: 150 }

/** Queries a visitor types: the first search of a visit, and the typed ones timed afterwards. */
const firstQueries = ["e fatura gecis", "stok sayimi", "bordro"]
const typedQueries = ["barkod", "ERP'ye geçiş", "faturalari", "mutfak ekranı", "vade takibi", "IRSALIYE"]

interface Figures {
  label: string
  articles: number
  pages: number
  indexMs: number
  indexFiles: number
  indexBytes: number
  firstSearch: FirstSearch[]
  typedMs: number[]
  /** Of each timed query: the search page's own marks (src/browser/search.ts), in ms from the query's start. */
  stages: Stages[]
}

/** The kinds of file a first search fetches from /pagefind/, in the order the report names them. */
const fileKinds = ["module", "wasm", "entry and meta", "index chunks", "filters", "fragments"] as const
type FileKind = (typeof fileKinds)[number]

interface FirstSearch {
  query: string
  bytes: number
  requests: number
  /** Of `bytes`, the response headers (about 1.3 KB each: the site's security headers). */
  headerBytes: number
  byKind: Record<FileKind, { bytes: number; requests: number }>
}

/** From the last key's input event: the search starting, Pagefind's ranking, the fragments, the list shown. */
interface Stages {
  start: number
  found: number
  fragments: number
  shown: number
}

function kindOf(pathname: string): FileKind {
  if (pathname.includes("/fragment/")) return "fragments"
  if (pathname.includes("/index/")) return "index chunks"
  if (pathname.includes("/filter/")) return "filters"
  if (pathname.includes("/wasm.")) return "wasm"
  if (pathname.endsWith(".js")) return "module"
  return "entry and meta"
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** A copy of the built site without what a search never reads (the CMS, share cards, images). */
function copySite(publicDir: string, into: string) {
  fs.cpSync(publicDir, into, {
    recursive: true,
    filter: (file) => !/^(admin|og|img|media|pagefind)([/\\]|$)/.test(path.relative(publicDir, file)),
  })
}

/** Writes the page of each generated article: a seed article's page with the generated one's <article>. */
function writeArticlePages(site: string, dataDir: string, slugs: string[], template: string) {
  for (const slug of slugs) {
    const text = fs.readFileSync(path.join(dataDir, "articles", `${slug}.md`), "utf8")
    const parts = splitMarkdown(text)
    if (!parts) throw new Error(`${slug}.md has no front matter`)
    const title = /^title:\s*"?(.*?)"?\s*$/m.exec(parts.frontMatter)?.[1] ?? slug
    const { html } = renderMarkdown(parts.body)
    const page = template.replace(/<article\b[\s\S]*?<\/article>/, () => `<article><h1>${title}</h1>${html}</article>`)
    const file = builtFile(site, `/blog/${slug}`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, page)
  }
}

async function measureBrowser(browser: Browser, siteDir: string): Promise<Pick<Figures, "firstSearch" | "typedMs" | "stages">> {
  const server = await startStaticServer(siteDir, { productionTransfer: true })
  try {
    const firstSearch: Figures["firstSearch"] = []
    for (const query of firstQueries) {
      // A fresh context: nothing cached, as on a visitor's first search.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const responses: Promise<{ kind: FileKind; body: number; headers: number }>[] = []
      page.on("requestfinished", (request) => {
        const { pathname } = new URL(request.url())
        if (pathname.startsWith("/pagefind/"))
          responses.push(
            request
              .sizes()
              .then((sizes) => ({ kind: kindOf(pathname), body: sizes.responseBodySize, headers: sizes.responseHeadersSize })),
          )
      })
      await page.goto(`${server.url}/ara?q=${encodeURIComponent(query)}`)
      await page.waitForFunction(() => /sonuç/.test(document.querySelector("[data-search-status]")?.textContent ?? ""), null, {
        timeout: 60000,
      })
      await page.waitForLoadState("networkidle")
      const received = await Promise.all(responses)
      const byKind = Object.fromEntries(
        fileKinds.map((kind) => {
          const ofKind = received.filter((response) => response.kind === kind)
          return [kind, { bytes: ofKind.reduce((sum, r) => sum + r.body + r.headers, 0), requests: ofKind.length }]
        }),
      ) as FirstSearch["byKind"]
      firstSearch.push({
        query,
        bytes: received.reduce((sum, r) => sum + r.body + r.headers, 0),
        requests: received.length,
        headerBytes: received.reduce((sum, r) => sum + r.headers, 0),
        byKind,
      })
      await context.close()
    }
    // Typing: the index is there (a first search ran), each query typed into the field, timed from
    // the last key's input event to the status line that announces the results.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${server.url}/ara?q=${encodeURIComponent(firstQueries[0])}`)
    await page.waitForFunction(() => /sonuç/.test(document.querySelector("[data-search-status]")?.textContent ?? ""), null, {
      timeout: 60000,
    })
    await page.waitForLoadState("networkidle")
    const typedMs: number[] = []
    const stages: Stages[] = []
    await page.fill("#arama-sorgusu", "")
    await page.waitForFunction(() => document.querySelector("[data-search-status]")?.textContent === "")
    for (const query of typedQueries) {
      // Each query once untimed, so the chunks it needs are in the cache: the target counts from their arrival.
      for (const timed of [false, true]) {
        await page.evaluate(() => {
          const status = document.querySelector("[data-search-status]") as HTMLElement
          const input = document.querySelector<HTMLInputElement>("#arama-sorgusu") as HTMLInputElement
          const log: { at: number; text: string | null }[] = []
          Object.assign(window, { __searchLog: log })
          // Captured on the window, before the search's own listener: a search whose index chunks are
          // cached may finish in the microtasks right after that listener, before a later listener runs.
          window.addEventListener(
            "input",
            (event) => event.target === input && log.push({ at: performance.now(), text: null }),
            true,
          )
          new MutationObserver(() => log.push({ at: performance.now(), text: status.textContent })).observe(status, {
            childList: true,
            characterData: true,
            subtree: true,
          })
        })
        await page.type("#arama-sorgusu", query, { delay: 30 })
        // From the last key (its input event) to the status line announcing that query's results.
        const ms = await page
          .waitForFunction(
            (typed) => {
              const log = (window as unknown as { __searchLog: { at: number; text: string | null }[] }).__searchLog
              const lastKey = log.map((entry) => entry.text === null).lastIndexOf(true)
              const shown = log.slice(lastKey + 1).find((entry) => entry.text?.startsWith(`“${typed}”`))
              // An object, not the number: a result of 0 ms would read as "not yet".
              return lastKey >= 0 && shown ? { ms: shown.at - log[lastKey].at } : false
            },
            query,
            { timeout: 30000 },
          )
          .then((handle) => handle.jsonValue() as Promise<{ ms: number }>)
          .then((result) => result.ms)
          .catch(async (error: Error) => {
            const log = await page.evaluate(() => (window as unknown as { __searchLog: unknown }).__searchLog)
            throw new Error(`${query}: ${error.message}\n${JSON.stringify(log)}`)
          })
        if (timed) {
          typedMs.push(ms)
          // The search page's marks of the search that showed the results, from the last key's input event.
          stages.push(
            await page.evaluate(() => {
              const log = (window as unknown as { __searchLog: { at: number; text: string | null }[] }).__searchLog
              const lastKey = log.filter((entry) => entry.text === null).pop()?.at ?? NaN
              // No named function in here: tsx would wrap it in a helper the page does not have.
              const [start, found, fragments, shown] = ["start", "found", "fragments", "shown"].map(
                (name) => (performance.getEntriesByName(`search:${name}`)[0]?.startTime ?? NaN) - lastKey,
              )
              return { start, found, fragments, shown }
            }),
          )
        }
        await page.fill("#arama-sorgusu", "")
        await page.waitForFunction(() => document.querySelector("[data-search-status]")?.textContent === "")
      }
    }
    await context.close()
    return { firstSearch, typedMs, stages }
  } finally {
    await server.close()
  }
}

async function measure(browser: Browser, publicDir: string, count: number): Promise<Figures> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${count}-`))
  try {
    const dataDir = path.join(work, "data")
    fs.cpSync(path.join(root, "data"), dataDir, {
      recursive: true,
      filter: (file) => !file.includes(`${path.sep}media${path.sep}`),
    })
    const siteDir = path.join(work, "public")
    copySite(publicDir, siteDir)
    if (count > 0) {
      const generated = generateArticles(path.join(dataDir, "articles"), path.join(dataDir, "blog.yaml"), count, seed)
      const template = fs.readFileSync(builtFile(publicDir, "/blog/depo-stok-sayimi-rehberi"), "utf8")
      writeArticlePages(
        siteDir,
        dataDir,
        generated.map((article) => article.slug),
        template,
      )
    }
    const entries = searchEntries(contentTypes, dataDir)
    const index = await writeSearchIndex(siteDir, entries)
    const browserFigures = await measureBrowser(browser, siteDir)
    return {
      label: count === 0 ? "the site as built" : `with ${count.toLocaleString("en")} generated articles`,
      articles: entries.filter((entry) => entry.kind === "Yazı").length,
      pages: index.pages,
      indexMs: index.ms,
      indexFiles: index.files,
      indexBytes: index.bytes,
      ...browserFigures,
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

function report(figures: Figures[], load: { before: string; after: string }, chromiumVersion: string): string {
  const rows = figures.map((f) => {
    const first = f.firstSearch.map((s) => s.bytes)
    return `| ${f.label} | ${f.pages.toLocaleString("en")} | ${(f.indexMs / 1000).toFixed(1)} s | ${mb(f.indexBytes)} in ${f.indexFiles.toLocaleString("en")} files | ${kb(Math.max(...first))} (${f.firstSearch.map((s) => `${s.query}: ${kb(s.bytes)}, ${s.requests} requests`).join("; ")}) | ${Math.round(median(f.typedMs))} ms (max ${Math.round(Math.max(...f.typedMs))}) |`
  })
  const largest = figures[figures.length - 1]
  const firstMax = largest ? Math.max(...largest.firstSearch.map((s) => s.bytes)) / 1024 : NaN
  const typedMax = largest ? Math.max(...largest.typedMs) : NaN
  // Where the first search's bytes go at the largest size, query by query.
  const bytesTable = largest
    ? [
        `Where the first search's bytes go (${largest.label}; each kind of file with its response headers, which are about 1.3 KB a response, the site's security headers, sent in full over HTTP/1.1 as here):`,
        "",
        `| query | ${fileKinds.join(" | ")} | of which headers | total |`,
        `| ----- | ${fileKinds.map(() => "---").join(" | ")} | --- | --- |`,
        ...largest.firstSearch.map(
          (s) =>
            `| ${s.query} | ${fileKinds.map((kind) => `${kb(s.byKind[kind].bytes)} (${s.byKind[kind].requests})`).join(" | ")} | ${kb(s.headerBytes)} | ${kb(s.bytes)} in ${s.requests} |`,
        ),
        "",
      ]
    : []
  // Where the time after the last key goes, from the search page's own marks (src/browser/search.ts).
  const stageLine = (f: Figures) => {
    const spans = {
      "to the search's start": f.stages.map((s) => s.start),
      "Pagefind's search and ranking": f.stages.map((s) => s.found - s.start),
      "the five results' fragments and excerpts": f.stages.map((s) => s.fragments - s.found),
      "the list on the page": f.stages.map((s) => s.shown - s.fragments),
    }
    return Object.entries(spans)
      .map(([name, values]) => `${name} ${median(values).toFixed(1)} ms (max ${Math.max(...values).toFixed(1)})`)
      .join(", ")
  }
  return [
    heading,
    "",
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench:search\` (scripts/bench-search.ts) on ${os.cpus().length} cores, ${chromiumVersion}.`,
    `Machine load (\`uptime\`) before: ${load.before}; after: ${load.after}.`,
    "Index: src/postbuild/search-index.ts over a copy of public/ (generated articles' pages made from their Markdown by the build's renderer);",
    "first search: a fresh browser context opening /ara?q=<query>, every byte received from /pagefind/ (gzip, headers included);",
    'The page shows five results first (each costs its page\'s fragment); the rest come with "Daha fazla sonuç göster".',
    `typing: the median of ${typedQueries.length} queries typed at 30 ms a key once their index chunks were cached, from the last key to the announced results.`,
    "",
    "| site | pages indexed | index time | index on disk | first search transfers (largest; each query) | last key to results |",
    "| ---- | ------------- | ---------- | ------------- | -------------------------------------------- | ------------------- |",
    ...rows,
    "",
    largest
      ? `Targets at the largest size (${largest.label}): first search ≤ ${targets.firstSearchKb} KB: ${firstMax.toFixed(1)} KB, ${firstMax <= targets.firstSearchKb ? "met" : "missed"}; results ≤ ${targets.resultsMs} ms after the index files arrived: ${Math.round(typedMax)} ms at most, ${typedMax <= targets.resultsMs ? "met" : "missed"}.`
      : "",
    "",
    ...bytesTable,
    ...(largest
      ? [
          `Where the time from the last key goes (${largest.label}; median of the ${typedQueries.length} typed queries, by the search page's User Timing marks): ${stageLine(largest)}.`,
          "",
        ]
      : []),
  ].join("\n")
}

/** Puts the section into bench/results.md, replacing an earlier one. */

async function main() {
  const publicDir = path.join(root, "public")
  if (!fs.existsSync(path.join(publicDir, "_headers"))) throw new Error("public/ has no build: run `npm run build` first.")
  const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim()
  const load = { before: uptime(), after: "" }
  const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium"
  const browser = await chromium.launch({ executablePath, args: ["--headless=new", "--no-sandbox", "--disable-gpu"] })
  const chromiumVersion = `Chromium ${browser.version()}`
  const figures: Figures[] = []
  try {
    for (const count of [0, ...sizes]) {
      const started = Date.now()
      figures.push(await measure(browser, publicDir, count))
      const last = figures[figures.length - 1]
      console.log(
        `${last.label}: ${last.pages} pages indexed in ${last.indexMs} ms, ${mb(last.indexBytes)}; first search ${last.firstSearch.map((s) => kb(s.bytes)).join(", ")}; typed ${last.typedMs.map(Math.round).join(", ")} ms (${Math.round((Date.now() - started) / 1000)} s)`,
      )
    }
  } finally {
    await browser.close()
  }
  load.after = uptime()
  writeResultsSection(heading, report(figures, load, chromiumVersion))
  console.log(`Wrote the "Site search" section of ${path.relative(root, resultsFile)}.`)
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
