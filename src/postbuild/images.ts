import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { cacheKey, cachePath, codeVersion, contentHash, versionFolder } from "../content/build-cache"
import { imageSlots, mediaPrefix, variantsFolder, type ImageSlotName, type PictureData } from "../content/schema/image"

/**
 * The responsive variants of the images editors upload (data/media/), made with sharp: for each
 * image and slot, AVIF, WebP and a JPEG fallback (PNG for a source with transparency) at the slot's widths
 * (schema/image.ts), written to public/img/ under names that carry the content hash, so a host may
 * cache them for a year. Pages get them through GraphQL: every image field's type (`BandImage` ...)
 * has a `picture` field whose resolver (gatsby-node.ts) calls `pictureOf`, so only images a page
 * shows are made, each once per build, and the work grows with the number of images, not pages.
 *
 * Variants are cached by the hash of the source file's bytes, of the slot's settings and of the
 * build's code version (src/content/build-cache.ts), so a rebuild encodes nothing that did not change.
 *
 * AVIF is encoded at effort 2: at sharp's default effort it took 9-25 times WebP's time, at effort 2
 * about 1-2 times, for files 30-60 % smaller than WebP's (measured in docs/architecture.md#images).
 */

export interface ImageBuildOptions {
  /** data/media/: where `src` "/media/x.jpg" is read from. */
  mediaDir: string
  /** public/: the variants go to public/img/. */
  publicDir: string
  /**
   * The variants of every image by cache key (images in the build's cache folder), in a folder per code
   * version: Gatsby's workers make them, so no process knows which entries a build used, and the build
   * removes the folders of other versions instead (gatsby-node.ts, onPreBootstrap).
   */
  cacheDir: string
  /** The build's code version (src/content/build-cache.ts), part of every cache key. */
  code: string
}

export const projectImageOptions = (root: string): ImageBuildOptions => ({
  mediaDir: path.join(root, "data", "media"),
  publicDir: path.join(root, "public"),
  cacheDir: cachePath(root, "images"),
  code: codeVersion(root),
})

/**
 * Part of the variants' published names, not of the cache's scheme (the cache key carries the code
 * version): bumped when the encoding below changes, so that browsers and hosts holding a variant for a
 * year fetch the new one under a new name.
 */
const encodingVersion = 2

/** The largest file the site serves (the budget of issue 23): a variant over it is encoded again at a lower quality. */
export const maxVariantBytes = 200 * 1024

const qualities = [78, 68, 58, 50]

interface Variant {
  width: number
  height: number
  type: string
  file: string
}

interface CacheEntry {
  width: number
  height: number
  color: string
  variants: Variant[]
}

export interface PreparedPicture {
  picture: PictureData
  /** Variant files encoded by this call: 0 when every variant came from the cache. */
  encoded: number
}

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex")

/** The file an image's `src` names ("/media/ofis.jpg" → data/media/ofis.jpg). */
export function sourceFile(src: string, mediaDir: string): string {
  if (!src.startsWith(mediaPrefix) || src.includes(".."))
    throw new Error(`An image's src must be a file in data/media, such as "/media/ofis.jpg", not "${src}"`)
  return path.join(mediaDir, ...src.slice(mediaPrefix.length).split("/"))
}

/**
 * The key of one source's variants for one slot: its bytes, the slot's widths and the encoder's settings.
 * Its start names the published files; the cache entry's key adds the code version (preparePicture).
 */
export function cacheKeyOf(bytes: Buffer, slot: ImageSlotName): string {
  const settings = JSON.stringify({ widths: imageSlots[slot].widths, encodingVersion, qualities, sharp: sharp.versions })
  return sha256(Buffer.concat([Buffer.from(sha256(bytes)), Buffer.from(settings)]))
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, "0")

/** Encodes one variant, lowering the quality until it fits the file budget (or the lowest quality is reached). */
async function encode(image: sharp.Sharp, format: "avif" | "webp" | "jpeg" | "png"): Promise<Buffer> {
  let out: Buffer = Buffer.alloc(0)
  for (const quality of qualities) {
    const pipeline = image.clone()
    // AVIF's quality scale is lower than WebP's for the same look; effort 2 keeps its encoding
    // time near WebP's (effort 4, the default, took 9-25 times as long for the same size).
    if (format === "avif") out = await pipeline.avif({ quality: quality - 28, effort: 2 }).toBuffer()
    else if (format === "webp") out = await pipeline.webp({ quality, effort: 5 }).toBuffer()
    else if (format === "jpeg") out = await pipeline.jpeg({ quality, mozjpeg: true }).toBuffer()
    else out = await pipeline.png({ palette: true, quality: quality + 15, compressionLevel: 9, effort: 8 }).toBuffer()
    if (out.length <= maxVariantBytes) break
  }
  return out
}

