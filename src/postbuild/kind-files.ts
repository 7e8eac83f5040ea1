import fs from "fs"
import path from "path"
import type { SiteRoute } from "../content/routes"
import type { SiteContent } from "../content/schema/site"

/**
 * Writes the files page kinds publish beside their pages (`files` of src/content/kind.ts: an
 * event's calendar file). A file whose bytes did not change is left alone, so a rebuild touches
 * only what changed; the number of files written is returned.
 */
export function writeKindFiles(
  routes: readonly SiteRoute[],
  site: SiteContent,
  publicDir: string,
): { files: number; written: number } {
  let files = 0
  let written = 0
  for (const route of routes)
    for (const file of route.kind.files?.(route, site) ?? []) {
      files += 1
      const target = path.join(publicDir, ...file.path.split("/").filter(Boolean))
      if (fs.existsSync(target) && fs.readFileSync(target, "utf8") === file.body) continue
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, file.body)
      written += 1
    }
  return { files, written }
}

/**
 * The file a page kind publishes at `requestPath` ("/etkinlikler/x.ics"), made from the content as it is
 * now, or undefined: the develop server answers it, so a calendar link works under `npm run cms` too.
 */
export function kindFileAt(routes: readonly SiteRoute[], site: SiteContent, requestPath: string): string | undefined {
  for (const route of routes)
    for (const file of route.kind.files?.(route, site) ?? []) if (file.path === requestPath) return file.body
  return undefined
}
