import { defaultTreeAdapter as tree, html as namespaces, parse, serialize, type DefaultTreeAdapterMap } from "parse5"
import type { SearchEntry } from "../content/search"
import { foldedWords, foldLetters, foldQuery } from "../content/turkish-fold"

/**
 * The document the site search's index is made from for one built page (search-index.ts runs Pagefind
 * over these). Only what a page's <main> says is indexed, and with its Turkish letters folded
 * (src/content/turkish-fold.ts): Pagefind gets a copy of each page for indexing, never the page itself,
 * so no page a visitor loads grows by a byte. The search page folds the visitor's words the same way and
 * puts the letters back in the excerpts from each page's `words` (the words folding changed), a filter
 * rather than metadata: Pagefind indexes every metadata field's words (since 1.5), and these would add
 * an entry for each of them to the index chunks a search downloads (a third of the chunk of "geçiş" at
 * 5,000 articles), while a filter's value is only stored with the page; no search filters by it, so its
 * file is never fetched.
 */

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

const html5 = namespaces.NS.HTML

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
  let afterElement = false
  for (const child of [...element.childNodes]) {
    if (tree.isElementNode(child)) {
      if (isSkipped(child)) tree.detachNode(child)
      else {
        // Two elements side by side are two words apart on the page (links in a row, set apart by the layout):
        // Pagefind would join "Get in touch" and "KVKK" into "touchKVKK" without a space between them.
        if (afterElement) tree.insertTextBefore(element, " ", child)
        child.attrs = child.attrs.filter((attr) => attr.name !== "id")
        texts.push(foldTree(child))
        afterElement = true
      }
      continue
    }
    afterElement = false
    if (tree.isTextNode(child)) {
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

/**
 * The document Pagefind indexes for one built page: its <main>, folded, as the body (so headings
 * keep their weight), and the entry's title, description, kind, category and date as metadata and
 * filters, with the page's original spelling of every folded word (`words`, a filter no search
 * uses). Legal texts alone carry the `legal` filter, with their titles: the search page asks for them
 * by it, and its file names a handful of pages where the `kind` filter's names every page of the site.
 */
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
  return `<!DOCTYPE html><html lang="${entry.language}"><head>${head.join("")}</head><body>${serialize({ ...tree.createDocumentFragment(), childNodes: [main] })}</body></html>`
}
