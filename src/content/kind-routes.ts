import { parse } from "yaml"
import { contentYaml, splitMarkdown } from "./markdown-file"
import type { KindFile, PageType, SiteRoute } from "./kind"

/**
 * The routes a kind makes of its files, and a file's data as the content check reads it: the part of
 * routes.ts that reads no file, so the CMS's check in the browser uses the same code as the build.
 */

export type { SiteRoute } from "./kind"

export interface RouteOptions {
  /**
   * Called with a file that cannot be read (bad YAML, no slug), which is then left out; without it
   * such a file throws. `gatsby develop` keeps the other pages while an editor fixes one.
   */
  onUnreadable?: (file: string, error: Error) => void
}

/**
 * A file's data as the content check reads it. A Markdown file's front matter is parsed as YAML and
 * its body taken as it is: the same value as `body: |2-` in contentYaml's text (trailing line breaks
 * dropped), without running the YAML parser over thousands of long bodies.
 */
export function parseContent(name: string, text: string): unknown {
  const parts = name.endsWith(".md") ? splitMarkdown(text) : null
  if (!parts) return parse(contentYaml(name, text))
  const data = parse(parts.frontMatter) as unknown
  if (typeof data !== "object" || data === null || Array.isArray(data) || "body" in data) return parse(contentYaml(name, text))
  return { ...data, body: parts.body.replace(/\n+$/, "") }
}

/** The routes of one kind's files; a file its route function cannot read is handled as unreadable. */
export function kindRoutes(kind: PageType, files: KindFile[], options: RouteOptions = {}): SiteRoute[] {
  try {
    return kind.routes(files).map((route) => ({ ...route, kind }))
  } catch (error) {
    if (!options.onUnreadable) throw error
    // Find the file that fails, so the others still make their pages.
    const readable = files.filter((file) => {
      try {
        kind.routes([file])
        return true
      } catch (fileError) {
        options.onUnreadable?.(file.file, fileError as Error)
        return false
      }
    })
    return kind.routes(readable).map((route) => ({ ...route, kind }))
  }
}
