import fs from "fs"
import path from "path"
import { checkFile, type CheckedFile, type Problem } from "./check-file"
import { contentTypes, type ContentType } from "../kinds"
import { ruleContext } from "./rules/context"
import { generalRules } from "./rules"
import { rememberContent } from "./routes"
import { fileResults, type CheckCacheOptions } from "./file-memo"

/**
 * Checks every YAML file under data/ before Gatsby creates a page, so an editor who commits a
 * mistake gets one report naming every problem instead of a half-built site. All checks run in
 * one pass: a file with a schema problem still has its links, slug and tokens checked, and every
 * problem comes with the nearest valid value where one is likely. Each file is checked on its own
 * (check-file.ts), then the rules of src/content/rules read every file together: the general ones
 * (rules/index.ts), then each kind's own (its `rules` in src/kinds/).
 */

export { formatReport, passedMessage, reportEndings, type Problem } from "./check-file"
export { markdownImages } from "./rules/markdown-lines"

export interface ContentFile {
  file: string
  typeName: string
  data: Record<string, unknown>
}

export interface ValidationResult {
  problems: Problem[]
  files: ContentFile[]
}

const listYamlFiles = (dataDir: string) =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .sort()

/**
 * `types` is the table of src/kinds/; a test may pass a variant of it (a kind whose
 * pages a listing page links to, a kind with a rule of its own) to check the rules that depend on the kinds.
 */
export function validateContent(
  dataDir: string,
  projectDir = path.dirname(dataDir),
  types: readonly ContentType[] = contentTypes,
  { cache }: { cache?: CheckCacheOptions } = {},
): ValidationResult {
  const display = (name: string) => path.relative(projectDir, path.join(dataDir, name)).split(path.sep).join("/")
  const names = fs.existsSync(dataDir) ? listYamlFiles(dataDir) : []
  const stats = new Map<string, fs.Stats>()
  const checked: CheckedFile[] = names.map((name) => {
    const file = path.join(dataDir, name)
    const stat = fs.statSync(file)
    stats.set(display(name), stat)
    const result = checkFile(name, fs.readFileSync(file, "utf8"), display(name))
    // The build's routes read the same files next (gatsby-node's createPages): parsed once.
    if (result.raw) rememberContent(file, stat, result.raw)
    return result
  })
  // With `cache` (the build), the checks of one file alone keep their results for unchanged files (file-memo.ts).
  const results = fileResults(cache, stats)
  const context = ruleContext({ dataDir, projectDir, kinds: types, names, checked, display, memo: results.memo })
  const problems = [
    ...checked.flatMap((c) => c.problems),
    ...generalRules.flatMap((rule) => rule(context)),
    ...types.flatMap((kind) => (kind.rules ?? []).flatMap((rule) => rule(context, kind))),
  ]
  results.save()

  const files = checked
    .filter((c) => c.data && c.type && c.problems.length === 0)
    .map((c) => ({ file: c.file, typeName: c.type?.typeName as string, data: c.data as Record<string, unknown> }))
  const withProblems = new Set(problems.map((p) => p.file))
  return { problems, files: files.filter((f) => !withProblems.has(f.file)) }
}
