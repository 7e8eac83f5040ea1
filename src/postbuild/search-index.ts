import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { defaultTreeAdapter as tree, html as namespaces, parse, serialize, type DefaultTreeAdapterMap } from "parse5"
import { codeVersion } from "../content/code-version"
import type { SearchEntry } from "../content/search"
import { foldedWords, foldLetters, foldQuery } from "../content/turkish-fold"

/**
 * The site search's index: Pagefind (https://pagefind.app) run over the built pages after the
 * build (gatsby-node.ts, onPostBuild), into public/pagefind/. Only what a page's <main> says is
 * indexed, and with its Turkish letters folded (src/content/turkish-fold.ts): Pagefind gets a copy
 * of each page for indexing, never the page itself, so no page a visitor loads grows by a byte.
 * The search page folds the visitor's words the same way and puts the letters back in the excerpts
 * from each page's `words` (the words folding changed), a filter rather than metadata: Pagefind
 * indexes every metadata field's words (since 1.5), and these would add an entry for each of them
 * to the index chunks a search downloads (a third of the chunk of "geçiş" at 5,000 articles), while
 * a filter's value is only stored with the page; no search filters by it, so its file is never fetched.
 */

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

const html5 = namespaces.NS.HTML

/** The folder the index is written to, under public/. */
export const searchFolder = "pagefind"

/** Pagefind's browser module, which the search page's script imports (src/browser/search.ts). */
export const searchScript = `/${searchFolder}/pagefind.js`

/**
 * What of <main> is not the page's text: drawings, images (Pagefind would store the first one's
 * address and alt text with every page, and index the alt text; the results show no images), code,
 * forms (their labels would match every search for "e-posta"), the breadcrumb trail, an article's
 * table of contents (<aside>) and anything hidden from readers.
 */
const skipped = new Set(["svg", "img", "picture", "script", "style", "template", "noscript", "form", "nav", "aside", "iframe"])

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

function isSkipped(element: Element) {
  return (
    skipped.has(element.tagName) ||
    attribute(element, "aria-hidden") === "true" ||
    attribute(element, "hidden") !== undefined ||
    attribute(element, "data-search-skip") !== undefined
  )
}

/**
 * The part of a page that is its own text: <main>, or the <article> directly in it (an article
 * page's), without the call to action and the related articles after it, which name other pages.
 */
function findBody(node: Node): Element | null {
  const main = findMain(node)
  return main?.childNodes.find((child): child is Element => tree.isElementNode(child) && child.tagName === "article") ?? main
}

function findMain(node: Node): Element | null {
  if (tree.isElementNode(node) && node.tagName === "main") return node
  for (const child of "childNodes" in node ? node.childNodes : []) {
    const found = findMain(child)
    if (found) return found
  }
  return null
}

/**
 * Removes what is not text, folds every text node in place and returns the original text. Elements
 * lose their ids: Pagefind stores every element with an id as an anchor with its text in the page's
 * fragment (about 0.5 KB of an article's), for results that link into a page, which ours do not.
 */
function foldTree(element: Element): string {
  const texts: string[] = []
  for (const child of [...element.childNodes]) {
    if (tree.isElementNode(child)) {
      if (isSkipped(child)) tree.detachNode(child)
      else {
        child.attrs = child.attrs.filter((attr) => attr.name !== "id")
        texts.push(foldTree(child))
      }
    } else if (tree.isTextNode(child)) {
      texts.push(child.value)
      child.value = foldLetters(child.value)
    } else tree.detachNode(child)
  }
  return texts.join(" ")
}

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/** A <meta> Pagefind reads as metadata (`data-pagefind-meta`) or as a filter (`data-pagefind-filter`). */
const metaTag = (kind: "meta" | "filter", name: string, value: string) =>
  `<meta data-pagefind-${kind}="${name}[content]" content="${escape(value)}">`

/**
 * The document Pagefind indexes for one built page: its <main>, folded, as the body (so headings
 * keep their weight), and the entry's title, description, kind, category and date as metadata and
 * filters, with the page's original spelling of every folded word (`words`, a filter no search
 * uses). Legal texts alone carry the `legal` filter, with their titles: the search page asks for them
 * by it, and its file names a handful of pages where the `kind` filter's names every page of the site.
 */
/** Pagefind's own weights of headings (pagefind.app/docs/weighting); body text weighs 1. */
const headingWeights: Record<string, number> = { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 }

