import { articleSectors, type Article } from "./schema/article"
import type { ImageRef, PictureData } from "./schema/image"
import type { BlogSettings } from "./schema/blog"
import { summaryOf, turkishDate, type ArticleFile, type ArticleSummary } from "./articles"
import type { TocEntry } from "./markdown"
import { landAtForm } from "./form-links"

/**
 * What an article's page shows, handed to src/templates/article.tsx in the page context by
 * gatsby-node (see src/kinds/, `inContext`): the front matter with its tokens filled in,
 * the body as HTML, its table of contents, the related articles and the call to action.
 */

/** Where an article's call to action leads: the contact form with its subject, or the demo form. */
export function articleCta({ subject }: { subject?: string | null }): { href: string } {
  return { href: subject ? `/contact?konu=${subject}` : "/demo" }
}

/** A table of contents is worth it from this many sections (h2) on. */
export const tocFromSections = 4

export interface ArticlePageContext {
  article: ArticleSummary & {
    updated: string | null
    updatedLabel: string | null
    author: { name: string; role: string }
    sectorLabel: string | null
    html: string
    toc: TocEntry[]
    words: number
    customer:
      | (NonNullable<Article["customer"]> & {
          solutionLinks: { href: string; title: string }[]
          logoPicture: PictureData | null
          photoPictures: { picture: PictureData; alt: string; caption: string | null }[]
        })
      | null
    /** The cover as the build made it, with its alt text ("" when decorative). */
    coverPicture: { picture: PictureData; alt: string; caption: string | null } | null
  }
  related: ArticleSummary[]
  cta: { heading: string; text: string; label: string; href: string }
}

export interface ArticlePageInput {
  file: ArticleFile
  rendered: { html: string; toc: TocEntry[] }
  words: number
  related: ArticleFile[]
  blog: BlogSettings
  /** Page titles by address, to name the solution pages a customer story links to. */
  titles: ReadonlyMap<string, string>
  /** The variants of the article's images (cover, logo, photos) by their `src`. */
  pictures: ReadonlyMap<string, PictureData>
}

const altOf = (image: ImageRef) => (image.decorative ? "" : (image.alt ?? ""))

export function articlePageContext({
  file,
  rendered,
  words,
  related,
  blog,
  titles,
  pictures,
}: ArticlePageInput): ArticlePageContext {
  const drawn = (image: ImageRef | undefined) => {
    const picture = image ? pictures.get(image.src) : undefined
    return image && picture ? { picture, alt: altOf(image), caption: image.caption ?? null } : null
  }
  const { article } = file
  const author = blog.authors.find((a) => a.id === article.author)
  if (!author) throw new Error(`${file.file}: no author "${article.author}" in data/blog.yaml`)
  const call = blog.calls.find((c) => c.category === article.category)
  if (!call) throw new Error(`${file.file}: data/blog.yaml has no call for the category "${article.category}"`)
  const cta = articleCta(article)
  const sections = rendered.toc.filter((entry) => entry.depth === 2).length
  return {
    article: {
      ...summaryOf(file),
      updated: article.updated ?? null,
      updatedLabel: article.updated ? turkishDate(article.updated) : null,
      author: { name: author.name, role: author.role },
      sectorLabel: article.sector ? articleSectors[article.sector].label : null,
      html: rendered.html,
      // Sections only: with their subsections the list grows longer than a phone's screen.
      toc: sections >= tocFromSections ? rendered.toc.filter((entry) => entry.depth === 2) : [],
      words,
      customer: article.customer
        ? {
            ...article.customer,
            solutionLinks: article.customer.solutions.map((href) => ({
              href,
              title: titles.get(href.replace(/[?#].*$/, "")) ?? href,
            })),
            logoPicture: drawn(article.customer.logo)?.picture ?? null,
            photoPictures: (article.customer.photos ?? []).flatMap((photo) => drawn(photo) ?? []),
          }
        : null,
      coverPicture: drawn(article.cover),
    },
    related: related.map(summaryOf),
    cta: {
      heading: call.heading,
      text: call.text,
      label: cta.href === "/demo" ? blog.demoLabel : blog.contactLabel,
      href: landAtForm(cta.href),
    },
  }
}
