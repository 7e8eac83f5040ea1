/**
 * The search page (/ara): runs what the visitor types against the Pagefind index the build wrote
 * (src/postbuild/search-index.ts) and lists the results in the page's own markup
 * (src/components/sections/search-section.tsx). The query lives in the address (/ara?q=…), so a
 * result list can be shared and Back returns to it. Loaded only by the search page's own loader
 * (gatsby-ssr.tsx); no other page loads a byte of it.
 */
import { foldQuery, searchTerms, unfold } from "../content/turkish-fold"

/**
 * Results shown at once, and added by each press of "more". Each result shown costs its fragment
 * (the page's text, 3–6 KB), so the first search fetches five; a phone's screen shows about three.
 */
export const PAGE_SIZE = 5

/** Pagefind's module (public/pagefind/pagefind.js), defined by src/postbuild/browser-bundle.ts. */
declare const PAGEFIND_SCRIPT: string

/** What the search page uses of Pagefind's browser API (https://pagefind.app/docs/api/). */
interface PagefindResult {
  id: string
  score: number
  data(): Promise<{
    url: string
    excerpt: string
    meta: Record<string, string | undefined>
    filters: Record<string, string[] | undefined>
  }>
}
type PagefindFilter = string | { any?: string[]; none?: string[] }
interface Pagefind {
  options(options: { noWorker?: boolean; excerptLength?: number }): Promise<void>
  init(): Promise<void>
  search(
    term: string | null,
    options?: { filters?: Record<string, PagefindFilter> },
  ): Promise<{ results: PagefindResult[] } | null>
}

let pagefind: Promise<Pagefind> | undefined

/**
 * Pagefind's module, imported once. It runs in the page, not in its worker: the worker's file would
 * be 12 KB more for the first search, and a search over this site takes a few milliseconds.
 */
function loadPagefind(): Promise<Pagefind> {
  // esbuild writes the address in and leaves the import to the browser (browser-bundle.ts).
  pagefind ??= (import(PAGEFIND_SCRIPT) as Promise<Pagefind>).then(async (module) => {
    await module.options({ noWorker: true, excerptLength: 26 })
    await module.init()
    return module
  })
  return pagefind
}

let legalPages: Promise<Map<string, string>> | undefined

/**
 * The legal texts, as Pagefind names its pages, with their titles: the search page's directory marks
 * them (data-search-legal), and a search for no words in the `legal` filter with each title, which
 * only that legal text carries (src/postbuild/search-index.ts), names its page. The filter's file is a few
 * bytes, where the `kind` filter's names every page of the site, and no page's text is fetched. Asked once.
 */
function findLegalPages(pagefind: Pagefind): Promise<Map<string, string>> {
  const titles = [...document.querySelectorAll("[data-search-legal]")].map((link) => link.textContent?.trim() ?? "")
  legalPages ??= Promise.all(
    titles.map(async (title) => {
      const found = await pagefind.search(null, { filters: { legal: title } })
      return (found?.results ?? []).map((result) => [result.id, title] as const)
    }),
  ).then((pages) => new Map(pages.flat()))
  legalPages.catch(() => (legalPages = undefined))
  return legalPages
}

/**
 * The results in the order the page lists them: a legal text whose title names every word of the
 * query first ("kvkk" is the KVKK notice, "çerez" the cookie policy), then every other page in
 * Pagefind's order, then the other legal texts (they mention nearly every word of the site, and a
 * visitor looks for a product first). `legal` maps a legal text's id to its title.
 */
export function orderResults<T extends { id: string }>(
  results: readonly T[],
  legal: ReadonlyMap<string, string>,
  terms: string,
): T[] {
  const words = terms.split(" ").filter(Boolean)
  const names = (id: string) => {
    const title = foldQuery(legal.get(id) ?? "").split(/[^\p{L}\p{N}-]+/u)
    return words.length > 0 && words.every((word) => title.some((titleWord) => titleWord.startsWith(word)))
  }
  const named = results.filter((result) => legal.has(result.id) && names(result.id))
  const other = results.filter((result) => legal.has(result.id) && !names(result.id))
  return [...named, ...results.filter((result) => !legal.has(result.id)), ...other]
}