/**
 * Scales every word of the indexed text by `factor`: the body's weight on the body element, each
 * heading's own weight times the factor on the heading (Pagefind gives headings their weight unless
 * they name one, so the body's alone would leave a demoted page's headings at full weight).
 */
function weighTree(element: Element, factor: number) {
  for (const child of element.childNodes)
    if (tree.isElementNode(child)) {
      const heading = headingWeights[child.tagName]
      if (heading !== undefined)
        child.attrs.push({ name: "data-pagefind-weight", value: String(Math.round(heading * factor * 100) / 100) })
      weighTree(child, factor)
    }
}

export function indexDocument(html: string, entry: SearchEntry): string {
  const main = findBody(parse(html))
  if (!main) throw new Error(`${entry.path} has no <main> to index`)
  const text = foldTree(main)
  main.attrs = [{ name: "data-pagefind-body", value: "" }]
  // A page is found by its name even when its own heading says something else ("İnsan kaynakları",
  // whose hero says "İK ve bordro"): the title leads the indexed text as a heading, unless it is there.
  const titled = !foldQuery(text).includes(foldQuery(entry.title))
  if (titled) {
    const title = tree.createElement("h1", html5, [])
    tree.insertText(title, foldLetters(entry.title))
    tree.insertBefore(main, title, main.childNodes[0])
  }
  // A kind that retells what other pages tell in full (an event, the guide on its subject) ranks after them.
  const weight = entry.place.weight
  if (weight !== undefined && weight !== 1) {
    main.attrs.push({ name: "data-pagefind-weight", value: String(weight) })
    weighTree(main, weight)
  }
  // The spellings the excerpts need: of the indexed text's words (the title and description are
  // shown from their metadata, as written).
  const words = foldedWords(titled ? `${entry.title} ${text}` : text)
  const head = [
    metaTag("meta", "title", entry.title),
    metaTag("meta", "description", entry.description),
    metaTag("meta", "kind", entry.kind),
    metaTag("meta", "category", entry.category),
    metaTag("filter", "kind", entry.kind),
    metaTag("filter", "category", entry.category),
    // A legal text's filter value is its title: the search page asks for each by name (src/browser/search.ts).
    ...(entry.legal ? [metaTag("filter", "legal", entry.title)] : []),
    metaTag("filter", "words", words.join(" ")),
    ...(entry.date && entry.dateLabel
      ? [metaTag("meta", "date", entry.date), metaTag("meta", "dateLabel", entry.dateLabel)]
      : []),
  ]
  return `<!DOCTYPE html><html lang="tr"><head>${head.join("")}</head><body>${serialize({ ...tree.createDocumentFragment(), childNodes: [main] })}</body></html>`
}

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

export interface DocumentCacheOptions {
  /** Where the documents are kept (.cache/search-documents). */
  dir: string
  /** The code that makes them (this module, the Turkish folding): a change to one makes every document again. */
  codeFiles: string[]
  /**
   * Where the folders Pagefind reads are kept between builds (.cache/search-tree), each page's document
   * noted with its page file's time and size: a rebuild reads and writes only the documents of pages
   * Gatsby wrote again. Without it they are written into a temporary folder each time.
   */
  tree?: string
}

/**
 * The name a page's document is kept under: the hash of the page's <main> (all the document is made
 * from), its entry and the code. Not of the whole page: the host files write each page's policy into its
 * <head> after the index is made, so on the next build every unchanged page would miss the cache.
 */
export function documentKey(html: string, entry: SearchEntry, codeHash: string): string {
  const start = html.indexOf("<main")
  const end = html.lastIndexOf("</main>")
  const main = start >= 0 && end > start ? html.slice(start, end) : html
  return `${createHash("sha256").update(main).update(JSON.stringify(entry)).update(codeHash).digest("hex").slice(0, 40)}.html`
}

/**
 * The documents Pagefind indexes, kept by the hash of the page's <main>, its entry and the code that makes
 * them, so a rebuild makes again only those of changed pages; entries no page used in a run are
 * removed after it.
 */
