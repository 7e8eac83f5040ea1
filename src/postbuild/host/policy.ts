import { parse } from "yaml"
import type { SiteContent } from "../../content/schema/site"
import { speculationRulesText } from "../speculation-rules"
import { hashSource, inlineContent, type InlineContent } from "./html-scan"

/**
 * The Content-Security-Policies of the built site: each page's own (from its inline code,
 * html-scan.ts), the CMS's, the unions that shared _headers rules send, and the policy a page states
 * in its own <meta> element. Pure; plan.ts assigns them to paths.
 */

/** A Content-Security-Policy as directives with their source lists, in writing order. */
export type Policy = [directive: string, sources: string[]][]

/** The parts of data/site.yaml (src/content/read-site.ts) the host files use. */
export type HostSite = Pick<SiteContent, "siteUrl" | "forms"> & { emails: Pick<SiteContent["emails"], "support"> }

/** The editors' CMS (static/admin/), when the build has one: its page and its config.yml. */
export interface BuiltAdmin {
  html: string
  config?: string | null
}

/** The hash of the empty string: see `pagePolicy` on why form pages allow it as a style. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

const unique = (values: string[]) => [...new Set(values)]

/** The origin of the form endpoint of data/site.yaml, if one is set. */
export function endpointOrigin(site: HostSite): string | null {
  const endpoint = site.forms?.endpoint
  return endpoint ? new URL(endpoint).origin : null
}

/**
 * A page's policy. Scripts: the site's own files plus the hashes of this page's inline scripts
 * (the marks Seo sets on <html> and the site module's loader in <head>; JSON-LD is data, which CSP
 * does not govern) and of the speculation rules the site module adds after the first paint. Styles: the hashes of this page's <style> elements, written by Emotion at build time.
 * A page with a form island also allows the empty style element: in the browser Emotion creates
 * an empty <style> and adds the rules a later form state needs (the sent or failed message)
 * through the CSSOM (insertRule), which CSP does not restrict, so only the empty element itself
 * must pass. Forms may post and fetch only to the site itself and the configured endpoint. The
 * search page alone may compile WebAssembly ('wasm-unsafe-eval', not 'unsafe-eval': no eval of
 * strings): Pagefind's search runs as wasm in the page, fetched from /pagefind/ like any script.
 * Images: the site's own, and `data:` for the favicon the head writes in as an address
 * (src/components/favicon.ts); a data: image runs nothing and sends nothing anywhere.
 */
export function pagePolicy(site: HostSite, content: InlineContent): Policy {
  const endpoint = endpointOrigin(site)
  const styleHashes = unique(content.styles.map(hashSource))
  if (content.islands && !styleHashes.includes(EMPTY_STYLE_HASH)) styleHashes.push(EMPTY_STYLE_HASH)
  return [
    ["default-src", ["'self'"]],
    [
      "script-src",
      [
        "'self'",
        ...(content.search ? ["'wasm-unsafe-eval'"] : []),
        ...unique([...content.scripts, speculationRulesText].map(hashSource)),
      ],
    ],
    ["style-src", ["'self'", ...styleHashes]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(endpoint ? [endpoint] : [])]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'", ...(endpoint ? [endpoint] : [])]],
  ]
}

/** Where each Decap CMS backend sends its API requests when config.yml names no api_root. */
const backendApis: Record<string, string[]> = {
  github: ["https://api.github.com"],
  gitlab: ["https://gitlab.com"],
  bitbucket: ["https://api.bitbucket.org", "https://bitbucket.org"],
  azure: ["https://dev.azure.com"],
  // Netlify's Git Gateway and Identity answer on the site's own origin (/.netlify/...).
  "git-gateway": [],
  "test-repo": [],
}

interface CmsConfig {
  backend?: { name?: string; api_root?: string }
  local_backend?: boolean | { url?: string }
}

/** The origins the CMS talks to, from its config.yml: the backend's API and the local proxy. */
export function cmsOrigins(config: string | null | undefined): string[] {
  if (!config) return []
  const parsed = (parse(config) ?? {}) as CmsConfig
  const origins: string[] = []
  const backend = parsed.backend ?? {}
  if (backend.api_root) origins.push(new URL(backend.api_root).origin)
  else origins.push(...(backendApis[backend.name ?? ""] ?? []))
  // `npx decap-server` on the editor's machine, which the CMS asks first when local_backend is on.
  if (parsed.local_backend) {
    const url = typeof parsed.local_backend === "object" && parsed.local_backend.url
    origins.push(url ? new URL(url).origin : "http://localhost:8081")
  }
  return unique(origins)
}

/**
 * The CMS's policy: a React application that compiles its config schema at run time (ajv, hence
 * 'unsafe-eval'), inserts its styles as it renders ('unsafe-inline' for styles, never for
 * scripts), previews media from the repository and from the editor's uploads, and talks to its backend's API. It still may not
 * be framed, run plugins or change its base address.
 */
