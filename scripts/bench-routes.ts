import { siteRoutes } from "../src/content/routes"
import { contentTypes } from "../src/kinds"

/**
 * The routes `npm run bench` measures: every route the build creates (src/content/routes.ts, the
 * list the browser tests use), or the ones `--routes=/,/about` names, each of which must be one of them.
 */
export function benchRoutes(dataDir: string, only?: string): string[] {
  const all = siteRoutes(contentTypes, dataDir).map((route) => route.slug)
  if (only === undefined) return all
  const chosen = only.split(",").filter(Boolean)
  const unknown = chosen.filter((route) => !all.includes(route))
  if (unknown.length > 0) throw new Error(`--routes names addresses the site does not have: ${unknown.join(", ")}`)
  return chosen
}
