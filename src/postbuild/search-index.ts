import fs from "fs"
import os from "os"
import path from "path"
import type { SearchEntry } from "../content/search"
import { documentCache, documentTree, type DocumentCacheOptions } from "./search-document-cache"

/**
 * The site search's index: Pagefind (https://pagefind.app) run over the built pages after the
 * build (gatsby-node.ts, onPostBuild), into public/pagefind/, from a document of each page
 * (search-document.ts), kept between builds by content (search-document-cache.ts).
 */

/** The folder the index is written to, under public/. */
export const searchFolder = "pagefind"

/** Pagefind's browser module, which the search page's script imports (src/browser/search.ts). */
export const searchScript = `/${searchFolder}/pagefind.js`

/** The built HTML file of a route ("/" is index.html, "/about" about/index.html). */
export const builtFile = (publicDir: string, route: string) =>
  path.join(publicDir, route === "/" ? "index.html" : path.join(route, "index.html"))

/**
 * Pagefind's Node API, which starts its binary as a service. Its package is an ES module only, and
 * Gatsby compiles gatsby-node to CommonJS, where `import()` becomes `require()`: the import is made
 * through a function Gatsby's compiler does not see, so Node itself runs it.
 */
const importPagefind = new Function('return import("pagefind")') as () => Promise<typeof import("pagefind")>

/**
 * How many word locations an index chunk holds before Pagefind starts the next (its default is
 * 20,000). A search downloads every chunk whose range of words holds the query's: with the default,
 * this site's 41 pages made 4 chunks of about 33 KB each, so any search fetched a quarter to a half of
 * the whole index (e fatura gecis 67.6 KB of chunks; at 2,000: 32 chunks, 9.5 KB). At 5,000 articles
 * the chunks of common words are as large either way and the list of chunks in Pagefind's meta file
 * grows by 2.5 KB; every measured query still fetched less (bench/results.md). Pagefind 1.6 reads it
 * from the environment only, under this name, as not yet a stable option.
 */
const indexChunkSize = 2000
const chunkSizeVariable = "PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE"

/** Documents Pagefind indexes at a time while the next ones are made (see writeSearchIndex). */
const pagesPerBatch = 200

/** Pagefind's files the search page does not use: its own interfaces and the wasm of pages without a language. */
const unused = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$|^wasm\.unknown\.pagefind$|^pagefind-worker\.js$/

/**
 * Pagefind's browser module as it ships is readable code (47 KB, 13 KB gzip), fetched by every
 * first search: minified by esbuild, as the site's own scripts are, it is about 2 KB smaller gzip.
 * An ES module it stays, its `import.meta.url` (where it finds its index) untouched. esbuild is
 * loaded here, not on import: the unit tests' environment cannot load it.
 */
async function minifyModule(file: string) {
  const { transformSync } = await import("esbuild")
  const { code } = transformSync(fs.readFileSync(file, "utf8"), { minify: true, format: "esm", target: "es2020" })
  fs.writeFileSync(file, code)
}

export interface SearchIndexResult {
  pages: number
  /** Documents this run made; the others came from the cache. */
  made: number
  files: number
  bytes: number
  ms: number
}

/** A search index being written: `handedOver` once Pagefind has every document, `done` once the index is in place. */
export interface SearchIndexRun {
  handedOver: Promise<void>
  done: Promise<SearchIndexResult>
}

/**
 * Indexes the built pages of `entries` in `publicDir` and writes the index into
 * `<outDir>` (default public/pagefind), replacing the last one. The search page runs Pagefind
 * without its worker (see src/browser/search.ts), so the worker's file is not written either.
 */
export function writeSearchIndex(
  publicDir: string,
  entries: SearchEntry[],
  outDir = path.join(publicDir, searchFolder),
  options: { cache?: DocumentCacheOptions } = {},
): Promise<SearchIndexResult> {
  return startSearchIndex(publicDir, entries, outDir, options).done
}

/**
 * writeSearchIndex, with the moment Pagefind has read every page: from then on it writes the index
 * on its own, mostly on one core (1.5 s for 1,046 pages, 8 s for 5,046), while the build can do other
 * work that reads or changes the pages (the host files) without changing what was indexed.
 */
