import { unified, type Plugin } from "unified"
import remarkParse from "remark-parse"
import remarkGfm from "remark-gfm"
import remarkRehype from "remark-rehype"
import rehypeSanitize, { defaultSchema } from "rehype-sanitize"
import rehypeExternalLinks from "rehype-external-links"
import rehypeStringify from "rehype-stringify"
import type { Element, ElementContent, Root, RootContent } from "hast"
import { landAtForm } from "./form-links"
import { asciiSlug } from "./suggest"
import type { PictureData } from "./schema/image"

/**
 * An article's Markdown body as HTML, at build time: GitHub-flavoured Markdown (tables, lists,
 * footnotes), sanitised (no raw HTML, scripts or `style` attributes reach the page), headings with
 * ids for the table of contents, external links with rel="noopener", contact links that choose a
 * subject landing at the form, and tables in a scrolling region so a phone never scrolls sideways.
 */

export interface TocEntry {
  id: string
  text: string
  depth: 2 | 3
}

export interface RenderedMarkdown {
  html: string
  toc: TocEntry[]
}

const textOf = (node: ElementContent | RootContent): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : ""

function walk(node: Root | Element, visit: (element: Element, parent: Root | Element, index: number) => void) {
  node.children.forEach((child, index) => {
    if (child.type !== "element") return
    visit(child, node, index)
    walk(child, visit)
  })
}

/** An uploaded image as the build made it: <picture> with its formats and widths, lazy, its size reserved. */
function pictureElement(picture: PictureData, alt: string): Element {
  return {
    type: "element",
    tagName: "picture",
    properties: { dataPicture: "" },
    children: [
      ...picture.sources.map((source): Element => ({
        type: "element",
        tagName: "source",
        properties: { type: source.type, srcSet: source.srcSet, sizes: picture.sizes },
        children: [],
      })),
      {
        type: "element",
        tagName: "img",
        properties: {
          src: picture.src,
          srcSet: picture.srcSet,
          sizes: picture.sizes,
          width: picture.width,
          height: picture.height,
          alt,
          loading: "lazy",
          decoding: "async",
        },
        children: [],
      },
    ],
  }
}

/**
 * Gives each heading an id from its text in plain letters ("Özel entegratör mü, GİB portalı mı?" →
 * "ozel-entegrator-mu-gib-portali-mi"), numbered when a text repeats: a link to a section then reads
 * the same in the address bar and in a message, where Turkish letters would be percent-encoded
 * (GitHub's slugs, rehype-slug's, keep them and turn "İ" into "i" with a combining dot).
 */
const headingIds: Plugin<[], Root> = () => (tree) => {
  // The table of contents is "icindekiler" on the page (src/components/blog/table-of-contents.tsx).
  const seen = new Map<string, number>([["icindekiler", 1]])
  walk(tree, (element) => {
    if (!/^h[1-6]$/.test(element.tagName) || element.properties?.id) return
    const base = asciiSlug(textOf(element)) || "bolum"
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    element.properties = { ...element.properties, id: count === 0 ? base : `${base}-${count}` }
  })
}

/**
 * Collects the h2 and h3 headings, wraps tables, makes ?konu= links land at the form, and draws
 * each uploaded image (![alt](/media/...)) as the build's <picture>.
 */
const articleHtml: Plugin<[{ toc: TocEntry[]; pictures: ReadonlyMap<string, PictureData> }], Root> =
  ({ toc, pictures }) =>
  (tree) => {
    walk(tree, (element, parent, index) => {
      const props = element.properties ?? {}
      const picture = element.tagName === "img" && typeof props.src === "string" ? pictures.get(props.src) : undefined
      if (picture) parent.children[index] = pictureElement(picture, typeof props.alt === "string" ? props.alt : "")
      if ((element.tagName === "h2" || element.tagName === "h3") && typeof props.id === "string")
        toc.push({ id: props.id, text: textOf(element).trim(), depth: element.tagName === "h2" ? 2 : 3 })
      if (element.tagName === "a" && typeof props.href === "string" && props.href.startsWith("/"))
        props.href = landAtForm(props.href)
      if (element.tagName === "table") {
        parent.children[index] = {
          type: "element",
          tagName: "div",
          // A region a keyboard can scroll: axe requires a scrollable region to be focusable and named.
          properties: { dataTable: "", tabIndex: 0, role: "region", ariaLabel: "Tablo (yana kaydırılabilir)" },
          children: [element],
        }
      }
    })
  }

/**
 * Renders one article body; `toc` lists its h2 and h3 headings in order. `pictures` holds the variants
 * of the body's images by their `src` (src/kinds/articles/article-pages.ts makes them).
 */
export function renderMarkdown(markdown: string, pictures: ReadonlyMap<string, PictureData> = new Map()): RenderedMarkdown {
  const toc: TocEntry[] = []
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, defaultSchema)
    .use(headingIds)
    .use(rehypeExternalLinks, { rel: ["noopener"], protocols: ["http", "https"] })
    .use(articleHtml, { toc, pictures })
    .use(rehypeStringify)
    .processSync(markdown)
  return { html: String(html), toc }
}
