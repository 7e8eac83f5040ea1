/**
 * The one walk of a Markdown body that every rule reading article bodies shares: each line with
 * its line in the file and whether it sits in fenced code, plus the images and link targets a line
 * holds. Imports nothing, so the rules a kind lists and the build (article-pages.ts) can use it.
 */

export interface MarkdownLine {
  text: string
  /** The line in the file (1-based). */
  line: number
  /** Inside fenced code (``` or ~~~), where nothing is a link or a heading; a closing fence is not. */
  inCode: boolean
}

const fence = /^\s{0,3}(```|~~~)/

/** The lines of a body whose first line is line `first` of its file. */
export function markdownLines(body: string, first: number): MarkdownLine[] {
  let inCode = false
  return body.split("\n").map((text, i) => {
    if (fence.test(text)) inCode = !inCode
    return { text, line: first + i, inCode }
  })
}

/** The images of one line of Markdown: `![alt text](/media/file.jpg "title")`. */
export const markdownImages = (line: string) =>
  [...line.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({ alt: m[1], src: m[2] }))

/** A Markdown link's target: `[text](/erp "title")`, `[id]: /erp`, `<https://...>`. */
const linkPatterns = [/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g]

/** The link targets of one line of Markdown; an image's address is an image's, not a link's. */
export function markdownLinks(line: string): string[] {
  const withoutImages = line.replace(/!\[[^\]]*\]\([^)]*\)/g, "")
  return linkPatterns.flatMap((pattern) => [...withoutImages.matchAll(pattern)].map((match) => match[1]))
}

/** A heading of level one ("# Başlık"). */
export const isTopHeading = (line: string) => /^\s{0,3}#(\s|$)/.test(line)
