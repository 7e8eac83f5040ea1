import fs from "fs"
import path from "path"
import { checkFile, formatPath, lineOf, type CheckedFile, type PathKey, type Problem } from "./check-file"
import { asciiSlug, closest } from "./suggest"
import { contentTypes, pageTypes } from "./types"

/**
 * Checks every YAML file under data/ before Gatsby creates a page, so an editor who commits a
 * mistake gets one report naming every problem instead of a half-built site. All checks run in
 * one pass: a file with a schema problem still has its links, slug and tokens checked, and every
 * problem comes with the nearest valid value where one is likely.
 */

export { formatReport, type Problem } from "./check-file"

export interface ContentFile {
  file: string
  typeName: string
  data: Record<string, unknown>
}

export interface ValidationResult {
  problems: Problem[]
  files: ContentFile[]
}

const listYamlFiles = (dataDir: string) =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()

/** Every string under a key named `href`, with where it sits. */
function collectLinks(value: unknown, keys: PathKey[], out: { keys: PathKey[]; href: string }[]) {
  if (Array.isArray(value)) value.forEach((item, i) => collectLinks(item, [...keys, i], out))
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "href" && typeof child === "string") out.push({ keys: [...keys, key], href: child })
      else collectLinks(child, [...keys, key], out)
    }
  }
  return out
}

interface Route {
  slug: string
  title?: string
  file: string
}

/**
 * The route a link most likely meant: one whose address or title (written as an address, so
 * "/iletisim" finds the page titled "İletişim") is a likely typo of it, or the one page whose
 * address starts with it ("/erp/muhasebe" for "/erp/muhasebe-sistemi").
 */
function nearestRoute(target: string, routes: Route[]): Route | undefined {
  const folder = (slug: string) => slug.replace(/\/[^/]*$/, "")
  const near = closest(target, routes, (route) => [
    route.slug,
    ...(route.title ? [`/${asciiSlug(route.title)}`, `${folder(route.slug)}/${asciiSlug(route.title)}`] : []),
  ])
  if (near) return near
  const longer = routes.filter((route) => target.length > 3 && route.slug.startsWith(target))
  return longer.length === 1 ? longer[0] : undefined
}

export function validateContent(dataDir: string, projectDir = path.dirname(dataDir)): ValidationResult {
  const display = (name: string) => path.relative(projectDir, path.join(dataDir, name)).split(path.sep).join("/")
  const names = fs.existsSync(dataDir) ? listYamlFiles(dataDir) : []
  const checked: CheckedFile[] = names.map((name) =>
    checkFile(name, fs.readFileSync(path.join(dataDir, name), "utf8"), display(name)),
  )
  const problems = checked.flatMap((c) => c.problems)

  for (const type of contentTypes.filter((t) => t.file)) {
    if (!names.includes(type.file as string)) {
      problems.push({
        file: display(type.file as string),
        field: "",
        expected: "this file, which every page reads",
        found: "no such file",
      })
    }
  }

  // Every page's address, read from the file even when the file has other problems.
  const pageTypeNames = new Set(pageTypes.map((t) => t.typeName))
  const pages = checked.filter((c) => c.type && pageTypeNames.has(c.type.typeName))
  const routes: Route[] = []
  const unreadable: string[] = []
  pages.forEach((page, i) => {
    if (page.raw) {
      if (typeof page.raw.slug === "string")
        routes.push({
          slug: page.raw.slug,
          title: typeof page.raw.title === "string" ? page.raw.title : undefined,
          file: page.file,
        })
      return
    }
    // A file with a YAML syntax error usually still has a readable `slug:` line.
    const text = fs.readFileSync(path.join(dataDir, names[checked.indexOf(pages[i])]), "utf8")
    const slug = /^slug:[ \t]*["']?(\/[^\s"'#]*)/m.exec(text)?.[1]
    if (slug) routes.push({ slug, file: page.file })
    else unreadable.push(page.file)
  })

  // Slugs must be unique across every page type.
  const owners = new Map<string, string[]>()
  for (const route of routes) owners.set(route.slug, [...(owners.get(route.slug) ?? []), route.file])
  for (const page of pages) {
    if (!page.raw || typeof page.raw.slug !== "string" || page.schemaFields.has("slug")) continue
    const others = (owners.get(page.raw.slug) ?? []).filter((o) => o !== page.file)
    if (others.length === 0) continue
    problems.push({
      file: page.file,
      line: page.doc && page.counter ? lineOf(page.doc, page.counter, ["slug"]) : undefined,
      field: "slug",
      expected: "a slug no other page uses",
      found: `"${page.raw.slug}", also used by ${others.join(", ")}`,
    })
  }

  // Internal links must point at a page that this content creates.
  for (const entry of checked) {
    if (!entry.raw || !entry.doc || !entry.counter) continue
    for (const link of collectLinks(entry.raw, [], [])) {
      if (!link.href.startsWith("/") || entry.schemaFields.has(formatPath(link.keys))) continue
      const target = link.href.replace(/[?#].*$/, "") || "/"
      if (owners.has(target)) continue
      const near = nearestRoute(target, routes)
      const suffix = link.href.slice(link.href.replace(/[?#].*$/, "").length)
      problems.push({
        file: entry.file,
        line: lineOf(entry.doc, entry.counter, link.keys),
        field: formatPath(link.keys),
        expected: "a link to a page of this site",
        found: `"${link.href}", which no file in data/ creates${
          unreadable.length > 0 ? ` (unless ${unreadable.join(", ")} does: fix that file first)` : ""
        }`,
        ...(near && { hint: `did you mean "${near.slug}${suffix}"${near.title ? ` (${near.title})` : ""}?` }),
      })
    }
  }

  const files = checked
    .filter((c) => c.data && c.type && c.problems.length === 0)
    .map((c) => ({ file: c.file, typeName: c.type?.typeName as string, data: c.data as Record<string, unknown> }))
  const withProblems = new Set(problems.map((p) => p.file))
  return { problems, files: files.filter((f) => !withProblems.has(f.file)) }
}
