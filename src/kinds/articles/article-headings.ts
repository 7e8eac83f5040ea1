import { isTopHeading } from "../../content/rules/markdown-lines"
import type { ContentRule } from "../../content/rules/rule"

/**
 * A rule of the articles (src/kinds/articles/index.ts): a body's headings start at "##", as the page's
 * only h1 is the article's title.
 */
export const articleHeadings: ContentRule = ({ filesOf, bodyLines }, kind) =>
  (kind ? filesOf(kind) : []).flatMap((entry) =>
    bodyLines(entry)
      .filter(({ text, inCode }) => !inCode && isTopHeading(text))
      .map(({ text, line }) => ({
        file: entry.file,
        line,
        field: "body",
        expected: "## ile başlayan bir ara başlık (tek # yazının başlığına ayrılmıştır: sayfada başlık bir kez yazılır)",
        found: `"${text.trim()}"`,
        hint: `"#${text.trim()}" yazın`,
      })),
  )
