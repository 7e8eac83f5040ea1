import crypto from "crypto"
import fs from "fs"
import path from "path"
import { variantsFolder } from "../content/schema/image"
import { iconSymbols } from "./site-files"

/**
 * Which icon symbols a page carries itself and which it leaves to a file of its own.
 *
 * Symbols in the page cost no request but travel in the first round trip of the connection; an ERP
 * page's feature cards alone drew about 2.3 KB (gzip) of symbols, all of them below the first screen.
 * So a page keeps inline only the symbols the first screen draws (everything before `<main>`'s first
 * section heading, as the first-screen budget measures it), never the closed mobile menu's, plus those
 * that must be in the page: an island's icons (React renders them in the browser as `#id`) and the
 * states a script draws (the menu's close icon). The rest go to /img/icons-<hash>.svg, named by its
 * content and cached for a year like the image variants, which the browser fetches after the
 * document, without blocking anything: `<use href="/img/icons-….svg#i-phone">`.
 */

/** Where the first screen ends in a page's body: at `<main>`'s first section heading. */
export function firstScreenEnd(html: string): number {
  const main = html.indexOf("<main")
  const heading = main === -1 ? -1 : html.indexOf("<h2", main)
  return heading === -1 ? html.length : heading
}

/**
 * The closed mobile menu: after the footer, not drawn until the visitor opens it, and inside the first
 * screen's bounds only on a page without a section heading.
 */
function closedMenu(html: string): [number, number] {
  const start = html.search(/<nav\b[^>]*\bdata-mobile-menu=/)
  if (start === -1) return [0, 0]
  const end = html.indexOf("</nav>", start)
  return [start, end === -1 ? start : end]
}

const LOCAL_USE = /<use href="#i-([a-z0-9-]+)"/g

const idsIn = (html: string) => new Set(Array.from(html.matchAll(LOCAL_USE), (match) => match[1]))

export interface IconSplit {
  /** The body with every later icon pointing at the page's icon file. */
  html: string
  /** Icons whose symbols the page carries. */
  inline: string[]
  /** The icon file's address, or null when the page needs none. */
  later: string | null
}

/** The icon file of a set of icons: its content and its address, named by the content's hash. */
export function laterIconFile(names: Iterable<string>): { href: string; svg: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${iconSymbols([...new Set(names)].sort())}</svg>\n`
  const hash = crypto.createHash("sha256").update(svg).digest("hex").slice(0, 10)
  return { href: `/${variantsFolder}/icons-${hash}.svg`, svg }
}

export function splitIcons(body: string, drawn: Iterable<string>, keepInline: Iterable<string>): IconSplit {
  const end = firstScreenEnd(body)
  const [menuStart, menuEnd] = closedMenu(body)
  const early = new Set([
    ...idsIn(body.slice(0, Math.min(menuStart || end, end))),
    ...idsIn(body.slice(Math.min(menuEnd, end), end)),
    ...keepInline,
  ])
  const all = new Set(drawn)
  const inline = [...all].filter((name) => early.has(name)).sort()
  const later = new Set([...all].filter((name) => !early.has(name)))
  if (later.size === 0) return { html: body, inline, later: null }
  const { href } = laterIconFile(later)
  const html = body.replace(LOCAL_USE, (use, name: string) => (later.has(name) ? `<use href="${href}#i-${name}"` : use))
  return { html, inline, later: href }
}

const LATER_USE = new RegExp(`<use href="(/${variantsFolder}/icons-[0-9a-f]{10}\\.svg)#i-([a-z0-9-]+)"`, "g")

/**
 * After the build: writes the icon file each page names (the page renderer cannot write files), from
 * the icons the pages draw from it. A file's name is its content's hash, so an existing file is kept
 * and one whose icons no page draws is removed with the unused image variants (images.ts).
 */
export function writeLaterIconFiles(publicDir: string, pages: Iterable<string>): { files: number; written: number } {
  const namesByFile = new Map<string, Set<string>>()
  for (const html of pages)
    for (const [, href, name] of html.matchAll(LATER_USE)) {
      const names = namesByFile.get(href) ?? new Set<string>()
      namesByFile.set(href, names.add(name))
    }
  let written = 0
  for (const [href, names] of namesByFile) {
    const file = laterIconFile(names)
    // A page drew only some of a file's icons: it was rendered from another set of content, and
    // would point at symbols the file does not have.
    if (file.href !== href)
      throw new Error(`The pages naming ${href} draw icons that do not make that file: ${[...names].join(", ")}`)
    const target = path.join(publicDir, href)
    if (fs.existsSync(target)) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, file.svg)
    written++
  }
  return { files: namesByFile.size, written }
}
