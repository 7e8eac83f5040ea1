import { serializePolicy } from "./policy"
import { adminHeaders, cacheControl, commonHeaders, documentHeaders, type HeaderList, type HostPlan } from "./plan"

/**
 * public/_headers, the host file Netlify and Cloudflare Pages read: the plan (plan.ts) as path
 * rules. src/postbuild/headers-file.ts reads it back for the project's own server.
 */

/** One block of a _headers file: a path pattern and the headers for the paths it matches. */
export interface HeaderRule {
  path: string
  headers: HeaderList
}

/**
 * The rules of public/_headers. Hosts apply every rule whose pattern matches (Cloudflare joins a
 * header that two rules set with a comma; Netlify keeps one), so apart from the CSP, which is
 * built to combine (see `fallbackPolicy`), no header is set by two rules that can match the same
 * path: Cache-Control and Cross-Origin-Opener-Policy are only in the specific rules.
 */
export function headerRules(plan: HostPlan): HeaderRule[] {
  const rules: HeaderRule[] = [
    { path: "/*", headers: [...commonHeaders, ["Content-Security-Policy", serializePolicy(plan.fallback)]] },
    { path: "/assets/*", headers: [["Cache-Control", cacheControl.assets]] },
    // Image variants carry their content hash too (src/postbuild/images.ts).
    { path: "/img/*", headers: [["Cache-Control", cacheControl.assets]] },
    { path: "/fonts/*", headers: [["Cache-Control", cacheControl.fonts]] },
    { path: "/pagefind/*", headers: [["Cache-Control", cacheControl.search]] },
  ]
  if (plan.admin) rules.push({ path: "/admin/*", headers: adminHeaders(plan.admin) })
  const grouped = new Set(plan.groups.flatMap((group) => group.routes))
  for (const group of plan.groups)
    rules.push({ path: `${group.prefix}/*`, headers: documentHeaders(group.policy, cacheControl.html) })
  for (const page of plan.pages) {
    if (grouped.has(page.route)) continue
    const cache = page.form ? cacheControl.form : cacheControl.html
    for (const path of page.paths) rules.push({ path, headers: documentHeaders(page.policy, cache) })
  }
  return rules
}

export function renderHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"))
  return `# Written by the build from src/postbuild/host/headers.ts; do not edit (see docs/deploying.md).\n\n${blocks.join("\n\n")}\n`
}
