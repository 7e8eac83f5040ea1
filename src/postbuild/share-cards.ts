import crypto from "crypto"
import fs from "fs"
import path from "path"
import { create, type Font } from "fontkit"
import sharp from "sharp"
import { decompress } from "wawoff2"
import { readSiteData } from "../content/read-site"
import { siteRoutes } from "../content/routes"
import { sourceFile } from "./images"
import { fillTokens, tokenValues } from "../content/tokens"
import { colors } from "../theme"
import { shareCardFolder, shareCardPath, shareCardSize, siteCardPath } from "./share-card-path"
import { contentTypes } from "../kinds"

/**
 * Share cards: a 1200×630 PNG per page for its Open Graph image, drawn at build time from the page's
 * YAML (title, section, hero badge), the brand of data/site.yaml, the colours of src/theme.ts and
 * the site's own Inter subset (static/fonts/inter-tr.woff2).
 *
 * Text is laid out here with fontkit and written into the SVG as glyph outlines (<path>s), so sharp
 * (librsvg) draws exactly Inter's İ ı ş ğ ç ö ü without looking for a font on the machine. A card is
 * drawn only when its inputs change: its title, section and badge, the brand, or what every card
 * shares (font, logo, this drawing code and the theme, the renderer's version); see cacheKey.
 */

export interface ShareCard {
  /** Public path of the image, such as "/og/erp/muhasebe-sistemi.png". */
  path: string
  /** The page's topic, without the " - brand" suffix of the browser title. */
  title: string
  /** The site section the page belongs to (ERP, E-Ticaret, Destek, Kurumsal). */
  label?: string
  /** The page hero's badge, shown beside the section when it adds something to the title. */
  badge?: string
  /** The data file the card is drawn from, for error messages. */
  source: string
  /** An article's cover, drawn dimmed behind the text: the file in data/media. */
  image?: string
}

export interface CardBrand {
  name: string
  /** The site's host without "www.", written at the foot of the card. */
  domain: string
}

// ---------------------------------------------------------------------------------------------
// Reading the cards from data/

const sameText = (a: string, b: string) => a.toLocaleLowerCase("tr") === b.toLocaleLowerCase("tr")

/** Every page's card (in data/ order) and the site card used by pages without a data file (the 404 page). */
export function readShareCards(dataDir: string): { brand: CardBrand; cards: ShareCard[] } {
  const site = readSiteData(dataDir)
  const values = tokenValues(site)
  const brand = { name: site.brand, domain: new URL(site.siteUrl).host.replace(/^www\./, "") }
  const cards: ShareCard[] = [{ path: siteCardPath, title: fillTokens(site.slogan, values), source: "data/site.yaml" }]
  // One card per route of the site; its section is the one its kind (src/kinds/) names.
  for (const route of siteRoutes(contentTypes, dataDir)) {
    const title = fillTokens(route.title, values)
    const label = route.section ?? route.kind.section
    // What the kind shows besides title and section: a hero's badge, an article's cover (src/kinds/).
    const { badge: rawBadge, image: cover } = route.data ? (route.kind.card?.(route.data) ?? {}) : {}
    const badge = rawBadge ? fillTokens(rawBadge, values) : undefined
    cards.push({
      path: shareCardPath(route.slug),
      title,
      label,
      badge: badge && !sameText(badge, title) && !(label && sameText(badge, label)) ? badge : undefined,
      source: route.file ?? `data/${route.kind.folder}`,
      ...(cover && { image: sourceFile(cover, path.join(dataDir, "media")) }),
    })
  }
  const seen = new Map<string, string>()
  for (const card of cards) {
    const other = seen.get(card.path)
    if (other) throw new Error(`${card.source} and ${other} would share the card ${card.path}: give one another slug.`)
    seen.set(card.path, card.source)
  }
  return { brand, cards }
}

// ---------------------------------------------------------------------------------------------
// Fonts and text as outlines

export interface CardFonts {
  /** The variable font as the WOFF2 subset holds it. */
  base: Font
  /** Instances of its weight axis. */
  heavy: Font
  bold: Font
  medium: Font
  /** sha256 of the WOFF2 file. */
  hash: string
}

