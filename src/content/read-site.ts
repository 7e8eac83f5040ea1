import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { checkFile, formatReport } from "./check-file"
import { siteSchema, type SiteContent } from "./schema/site"
import { siteFile } from "./site-file"
import { translations } from "./languages"
import { siteTextsSchema, type SiteTexts } from "./schema/site-texts"

/**
 * data/site.yaml for the build's own code (gatsby-config, robots.txt, share cards, the host files,
 * the CMS configuration): read in one place, through the schema the content check uses, so every
 * reader gets the same typed `SiteContent` instead of a partial type of its own.
 */

const read = new Map<string, { text: string; site: SiteContent }>()

/**
 * A translation's words around the site's data (data/en/site.yaml, schema/site-texts.ts), or nothing where the
 * language has none yet. The content check refuses an invalid file before the build reads it.
 */
export function readSiteTexts(dataDir: string, language: string): SiteTexts | undefined {
  const folder = translations.find((t) => t.code === language)?.folder
  const file = folder && path.resolve(dataDir, folder, "site.yaml")
  if (!file || !fs.existsSync(file)) return undefined
  const result = siteTextsSchema.safeParse(parse(fs.readFileSync(file, "utf8")))
  if (!result.success) throw new Error(`${file}: ${result.error.message}`)
  return result.data
}

/**
 * The site data of a data/ folder, parsed and validated once per version of the file: the file is read
 * at every call (a small file) and parsed again only when its text changed (an editor saving it under
 * `gatsby develop`), whatever its time and size say. An invalid file throws the content check's report
 * for it, with lines and hints.
 */
export function readSiteData(dataDir: string): SiteContent {
  const file = path.resolve(dataDir, "site.yaml")
  const text = fs.readFileSync(file, "utf8")
  const cached = read.get(file)
  if (cached?.text === text) return cached.site
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
  read.set(file, { text, site: result.data })
  return result.data
}