export function adminPolicy(admin: BuiltAdmin): Policy {
  const content = inlineContent(admin.html)
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'", ...unique(content.scripts.map(hashSource)), ...unique(content.externalScripts)]],
    ["style-src", ["'self'", "'unsafe-inline'", ...unique(content.externalStyles)]],
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["media-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    // blob:: on publishing, Decap reads an image just uploaded in the media library back from its
    // blob: address to send it with the entry (its toBase64); without it the upload is never saved.
    ["connect-src", ["'self'", "blob:", ...cmsOrigins(admin.config)]],
    ["frame-src", ["'self'", "blob:"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
  ]
}

/** Directives that fall back to default-src when a policy leaves them out. */
const fetchDirectives = new Set([
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "manifest-src",
  "media-src",
  "frame-src",
  "worker-src",
  "object-src",
])

const sourcesOf = (policy: Policy, directive: string): string[] | undefined =>
  policy.find(([name]) => name === directive)?.[1] ??
  (fetchDirectives.has(directive) ? policy.find(([name]) => name === "default-src")?.[1] : undefined)

/**
 * The policy sent with every response (the `/*` rule): the union of every page's and the CMS's
 * policy, so it never forbids what a path's own policy allows. Hosts that apply every matching
 * rule send both and the browser enforces both, which leaves each page's own, stricter policy;
 * paths without a rule of their own (the not-found page at an unknown address, plain files) get
 * this one. Its style-src allows inline styles instead of listing every page's hashes, which
 * would make the header too long for Cloudflare Pages (2,000 characters a line).
 */
export function fallbackPolicy(policies: Policy[]): Policy {
  const directives = unique(policies.flatMap((policy) => policy.map(([name]) => name)))
  const union: Policy = []
  for (const directive of directives) {
    const lists = policies.map((policy) => sourcesOf(policy, directive))
    // A policy without this directive allows everything it governs: so does the union.
    if (lists.some((list) => list === undefined)) continue
    let sources = unique(lists.flat() as string[])
    if (sources.length > 1) sources = sources.filter((source) => source !== "'none'")
    if (directive === "style-src" && sources.some((source) => source.startsWith("'sha"))) {
      // A hash in the list would make the browser ignore 'unsafe-inline'.
      sources = unique([...sources.filter((source) => !source.startsWith("'sha")), "'unsafe-inline'"])
    }
    union.push([directive, sources])
  }
  return union
}

/**
 * The union of the policies of one folder's pages: every source any of them allows. Unlike the
 * site-wide `fallbackPolicy`, style-src keeps its hashes (no 'unsafe-inline').
 */
export function sharedPolicy(policies: Policy[]): Policy {
  const directives = unique(policies.flatMap((policy) => policy.map(([name]) => name)))
  const union: Policy = []
  for (const directive of directives) {
    const lists = policies.map((policy) => sourcesOf(policy, directive))
    if (lists.some((list) => list === undefined)) continue
    let sources = unique(lists.flat() as string[])
    if (sources.length > 1) sources = sources.filter((source) => source !== "'none'")
    union.push([directive, sources])
  }
  return union
}

export const serializePolicy = (policy: Policy) => policy.map(([name, sources]) => [name, ...sources].join(" ")).join("; ")

/** Directives a policy in a <meta> element may not carry: browsers ignore them there, with a warning. */
const headerOnlyDirectives = new Set(["frame-ancestors", "report-uri", "report-to", "sandbox"])

/**
 * The directives of a page's policy that a shared rule's policy does not already state with exactly
 * the same sources. Browsers enforce every policy a page gets, so the header's policy and a <meta>
 * with only these directives are as strict as the page's whole policy, in a fraction of the bytes
 * (each page's <meta> travels in its first round trip).
 */
export function beyondShared(policy: Policy, shared: Policy): Policy {
  const same = (a: string[], b: string[] | undefined) =>
    b !== undefined && a.length === b.length && a.every((source) => b.includes(source))
  return policy.filter(([name, sources]) => !same(sources, sourcesOf(shared, name)))
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/

/**
 * A page with its own policy in a <meta> element right after the charset, before any script or
 * style. At an unknown address the host has no rule for the path and sends only the site-wide
 * policy, which, as the union of every policy, allows the eval the CMS needs; the browser enforces
 * the not-found page's <meta> policy as well, so the page is as strict there as everywhere else.
 * The pages of a shared rule (`sharedFolders`) carry theirs the same way.
 */
export function withMetaPolicy(html: string, policy: Policy): string {
  const element = `<meta http-equiv="Content-Security-Policy" content="${serializePolicy(
    policy.filter(([name]) => !headerOnlyDirectives.has(name)),
  )}"/>`
  const without = html.replace(META_POLICY, "")
  const charset = /<meta charSet="utf-8"\/>/i.exec(without)
  if (!charset) throw new Error("A page has no <meta charSet> to put its policy after")
  const end = charset.index + charset[0].length
  return without.slice(0, end) + element + without.slice(end)
}
