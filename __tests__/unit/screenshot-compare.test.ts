/** @jest-environment node */
import { PNG } from "pngjs"
import { compareImages } from "../browser/support/screenshots"

/**
 * Control tests of the screenshot comparison (visual.test.ts compares the real pages): its tolerance
 * lets a shade of anti-aliasing through, never a changed page. The pictures are drawn here like a
 * page: a white sheet with lines of dark "text" in glyph-sized boxes, a coloured button on the first
 * screen and small headings far down a tall page, the hardest case for a tolerance that grows with the
 * image's area.
 */

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const WHITE = [255, 255, 255] as const
const INK = [33, 37, 41] as const
const BUTTON = [11, 79, 124] as const

/** A deterministic sequence in [0, 1), so every run draws the same page. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

function sheet(width: number, height: number) {
  const image = new PNG({ width, height })
  image.data.fill(255)
  return image
}

// The pixel loops look up no global (such as Math) inside: in Jest's context each lookup is slow (support/node-require.ts).
function fill(image: PNG, box: Box, [red, green, blue]: readonly number[]) {
  const { data, width } = image
  const [top, bottom] = [Math.max(box.y, 0), Math.min(box.y + box.height, image.height)]
  const [left, right] = [Math.max(box.x, 0), Math.min(box.x + box.width, width)]
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++) {
      const at = (y * width + x) * 4
      data[at] = red
      data[at + 1] = green
      data[at + 2] = blue
    }
}

const copyOf = (image: PNG) => {
  const copy = new PNG({ width: image.width, height: image.height })
  image.data.copy(copy.data)
  return copy
}

/** A line of text: glyph boxes of varied widths with one-pixel gaps and word spaces, as dark ink. */
function textLine(image: PNG, box: Box, random: () => number) {
  let x = box.x
  while (x < box.x + box.width) {
    const glyph = 3 + Math.floor(random() * 6)
    fill(
      image,
      { x, y: box.y + Math.floor(random() * 3), width: Math.min(glyph, box.x + box.width - x), height: box.height - 3 },
      INK,
    )
    x += glyph + (random() < 0.2 ? 6 : 2)
  }
}

/** Paragraphs of text lines all the way down a page `height` px tall. */
function text(width: number, height: number) {
  const random = seeded(7)
  const image = sheet(width, height)
  for (let y = 40; y + 16 < height; y += 24) {
    if (y % 240 < 24) continue // a gap between paragraphs
    textLine(image, { x: 40, y, width: width - 80 - Math.floor(random() * 200), height: 14 }, random)
  }
  return image
}

/** `background` with a button and headings drawn on it (each on a white band, as on a card). */
function page(background: PNG, { button, headings }: { button?: Box; headings: Box[] }) {
  const image = copyOf(background)
  for (const heading of headings) {
    fill(
      image,
      { ...heading, x: heading.x - 10, width: heading.width + 20, y: heading.y - 6, height: heading.height + 12 },
      WHITE,
    )
    textLine(image, heading, seeded(heading.y))
  }
  if (button) fill(image, button, BUTTON)
  return image
}

/** The same picture with every pixel a shade off, as a different anti-aliasing or colour rounding draws it. */
function shaded(image: PNG) {
  const copy = copyOf(image)
  const { data } = copy
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) data[i + c] = data[i + c] > 3 ? data[i + c] - 3 : 0
  return copy
}

const screen = { width: 1280, height: 800 }
const button: Box = { x: 40, y: 300, width: 180, height: 48 }
const screenText = text(screen.width, screen.height)
const firstScreen = (buttonAt?: Box) => page(screenText, { button: buttonAt, headings: [] })

// A full page of 3,000 px (the home page's is twice as tall), with a card heading near its end.
const full = { width: 1280, height: 3000 }
const heading: Box = { x: 120, y: 2800, width: 220, height: 22 }
const fullText = text(full.width, full.height)
const fullPage = (headingAt?: Box) => page(fullText, { headings: headingAt ? [headingAt] : [] })

describe("the screenshot comparison", () => {
  it("passes the same picture, and one drawn a shade lighter or darker everywhere", () => {
    const reference = firstScreen(button)
    expect(compareImages(reference, firstScreen(button))).toMatchObject({ pass: true, differing: 0 })
    expect(compareImages(reference, shaded(reference))).toMatchObject({ pass: true, differing: 0 })
  })

  it("fails when a block of the first screen moves by 20 px or is removed", () => {
    const reference = firstScreen(button)
    const moved = compareImages(reference, firstScreen({ ...button, y: button.y + 20 }))
    expect(moved.sameSize).toBe(true)
    expect(moved.differing).toBeGreaterThan(moved.allowed)
    expect(moved.pass).toBe(false)
    const removed = compareImages(reference, firstScreen())
    expect(removed.differing).toBeGreaterThan(removed.allowed)
    expect(removed.pass).toBe(false)
  })

  it("fails when a small heading far down a full page moves by 20 px or is removed", () => {
    const reference = fullPage(heading)
    // The tolerance grows with the area: here it allows more pixels than on a screen, still too few.
    expect(compareImages(reference, fullPage(heading))).toMatchObject({ pass: true, differing: 0 })
    const moved = compareImages(reference, fullPage({ ...heading, y: heading.y + 20 }))
    expect(moved.allowed).toBeGreaterThan(50)
    expect(moved.differing).toBeGreaterThan(moved.allowed)
    expect(moved.pass).toBe(false)
    const removed = compareImages(reference, fullPage())
    expect(removed.differing).toBeGreaterThan(removed.allowed)
    expect(removed.pass).toBe(false)
  })

  it("fails a page that grew or shrank, even by one row", () => {
    const reference = firstScreen(button)
    const longer = page(text(screen.width, screen.height + 1), { button, headings: [] })
    expect(compareImages(reference, longer)).toMatchObject({ sameSize: false, pass: false })
  })
})
