import crypto from "crypto"
import fs from "fs"
import { create, type Font } from "fontkit"
import { decompress } from "wawoff2"

/**
 * The share cards' text (share-card-drawing.ts draws the cards): the site's own Inter subset
 * (static/fonts/inter-tr.woff2) laid out with fontkit and turned into glyph outlines (<path>s), so
 * sharp (librsvg) draws exactly Inter's İ ı ş ğ ç ö ü without looking for a font on the machine.
 */

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

/** A coordinate in card pixels as the SVG carries it, to a tenth of a pixel. */
export const round = (value: number) => String(Math.round(value * 10) / 10)

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
