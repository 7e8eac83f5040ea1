import fs from "fs"
import path from "path"
import { contentHash, writeEntry } from "../content/build-cache"
import { readSiteData } from "../content/read-site"
import { notFoundTranslation } from "../content/languages"
import {
  headerRules,
  hostPlan,
  inlineContent,
  renderHeadersFile,
  renderNginx,
  renderNginxUpstream,
  securityTxt,
  type BuiltAdmin,
  type BuiltPage,
  type InlineContent,
  type Policy,
  withMetaPolicy,
  beyondShared,
} from "./host-config"

/** Folders of the build that hold no page of the site: the CMS, scripts, fonts, share cards, security.txt. */
const notPages = new Set(["admin", "assets", "fonts", "og", ".well-known"])

/** A page's inline code from its file, when the caller keeps it between builds (see `pageCache`). */
type ContentOf = (route: string, file: string, read: () => string) => InlineContent

/** A page of the build whose HTML is read from its file each time it is asked for. */
function builtPage(route: string, file: string, contentOf?: ContentOf): BuiltPage {
  const read = () => fs.readFileSync(file, "utf8")
  const page: BuiltPage = {
    route,
    get html() {
      return read()
    },
  }
  if (contentOf) Object.defineProperty(page, "content", { get: () => contentOf(route, file, read), enumerable: true })
  return page
}

/**
 * Every page of a build with its route: folder/index.html is /folder, plus the top-level 404.html. The
 * HTML is read when asked for, not held: the host files are made while Pagefind writes the search
 * index, and 5,888 pages held as strings were about 0.5 GB more at the build's peak of memory.
 */
export function readBuiltPages(publicDir: string, contentOf?: ContentOf): BuiltPage[] {
  const pages: BuiltPage[] = []
  const walk = (dir: string, route: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !(route === "" && notPages.has(entry.name))) {
        walk(path.join(dir, entry.name), `${route}/${entry.name}`)
      } else if (entry.isFile() && entry.name === "index.html") {
        pages.push(builtPage(route || "/", path.join(dir, entry.name), contentOf))
      } else if (entry.isFile() && route === "" && entry.name === "404.html") {
        pages.push(builtPage("/404.html", path.join(dir, entry.name), contentOf))
      }
    }
  }
  walk(publicDir, "")
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}

/** The editors' CMS of the build (static/admin/index.html and its config.yml), if there is one. */
export function readBuiltAdmin(publicDir: string): BuiltAdmin | null {
  const page = path.join(publicDir, "admin", "index.html")
  if (!fs.existsSync(page)) return null
  const config = path.join(publicDir, "admin", "config.yml")
  return { html: fs.readFileSync(page, "utf8"), config: fs.existsSync(config) ? fs.readFileSync(config, "utf8") : null }
}

export interface HostCacheOptions {
  /** The file the pages' inline code is kept in (host-pages.json in the build's cache folder). */
  file: string
  /** The build's code version (src/content/build-cache.ts): pages kept under another are read again. */
  code: string
}

/** What a page's file held when it was last read or written: its bytes' hash, its inline code and the policy in its <meta>. */
interface KnownPage {
  hash: string
  content: InlineContent
  /** The policy written into its <meta> (a page under a shared rule), as JSON. */
  meta?: string
}

/**
 * The kept pages as stored: each inline script and style text once, the pages naming them by number
 * (most pages of a template share their styles: 18 MB for 1,221 pages written out in full).
 */
interface StoredPages {
  version: string
  texts: string[]
  pages: Record<
    string,
    Omit<KnownPage, "content"> & { content: Omit<InlineContent, "scripts" | "styles"> & { scripts: number[]; styles: number[] } }
  >
}

function pack(version: string, pages: Record<string, KnownPage>): StoredPages {
  const texts: string[] = []
  const numbers = new Map<string, number>()
  const number = (text: string) => {
    if (!numbers.has(text)) numbers.set(text, texts.push(text) - 1)
    return numbers.get(text) as number
  }
  const stored: StoredPages["pages"] = {}
  for (const [route, page] of Object.entries(pages))
    stored[route] = {
      ...page,
      content: { ...page.content, scripts: page.content.scripts.map(number), styles: page.content.styles.map(number) },
    }
  return { version, texts, pages: stored }
}