/** Opens the WOFF2 subset. fontkit reads WOFF2 but cannot make weight instances of it, so it is unpacked first. */
export async function loadCardFonts(woff2File: string): Promise<CardFonts> {
  const woff2 = fs.readFileSync(woff2File)
  const font = create(Buffer.from(await decompress(woff2)))
  if (!("layout" in font)) throw new Error(`${woff2File} is a font collection, not one font`)
  return {
    base: font,
    heavy: font.getVariation({ wght: 800 }),
    bold: font.getVariation({ wght: 700 }),
    medium: font.getVariation({ wght: 500 }),
    hash: crypto.createHash("sha256").update(woff2).digest("hex"),
  }
}

export class MissingGlyphError extends Error {}

// Laying text out costs a few milliseconds, so advances are kept per font and text: wrapping a
// thousand titles measures each word once.
const advances = new WeakMap<Font, Map<string, number>>()

/** Width in pixels of `text` set in `font` at `size` px (kerning applied). */
export function measure(font: Font, text: string, size: number): number {
  let known = advances.get(font)
  if (!known) advances.set(font, (known = new Map()))
  let units = known.get(text)
  if (units === undefined) {
    units = font.layout(text).positions.reduce((sum, position) => sum + position.xAdvance, 0)
    known.set(text, units)
  }
  return (units * size) / font.unitsPerEm
}

export interface DrawnText {
  text: string
  /** Glyph ids of the font, in order: the test reads them back. */
  glyphs: number[]
  width: number
  /** SVG path data in card pixels. */
  d: string
}

const round = (value: number) => String(Math.round(value * 10) / 10)

const commandLetters = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" } as const

/** `text` as one outline path, its baseline starting at (x, y). Throws when the font lacks a letter. */
export function drawText(font: Font, text: string, size: number, x: number, y: number): DrawnText {
  for (const char of text) {
    if (/\s/.test(char)) continue
    if (!font.hasGlyphForCodePoint(char.codePointAt(0) as number))
      throw new MissingGlyphError(
        `The card font has no "${char}" (U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}) for "${text}"; add it to scripts/build-font.mjs or write the text without it.`,
      )
  }
  const run = font.layout(text)
  const scale = size / font.unitsPerEm
  const parts: string[] = []
  let pen = 0
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]
    const originX = x + (pen + position.xOffset) * scale
    const originY = y - position.yOffset * scale
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = []
      for (let i = 0; i < args.length; i += 2)
        points.push(`${round(originX + args[i] * scale)} ${round(originY - args[i + 1] * scale)}`)
      parts.push(commandLetters[command] + points.join(" "))
    }
    pen += position.xAdvance
  })
  return { text, glyphs: run.glyphs.map((glyph) => glyph.id), width: pen * scale, d: parts.join("") }
}

/**
 * Words of `text` on lines no wider than `maxWidth` (measured word by word; fitTitle checks the
 * finished lines as set); a word longer than a line is cut where it must.
 */
export function wrapText(font: Font, text: string, size: number, maxWidth: number): string[] {
  const space = measure(font, " ", size)
  const lines: string[] = []
  let line = ""
  let lineWidth = 0
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = measure(font, word, size)
    if (line && lineWidth + space + wordWidth <= maxWidth) {
      line += ` ${word}`
      lineWidth += space + wordWidth
      continue
    }
    if (line) lines.push(line)
    line = word
    lineWidth = wordWidth
    while (lineWidth > maxWidth && line.length > 1) {
      let cut = line.length - 1
      while (cut > 1 && measure(font, line.slice(0, cut), size) > maxWidth) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
      lineWidth = measure(font, line, size)
    }
  }
  if (line) lines.push(line)
  return lines
}

// ---------------------------------------------------------------------------------------------
// The card

/** The look of the cards: change colours in src/theme.ts, sizes and places here. */
export const look = {
  background: colors.night,
  text: colors.nightText,
  muted: colors.nightMuted,
  chipFill: colors.accent,
  chipText: "#ffffff",
  glow: colors.primary,
  bar: colors.accent,
  margin: 80,
  logo: { y: 64, size: 64 },
  brandSize: 32,
  chip: { height: 52, textSize: 24, paddingX: 24, gapBelow: 40 },
  badgeSize: 26,
  /** Title sizes tried in turn, each with the most lines it may take. */
  titleSizes: [
    { size: 84, maxLines: 2 },
    { size: 76, maxLines: 3 },
    { size: 68, maxLines: 3 },
    { size: 60, maxLines: 3 },
  ],
  /** The band between the brand row and the foot in which the section chip and title are centred. */
  body: { top: 150, bottom: 524, minTop: 176 },
  lineHeight: 1.14,
  footerBaseline: 566,
  footerSize: 26,
} as const

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The title's lines and size: the largest size at which it fits, or the smallest with the end cut off. */
export function fitTitle(font: Font, title: string, maxWidth: number): { size: number; lines: string[] } {
  for (const { size, maxLines } of look.titleSizes) {
    const lines = wrapText(font, title, size, maxWidth)
    if (lines.length <= maxLines && lines.every((line) => measure(font, line, size) <= maxWidth)) return { size, lines }
  }
  const { size, maxLines } = look.titleSizes[look.titleSizes.length - 1]
  const lines = wrapText(font, title, size, maxWidth).slice(0, maxLines)
  lines[maxLines - 1] = cutWithEllipsis(font, `${lines[maxLines - 1]} `, size, maxWidth)
  return { size, lines }
}

