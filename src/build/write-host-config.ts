import fs from "fs"
import path from "path"
import { readSiteData } from "../content/read-site"
import {
  headerRules,
  hostPlan,
  renderHeadersFile,
  renderNginx,
  securityTxt,
  type BuiltAdmin,
  type BuiltPage,
  withMetaPolicy,
  beyondShared,
} from "./host-config"

/** Folders of the build that hold no page of the site: the CMS, scripts, fonts, share cards, security.txt. */
const notPages = new Set(["admin", "assets", "fonts", "og", ".well-known"])

/** A page of the build whose HTML is read from its file each time it is asked for. */
const builtPage = (route: string, file: string): BuiltPage => ({
  route,
  get html() {
    return fs.readFileSync(file, "utf8")
  },
})

/**
 * Every page of a build with its route: folder/index.html is /folder, plus the top-level 404.html. The
 * HTML is read when asked for, not held: the host files are made while Pagefind writes the search
 * index, and 5,888 pages held as strings were about 0.5 GB more at the build's peak of memory.
 */
export function readBuiltPages(publicDir: string): BuiltPage[] {
  const pages: BuiltPage[] = []
  const walk = (dir: string, route: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !(route === "" && notPages.has(entry.name))) {
        walk(path.join(dir, entry.name), `${route}/${entry.name}`)
      } else if (entry.isFile() && entry.name === "index.html") {
        pages.push(builtPage(route || "/", path.join(dir, entry.name)))
      } else if (entry.isFile() && route === "" && entry.name === "404.html") {
        pages.push(builtPage("/404.html", path.join(dir, entry.name)))
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

/**
 * Writes the host files into the build, from its final HTML (so it runs after every other step
 * that writes pages): public/_headers, public/_nginx.conf and public/.well-known/security.txt,
 * and the not-found page's own policy into public/404.html (see `withMetaPolicy`).
 */
export function writeHostConfig(publicDir: string, dataDir: string, now = new Date()) {
  const site = readSiteData(dataDir)
  const pages = readBuiltPages(publicDir)
  const admin = readBuiltAdmin(publicDir)
  const plan = hostPlan(site, pages, admin)
  const rules = headerRules(plan)
  const notFound = plan.pages.find((page) => page.route === "/404.html")
  if (notFound) {
    const file = path.join(publicDir, "404.html")
    fs.writeFileSync(file, withMetaPolicy(fs.readFileSync(file, "utf8"), notFound.policy))
  }
  // Pages under a shared rule state their own policy in the page (host-config.ts, `sharedFolders`).
  // Only the directives the shared rule does not state as strictly go into the <meta>.
  const groupOf = new Map(plan.groups.flatMap((group) => group.routes.map((route) => [route, group.policy] as const)))
  for (const page of plan.pages) {
    const shared = groupOf.get(page.route)
    if (!shared) continue
    const file = path.join(publicDir, page.route, "index.html")
    const html = fs.readFileSync(file, "utf8")
    const next = withMetaPolicy(html, beyondShared(page.policy, shared))
    if (next !== html) fs.writeFileSync(file, next)
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeadersFile(rules))
  fs.writeFileSync(path.join(publicDir, "_nginx.conf"), renderNginx(plan))
  fs.mkdirSync(path.join(publicDir, ".well-known"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, ".well-known", "security.txt"), securityTxt(site, now))
  return { pages: pages.length, rules: rules.length, admin: admin !== null }
}
