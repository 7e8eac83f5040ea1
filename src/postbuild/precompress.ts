import fs from "fs"
import path from "path"
import { promisify } from "util"
import zlib from "zlib"
import { cacheKey, writeEntry } from "../content/build-cache"
import { postFields } from "../forms/post-fields"

/**
 * Compressed copies of the build's text files, written beside them (`about/index.html.br`, `.gz`): nginx
 * sends them as they are (`brotli_static`, `gzip_static` in public/_nginx.conf), so a page travels at
 * Brotli's smallest size instead of the 13–14 % larger gzip level 1 nginx makes on the fly, and costs the
 * server no CPU. Netlify and Cloudflare Pages compress by themselves and serve the copies as plain files
 * nobody asks for.
 */

/** What is worth compressing: text, and the search's WebAssembly. Images and fonts are compressed already. */
const compressible = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".json",
  ".map",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
  ".yml",
  ".ics",
  ".wasm",
])

/**
 * Brotli's best quality takes about 1 s a megabyte: the pages, styles and the site's scripts get it. The
 * CMS's multi-megabyte bundles, which only editors load, get quality 9 (8 % larger, ten times faster).
 */
const bestQualityUpTo = 512 * 1024

const brotliParams = (size: number) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: size <= bestQualityUpTo ? 11 : 9,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
})

/**
 * Brotli for a body made per request: quality 9 with a 64 KB window (every form page is smaller) takes
 * about 1.1 ms for a 50 KB page, as quality 5 does, and is 2 % smaller; a larger window at quality 9 takes
 * ten times as long, quality 10 and 11 fifteen and fifty times.
 */
const perRequestParams = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
}

/** A page the lead service sends with a fresh token in its form, compressed per request (nginx passes it to the service). */
const tokenInput = new RegExp(`<input\\b[^>]*\\bname="${postFields.token}"`)
const madePerRequest = (body: string | Buffer) => tokenInput.test(body.toString())

/**
 * The bytes a Brotli-capable browser receives for a document: its Brotli copy as the build writes it, or
 * for a form page as the lead service compresses it (`compressForRequest`).
 */
export const transferBytes = (body: string | Buffer) =>
  zlib.brotliCompressSync(body, {
    params: madePerRequest(body) ? perRequestParams : brotliParams(Buffer.byteLength(body)),
  }).length

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const encodings = [
  { suffix: ".br", compress: (body: Buffer) => brotli(body, { params: brotliParams(body.length) }) },
  { suffix: ".gz", compress: (body: Buffer) => gzip(body, { level: 9 }) },
]

/** The build's files that get compressed copies: never the host files (`_headers`, `_nginx.conf`), which nginx refuses to serve. */
export function compressibleFiles(publicDir: string): string[] {
  return (fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name)) && !entry.name.startsWith("_"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

export interface PrecompressResult {
  files: number
  /** Compressions this build made; the others came from the cache. */
  made: number
}

/**
 * Writes each compressible file's `.br` and `.gz` copy, and removes copies whose file is gone. A copy whose
 * compressed form is not smaller than the file is not written (the host then sends the file). Copies are kept
 * in `cache.dir` by the file's bytes and the code version, so a rebuild compresses only what changed.
 */
export async function writeCompressedCopies(publicDir: string, cache: { dir: string; code: string }): Promise<PrecompressResult> {
  const files = compressibleFiles(publicDir)
  const used = new Set<string>()
  let made = 0
  // Four at a time: zlib runs them on libuv's threads, beside the build's other last steps.
  const queue = files.flatMap((file) => encodings.map((encoding) => ({ file, encoding })))
  const work = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const body = fs.readFileSync(job.file)
      const name = cacheKey(cache.code, job.encoding.suffix, body) + job.encoding.suffix
      const cached = path.join(cache.dir, name)
      used.add(name)
      let compressed: Buffer
      if (fs.existsSync(cached)) compressed = fs.readFileSync(cached)
      else {
        compressed = await job.encoding.compress(body)
        writeEntry(cached, compressed)
        made++
      }
      const copy = job.file + job.encoding.suffix
      if (compressed.length < body.length) fs.writeFileSync(copy, compressed)
      else fs.rmSync(copy, { force: true })
    }
  }
  await Promise.all(Array.from({ length: 4 }, work))
  removeOrphanCopies(publicDir, new Set(files))
  if (fs.existsSync(cache.dir))
    for (const name of fs.readdirSync(cache.dir)) if (!used.has(name)) fs.rmSync(path.join(cache.dir, name), { force: true })
  return { files: files.length, made }
}

/** Copies left by an earlier build beside a file this build no longer writes. */
function removeOrphanCopies(publicDir: string, files: Set<string>) {
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!entry.isFile()) continue
    const copy = path.join(entry.parentPath, entry.name)
    const original = copy.replace(/\.(br|gz)$/, "")
    if (original !== copy && compressible.has(path.extname(original)) && !files.has(original)) fs.rmSync(copy)
  }
}

export type ContentEncoding = "br" | "gzip"

/** Which of the copies a request's Accept-Encoding takes: Brotli first, then gzip; none for `identity` or `q=0`. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";")
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim())
  }
  if (accepted.has("br")) return "br"
  if (accepted.has("gzip")) return "gzip"
  return undefined
}

/** The suffix of an encoding's copy beside its file. */
export const copySuffix: Record<ContentEncoding, string> = { br: ".br", gzip: ".gz" }

/** A body made per request (a form page with its fresh token), compressed for the encoding: Brotli with `perRequestParams`, gzip at 6. */
export function compressForRequest(body: Buffer, encoding: ContentEncoding): Buffer<ArrayBuffer> {
  return encoding === "br" ? zlib.brotliCompressSync(body, { params: perRequestParams }) : zlib.gzipSync(body, { level: 6 })
}
