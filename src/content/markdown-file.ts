/**
 * An article is a Markdown file with YAML front matter, the format Decap CMS writes:
 *
 *   ---
 *   title: ...
 *   ---
 *   Body in Markdown
 *
 * The content check reads it as YAML with one more field, `body`, so every rule of the YAML files
 * (schema, tokens, links, house style) applies unchanged and reports the file's own line numbers:
 * `asYaml` turns the opening `---` into a comment and the closing one into `body: |2-`, and indents
 * the body by two spaces, so line N of the YAML text is line N of the file.
 */

export interface MarkdownParts {
  /** The YAML between the two `---` lines. */
  frontMatter: string
  body: string
  /** The file line (1-based) of the body's first line. */
  bodyLine: number
}

const fence = /^---[ \t]*$/

/** The front matter and body of a Markdown file, or null when it does not start with a `---` block. */
export function splitMarkdown(text: string): MarkdownParts | null {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/)
  if (!fence.test(lines[0] ?? "")) return null
  const close = lines.findIndex((line, i) => i > 0 && fence.test(line))
  if (close === -1) return null
  return {
    frontMatter: lines.slice(1, close).join("\n"),
    body: lines.slice(close + 1).join("\n"),
    bodyLine: close + 2,
  }
}

/** The YAML text the content check reads for a Markdown file, line for line the same as the file. */
export function asYaml(text: string): string | null {
  return markdownYaml(text)?.yaml ?? null
}

export interface MarkdownYaml {
  /** asYaml's text. */
  yaml: string
  /** Its start, up to and with the `body: |2-` line: everything but the body's lines. */
  head: string
  /** The body's value, as the site reads it (parseContent of routes.ts): the lines, trailing line breaks dropped. */
  body: string
}

/**
 * asYaml's text with its parts: the content check parses only `head` as YAML and takes the body's value
 * as the site does, since running the YAML parser over the long body of every article was most of the
 * parse (and the body, a `|2-` block of indented lines, holds no YAML of its own).
 */
export function markdownYaml(text: string): MarkdownYaml | null {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/)
  const parts = splitMarkdown(text)
  if (!parts) return null
  const close = parts.bodyLine - 2
  const head = ["#---", ...lines.slice(1, close), "body: |2-"].join("\n")
  const body = lines.slice(close + 1).map((line) => (line === "" ? "" : `  ${line}`))
  return { yaml: [head, ...body].join("\n"), head, body: parts.body.replace(/\n+$/, "") }
}

/** The Turkish message for a Markdown file without front matter. */
export const noFrontMatter = {
  expected: "üç kısa çizgiyle (---) açılıp kapanan bir ön bilgi bloğu (başlık, adres, tarih...) ve ardından yazının metni",
  found: "dosya --- satırıyla başlamıyor ya da ön bilgi bloğu kapanmıyor",
}

/** The YAML text of a content file: the file itself, or for a Markdown file its `asYaml` form. */
export function contentYaml(name: string, text: string): string {
  if (!name.endsWith(".md")) return text
  const yaml = asYaml(text)
  if (yaml === null) throw new Error(`${name}: ${noFrontMatter.found}`)
  return yaml
}
