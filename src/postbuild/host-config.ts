import crypto from "crypto"
import { parse } from "yaml"
import type { SiteContent } from "../content/schema/site"
import { leadContentFiles } from "../leads/content-files"
import { speculationRulesText } from "./speculation-rules"

/**
 * How a host must serve the built site: security headers, a Content-Security-Policy per page
 * (with the hashes of that page's inline scripts and styles), cache rules, the not-found page and
 * security.txt. This module is the one source for every host file the project ships:
 * public/_headers (Netlify, Cloudflare Pages), public/_nginx.conf (nginx) and netlify.toml. Every
 * function here is pure; src/postbuild/write-host-config.ts reads the build and writes the files.
 */

/** An ordered list of HTTP response headers. */
export type HeaderList = [name: string, value: string][]

/** A Content-Security-Policy as directives with their source lists, in writing order. */
export type Policy = [directive: string, sources: string[]][]

/** One block of a _headers file: a path pattern and the headers for the paths it matches. */
export interface HeaderRule {
  path: string
  headers: HeaderList
}

/** The parts of data/site.yaml (src/content/read-site.ts) the host files use. */
export type HostSite = Pick<SiteContent, "siteUrl" | "forms"> & { emails: Pick<SiteContent["emails"], "support"> }

/** A page of the build: its route ("/", "/about", "/404.html") and its HTML. */
export interface BuiltPage {
  route: string
  html: string
  /** Its inline code when already known (`inlineContent` of `html`), so the HTML need not be read. */
  content?: InlineContent
}

/** The editors' CMS (static/admin/), when the build has one: its page and its config.yml. */
export interface BuiltAdmin {
  html: string
  config?: string | null
}

// ---------------------------------------------------------------------------------------------
// Header values. Why each one is there is explained in docs/deploying.md.

/** Sent with every response. */
export const commonHeaders: HeaderList = [
  // Two years, every subdomain; no `preload`: entering the browsers' preload list is the owner's call.
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // The CSP's frame-ancestors says the same to current browsers; this header covers older ones.
  ["X-Frame-Options", "DENY"],
  [
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), " +
      "accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=()",
  ],
]

export const cacheControl = {
  /** Pages: any cache may keep them but must ask the host again before each use (ETag, 304). */
  html: "public, max-age=0, must-revalidate",
  /** public/assets/ holds only content-hashed files (src/postbuild/browser-bundle.ts): a new build writes new names. */
  assets: "public, max-age=31536000, immutable",
  /**
   * The font keeps its name when it is regenerated (`npm run build:font`), so it is cached for a
   * week and then revalidated; rename the file to replace it sooner.
   */
  fonts: "public, max-age=604800, stale-while-revalidate=86400",
  /** The CMS loads its bundle and config.yml under fixed names: always revalidate. */
  admin: "no-cache",
  /**
   * The search index (public/pagefind/, src/postbuild/search-index.ts): its chunks carry hashes, but
   * pagefind.js, its entry file and its wasm keep their names at every build: revalidate.
   */
  search: "public, max-age=0, must-revalidate",
  /**
   * Pages with a lead form: served with a fresh time token in the page, which is used once and is the
   * no-JavaScript post's idempotency key, so no cache may keep one and hand it to a second visitor.
   */
  form: "no-store",
} as const

/** The hash of the empty string: see `pagePolicy` on why form pages allow it as a style. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

// ---------------------------------------------------------------------------------------------
// Reading a page's inline code

/** A CSP hash source for inline content, as the browser hashes it (UTF-8, newlines normalised). */
export function hashSource(content: string): string {
  const digest = crypto.createHash("sha256").update(content.replace(/\r\n?/g, "\n"), "utf8").digest("base64")
  return `'sha256-${digest}'`
}

/** Script types the browser runs (or applies, for speculation rules and import maps): CSP governs them. */
const executableScriptType = (type: string) =>
  type === "" ||
  ["module", "speculationrules", "importmap"].includes(type) ||
  /^(text|application)\/(x-)?(javascript|ecmascript)$/.test(type) ||
  type === "text/jscript"

/** The attributes of a start tag, by lower-case name (a name without a value maps to ""). */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, double, single, bare] of source.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const key = name.toLowerCase()
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? "")
  }
  return attributes
}

