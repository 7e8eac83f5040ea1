import type { ContentType } from "../../content/kind"
import { leadContentFiles } from "../../leads/content-files"

/**
 * netlify.toml, committed at the project root (`npm run host-config` writes it; a unit test keeps
 * the two equal): the build, the lead service as a function and the not-found rules. Netlify's
 * response headers are in public/_headers (headers.ts).
 */

/**
 * The routes of the pages with a lead form, which the Netlify function serves with a fresh token.
 * netlify.toml and the function's `config.path` must be literal, so they are named here rather than
 * found in a build; the browser suite fails when the built pages with a form differ from this list.
 */
export const netlifyFormRoutes = ["/contact", "/demo"] as const

/** netlify.toml (committed at the project root; a unit test keeps it equal to this). */
export function renderNetlifyToml(kinds: readonly ContentType[]): string {
  const formFiles = netlifyFormRoutes.map((route) => `"public${route}/index.html"`).join(", ")
  const contentFiles = leadContentFiles(kinds)
    .map((file) => `"${file}"`)
    .join(", ")
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

# Any unknown address: the not-found page with status 404. Files that exist are served first.
# There is deliberately no /about/ -> /about rule: Netlify matches rules with and without the
# trailing slash, so it would redirect /about to itself.
[[redirects]]
  from = "/*"
  to = "/404.html"
  status = 404
`
}
