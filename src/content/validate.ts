import fs from "fs"
import path from "path"
import type { Problem } from "./check-file"
import { checkContent } from "./check-content"
import type { ContentType } from "./kind"
import { mediaOnDisk } from "./media-files"
import { rememberContent } from "./routes"
import { projectRules } from "./rules/project"
import { fileResults, type CheckCacheOptions } from "./file-memo"

/**
 * Checks every YAML file under data/ before Gatsby creates a page, so an editor who commits a
 * mistake gets one report naming every problem instead of a half-built site. All checks run in
 * one pass: a file with a schema problem still has its links, slug and tokens checked, and every
 * problem comes with the nearest valid value where one is likely. The check itself is
 * check-content.ts, which the CMS also runs; this module gives it the files of data/ on disk.
 */

export { formatReport, formatWarnings, passedMessage, reportEndings, type Problem } from "./check-file"
export { markdownImages } from "./rules/markdown-lines"

export interface ContentFile {
  file: string
  typeName: string
  data: Record<string, unknown>
}

export interface ValidationResult {
  problems: Problem[]
  /** Findings that do not stop the build (ContentType.warnings), in the report's format. */
  warnings: Problem[]
  files: ContentFile[]
}

/** The content files of data/ (YAML, Markdown), relative to it with "/" separators, sorted. */
export const listYamlFiles = (dataDir: string) =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .sort()

/**
 * `types` is the table of src/kinds/; a test may pass a variant of it (a kind whose
 * pages a listing page links to, a kind with a rule of its own) to check the rules that depend on the kinds.
 */
export function validateContent(
  types: readonly ContentType[],
  dataDir: string,
  { projectDir = path.dirname(dataDir), cache }: { projectDir?: string; cache?: CheckCacheOptions } = {},
): ValidationResult {
  const display = (name: string) => path.relative(projectDir, path.join(dataDir, name)).split(path.sep).join("/")
  const names = fs.existsSync(dataDir) ? listYamlFiles(dataDir) : []
  const nameOf = new Map(names.map((name) => [display(name), name]))
  const texts = new Map<string, string>()
  const text = (name: string) => {
    let known = texts.get(name)
    if (known === undefined) texts.set(name, (known = fs.readFileSync(path.join(dataDir, name), "utf8")))
    return known
  }
  // With `cache` (the build), the checks of one file alone keep their results for unchanged files (file-memo.ts).
  const results = fileResults(cache, (file) => {
    const name = nameOf.get(file)
    return name === undefined ? undefined : text(name)
  })
  const { problems, warnings, checked } = checkContent(
    types,
    { names, text, media: mediaOnDisk(path.join(dataDir, "media")), dataDir, projectDir, display },
    {
      memo: results.memo,
      projectRules,
      // The build's routes read the same files next (gatsby-node's createPages): parsed once.
      checkedOne: (name, result) => {
        if (result.raw) rememberContent(path.join(dataDir, name), text(name), result.raw)
      },
    },
  )
  results.save()

  const files = checked
    .filter((c) => c.data && c.type && c.problems.length === 0)
    .map((c) => ({
      file: c.file,
      typeName: (c.translation && c.type?.translation?.typeName) || (c.type?.typeName as string),
      data: c.data as Record<string, unknown>,
    }))
  const withProblems = new Set(problems.map((p) => p.file))
  return { problems, warnings, files: files.filter((f) => !withProblems.has(f.file)) }
}