/** The pages that match `query`, best first (orderResults). */
export async function findPages(query: string): Promise<PagefindResult[]> {
  const terms = searchTerms(query)
  if (!terms) return []
  const pagefind = await loadPagefind()
  const [found, legal] = await Promise.all([pagefind.search(terms), findLegalPages(pagefind)])
  return orderResults(found?.results ?? [], legal, terms)
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" }
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity])

/**
 * Pagefind's excerpt (folded text, escaped, the matches in <mark>) as DOM nodes with the page's own
 * spelling put back, built as nodes so no markup from the index is ever parsed.
 */
export function excerptNodes(excerpt: string, words: readonly string[]): Node[] {
  const nodes: Node[] = []
  let marked = false
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === "<mark>" || part === "</mark>") {
      marked = part === "<mark>"
      continue
    }
    if (!part) continue
    const text = document.createTextNode(unfold(decode(part), words))
    if (!marked) nodes.push(text)
    else {
      const mark = document.createElement("mark")
      mark.append(text)
      nodes.push(mark)
    }
  }
  return nodes
}

interface Parts {
  form: HTMLFormElement
  input: HTMLInputElement
  status: HTMLElement
  results: HTMLOListElement
  more: HTMLButtonElement
  empty: HTMLElement
  none: HTMLElement
  directory: HTMLElement
}

function partsOf(root: ParentNode): Parts | null {
  const get = <T extends Element>(name: string) => root.querySelector<T>(`[data-search-${name}]`)
  const parts = {
    form: get<HTMLFormElement>("form"),
    input: get<HTMLInputElement>("input"),
    status: get<HTMLElement>("status"),
    results: get<HTMLOListElement>("results"),
    more: get<HTMLButtonElement>("more"),
    empty: get<HTMLElement>("empty"),
    none: get<HTMLElement>("none"),
    directory: get<HTMLElement>("directory"),
  }
  return Object.values(parts).every(Boolean) ? (parts as Parts) : null
}

/** A page's route from the name Pagefind gives it after its file: "/erp/muhasebe-sistemi/" is /erp/muhasebe-sistemi. */
const routeOf = (url: string) => (url.length > 1 ? url.replace(/\/$/, "") : url)

/** One result: its title as a link, what kind of page it is (and its date), and the excerpt. */
async function resultItem(result: PagefindResult): Promise<HTMLLIElement> {
  const data = await result.data()
  const meta = data.meta
  const item = document.createElement("li")
  const heading = document.createElement("h3")
  const link = document.createElement("a")
  link.href = routeOf(data.url)
  link.textContent = meta.title ?? routeOf(data.url)
  heading.append(link)
  const about = document.createElement("p")
  about.className = "search-about"
  // "Çözüm · ERP", "Yazı · Rehber"; a kind that is its own category ("Destek") once.
  about.append([meta.kind, meta.category === meta.kind ? undefined : meta.category].filter(Boolean).join(" · "))
  if (meta.date && meta.dateLabel) {
    const time = document.createElement("time")
    time.dateTime = meta.date
    time.textContent = meta.dateLabel
    about.append(" · ", time)
  }
  const excerpt = document.createElement("p")
  excerpt.append(...excerptNodes(data.excerpt, (data.filters.words?.[0] ?? "").split(" ")))
  item.append(heading, about, excerpt)
  return item
}

/**
 * Where a search's time goes, as User Timing marks the bench reads (scripts/bench-search.ts):
 * `search:start` when a query starts, `search:found` when Pagefind has ranked the pages,
 * `search:fragments` when the shown results' fragments are there, `search:shown` when they are on
 * the page. Each search replaces the last one's marks, so they never pile up.
 */
