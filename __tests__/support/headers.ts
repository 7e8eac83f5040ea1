import type { HeaderRule, Policy } from "../../src/build/host-config"

/**
 * Reading what the build wrote for hosts, as a host and a browser read it: a _headers file, its
 * rules matched to a URL path, and Content-Security-Policy values. The build only writes these
 * (src/build/host-config.ts); the tests and the suite's static server (and so the bench) read them.
 */

/** Reads a _headers file: a path at the start of a line, then its indented "Name: value" lines. */
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

/**
 * Whether a _headers path pattern matches a URL path, as Netlify's parser builds it: `*` matches
 * anything (slashes too), `:name` one segment, a trailing slash is optional, case is ignored.
 */
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

/**
 * The headers a host sends for a URL path: those of every matching rule in file order, a header
 * that several rules set joined with ", " (Cloudflare Pages' documented behaviour, the one that
 * matters for the CSP, since the browser then enforces each policy).
 */
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

/** A Content-Security-Policy value as directives (lower case) with their sources. */
export function parsePolicy(value: string): Policy {
  return value
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .filter((tokens) => tokens[0])
    .map(([name, ...sources]) => [name.toLowerCase(), sources])
}

/** The policy a page states in its own <meta http-equiv> element, if it has one. */
export function metaPolicyIn(html: string): Policy | null {
  const element = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/.exec(html)?.[0]
  return element ? parsePolicy(/content="([^"]*)"/.exec(element)?.[1] ?? "") : null
}
