import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { checkFile, formatReport } from "./check-file"
import { siteSchema, type SiteContent } from "./schema/site"
import { siteFile } from "./site-file"

/**
 * data/site.yaml for the build's own code (gatsby-config, robots.txt, share cards, the host files,
 * the CMS configuration): read in one place, through the schema the content check uses, so every
 * reader gets the same typed `SiteContent` instead of a partial type of its own.
 */

const read = new Map<string, { mtimeMs: number; site: SiteContent }>()

/**
 * The site data of a data/ folder, parsed and validated once per version of the file: it is read
 * again only when its modification time changes (an editor saving it under `gatsby develop`).
 * An invalid file throws the content check's report for it, with lines and hints.
 */
export function readSiteData(dataDir: string): SiteContent {
  const file = path.resolve(dataDir, "site.yaml")
  const { mtimeMs } = fs.statSync(file)
  const cached = read.get(file)
  if (cached && cached.mtimeMs === mtimeMs) return cached.site
  const text = fs.readFileSync(file, "utf8")
  let parsed: unknown
  try {
    parsed = parse(text)
  } catch {
    // A YAML syntax error: the content check below names its line.
  }
  const result = siteSchema.safeParse(parsed)
  if (!result.success) {
    // Named as the build names it (data/site.yaml) when it is the project's own file.
    const shown = file.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), file) : file
    const { problems } = checkFile([siteFile], "site.yaml", text, shown)
    throw new Error(problems.length > 0 ? formatReport(problems) : `${file}: ${result.error.message}`)
  }
  read.set(file, { mtimeMs, site: result.data })
  return result.data
}
