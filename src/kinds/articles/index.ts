import { articleSchema, articleCategories, type ArticleCategory } from "./schema"
import { articleRoutes, articleTypeName, categoryPath } from "./routes"

export { isArticleRoute } from "./routes"
import type { PageType } from "../../content/kind"
import { articleBlog } from "./article-blog"
import { articleHeadings } from "./article-headings"

/**
 * Articles (data/articles/*.md, Markdown with YAML front matter as Decap writes it): guides,
 * customer stories and news at /blog/<slug>, with the blog's listings (src/kinds/articles/routes.ts).
 */
export const articles = {
  typeName: articleTypeName,
  folder: "articles",
  extensions: [".md"],
  schema: articleSchema,
  template: "kinds/articles/article-page",
  cms: {
    label: "Yazılar",
    description: "Rehberler, başarı hikâyeleri ve haberler; her yazı /blog altında kendi sayfasında yayımlanır",
    singular: "Yazı",
    // An article's file is named by its address, so the file and the page never disagree.
    fileName: "{{fields.slug}}",
    previewPath: "blog/{{fields.slug}}",
    addressPrefix: "",
    // Dates in Turkish order (gün.ay.yıl, 24 hours) in the list of entries.
    summary: "{{fields.title}} · {{fields.date | date('DD.MM.YYYY HH:mm')}}",
    sortableFields: ["title", "date"],
    // The newest article first, as the blog lists them.
    defaultSort: { field: "date", direction: "desc" },
  },
  section: "Blog",
  routes: articleRoutes,
  search: (route) => {
    const id = route.data?.category as ArticleCategory | undefined
    const category = id ? articleCategories[id] : undefined
    // Listing pages (/blog, its categories and their pages) only repeat what the articles say.
    if (!route.file || !id || !category) return null
    return {
      kind: "Yazı",
      category: category.label,
      group: category.plural,
      more: { href: categoryPath(id), label: `Tüm ${category.plural.toLocaleLowerCase("tr")}` },
      // Categories in their order, after the solution, support and corporate pages.
      order: 4 + Object.keys(articleCategories).indexOf(id) / 10,
      ...(typeof route.data?.date === "string" && { date: route.data.date }),
    }
  },
  lastModified: (data) =>
    typeof data.updated === "string" ? data.updated : typeof data.date === "string" ? data.date : undefined,
  card: (data) => {
    const cover = (data.cover as { src?: unknown } | undefined)?.src
    return typeof cover === "string" ? { image: cover } : {}
  },
  rules: [articleBlog, articleHeadings],
  // Resolved when a page query asks for them (src/kinds/articles/article-fields.ts): the body as HTML with its
  // headings, the labels and reading time; and the solution pages a customer story used.
  graphql: {
    fields: {
      Article: [
        "  rendered: RenderedMarkdown! @markdownBody",
        "  path: String! @articleField",
        "  dateLabel: String! @articleField",
        "  updatedLabel: String @articleField",
        "  categoryLabel: String! @articleField",
        "  sectorLabel: String @articleField",
        "  readingMinutes: Int! @articleField",
      ],
      CustomerStory: ["  solutionLinks: [PageLink!]! @solutionLinks"],
    },
    types: [
      "type TocEntry { id: String!\n text: String!\n depth: Int! }",
      "type RenderedMarkdown { html: String!\n toc: [TocEntry!]! }",
      "type PageLink { href: String!\n title: String! }",
    ],
  },
  // The front matter's ids, keys and dates: no words a visitor reads (the house-style rules skip them).
  notText: ["solutions", "author", "sector", "subject", "category", "date", "updated"],
} as const satisfies PageType
