import { blogSchema } from "../blog/schema"
import type { ContentRule } from "../../content/rules/rule"

/**
 * A rule of the articles (src/kinds/articles/index.ts): data/blog.yaml, optional for a site without
 * articles, exists and is valid once there are articles, as it holds their authors and the blog's texts.
 */
export const articleBlog: ContentRule = ({ filesOf, dataOf }, kind) => {
  const articles = kind ? filesOf(kind) : []
  if (dataOf(blogSchema) || articles.length === 0) return []
  return [
    {
      file: "data/blog.yaml",
      field: "",
      expected: "yazıların yazarlarını ve blog sayfasının metinlerini tutan data/blog.yaml dosyası",
      found: `dosya yok ya da geçersiz; data/articles klasöründe ${articles.length} yazı var`,
    },
  ]
}