/**
 * The attribute names inlineContent looks at, anywhere in a tag's source: a tag without one of them
 * needs no parsing (most tags are SVG paths; parsing them all was 1.3 s of 1,221 pages' host files).
 */
const readsAttributes = /(?:^|[\s"'/])(?:data-island|data-search-form|style|on[a-z]+|href|src|action|formaction)\b/i

const isRemote = (url: string) => /^(https?:)?\/\//i.test(url)
const originOf = (url: string) => new URL(url, "https://self.invalid").origin

export interface InlineContent {
  /** Inline scripts the browser executes or applies (JSON data blocks such as JSON-LD are not). */
  scripts: string[]
  /** The text of every <style> element. */
  styles: string[]
  /** Origins of scripts and stylesheets loaded from other sites. */
  externalScripts: string[]
  externalStyles: string[]
  /** Whether the page has a React island, whose Emotion styles are inserted in the browser. */
  islands: boolean
  /** Whether the page is the search page (its form, src/components/sections/search-section.tsx), which runs Pagefind's WebAssembly. */
  search: boolean
  /** Markup a CSP without 'unsafe-inline' or 'unsafe-hashes' blocks: style and on* attributes, javascript: links. */
  blocked: string[]
  /**
   * Whether the page holds a lead form (an `<input name="_token">`): hosts pass it to the lead service,
   * which fills a fresh token in, and nothing caches it.
   */
  form: boolean
}

/**
 * The inline code of a page as the browser meets it. Script and style elements are raw text in
 * HTML, so their content in the file is exactly what the browser hashes.
 */
export function inlineContent(html: string): InlineContent {
  const result: InlineContent = {
    scripts: [],
    styles: [],
    externalScripts: [],
    externalStyles: [],
    islands: false,
    search: false,
    blocked: [],
    form: false,
  }
  for (const [, source, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = attributesOf(source)
    const src = attributes.get("src")
    if (src !== undefined) {
      if (isRemote(src)) result.externalScripts.push(originOf(src))
    } else if (executableScriptType((attributes.get("type") ?? "").trim().toLowerCase())) result.scripts.push(content)
  }
  for (const [, content] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) result.styles.push(content)

  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
  for (const [, source] of markup.matchAll(/<input\b([^>]*)>/gi))
    if (attributesOf(source).get("name") === "_token") result.form = true
  for (const [tag, name, source] of markup.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!readsAttributes.test(source)) continue
    const attributes = attributesOf(source)
    const shown = tag.slice(0, 100)
    if (attributes.has("data-island")) result.islands = true
    if (attributes.has("data-search-form")) result.search = true
    const href = attributes.get("href") ?? ""
    if (name.toLowerCase() === "link" && /stylesheet/i.test(attributes.get("rel") ?? "") && isRemote(href)) {
      result.externalStyles.push(originOf(href))
    }
    if (attributes.has("style")) result.blocked.push(`a style attribute: ${shown}`)
    for (const [key, value] of attributes) {
      if (/^on[a-z]+$/.test(key)) result.blocked.push(`an inline event handler (${key}): ${shown}`)
      if (["href", "src", "action", "formaction"].includes(key) && /^\s*javascript:/i.test(value)) {
        result.blocked.push(`a javascript: URL: ${shown}`)
      }
    }
  }
  return result
}

// ---------------------------------------------------------------------------------------------
// Policies

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
    ["img-src", ["'self'"]],
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

// ---------------------------------------------------------------------------------------------
// The plan: every path's headers

export interface HostPlan {
  /** Pages with their own policy, and the paths each one answers at; `form`: it holds a lead form. */
  pages: { route: string; paths: string[]; policy: Policy; form: boolean }[]
  /**
   * Folders of many pages (the blog's thousands of articles) that _headers covers with one rule,
   * `<prefix>/*`, instead of one rule per page; see `sharedFolders`.
   */
  groups: { prefix: string; routes: string[]; policy: Policy }[]
  admin: Policy | null
  fallback: Policy
}

/**
 * Folders whose pages share one _headers rule. Cloudflare Pages reads at most 100 rules, and the
 * blog alone has a page per article. The rule's policy is the union of its pages' policies (they
 * differ only in the hash of a template's style element, a handful in all), and each page also
 * states its own policy in a <meta> element (`withMetaPolicy`), which the browser enforces as well:
 * every page stays exactly as strict as with a rule of its own.
 */
export const sharedFolders = ["/blog"] as const

/** The longest header line Cloudflare Pages accepts. */
export const maxHeaderLine = 2000

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

/**
 * The _headers paths of a route. Netlify matches a path with and without its trailing slash;
 * Cloudflare Pages answers /about with a redirect to /about/ (the folder's index.html) and matches
 * paths as written. So each route is written once, with the slash: both hosts then apply it, and
 * no path matches two copies of a rule (Netlify would join the copies: a doubled
 * Cross-Origin-Opener-Policy value is invalid and ignored).
 */
export function pathsOf(route: string): string[] {
  if (route === "/") return ["/", "/index.html"]
  if (route.endsWith(".html")) return [route]
  return [`${route}/`]
}

export function hostPlan(site: HostSite, pages: BuiltPage[], admin: BuiltAdmin | null): HostPlan {
  const problems: string[] = []
  const planned = pages.map((page) => {
    const { route } = page
    const content = page.content ?? inlineContent(page.html)
    problems.push(...content.blocked.map((problem) => `${route}: ${problem}`))
    return { route, paths: pathsOf(route), policy: pagePolicy(site, content), form: content.form }
  })
  if (problems.length > 0) {
    throw new Error(
      "The pages' Content-Security-Policy would block this markup; use a class or a script module instead:\n" +
        problems.map((problem) => `  ${problem}`).join("\n"),
    )
  }
  const adminPolicyOrNull = admin ? adminPolicy(admin) : null
  const fallback = fallbackPolicy([...planned.map((page) => page.policy), ...(adminPolicyOrNull ? [adminPolicyOrNull] : [])])
  const groups = sharedFolders.flatMap((prefix) => {
    const inside = planned.filter((page) => page.route === prefix || page.route.startsWith(`${prefix}/`))
    // A folder with a form page keeps one rule per page: its Cache-Control differs (no-store).
    if (inside.length === 0 || inside.some((page) => page.form)) return []
    const policy = sharedPolicy(inside.map((page) => page.policy))
    // A union too long for one header line: the folder's pages keep their own rules.
    if (`  Content-Security-Policy: ${serializePolicy(policy)}`.length > maxHeaderLine) return []
    return [{ prefix, routes: inside.map((page) => page.route), policy }]
  })
  return { pages: planned, groups, admin: adminPolicyOrNull, fallback }
}

/** A page's own headers, which every host sends with it (after the common ones). */
function documentHeaders(policy: Policy, cache: string, opener = "same-origin"): HeaderList {
  return [
    ["Content-Security-Policy", serializePolicy(policy)],
    // The CMS signs in through a popup of its Git host, which must be able to answer its opener.
    ["Cross-Origin-Opener-Policy", opener],
    ["Cache-Control", cache],
  ]
}

export const adminHeaders = (policy: Policy): HeaderList => [
  ...documentHeaders(policy, cacheControl.admin, "same-origin-allow-popups"),
  ["X-Robots-Tag", "noindex"],
]

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
  return `# Written by the build from src/postbuild/host-config.ts; do not edit (see docs/deploying.md).\n\n${blocks.join("\n\n")}\n`
}

// ---------------------------------------------------------------------------------------------
// nginx

const nginxValue = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`

function nginxHeaders(headers: HeaderList, indent = "  "): string {
  return headers.map(([name, value]) => `${indent}add_header ${name} ${nginxValue(value)} always;`).join("\n")
}

/** The upstream the nginx file passes to: the lead service, defined in public/_nginx-upstream.conf. */
export const nginxUpstream = "yakamoz_leads"

/**
 * public/_nginx-upstream.conf, for nginx's `http { }` block: where the lead service listens. A file of
 * its own, so a server (or a test) can point the unmodified public/_nginx.conf at another address.
 */
export function renderNginxUpstream(address = "127.0.0.1:9000"): string {
  return [
    "# Written by the build from src/postbuild/host-config.ts; do not edit (see docs/deploying.md).",
    "# Include it in nginx's http { } block (it is not part of the server { } block _nginx.conf is for).",
    `upstream ${nginxUpstream} {`,
    `  server ${address};`,
    "  # Connections kept open to the service (each location sets HTTP/1.1 and an empty Connection header).",
    "  keepalive 16;",
    "}",
    "",
  ].join("\n")
}

/** Directives that pass a request to the lead service, with the visitor's address. */
const nginxProxy = [
  `  proxy_pass http://${nginxUpstream};`,
  "  proxy_http_version 1.1;",
  '  proxy_set_header Connection "";',
  "  # The address as the visitor wrote it, port included: the service accepts posts from the origin it serves.",
  "  proxy_set_header Host $http_host;",
  "  # The service's rate limit counts this address (LEAD_TRUST_PROXY=1 makes it read the header).",
  "  proxy_set_header X-Real-IP $remote_addr;",
  "  proxy_set_header X-Forwarded-Proto $scheme;",
]

/**
 * The same rules for nginx, as directives for the site's `server { }` block. Every location with
 * headers of its own repeats the common ones, because nginx drops the add_header lines of the
 * enclosing block as soon as a location has one. Pages with a lead form are passed to the lead service
 * (upstream `yakamoz_leads`, see `renderNginxUpstream`), which fills a fresh time token into the page, so
 * a visitor without JavaScript can send the form at the first try; the file itself answers if the
 * service is down.
 */
export function renderNginx(plan: HostPlan): string {
  const routeOk = (route: string) => /^\/[a-z0-9/_.-]*$/.test(route)
  const fallback = serializePolicy(plan.fallback)
  const plain = (cache: string): HeaderList => [...commonHeaders, ["Content-Security-Policy", fallback], ["Cache-Control", cache]]
  const lines = [
    "# Written by the build from src/postbuild/host-config.ts; do not edit (see docs/deploying.md).",
    "# Include it in the site's server { } block after `root`, e.g.  include /var/www/yakamoz/_nginx.conf;",
    "",
    "index index.html;",
    "absolute_redirect off;",
    "server_tokens off;",
    "error_page 404 /404.html;",
    "",
    "# For the responses of locations without headers of their own (the redirects).",
    nginxHeaders(commonHeaders, ""),
    "",
    "# The host files themselves are not part of the site, in any letter case (nginx has already decoded",
    "# the path, merged its slashes and resolved . and ..). First of the regular expressions: it wins.",
    "location ~* ^/_(headers|redirects|nginx[^/]*\\.conf)$ { return 404; }",
    "",
    "# Content-hashed scripts: cached for a year.",
    "location ^~ /assets/ {",
    nginxHeaders(plain(cacheControl.assets)),
    "  try_files $uri =404;",
    "}",
    "",
    "# Image variants, named by their content hash (src/postbuild/images.ts): cached for a year.",
    "location ^~ /img/ {",
    nginxHeaders(plain(cacheControl.assets)),
    "  try_files $uri =404;",
    "}",
    "",
    "location ^~ /fonts/ {",
    nginxHeaders(plain(cacheControl.fonts)),
    "  try_files $uri =404;",
    "}",
    "",
    "# Calendar files beside event pages (src/kinds/events/): the stock mime.types has no type for them.",
    "location ~ \\.ics$ {",
    "  types { }",
    '  default_type "text/calendar; charset=utf-8";',
    nginxHeaders(plain(cacheControl.html)),
    "  try_files $uri =404;",
    "}",
    "",
    "# The search index (src/postbuild/search-index.ts): some of its files keep their names, so revalidate.",
    "location ^~ /pagefind/ {",
    nginxHeaders(plain(cacheControl.search)),
    "  try_files $uri =404;",
    "}",
    "",
  ]
  lines.push(
    "# The site's lead service (npm run serve under systemd, docs/deploying.md): the forms post to /api/leads.",
    "# No add_header here: the common headers above apply; the service's own copies of them are hidden.",
    "location ^~ /api/ {",
    ...nginxProxy,
    ...commonHeaders.map(([name]) => `  proxy_hide_header ${name};`),
    "  # The service refuses bodies over 32 KB itself, with a Turkish answer; nginx stops anything far larger.",
    "  client_max_body_size 64k;",
    "  proxy_read_timeout 30s;",
    "}",
    "",
  )
  if (plan.admin) {
    lines.push(
      "# The editors' CMS (its address keeps the trailing slash: it loads config.yml relative to it).",
      "location = /admin { return 301 /admin/; }",
      "location ^~ /admin/ {",
      nginxHeaders([...commonHeaders, ...adminHeaders(plan.admin)]),
      "  try_files $uri $uri/index.html =404;",
      "}",
      "",
    )
  }
  lines.push("# Pages: each with its own policy; routes have no trailing slash (/about is about/index.html).")
  for (const page of plan.pages) {
    if (!routeOk(page.route)) throw new Error(`Cannot write an nginx location for the route "${page.route}"`)
    const own: HeaderList = [...commonHeaders, ...documentHeaders(page.policy, page.form ? cacheControl.form : cacheControl.html)]
    const headers = nginxHeaders(own)
    if (page.form) {
      const file = page.route === "/" ? "/index.html" : page.route.endsWith(".html") ? page.route : `${page.route}/index.html`
      const fallback = `@form${page.route.replace(/[^a-z0-9]/g, "_")}`
      lines.push(
        "# A page with a lead form: the service fills a fresh time token in (no-JavaScript posts); the file if it is down.",
        `location = ${page.route} {`,
        headers,
        ...nginxProxy,
        "  # The page's headers are the ones above, each once: the service's own copies are hidden.",
        ...unique(own.map(([name]) => name)).map((name) => `  proxy_hide_header ${name};`),
        "  proxy_connect_timeout 5s;",
        "  proxy_read_timeout 15s;",
        `  error_page 502 504 = ${fallback};`,
        "}",
        `location ${fallback} {`,
        headers,
        `  try_files ${file} =404;`,
        "}",
      )
      if (page.route !== "/" && !page.route.endsWith(".html"))
        lines.push(`location = ${page.route}/ { return 301 ${page.route}$is_args$args; }`)
    } else if (page.route === "/") {
      lines.push("location = / {", headers, "  try_files /index.html =404;", "}")
    } else if (page.route.endsWith(".html")) {
      lines.push(`location = ${page.route} {`, headers, "}")
    } else if (page.route === "/404") {
      // The not-found page's folder copy answers like any unknown address.
      continue
    } else {
      lines.push(
        `location = ${page.route} {`,
        headers,
        `  try_files ${page.route}/index.html =404;`,
        "}",
        `location = ${page.route}/ { return 301 ${page.route}$is_args$args; }`,
      )
    }
  }
  lines.push(
    "",
    "# Every other file (icons, manifest, robots.txt, sitemap, security.txt); anything else is the not-found page.",
    "location / {",
    nginxHeaders(plain(cacheControl.html)),
    "  try_files $uri =404;",
    "}",
    "",
  )
  return lines.join("\n")
}

// ---------------------------------------------------------------------------------------------
// Netlify and security.txt

/**
 * The routes of the pages with a lead form, which the Netlify function serves with a fresh token.
 * netlify.toml and the function's `config.path` must be literal, so they are named here rather than
 * found in a build; the browser suite fails when the built pages with a form differ from this list.
 */
export const netlifyFormRoutes = ["/contact", "/demo"] as const

/** netlify.toml (committed at the project root; a unit test keeps it equal to this). */
export function renderNetlifyToml(): string {
  const formFiles = netlifyFormRoutes.map((route) => `"public${route}/index.html"`).join(", ")
  const contentFiles = leadContentFiles()
    .map((file) => `"${file}"`)
    .join(", ")
  return `# Netlify settings. Written by \`npm run host-config\` from src/postbuild/host-config.ts; do not edit.
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

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability: `emails.support` of
 * data/site.yaml, the technical support desk, which answers around the clock.
 * Expires must lie less than a year ahead, so each build moves it to 360 days after the build.
 */
export function securityTxt(site: HostSite, now: Date): string {
  const expires = new Date(now.getTime() + 360 * 24 * 60 * 60 * 1000)
  expires.setUTCHours(0, 0, 0, 0)
  return [
    `Contact: mailto:${site.emails.support}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: tr, en",
    `Canonical: ${site.siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n")
}