export function startSearchIndex(
  publicDir: string,
  entries: SearchEntry[],
  outDir = path.join(publicDir, searchFolder),
  { cache }: { cache?: DocumentCacheOptions } = {},
): SearchIndexRun {
  let markHandedOver: () => void = () => {}
  const handedOver = new Promise<void>((resolve) => (markHandedOver = resolve))
  const done = indexPages(publicDir, entries, outDir, cache, () => markHandedOver())
  // A run that fails before every page is handed over releases whoever waits for that moment; the
  // failure itself comes with `done`.
  done.then(markHandedOver, markHandedOver)
  return { handedOver, done }
}

async function indexPages(
  publicDir: string,
  entries: SearchEntry[],
  outDir: string,
  cache: DocumentCacheOptions | undefined,
  onHandedOver: () => void,
): Promise<SearchIndexResult> {
  const started = Date.now()
  const pagefind = await importPagefind()
  // Pagefind's binary reads the chunk size when its service starts, which createIndex does.
  const chunkSizeBefore = process.env[chunkSizeVariable]
  process.env[chunkSizeVariable] = String(indexChunkSize)
  // Each document names its page's language (search-document.ts): Pagefind keeps one index per language, and
  // the search page loads the one of its own <html lang>.
  const created = await pagefind.createIndex().finally(() => {
    if (chunkSizeBefore === undefined) delete process.env[chunkSizeVariable]
    else process.env[chunkSizeVariable] = chunkSizeBefore
  })
  const { index, errors } = created
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`)
  const documents = documentCache(cache)
  // Pagefind indexes a folder of documents on every core, where pages handed over one at a time are
  // indexed one after the other (1,046 cached documents: 1.3 s against 3.5 s). The documents go into
  // a folder as <route>/index.html, a batch at a time, each batch made while Pagefind indexes
  // the last: making them (parse and fold) took 4.2 s for 1,046 pages. Pagefind names a page after its
  // file ("/erp/muhasebe-sistemi/"), and the search page links to the route (src/browser/search.ts).
  const folder = cache?.tree ?? fs.mkdtempSync(path.join(os.tmpdir(), "search-documents-"))
  const batchOf = (index: number) => path.join(folder, String(index - (index % pagesPerBatch)))
  const tree = documentTree(
    cache?.tree,
    entries.map((entry, index) => builtFile(batchOf(index), entry.path)),
  )
  try {
    let pending: Promise<void> | undefined
    for (let start = 0; start < entries.length; start += pagesPerBatch) {
      const batch = batchOf(start)
      for (const entry of entries.slice(start, start + pagesPerBatch)) {
        const file = builtFile(batch, entry.path)
        // Every page is read: its document's key is the hash of its <main>, whatever the file's time says.
        const html = fs.readFileSync(builtFile(publicDir, entry.path), "utf8")
        const key = documents.key(html, entry)
        if (tree?.holds(file, key)) {
          documents.keep(key)
          continue
        }
        const document = documents.get(key, html, entry)
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(file, document)
        tree?.written(file, key)
      }
      await pending
      const expected = Math.min(pagesPerBatch, entries.length - start)
      pending = index.addDirectory({ path: batch }).then((added) => {
        if (added.errors.length > 0 || added.page_count !== expected)
          throw new Error(`Pagefind indexed ${added.page_count} of ${expected} pages: ${added.errors.join("; ")}`)
      })
    }
    await pending
    documents.prune()
    tree?.finish()
    fs.rmSync(outDir, { recursive: true, force: true })
    const writing = index.writeFiles({ outputPath: outDir })
    onHandedOver()
    const written = await writing
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`)
  } finally {
    await pagefind.close()
    if (!tree) fs.rmSync(folder, { recursive: true, force: true })
  }
  for (const name of fs.readdirSync(outDir)) if (unused.test(name)) fs.rmSync(path.join(outDir, name))
  await minifyModule(path.join(outDir, path.basename(searchScript)))
  const files = listFiles(outDir)
  return {
    pages: entries.length,
    made: documents.made,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    ms: Date.now() - started,
  }
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((item) => (item.isDirectory() ? listFiles(path.join(dir, item.name)) : [path.join(dir, item.name)]))
}