/** Makes every variant of one source for one slot into `dir`. */
async function makeVariants(bytes: Buffer, slot: ImageSlotName, stem: string, dir: string): Promise<CacheEntry> {
  // rotate(): a phone photo's EXIF orientation is applied to the pixels (the variants carry no metadata).
  const source = sharp(bytes).rotate()
  const meta = await source.metadata()
  // Orientations 5-8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5
  const width = (turned ? meta.height : meta.width) ?? 0
  const height = (turned ? meta.width : meta.height) ?? 0
  const hasAlpha = meta.hasAlpha
  const { dominant } = await source.clone().resize(64).stats()
  const color = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`
  const fallback = hasAlpha ? "png" : "jpeg"
  // Widths wider than the source are left out (the content check refuses such a source; develop shows it anyway).
  const widths = [...new Set(imageSlots[slot].widths.map((w) => Math.min(w, width)))]
  const variants: Variant[] = []
  for (const w of widths) {
    const resized = source.clone().resize({ width: w, withoutEnlargement: true })
    const h = Math.round((height * w) / width)
    for (const format of ["avif", "webp", fallback] as const) {
      const data = await encode(resized, format)
      const ext = format === "jpeg" ? "jpg" : format
      const file = `${stem}-${w}.${ext}`
      fs.writeFileSync(path.join(dir, file), data)
      variants.push({ width: w, height: h, type: `image/${format}`, file })
    }
  }
  return { width: widths.at(-1) ?? width, height: Math.round((height * (widths.at(-1) ?? width)) / width), color, variants }
}

/** The page's view of a cache entry: srcsets by type, the fallback first of none. */
function pictureFrom(entry: CacheEntry, slot: ImageSlotName): PictureData {
  const url = (file: string) => `/${variantsFolder}/${file}`
  const byType = new Map<string, Variant[]>()
  for (const variant of entry.variants) byType.set(variant.type, [...(byType.get(variant.type) ?? []), variant])
  const srcSet = (list: Variant[]) => list.map((v) => `${url(v.file)} ${v.width}w`).join(", ")
  const modern = ["image/avif", "image/webp"]
  const [fallbackType, fallback] = [...byType].find(([type]) => !modern.includes(type)) ?? [...byType][0]
  const middle = fallback[Math.min(1, fallback.length - 1)]
  return {
    width: entry.width,
    height: entry.height,
    color: entry.color,
    sizes: imageSlots[slot].sizes,
    src: url(middle.file),
    srcSet: srcSet(fallback),
    type: fallbackType,
    // Best first: the browser takes the first <source> whose type it reads.
    sources: modern.flatMap((type) => (byType.has(type) ? [{ type, srcSet: srcSet(byType.get(type) ?? []) }] : [])),
  }
}

/**
 * The variants of one image for one slot: taken from the cache when its key is there, encoded into
 * it otherwise; either way copied into public/img/ when missing there.
 */
export async function preparePicture(src: string, slot: ImageSlotName, options: ImageBuildOptions): Promise<PreparedPicture> {
  const file = sourceFile(src, options.mediaDir)
  return prepareSource(file, fs.readFileSync(file), slot, options)
}

async function prepareSource(
  file: string,
  bytes: Buffer,
  slot: ImageSlotName,
  options: ImageBuildOptions,
): Promise<PreparedPicture> {
  const key = cacheKeyOf(bytes, slot)
  const entryDir = path.join(versionFolder(options.cacheDir, options.code), cacheKey(options.code, key))
  const metaFile = path.join(entryDir, "entry.json")
  let encoded = 0
  if (!fs.existsSync(metaFile)) {
    // Written beside the cache and renamed into place, so a build stopped halfway (or a second
    // process making the same image) never leaves a half-written entry.
    const partial = `${entryDir}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.part`
    fs.mkdirSync(partial, { recursive: true })
    const stem = `${path.basename(file).replace(/\.[^.]+$/, "")}-${key.slice(0, 10)}`
    const entry = await makeVariants(bytes, slot, stem, partial)
    fs.writeFileSync(path.join(partial, "entry.json"), JSON.stringify(entry))
    encoded = entry.variants.length
    try {
      fs.renameSync(partial, entryDir)
    } catch {
      // Another process finished the same entry first; its files are the same.
      fs.rmSync(partial, { recursive: true, force: true })
    }
  }
  const entry = JSON.parse(fs.readFileSync(metaFile, "utf8")) as CacheEntry
  const outDir = path.join(options.publicDir, variantsFolder)
  fs.mkdirSync(outDir, { recursive: true })
  for (const variant of entry.variants) {
    const target = path.join(outDir, variant.file)
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(entryDir, variant.file), target)
  }
  return { picture: pictureFrom(entry, slot), encoded }
}

/** At most this many images are encoded at once: sharp already spreads each over the cores. */
const parallel = Math.max(1, Math.min(2, os.availableParallelism()))
let running = 0
const waiting: (() => void)[] = []

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/**
 * Cache entries made since `since` (ms): the images encoded by this build. Gatsby runs page queries in
 * worker processes, so the build's log line counts them on disk rather than in this process.
 */
export function entriesSince(options: ImageBuildOptions, since: number): number {
  const cacheDir = versionFolder(options.cacheDir, options.code)
  if (!fs.existsSync(cacheDir)) return 0
  return fs
    .readdirSync(cacheDir)
    .filter((name) => !name.endsWith(".part") && fs.statSync(path.join(cacheDir, name)).mtimeMs >= since).length
}

const made = new Map<string, Promise<PictureData>>()

/**
 * The picture of `src` in `slot`, once per process however many pages ask (the GraphQL resolver of
 * gatsby-node.ts, a Markdown body's images). A source that changes between two calls in the same
 * process (`gatsby develop`) gets a new key, so the memo is keyed by the hash of the file's bytes too.
 */
export function pictureOf(src: string, slot: ImageSlotName, options: ImageBuildOptions): Promise<PictureData> {
  const file = sourceFile(src, options.mediaDir)
  const bytes = fs.readFileSync(file)
  const memo = `${file}|${slot}|${contentHash(bytes)}|${options.publicDir}|${options.cacheDir}|${options.code}`
  let known = made.get(memo)
  if (!known) {
    known = limited(() => prepareSource(file, bytes, slot, options)).then(({ picture }) => picture)
    known.catch(() => made.delete(memo))
    made.set(memo, known)
  }
  return known
}

/**
 * After the build: removes variants from public/img/ that no page names any more (an image replaced
 * or removed, a page's later icons changed: src/postbuild/icon-split.ts), read from the built HTML, so
 * public/ holds exactly what the site uses.
 */
export function pruneVariants(publicDir: string): { kept: number; removed: number } {
  const outDir = path.join(publicDir, variantsFolder)
  if (!fs.existsSync(outDir)) return { kept: 0, removed: 0 }
  const used = new Set<string>()
  const pattern = new RegExp(`/${variantsFolder}/([^"'\\s,)#]+)`, "g")
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    // Gatsby's page data has folders named like pages ("page-data/404.html/").
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const html = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8")
    for (const match of html.matchAll(pattern)) used.add(match[1])
  }
  let removed = 0
  for (const name of fs.readdirSync(outDir)) {
    if (used.has(name)) continue
    fs.rmSync(path.join(outDir, name), { force: true })
    removed++
  }
  return { kept: used.size, removed }
}

/** How wide the CMS's thumbnail of an upload is drawn at most (its image widget: 150 px, at up to 3× density). */
export const cmsPreviewWidth = 480

/**
 * Small copies of every upload at its own address (/media/ofis-ekip.jpg), for the CMS only. Decap's
 * image widget previews a chosen file from the site at that address (decaporg/decap-cms#7772), where
 * the site itself serves only variants; without these, every thumbnail in /admin is broken. At most
 * `cmsPreviewWidth` pixels wide, in the source's format, cached by content like the variants; copies of
 * files no longer in data/media are removed. An upload shows its thumbnail once a build has run.
 */
export async function writeCmsPreviews(options: ImageBuildOptions): Promise<{ files: number; made: number }> {
  const outDir = path.join(options.publicDir, mediaPrefix.replace(/^\/|\/$/g, ""))
  const cacheDir = path.join(versionFolder(options.cacheDir, options.code), "cms-previews")
  fs.mkdirSync(cacheDir, { recursive: true })
  const sources = fs.existsSync(options.mediaDir)
    ? fs
        .readdirSync(options.mediaDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(jpe?g|png|webp)$/i.test(entry.name))
        .map((entry) => path.relative(options.mediaDir, path.join(entry.parentPath, entry.name)))
    : []
  let made = 0
  for (const relative of sources) {
    const bytes = fs.readFileSync(path.join(options.mediaDir, relative))
    const cached = path.join(
      cacheDir,
      `${cacheKey(options.code, String(cmsPreviewWidth), bytes)}${path.extname(relative).toLowerCase()}`,
    )
    if (!fs.existsSync(cached)) {
      const partial = `${cached}.${process.pid}.part`
      await sharp(bytes).rotate().resize({ width: cmsPreviewWidth, withoutEnlargement: true }).toFile(partial)
      fs.renameSync(partial, cached)
      made++
    }
    const target = path.join(outDir, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(cached, target)
  }
  const wanted = new Set(sources.map((relative) => path.join(outDir, relative)))
  if (fs.existsSync(outDir))
    for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && !wanted.has(path.join(entry.parentPath, entry.name)))
        fs.rmSync(path.join(entry.parentPath, entry.name))
  return { files: sources.length, made }
}
