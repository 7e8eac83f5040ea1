import crypto from "crypto"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { variantsFolder } from "../content/schema/image"
import { transferBytes } from "./precompress"
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
 *
 * A page keeps the later symbols too, at the end of its body, when that costs no round trip more than the
 * file would (`keepsEverySymbol`): there they cost no time, and the file would be a request that the
 * parser makes before the first paint, which Lighthouse's simulation then counts in the largest paint.
 */

/** TCP's initial window, ten segments of 1,460 bytes, as Lighthouse simulates a new connection. */
const initialWindowBytes = 10 * 1460

/**
 * What a response carries besides the document `keepsEverySymbol` is given: the status line and headers,
 * 1.9–2.4 KB with the site's two security policies (the blog's pages carry the most).
 */
export const headerAllowanceBytes = 2150

/**
 * How far an estimate may be off: the headers' spread around the allowance, the few tags of the head the
 * renderer does not pass (the doctype, charset and viewport), and on a form page its token, which the
 * service writes per request (about 120 bytes of Brotli; a form page's headers are about 1.96 KB, under the
 * allowance). The build-output test checks each page as served, token included.
 */
export const estimateMarginBytes = 300

/**
 * How many round trips a new connection needs for a response of this many bytes: the first carries
 * the initial window, and each next one twice what the one before carried (slow start).
 */
export function roundTrips(bytes: number): number {
  let trips = 1
  for (let window = initialWindowBytes, carried = window; carried < bytes; trips++) carried += window *= 2
  return trips
}

/**
 * Whether a page that keeps every symbol (`kept`: its head's tags, styles and scripts and its body, as
 * HTML) surely arrives in as few round trips as the same page with its later icons in a file (`filed`),
 * both as the host sends them, in the build's Brotli copy (precompress.ts):
 * a page near a round trip's edge keeps the file, so an estimate off by up to the margin never costs one.
 */
export function keepsEverySymbol(kept: string, filed: string): boolean {
  // gzip is larger than the Brotli copy the host sends: a page whose gzip fits the first window needs no exact count.
  if (roundTrips(zlib.gzipSync(kept).length + headerAllowanceBytes + estimateMarginBytes) === 1) return true
  const bytes = (html: string) => transferBytes(html) + headerAllowanceBytes
  return roundTrips(bytes(filed) - estimateMarginBytes) === roundTrips(bytes(kept) + estimateMarginBytes)
}

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

/** A hidden sheet of the named icons' symbols: the global style `[hidden] { display: none !important }` keeps it undrawn. */
export const symbolSheet = (names: Iterable<string>) =>
  `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" hidden>${iconSymbols(names)}</svg>`

/**
 * The body with its icons' symbols: those of the first screen at its top; the others at its end when that
 * costs no round trip more (`head`: the head's tags, styles and scripts, for the document's size), else in
 * the page's icon file.
 */
export function withIconSymbols(body: string, drawn: Iterable<string>, keepInline: Iterable<string>, head: string): string {
  const split = splitIcons(body, drawn, keepInline)
  const filed = `${symbolSheet(split.inline)}${split.html}`
  if (!split.later) return filed
  const later = [...new Set(drawn)].filter((name) => !split.inline.includes(name))
  const kept = `${symbolSheet(split.inline)}${body}${symbolSheet(later)}`
  return keepsEverySymbol(head + kept, head + filed) ? kept : filed
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