/** `text` shortened until it fits `maxWidth` with "…" after it. */
function cutWithEllipsis(font: Font, text: string, size: number, maxWidth: number): string {
  let kept = text.trimEnd()
  while (kept.length > 1 && measure(font, `${kept}…`, size) > maxWidth) kept = kept.slice(0, -1).trimEnd()
  return `${kept}…`
}

const textPath = (drawn: DrawnText, fill: string) =>
  `<path data-text="${escapeXml(drawn.text)}" data-glyphs="${drawn.glyphs.join(" ")}" fill="${fill}" d="${drawn.d}"/>`

/** The logo of static/favicon.svg, placed as a nested SVG. */
function placeLogo(logoSvg: string, x: number, y: number, size: number) {
  return logoSvg.trim().replace(/^<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`)
}

export interface CardSvg {
  svg: string
  title: { size: number; lines: string[] }
}

/** The SVG of one card. Every letter is an Inter outline; nothing depends on the fonts of the machine. */
export function cardSvg(card: ShareCard, brand: CardBrand, fonts: CardFonts, logoSvg: string): CardSvg {
  const { width, height } = shareCardSize
  const { margin } = look
  const textWidth = width - 2 * margin
  const parts: string[] = []

  // Backdrop: the night colour, a soft glow and wave lines echoing the logo, kept to the right.
  parts.push(`<rect width="${width}" height="${height}" fill="${look.background}"/>`)
  // A cover (an article's) fills the card under a veil of the night colour, which keeps the text's contrast.
  if (card.image) {
    const type = card.image.endsWith(".png") ? "png" : card.image.endsWith(".webp") ? "webp" : "jpeg"
    const data = fs.readFileSync(card.image).toString("base64")
    parts.push(
      `<image href="data:image/${type};base64,${data}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`,
      `<rect width="${width}" height="${height}" fill="${look.background}" opacity="0.84"/>`,
    )
  }
  parts.push(
    `<circle cx="1130" cy="70" r="250" fill="${look.glow}" opacity="0.55"/>`,
    `<circle cx="1130" cy="70" r="340" fill="none" stroke="${look.glow}" stroke-width="2" opacity="0.6"/>`,
    `<path d="M760 560c60-50 120-50 180 0s120 50 180 0 80-40 80-40" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.08"/>`,
    `<path d="M760 600c60-50 120-50 180 0s120 50 180 0 80-40 80-40" fill="none" stroke="${look.chipFill}" stroke-width="8" stroke-linecap="round" opacity="0.5"/>`,
    `<rect y="${height - 10}" width="${width}" height="10" fill="${look.bar}"/>`,
  )

  // Brand: the logo and the name beside it, centred on the logo.
  const logoCentre = look.logo.y + look.logo.size / 2
  const capHeight = fonts.base.capHeight / fonts.base.unitsPerEm
  parts.push(placeLogo(logoSvg, margin, look.logo.y, look.logo.size))
  const brandText = drawText(
    fonts.bold,
    brand.name,
    look.brandSize,
    margin + look.logo.size + 20,
    logoCentre + (capHeight * look.brandSize) / 2,
  )
  parts.push(textPath(brandText, look.text))

  // The section chip and the title form one block, centred in the body band: a one-line title does
  // not leave the lower half empty. The title block runs from its accents (İ, Ş) to its descenders.
  const title = fitTitle(fonts.heavy, card.title, textWidth)
  const titleHeight = title.size * (1 + (title.lines.length - 1) * look.lineHeight)
  const chipHeight = card.label || card.badge ? look.chip.height + look.chip.gapBelow : 0
  const blockTop = Math.max(look.body.minTop, look.body.top + (look.body.bottom - look.body.top - chipHeight - titleHeight) / 2)

  // Section chip and badge on one line.
  let x = margin
  const chipTop = blockTop
  const chipCentre = chipTop + look.chip.height / 2
  if (card.label) {
    const label = drawText(
      fonts.bold,
      card.label,
      look.chip.textSize,
      x + look.chip.paddingX,
      chipCentre + (capHeight * look.chip.textSize) / 2,
    )
    const chipWidth = label.width + 2 * look.chip.paddingX
    parts.push(
      `<rect x="${x}" y="${round(chipTop)}" width="${round(chipWidth)}" height="${look.chip.height}" rx="${look.chip.height / 2}" fill="${look.chipFill}"/>`,
      textPath(label, look.chipText),
    )
    x += chipWidth + 20
  }
  if (card.badge) {
    const room = width - margin - x
    const shown =
      measure(fonts.medium, card.badge, look.badgeSize) <= room
        ? card.badge
        : cutWithEllipsis(fonts.medium, card.badge, look.badgeSize, room)
    parts.push(
      textPath(drawText(fonts.medium, shown, look.badgeSize, x, chipCentre + (capHeight * look.badgeSize) / 2), look.muted),
    )
  }

  // Title: the largest size at which it fits in three lines.
  const firstBaseline = blockTop + chipHeight + title.size * 0.8
  parts.push(
    `<g data-title="${escapeXml(card.title)}">`,
    ...title.lines.map((line, index) =>
      textPath(drawText(fonts.heavy, line, title.size, margin, firstBaseline + index * title.size * look.lineHeight), "#ffffff"),
    ),
    `</g>`,
  )

  // Foot: where the page lives.
  parts.push(textPath(drawText(fonts.medium, brand.domain, look.footerSize, margin, look.footerBaseline), look.muted))

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(`${card.title} - ${brand.name}`)}</title>`,
    ...parts,
    `</svg>`,
  ].join("\n")
  return { svg, title }
}

// ---------------------------------------------------------------------------------------------
// Raster, cache and output

/**
 * Full-colour PNG, lossless: sharp text and no JPEG ringing around it. zlib level 7, by measurement
 * (26 November, one thread, the site's plain cards): level 9 took 53.8 ms a card for 43 KB, level 7
 * 22.1 ms for 46 KB, level 6 17.9 ms for 56 KB; raster alone is 13.6 ms, the text layout 5.7 ms. Every
 * platform takes a PNG of this size (the budget is 120 KB). A palette PNG is a third the size but
 * takes twice as long as level 9.
 */
const pngOptions = { compressionLevel: 7 } as const
/**
 * A card with a photograph behind its text (an article's or an event's cover), quantised to 256 colours:
 * in full colour the photograph's detail alone passes the budget. Effort 7 took 235 ms a card for 45 KB,
 * effort 10 at level 9 308 ms for 41 KB (most of it drawing the photograph: 115 ms).
 */
const photoOptions = { ...pngOptions, palette: true, quality: 90, effort: 7 } as const

/**
 * The card as a PNG. A card with a photograph behind its text (an article's cover) is quantised to a
 * 256-colour palette: in full colour the photograph's detail alone passes the 120 KB budget.
 */
export function rasterise(svg: string, { photo = false } = {}): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png(photo ? photoOptions : pngOptions)
    .toBuffer()
}

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex")

/**
 * Everything the cards share: the bytes of the font, the logo and the drawing code (this module and
 * src/theme.ts), and the versions of sharp, libvips and librsvg. A change to any of them redraws
 * every card; a card's own texts are added per card by cacheKey.
 */
export function sharedCacheInputs(options: Pick<WriteOptions, "fontFile" | "logoFile" | "templateFiles">): string {
  const files = [options.fontFile, options.logoFile, ...options.templateFiles]
  return JSON.stringify({
    files: files.map((file) => sha256(fs.readFileSync(file))),
    renderer: sharp.versions,
    pngOptions,
    photoOptions,
  })
}

/** The cache key of a card: its texts, the brand and the shared inputs. The public path is not part of it. */
export function cacheKey(card: ShareCard, brand: CardBrand, shared: string): string {
  const texts = { title: card.title, label: card.label ?? null, badge: card.badge ?? null }
  const image = card.image ? sha256(fs.readFileSync(card.image)) : null
  return sha256(JSON.stringify({ texts, brand, shared, ...(image && { image }) })).slice(0, 40)
}

export interface WriteOptions {
  dataDir: string
  /** public/, where the cards go (under og/). */
  outDir: string
  /** Drawn cards by cache key; entries no card uses any more are removed after a run. */
  cacheDir: string
  fontFile: string
  logoFile: string
  /** Source files that decide how a card looks (this module, src/theme.ts): editing one redraws every card. */
  templateFiles: string[]
  /** Cards drawn at once; sharp uses several threads for each as well. */
  concurrency?: number
}

export interface WriteResult {
  cards: ShareCard[]
  drawn: number
  reused: number
  milliseconds: number
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++])
  })
  await Promise.all(workers)
}

/** Draws (or takes from the cache) one card per entry and copies it to outDir. */
export async function writeCards(
  cards: ShareCard[],
  brand: CardBrand,
  options: Omit<WriteOptions, "dataDir">,
): Promise<WriteResult> {
  const started = performance.now()
  const shared = sharedCacheInputs(options)
  // The font is unpacked and parsed only when a card has to be drawn.
  let assets: Promise<{ fonts: CardFonts; logo: string }> | undefined
  const loadAssets = () =>
    (assets ??= loadCardFonts(options.fontFile).then((fonts) => ({
      fonts,
      logo: fs.readFileSync(options.logoFile, "utf8"),
    })))
  fs.mkdirSync(options.cacheDir, { recursive: true })
  const used = new Set<string>()
  let drawn = 0
  await eachLimited(cards, options.concurrency ?? 2, async (card) => {
    const cached = path.join(options.cacheDir, `${cacheKey(card, brand, shared)}.png`)
    used.add(path.basename(cached))
    if (!fs.existsSync(cached)) {
      const { fonts, logo } = await loadAssets()
      let svg: string
      try {
        svg = cardSvg(card, brand, fonts, logo).svg
      } catch (error) {
        throw new Error(`Share card of ${card.source}: ${(error as Error).message}`)
      }
      const png = await rasterise(svg, { photo: card.image !== undefined })
      // Written under a temporary name first, so an interrupted build never leaves half a card.
      const partial = `${cached}.${process.pid}.part`
      fs.writeFileSync(partial, png)
      fs.renameSync(partial, cached)
      drawn++
    }
    const target = path.join(options.outDir, card.path)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(cached, target)
  })
  for (const name of fs.readdirSync(options.cacheDir))
    if (!used.has(name)) fs.rmSync(path.join(options.cacheDir, name), { force: true })
  return { cards, drawn, reused: cards.length - drawn, milliseconds: performance.now() - started }
}

/** Removes cards of pages that no longer exist from a previous build's og/ folder. */
function removeStaleCards(outDir: string, cards: ShareCard[]) {
  const folder = path.join(outDir, shareCardFolder)
  if (!fs.existsSync(folder)) return
  const current = new Set(cards.map((card) => path.join(outDir, card.path)))
  for (const name of fs.readdirSync(folder, { recursive: true }) as string[]) {
    const file = path.join(folder, name)
    if (file.endsWith(".png") && !current.has(file)) fs.rmSync(file)
  }
}

/** Every page's card into outDir/og/, from data/; the build's one call. */
export async function writeShareCards(options: WriteOptions): Promise<WriteResult> {
  const { brand, cards } = readShareCards(options.dataDir)
  removeStaleCards(options.outDir, cards)
  return writeCards(cards, brand, options)
}

/** The project's paths for writeShareCards, from the project root. */
export function projectCardOptions(root: string): WriteOptions {
  return {
    dataDir: path.join(root, "data"),
    outDir: path.join(root, "public"),
    cacheDir: path.join(root, ".cache", "share-cards"),
    fontFile: path.join(root, "static", "fonts", "inter-tr.woff2"),
    logoFile: path.join(root, "static", "favicon.svg"),
    templateFiles: [
      path.join(root, "src", "postbuild", "share-cards.ts"),
      path.join(root, "src", "postbuild", "share-card-path.ts"),
      path.join(root, "src", "theme.ts"),
    ],
  }
}

/** One line for the build log. */
export function describeResult(result: WriteResult): string {
  return `Share cards: ${result.cards.length} in public/og (${result.drawn} drawn, ${result.reused} from the cache) in ${(result.milliseconds / 1000).toFixed(1)} s.`
}
