import type { Policy } from "../../src/postbuild/host-config"

/**
 * Reading what the build wrote for hosts, as a host and a browser read it: a _headers file, its
 * rules matched to a URL path (the server's own reader, src/postbuild/headers-file.ts), and
 * Content-Security-Policy values.
 */

// The build's own reading of _headers, which `npm start`'s server (scripts/serve.ts) applies too.
export { headersForPath, parseHeadersFile, patternMatches } from "../../src/postbuild/headers-file"

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