const marks = ["start", "found", "fragments", "shown"].map((name) => `search:${name}`)
function startTiming() {
  for (const name of marks) performance.clearMarks(name)
  performance.mark("search:start")
}
const mark = (name: "found" | "fragments" | "shown") => performance.mark(`search:${name}`)

/** The visitor's query as it stands in the address. */
const queryOfAddress = () => new URLSearchParams(location.search).get("q") ?? ""

/** `/ara?q=…` for a query, the page's own address without one. */
function addressOf(query: string) {
  const url = new URL(location.href)
  if (query.trim()) url.searchParams.set("q", query.trim())
  else url.searchParams.delete("q")
  return `${url.pathname}${url.search}`
}

/** Wires the search page's form; without the page's markup it does nothing. */
export function startSearch(root: ParentNode = document) {
  const parts = partsOf(root)
  if (!parts) return
  const { form, input, status, results, more, empty, none, directory } = parts
  // The status's words are the page's, in its language, with {query} and {count} to fill.
  const said = (state: "found" | "foundOne" | "none" | "failed", query: string, count: number) =>
    (status.dataset[state] ?? "").replace("{query}", query).replace("{count}", String(count))
  let run = 0
  let found: PagefindResult[] = []

  const showState = (state: "empty" | "results" | "none") => {
    empty.hidden = state !== "empty"
    none.hidden = state !== "none"
    results.hidden = state !== "results"
    directory.hidden = state === "results"
  }

  const showMore = async (from: number, current: number) => {
    const items = await Promise.all(found.slice(from, from + PAGE_SIZE).map(resultItem))
    if (current !== run) return
    results.append(...items)
    more.hidden = found.length <= from + items.length
  }

  const update = async (query: string) => {
    const current = ++run
    const trimmed = query.trim()
    startTiming()
    if (!searchTerms(trimmed)) {
      found = []
      results.replaceChildren()
      more.hidden = true
      status.textContent = ""
      showState("empty")
      return
    }
    try {
      const pages = await findPages(trimmed)
      if (current !== run) return
      found = pages
      mark("found")
      const items = await Promise.all(found.slice(0, PAGE_SIZE).map(resultItem))
      if (current !== run) return
      mark("fragments")
      results.replaceChildren(...items)
      more.hidden = found.length <= items.length
      showState(found.length > 0 ? "results" : "none")
      status.textContent = said(found.length === 0 ? "none" : found.length === 1 ? "foundOne" : "found", trimmed, found.length)
      mark("shown")
    } catch {
      if (current !== run) return
      status.textContent = said("failed", trimmed, 0)
      showState("empty")
    }
  }

  // A new search is one step in the history, however many keys it takes: its first key adds the
  // step, the next ones rewrite it; sending the form ends it, so Back returns to the search before.
  let typing = false
  const record = () => {
    const address = addressOf(input.value)
    if (address === `${location.pathname}${location.search}`) return
    if (typing) history.replaceState(null, "", address)
    else history.pushState(null, "", address)
    typing = true
  }
  input.addEventListener("input", () => {
    record()
    void update(input.value)
  })
  form.addEventListener("submit", (event) => {
    event.preventDefault()
    record()
    typing = false
    void update(input.value)
  })
  more.addEventListener("click", () => {
    const next = results.children.length
    void showMore(next, run).then(() => (results.children[next]?.querySelector("a") as HTMLElement | null)?.focus())
  })
  addEventListener("popstate", () => {
    typing = false
    input.value = queryOfAddress()
    void update(input.value)
  })
  // The index starts loading when the visitor is about to type.
  const loadIndex = () => void loadPagefind().catch(() => undefined)
  if (document.activeElement === input) loadIndex()
  else input.addEventListener("focus", loadIndex, { once: true })

  // This module runs after the page has loaded: on a slow phone the visitor may have typed by then, and
  // that text is the search, not the address's query (which it would otherwise erase).
  if (input.value.trim() !== "" && input.value !== queryOfAddress()) record()
  else input.value = queryOfAddress()
  void update(input.value)
}
