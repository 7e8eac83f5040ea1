import type { z } from "zod"
import { isMarkdown, isPageType, type ContentType } from "../kind"
import type { CheckedFile } from "../check-file"
import type { MediaLookup } from "../image-check"
import { lineOf } from "../problem"
import { kindRoutes } from "../kind-routes"
import { markdownLines, type MarkdownLine } from "./markdown-lines"
import { runDirectly, type FileMemo } from "../memo"
import type { ParsedFile, Route, RuleContext } from "./rule"

/**
 * The shared context every rule reads, made once from the files as their own check left them:
 * the readable files with their YAML documents and line counters, every page's address, and the
 * settings files found by their kinds.
 */
export function ruleContext(input: {
  dataDir: string
  projectDir: string
  media: MediaLookup
  text: (name: string) => string
  kinds: readonly ContentType[]
  names: readonly string[]
  checked: readonly CheckedFile[]
  display: (name: string) => string
  memo?: (settings: unknown) => FileMemo
}): RuleContext {
  const { kinds, names, checked } = input
  const parsed: ParsedFile[] = checked.flatMap((c) =>
    c.raw && c.doc && c.counter && c.type
      ? [
          {
            file: c.file,
            doc: c.doc,
            counter: c.counter,
            data: c.raw,
            typeName: c.type.typeName,
            type: c.type,
            schemaFields: c.schemaFields,
          },
        ]
      : [],
  )
  const pageKinds = kinds.filter(isPageType)
  const pageTypeNames = new Set(pageKinds.map((t) => t.typeName))
  const pages = checked.filter((c) => c.type && pageTypeNames.has(c.type.typeName))

  // Every page's address, read from the file even when the file has other problems: the routes
  // its kind makes of the readable files (an article's /blog/<slug>, the blog's listing pages).
  const routes: Route[] = []
  const unreadable: string[] = []
  for (const kind of pageKinds) {
    const files = pages.filter((page) => page.type?.typeName === kind.typeName && page.raw)
    const made = kindRoutes(
      kind,
      files.map((page) => ({ file: page.file, data: page.raw as Record<string, unknown> })),
      { onUnreadable: () => {} },
    )
    for (const route of made) routes.push({ slug: route.slug, title: route.title, file: route.file ?? `data/${kind.folder}` })
  }
  for (const page of pages) {
    if (page.raw) continue
    // A file with a YAML syntax error usually still has a readable `slug:` line.
    const text = input.text(names[checked.indexOf(page)])
    const slug = /^slug:[ \t]*["']?(\/[^\s"'#]*)/m.exec(text)?.[1]
    if (slug) routes.push({ slug, file: page.file })
    else unreadable.push(page.file)
  }

  const kindOf = (schema: z.ZodType) => kinds.find((kind) => kind.schema === schema)
  const ofKind = (kind: ContentType) => (entry: { type?: ContentType }) => entry.type?.typeName === kind.typeName
  const bodies = new Map<ParsedFile, MarkdownLine[]>()
  return {
    ...input,
    memo: input.memo ?? (() => runDirectly),
    pageKinds,
    parsed,
    allValid: checked.every((c) => c.data),
    pages,
    routes,
    unreadable,
    filesOf: (kind) => parsed.filter(ofKind(kind)),
    fileOf: (schema) => {
      const kind = kindOf(schema)
      return kind && parsed.find(ofKind(kind))
    },
    dataOf: <S extends z.ZodType>(schema: S) => {
      const kind = kindOf(schema)
      return kind && (checked.find(ofKind(kind))?.data as z.output<S> | undefined)
    },
    bodyLines: (entry) => {
      const { body } = entry.data
      if (!isMarkdown(entry.type) || typeof body !== "string") return []
      const known = bodies.get(entry)
      if (known) return known
      const lines = markdownLines(body, (lineOf(entry.doc, entry.counter, ["body"]) ?? 0) + 1)
      bodies.set(entry, lines)
      return lines
    },
  }
}
