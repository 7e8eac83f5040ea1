import fs from "fs"
import path from "path"
import { nodeRequire } from "../../support/node-require"

// Loaded in Node's own context: in Jest's, their per-pixel loops run a hundred times slower (support/node-require.ts).
const pixelmatch: typeof import("pixelmatch") = nodeRequire("pixelmatch")
const { PNG }: typeof import("pngjs") = nodeRequire("pngjs")
type PNG = import("pngjs").PNG

/**
 * Screenshot comparison for visual.test.ts: each screenshot is compared with its committed reference
 * in __tests__/browser/__screenshots__ by pixelmatch. `npm run test:visual:update`
 * (UPDATE_SCREENSHOTS=1) rewrites the references instead; a failure leaves the actual image, a copy of
 * the reference and a diff image in __screenshots__/__diff__ (ignored by git) and names them.
 */

export const screenshotDir = path.join(__dirname, "..", "__screenshots__")
export const diffDir = path.join(screenshotDir, "__diff__")
/** The Chromium the references were made with, written with them, named in failure messages. */
const browserVersionFile = path.join(screenshotDir, "chromium-version.txt")

export const updating = process.env.UPDATE_SCREENSHOTS === "1"

/**
 * pixelmatch's per-pixel colour threshold (0 to 1, a perceptual YIQ distance; 0.1 is its default) and
 * its anti-aliasing detection (includeAA false: a pixel that is anti-aliased in either image is not
 * counted), so edge smoothing that differs by a shade does not fail a test. On top of that a share of
 * the image may differ: 1 pixel in 50 000 (20 on a 1280×800 screen, 132 on the home page's full 1280 px
 * page). Run after run the same build draws 0 differing pixels here; a button moved by 20 px or hidden
 * differs by about 9 000, a card heading far down the full page by 400 to 900 (the control tests at
 * the end of visual.test.ts check this on every run).
 */
export const tolerance = { threshold: 0.1, includeAA: false, maxDiffRatio: 0.00002 } as const

export interface ImageDifference {
  referenceSize: string
  actualSize: string
  sameSize: boolean
  /** Pixels that differ beyond the threshold (over the larger of the two sizes when they differ). */
  differing: number
  /** The most differing pixels the tolerance allows for this size. */
  allowed: number
  /** Differing pixels in red over a faded copy of the reference (yellow: anti-aliasing, not counted). */
  diff: PNG
  pass: boolean
}

const sizeOf = (image: PNG) => `${image.width}×${image.height}`

/** The image on a transparent canvas of the given size, top-left aligned. */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image
  const canvas = new PNG({ width, height })
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0)
  return canvas
}

/**
 * Compares two screenshots with pixelmatch. Images of different sizes never pass (a page grew or
 * shrank); they are still compared on a canvas of the larger size, so the diff image shows where
 * content moved.
 */
export function compareImages(reference: PNG, actual: PNG): ImageDifference {
  const width = Math.max(reference.width, actual.width)
  const height = Math.max(reference.height, actual.height)
  const sameSize = reference.width === actual.width && reference.height === actual.height
  const diff = new PNG({ width, height })
  const differing = pixelmatch(
    padded(reference, width, height).data,
    padded(actual, width, height).data,
    diff.data,
    width,
    height,
    {
      threshold: tolerance.threshold,
      includeAA: tolerance.includeAA,
      alpha: 0.2,
    },
  )
  const allowed = Math.floor(width * height * tolerance.maxDiffRatio)
  return {
    referenceSize: sizeOf(reference),
    actualSize: sizeOf(actual),
    sameSize,
    differing,
    allowed,
    diff,
    pass: sameSize && differing <= allowed,
  }
}

export const readPng = (buffer: Buffer) => PNG.sync.read(buffer)

const referencePath = (name: string) => path.join(screenshotDir, `${name}.png`)

/** The committed reference image `<name>.png`. */
export const readReference = (name: string) => readPng(fs.readFileSync(referencePath(name)))