function unpack({ texts, pages }: StoredPages): Record<string, KnownPage> {
  const known: Record<string, KnownPage> = {}
  for (const [route, page] of Object.entries(pages))
    known[route] = {
      ...page,
      content: {
        ...page.content,
        scripts: page.content.scripts.map((n) => texts[n]),
        styles: page.content.styles.map((n) => texts[n]),
      },
    }
  return known
}

/**
 * The inline code of each built page, kept by the hash of the file's bytes: a rebuild reads every page
 * but takes apart only those Gatsby wrote differently (reading is a small part of it). A page this step
 * writes itself (its <meta> policy) is noted with its new bytes' hash, so it stays known.
 */
function pageCache(options: HostCacheOptions | undefined) {
  const version = options?.code ?? ""
  let known: Record<string, KnownPage> = {}
  try {
    const stored = options && (JSON.parse(fs.readFileSync(options.file, "utf8")) as StoredPages)
    if (stored && stored.version === version) known = unpack(stored)
  } catch {
    // No cache yet, or an unreadable one: every page is read.
  }
  const pages: Record<string, KnownPage> = {}
  return {
    content(route: string, _file: string, read: () => string): InlineContent {
      const html = read()
      const hash = contentHash(html)
      const entry = known[route]
      if (entry?.hash === hash) return (pages[route] = entry).content
      const content = inlineContent(html)
      pages[route] = { hash, content }
      return content
    },
    /** Writes `policy` into the page's <meta> unless the file already holds it. */
    withPolicy(route: string, file: string, policy: Policy) {
      const meta = JSON.stringify(policy)
      const html = fs.readFileSync(file, "utf8")
      const hash = contentHash(html)
      const entry = known[route]
      if (entry?.hash === hash && entry.meta === meta) return
      const next = withMetaPolicy(html, policy)
      if (next !== html) fs.writeFileSync(file, next)
      const content = pages[route]?.content ?? inlineContent(next)
      pages[route] = { hash: contentHash(next), content, meta }
    },
    save() {
      if (options) writeEntry(options.file, JSON.stringify(pack(version, pages)))
    },
  }
}

/**
 * Writes the host files into the build, from its final HTML (so it runs after every other step
 * that writes pages): public/_headers, public/_nginx.conf, public/_nginx-upstream.conf and
 * public/.well-known/security.txt,
 * and the not-found page's own policy into public/404.html (see `withMetaPolicy`). With `cache`,
 * a page whose file did not change since the last build is not taken apart again.
 */
export function writeHostConfig(
  publicDir: string,
  dataDir: string,
  now = new Date(),
  { cache }: { cache?: HostCacheOptions } = {},
) {
  const site = readSiteData(dataDir)
  const known = pageCache(cache)
  const pages = readBuiltPages(publicDir, cache && known.content)
  const admin = readBuiltAdmin(publicDir)
  const plan = hostPlan(site, pages, admin)
  const rules = headerRules(plan)
  // A not-found page is served at other addresses than its own (nginx's error_page, Netlify's 404 rules), where
  // no header rule of its path applies: it states its policy itself. So does a translation's (/en/404).
  for (const page of plan.pages) {
    const file =
      page.route === "/404.html"
        ? path.join(publicDir, "404.html")
        : notFoundTranslation(page.route)
          ? path.join(publicDir, page.route, "index.html")
          : undefined
    if (file) fs.writeFileSync(file, withMetaPolicy(fs.readFileSync(file, "utf8"), page.policy))
  }
  // Pages under a shared rule state their own policy in the page (host-config.ts, `sharedFolders`).
  // Only the directives the shared rule does not state as strictly go into the <meta>.
  const groupOf = new Map(plan.groups.flatMap((group) => group.routes.map((route) => [route, group.policy] as const)))
  for (const page of plan.pages) {
    const shared = groupOf.get(page.route)
    if (!shared) continue
    known.withPolicy(page.route, path.join(publicDir, page.route, "index.html"), beyondShared(page.policy, shared))
  }
  known.save()
  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeadersFile(rules))
  fs.writeFileSync(path.join(publicDir, "_nginx.conf"), renderNginx(plan))
  fs.writeFileSync(path.join(publicDir, "_nginx-upstream.conf"), renderNginxUpstream())
  fs.mkdirSync(path.join(publicDir, ".well-known"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, ".well-known", "security.txt"), securityTxt(site, now))
  return { pages: pages.length, rules: rules.length, admin: admin !== null }
}
