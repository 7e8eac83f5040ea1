import type { ContentType } from "../../content/kind"
import { hasLeadForm } from "../../content/notice-version"
import { notFoundPages, siteRoutes } from "../../content/routes"
import { leadContentFiles } from "../../leads/content-files"

/**
 * netlify.toml, committed at the project root (`npm run host-config` writes it; a unit test keeps
 * the two equal): the build, the lead service as a function and the not-found rules. Netlify's
 * response headers are in public/_headers (headers.ts).
 */

/**
 * The routes of the pages with a lead form (a contact or demo form section, or a kind's `leadForm` route such
 * as an e-document check's result), which the Netlify function serves with a fresh token. netlify.toml and
 * the function's `config.path` must be literal, so `npm run host-config` writes them from this list; a unit
 * test keeps the committed files so, and the browser suite holds the list to the built pages.
 */
export function formPageRoutes(kinds: readonly ContentType[], dataDir: string): string[] {
  return siteRoutes(kinds, dataDir)
    .filter((route) => route.leadForm || hasLeadForm(route.data))
    .map((route) => route.slug)
    .sort()
}

/** The marked lines of netlify/functions/leads.ts that `npm run host-config` writes. */
export const functionRoutesStart = "// host-config: form routes (written by `npm run host-config`; do not edit)"
export const functionRoutesEnd = "// host-config: end"

/** Those lines for `routes`: the function's list of form pages and its literal `config.path`. */
export function functionRoutesBlock(routes: readonly string[]): string {
  const list = (items: readonly string[]) => items.map((item) => `  ${JSON.stringify(item)},`).join("\n")
  return [
    functionRoutesStart,
    `export const formRoutes: readonly string[] = [\n${list(routes)}\n]`,
    "// Literal, as Netlify reads it from the source: the API and each form page, with and without the",
    "// trailing slash. A function's path takes precedence over the static file of that address.",
    `export const config = {\n  path: [\n${list(["/api/leads", "/api/leads/token", ...routes.flatMap((route) => [route, `${route}/`])]).replace(/^/gm, "  ")}\n  ],\n}`,
    functionRoutesEnd,
  ].join("\n")
}

/** The function's source with its marked lines replaced by those for `routes`. */
export function withFunctionRoutes(source: string, routes: readonly string[]): string {
  const start = source.indexOf(functionRoutesStart)
  const end = source.indexOf(functionRoutesEnd)
  if (start === -1 || end === -1) throw new Error("netlify/functions/leads.ts has lost its host-config markers")
  return source.slice(0, start) + functionRoutesBlock(routes) + source.slice(end + functionRoutesEnd.length)
}

/** netlify.toml (committed at the project root; a unit test keeps it equal to this). */
export function renderNetlifyToml(kinds: readonly ContentType[], dataDir: string): string {
  const formFiles = formPageRoutes(kinds, dataDir)
    .map((route) => `"public${route}/index.html"`)
    .join(", ")
  const contentFiles = leadContentFiles(kinds)
    .map((file) => `"${file}"`)
    .join(", ")
  // A translation's not-found page answers the unknown addresses under its prefix, before the site's own.
  const translatedNotFound = notFoundPages(siteRoutes(kinds, dataDir))
    .map(
      (
        page,
      ) => `# Unknown addresses under ${page.slug.slice(0, -"/404".length)}/: that language's not-found page, with status 404.
[[redirects]]
  from = "${page.slug.slice(0, -"/404".length)}/*"
  to = "${page.slug}/index.html"
  status = 404

`,
    )
    .join("")
  return `# Netlify settings. Written by \`npm run host-config\` from src/postbuild/host/netlify.ts; do not edit.
# The response headers (CSP, HSTS, cache rules ...) are in public/_headers, which the build writes.

[build]
  command = "npm run build"
  publish = "public"

[build.environment]
  NODE_VERSION = "20"
  GATSBY_TELEMETRY_DISABLED = "1"

# The lead service as a function (netlify/functions/leads.ts; its KVKK consequence is written there):
# it reads the content files it needs (src/leads/content-files.ts) and applies the migrations at run
# time, and serves the built form pages with a fresh time token (their headers from public/_headers),
# so a post without JavaScript succeeds.
[functions]
  included_files = [${contentFiles}, "src/leads/migrations/**", "public/_headers", ${formFiles}]

# Gatsby also writes the not-found page as /404/index.html: that address answers 404 too.
[[redirects]]
  from = "/404"
  to = "/404.html"
  status = 404
  force = true

${translatedNotFound}# Any unknown address: the not-found page with status 404. Files that exist are served first.
# There is deliberately no /about/ -> /about rule: Netlify matches rules with and without the
# trailing slash, so it would redirect /about to itself.
[[redirects]]
  from = "/*"
  to = "/404.html"
  status = 404
`
}