/** The files a failure of `name` leaves, removed again once it passes. */
const failureFiles = (name: string) => ({
  actual: path.join(diffDir, `${name}.actual.png`),
  reference: path.join(diffDir, `${name}.reference.png`),
  diff: path.join(diffDir, `${name}.diff.png`),
})

const relative = (file: string) => path.relative(process.cwd(), file)

function clearFailure(name: string) {
  for (const file of Object.values(failureFiles(name))) fs.rmSync(file, { force: true })
}

/** Says so when the references were made with another Chromium, the likely cause of a mass failure. */
function browserNote(browserVersion: string): string {
  const madeWith = fs.existsSync(browserVersionFile) ? fs.readFileSync(browserVersionFile, "utf8").trim() : "an unknown Chromium"
  return madeWith === browserVersion
    ? ""
    : `\nThe references were made with Chromium ${madeWith}, this run uses ${browserVersion}: text and edges are drawn differently from one version to the next.`
}

/** Records which Chromium made the references (update mode). */
export function recordBrowserVersion(browserVersion: string) {
  fs.mkdirSync(screenshotDir, { recursive: true })
  fs.writeFileSync(browserVersionFile, `${browserVersion}\n`)
}

const updateHint = "If the change is intended, rewrite the references with `npm run test:visual:update` and commit them."

/**
 * Compares a screenshot with the reference `<name>.png` and returns what is wrong, or undefined when
 * it matches. In update mode it writes the screenshot as the reference when it differs in any byte.
 */
export function screenshotMismatch(name: string, screenshot: Buffer, browserVersion: string): string | undefined {
  const referenceFile = referencePath(name)
  const files = failureFiles(name)
  if (updating) {
    fs.mkdirSync(screenshotDir, { recursive: true })
    if (!fs.existsSync(referenceFile) || !fs.readFileSync(referenceFile).equals(screenshot))
      fs.writeFileSync(referenceFile, screenshot)
    clearFailure(name)
    return undefined
  }
  if (!fs.existsSync(referenceFile)) {
    fs.mkdirSync(diffDir, { recursive: true })
    fs.writeFileSync(files.actual, screenshot)
    return `${name}: there is no reference image ${relative(referenceFile)}.\nActual: ${relative(files.actual)}\nMake the references with \`npm run test:visual:update\` and commit them.`
  }
  const reference = fs.readFileSync(referenceFile)
  // Chromium encodes the same pixels to the same bytes: the usual pass needs no decoding.
  if (reference.equals(screenshot)) {
    clearFailure(name)
    return undefined
  }
  const result = compareImages(readPng(reference), readPng(screenshot))
  if (result.pass) {
    clearFailure(name)
    return undefined
  }
  fs.mkdirSync(diffDir, { recursive: true })
  fs.writeFileSync(files.actual, screenshot)
  fs.writeFileSync(files.reference, reference)
  fs.writeFileSync(files.diff, PNG.sync.write(result.diff))
  const what = result.sameSize
    ? `${result.differing} pixels differ, ${result.allowed} allowed (${result.actualSize})`
    : `the size changed from ${result.referenceSize} (reference) to ${result.actualSize} (actual); ${result.differing} pixels differ where they overlap or one has none`
  return (
    [
      `${name} does not look like its reference: ${what}.`,
      `Actual:    ${relative(files.actual)}`,
      `Reference: ${relative(files.reference)} (committed as ${relative(referenceFile)})`,
      `Diff:      ${relative(files.diff)} (red: differs; yellow: anti-aliasing, not counted)`,
      updateHint,
    ].join("\n") + browserNote(browserVersion)
  )
}

/** Reference images no screenshot of the suite uses any more (a page left the sample list). */
export function unusedReferences(names: readonly string[]): string[] {
  if (!fs.existsSync(screenshotDir)) return []
  const used = new Set(names.map((name) => `${name}.png`))
  return fs
    .readdirSync(screenshotDir)
    .filter((file) => file.endsWith(".png") && !used.has(file))
    .map((file) => path.join(screenshotDir, file))
}
