import { inlineContent, type InlineContent } from "./html-scan"
import {
  adminPolicy,
  fallbackPolicy,
  pagePolicy,
  serializePolicy,
  sharedPolicy,
  type BuiltAdmin,
  type HostSite,
  type Policy,
} from "./policy"

/**
 * What every path of the build is served with: the header values and cache rules, each page's
 * policy and paths, the folders that share one rule and the site-wide fallback. The host writers
 * (headers.ts, nginx.ts) write this plan in their own syntax; why each header is there is explained
 * in docs/deploying.md.
 */

/** An ordered list of HTTP response headers. */
export type HeaderList = [name: string, value: string][]

/** A page of the build: its route ("/", "/about", "/404.html") and its HTML. */
export interface BuiltPage {
  route: string
  html: string
  /** Its inline code when already known (`inlineContent` of `html`), so the HTML need not be read. */
  content?: InlineContent
}

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
export function documentHeaders(policy: Policy, cache: string, opener = "same-origin"): HeaderList {
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
