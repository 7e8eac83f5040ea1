import { parse } from "yaml"
import { splitMarkdown } from "../content/markdown-file"
import { renderYaml, updateYaml } from "./yaml-round-trip"

/**
 * An article file (YAML front matter and a Markdown body) as the CMS edits it: one entry whose
 * `body` field holds the text. Writing back changes only the front matter's changed lines, like the
 * YAML collections (yaml-round-trip.ts).
 */

type Plain = Record<string, unknown>

export function markdownToData(text: string): Plain {
  const parts = splitMarkdown(text)
  if (!parts) return { body: text }
  const front = (parse(parts.frontMatter) ?? {}) as Plain
  return { ...front, body: parts.body.replace(/^\n+/, "") }
}

/** The file for `data`; with `previous`, its front matter keeps the previous file's comments and order. */
export function dataToMarkdown(data: Plain, previous?: string): string {
  const { body, ...front } = data
  const before = previous ? splitMarkdown(previous) : null
  const yaml = before && before.frontMatter.trim() ? updateYaml(`${before.frontMatter}\n`, front) : renderYaml(front)
  const text = typeof body === "string" ? body.trim() : ""
  return `---\n${yaml.trimEnd()}\n---\n\n${text}\n`
}