function documentCache(options: DocumentCacheOptions | undefined) {
  const used = new Set<string>()
  if (!options)
    return {
      get: (html: string, entry: SearchEntry) => ({ key: "", document: indexDocument(html, entry) }),
      keep: () => undefined,
      prune: () => undefined,
      codeHash: "",
    }
  const cacheDir = options.dir
  fs.mkdirSync(cacheDir, { recursive: true })
  const codeHash = codeVersion(options.codeFiles)
  return {
    codeHash,
    get(html: string, entry: SearchEntry): { key: string; document: string } {
      const key = documentKey(html, entry, codeHash)
      used.add(key)
      const file = path.join(cacheDir, key)
      if (fs.existsSync(file)) return { key, document: fs.readFileSync(file, "utf8") }
      const document = indexDocument(html, entry)
      fs.writeFileSync(`${file}.${process.pid}.part`, document)
      fs.renameSync(`${file}.${process.pid}.part`, file)
      return { key, document }
    },
    /** Keeps a document this run took from the tree (see documentTree) without reading it. */
    keep(key: string) {
      used.add(key)
    },
    prune() {
      for (const name of fs.readdirSync(cacheDir)) if (!used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true })
    },
  }
}

/**
 * What a document of the kept tree was made from: its page file's time and size, its entry and the code;
 * and its name in the documents kept by content (`key`), which stays there while the tree holds it.
 */
interface TreeDocument {
  mtimeMs: number
  size: number
  entry: string
  code: string
  key: string
}

/**
 * The folders Pagefind reads, kept between builds (`DocumentCacheOptions.tree`) with a list of what each
 * document was made from. The list is removed while a run changes the tree and written again at its
 * end, so a run that stops halfway leaves no list and the next one starts from an empty tree: a document
 * left in the tree that no list names would be indexed as a page.
 */
function documentTree(options: DocumentCacheOptions | undefined, code: string, files: readonly string[]) {
  if (!options?.tree) return undefined
  const dir = options.tree
  const listFile = path.join(dir, "documents.json")
  let before: Record<string, TreeDocument> = {}
  try {
    before = JSON.parse(fs.readFileSync(listFile, "utf8")) as Record<string, TreeDocument>
  } catch {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  fs.mkdirSync(dir, { recursive: true })
  fs.rmSync(listFile, { force: true })
  // Before Pagefind reads any folder: the documents of pages this run does not index there.
  const names = new Set(files.map((file) => path.relative(dir, file)))
  for (const name of Object.keys(before)) if (!names.has(name)) fs.rmSync(path.join(dir, name), { force: true })
  const after: Record<string, TreeDocument> = {}
  const made = (page: string, entry: SearchEntry, key: string): TreeDocument => {
    const stat = fs.statSync(page)
    return { mtimeMs: stat.mtimeMs, size: stat.size, entry: JSON.stringify(entry), code, key }
  }
  return {
    dir,
    /** The key of this page's document when the tree holds it as the page is now (then it is kept as it is). */
    current(file: string, page: string, entry: SearchEntry): string | undefined {
      const name = path.relative(dir, file)
      const known = before[name]
      if (!known || !fs.existsSync(file)) return undefined
      const now = made(page, entry, known.key)
      if (now.mtimeMs !== known.mtimeMs || now.size !== known.size || now.entry !== known.entry || now.code !== known.code)
        return undefined
      after[name] = now
      return known.key
    },
    written(file: string, page: string, entry: SearchEntry, key: string) {
      after[path.relative(dir, file)] = made(page, entry, key)
    },
    /** Writes the list of the documents, once Pagefind has read them all. */
    finish() {
      fs.writeFileSync(listFile, JSON.stringify(after))
    },
  }
}

export interface SearchIndexResult {
  pages: number
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
  const created = await pagefind.createIndex({ forceLanguage: "tr" }).finally(() => {
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
    cache,
    documents.codeHash,
    entries.map((entry, index) => builtFile(batchOf(index), entry.path)),
  )
  try {
    let pending: Promise<void> | undefined
    for (let start = 0; start < entries.length; start += pagesPerBatch) {
      const batch = batchOf(start)
      for (const entry of entries.slice(start, start + pagesPerBatch)) {
        const file = builtFile(batch, entry.path)
        const page = builtFile(publicDir, entry.path)
        const kept = tree?.current(file, page, entry)
        if (kept !== undefined) {
          documents.keep(kept)
          continue
        }
        const { key, document } = documents.get(fs.readFileSync(page, "utf8"), entry)
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(file, document)
        tree?.written(file, page, entry, key)
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
