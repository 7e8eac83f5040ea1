import fs from "fs"
import path from "path"
import { cacheKey, writeEntry } from "../content/build-cache"
import type { SearchEntry } from "../content/search"
import { indexDocument } from "./search-document"

/**
 * The search documents kept between builds (search-index.ts indexes them): by content, so a rebuild
 * makes again only the documents of pages whose <main> or entry changed, and the folders Pagefind reads,
 * so it writes again only those.
 */

export interface DocumentCacheOptions {
  /** Where the documents are kept by key (search-documents in the build's cache folder). */
  dir: string
  /** The build's code version (src/content/build-cache.ts), part of every document's key. */
  code: string
  /**
   * Where the folders Pagefind reads are kept between builds (search-tree in the build's cache folder),
   * each page's document noted with its key: a rebuild writes only the documents whose key changed.
   * Without it they are written into a temporary folder each time.
   */
  tree?: string
}

/**
 * The name a page's document is kept under: the hash of the page's <main> (all the document is made
 * from), its entry and the code version. Not of the whole page: the host files write each page's policy
 * into its <head> after the index is made, so on the next build every unchanged page would miss the cache.
 */
export function documentKey(html: string, entry: SearchEntry, code: string): string {
  const start = html.indexOf("<main")
  const end = html.lastIndexOf("</main>")
  const main = start >= 0 && end > start ? html.slice(start, end) : html
  return `${cacheKey(code, main, JSON.stringify(entry)).slice(0, 40)}.html`
}

/**
 * The documents Pagefind indexes, kept by `documentKey`, so a rebuild makes again only those of changed
 * pages; entries no page used in a run are removed after it. Without options every document is made.
 */
export function documentCache(options: DocumentCacheOptions | undefined) {
  const used = new Set<string>()
  let made = 0
  if (options) fs.mkdirSync(options.dir, { recursive: true })
  return {
    /** The key of a page's document ("" without a cache). */
    key: (html: string, entry: SearchEntry) => (options ? documentKey(html, entry, options.code) : ""),
    /** The document of `key`, kept or made from the page. */
    get(key: string, html: string, entry: SearchEntry): string {
      used.add(key)
      const file = options && path.join(options.dir, key)
      if (file && fs.existsSync(file)) return fs.readFileSync(file, "utf8")
      const document = indexDocument(html, entry)
      made++
      if (file) writeEntry(file, document)
      return document
    },
    /** Keeps a document this run took from the tree (see documentTree) without reading it. */
    keep(key: string) {
      used.add(key)
    },
    prune() {
      if (!options) return
      for (const name of fs.readdirSync(options.dir))
        if (!used.has(name)) fs.rmSync(path.join(options.dir, name), { force: true })
    },
    /** How many documents this run made (the others came from the cache or the tree). */
    get made() {
      return made
    },
  }
}

/**
 * The folders Pagefind reads, kept between builds (`DocumentCacheOptions.tree`) with a list of each
 * document's key. The list is removed while a run changes the tree and written again at its end, so a
 * run that stops halfway leaves no list and the next one starts from an empty tree: a document left in
 * the tree that no list names would be indexed as a page.
 */
export function documentTree(dir: string | undefined, files: readonly string[]) {
  if (!dir) return undefined
  const listFile = path.join(dir, "documents.json")
  let before: Record<string, unknown> = {}
  try {
    before = JSON.parse(fs.readFileSync(listFile, "utf8")) as Record<string, unknown>
  } catch {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  fs.mkdirSync(dir, { recursive: true })
  fs.rmSync(listFile, { force: true })
  // Before Pagefind reads any folder: the documents of pages this run does not index there.
  const names = new Set(files.map((file) => path.relative(dir, file)))
  for (const name of Object.keys(before)) if (!names.has(name)) fs.rmSync(path.join(dir, name), { force: true })
  const after: Record<string, string> = {}
  return {
    dir,
    /** Whether the tree holds the document of `key` at `file` (then it is kept as it is). */
    holds(file: string, key: string): boolean {
      const name = path.relative(dir, file)
      if (before[name] !== key || !fs.existsSync(file)) return false
      after[name] = key
      return true
    },
    written(file: string, key: string) {
      after[path.relative(dir, file)] = key
    },
    /** Writes the list of the documents, once Pagefind has read them all. */
    finish() {
      fs.writeFileSync(listFile, JSON.stringify(after))
    },
  }
}
