import fs from "fs"
import type { Font } from "fontkit"
import sharp from "sharp"
import { colors } from "../theme"
import { shareCardSize } from "./share-card-path"
import { drawText, measure, round, wrapText, type CardFonts, type DrawnText } from "./share-card-text"

/**
 * How a share card looks: a 1200×630 PNG per page for its Open Graph image, drawn from the page's
 * title, section and hero badge (share-cards.ts reads them from data/), the brand of data/site.yaml,
 * the colours of src/theme.ts and the site's own Inter subset, every letter an outline
 * (share-card-text.ts), so nothing depends on the fonts of the machine.
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
// Raster

/**
 * Full-colour PNG, lossless: sharp text and no JPEG ringing around it. zlib level 7, by measurement
 * (26 November, one thread, the site's plain cards): level 9 took 53.8 ms a card for 43 KB, level 7
 * 22.1 ms for 46 KB, level 6 17.9 ms for 56 KB; raster alone is 13.6 ms, the text layout 5.7 ms. Every
 * platform takes a PNG of this size (the budget is 120 KB). A palette PNG is a third the size but
 * takes twice as long as level 9.
 */
export const pngOptions = { compressionLevel: 7 } as const
/**
 * A card with a photograph behind its text (an article's or an event's cover), quantised to 256 colours:
 * in full colour the photograph's detail alone passes the budget. Effort 7 took 235 ms a card for 45 KB,
 * effort 10 at level 9 308 ms for 41 KB (most of it drawing the photograph: 115 ms).
 */
export const photoOptions = { ...pngOptions, palette: true, quality: 90, effort: 7 } as const

/**
 * The card as a PNG. A card with a photograph behind its text (an article's cover) is quantised to a
 * 256-colour palette: in full colour the photograph's detail alone passes the 120 KB budget.
 */
export function rasterise(svg: string, { photo = false } = {}): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png(photo ? photoOptions : pngOptions)
    .toBuffer()
}
