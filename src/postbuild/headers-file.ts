import type { HeaderRule } from "./host-config"

/**
 * Reading the public/_headers file the build writes, as Netlify and Cloudflare Pages read it, for the
 * project's own Node server (scripts/serve.ts), so `npm start` sends exactly the headers a host would.
 * The tests read _headers through this module too (__tests__/support/headers.ts).
 */

/** A path at the start of a line, then its indented "Name: value" lines; # starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(":")
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule or without a colon: "${line}"`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** Netlify's matching: `*` matches anything (slashes too), `:name` one segment, a trailing slash is optional. */
export function patternMatches(pattern: string, path: string): boolean {
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)"
      if (part === "*") return "?(.*)"
      return part
        .split("*")
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("(.*)")
    })
  return new RegExp(`^/${parts.join("/")}/?$`, "iu").test(path)
}

/** Every matching rule's headers in file order; a header set by several rules joined with ", " (as Cloudflare does). */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  const names: Record<string, string> = {}
  for (const rule of rules) {
    if (!patternMatches(rule.path, path)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      names[key] ??= name
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`
    }
  }
  return Object.fromEntries(Object.entries(headers).map(([key, value]) => [names[key], value]))
}
