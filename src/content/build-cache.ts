import { createHash } from "crypto"
import fs from "fs"
import path from "path"

/**
 * The build's caches, in one scheme: every cache is a file or folder of one folder (`cacheFolder`), and
 * every entry is named by the hash of what it is made from, read from the inputs' bytes, and of one code
 * version for the whole build (`codeVersion`). Nothing is keyed by a file's time or size, so an edit that
 * keeps both is still seen; no version is bumped by hand, since any change to the code changes the code
 * version and so every key. Deleting the folder costs time, never a different build.
 */

// In .cache/, not node_modules/.cache/: whatever makes Gatsby empty .cache/ (gatsby-*.ts, package.json, a plugin) changes the code version anyway, and node_modules/ is linked into the project's copies (bench, tests), which must not share a cache.
export const cacheFolder = (root: string) => path.join(root, ".cache", "build-cache")

/** One cache's file or folder in the cache folder ("share-cards", "content-check.json"). */
export const cachePath = (root: string, name: string) => path.join(cacheFolder(root), name)

/** The hex sha256 of a text or of bytes. */
export const contentHash = (data: string | Buffer) => createHash("sha256").update(data).digest("hex")

/**
 * The key of a cache entry: the hash of the code version and of every input, each input's length
 * before it, so no two lists of inputs run together into the same bytes.
 */
export function cacheKey(code: string, ...inputs: (string | Buffer)[]): string {
  const digest = createHash("sha256").update(code)
  for (const input of inputs) digest.update(`\0${Buffer.byteLength(input)}\0`).update(input)
  return digest.digest("hex")
}

/**
 * The files the code version reads, relative to the root with "/" separators, sorted: every file
 * under src/ except type declarations (Gatsby rewrites src/gatsby-types.d.ts during a build, and no
 * output depends on a declaration), the gatsby-*.ts(x) files, package.json and package-lock.json (the
 * packages' versions). A missing file is listed too: a copy of the project without its lockfile builds.
 */
export function codeFiles(root: string): string[] {
  const src = path.join(root, "src")
  const inSrc = fs.existsSync(src)
    ? (fs.readdirSync(src, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".d.ts"))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    : []
  const gatsby = fs.readdirSync(root).filter((name) => /^gatsby-[\w-]+\.tsx?$/.test(name))
  return [...inSrc, ...gatsby, "package.json", "package-lock.json"].map((name) => name.split(path.sep).join("/")).sort()
}

/** The hash of every file of `codeFiles`, names and bytes, read now (codeVersion keeps it for the process). */
export function codeHash(root: string): string {
  const digest = createHash("sha256")
  for (const name of codeFiles(root)) {
    const file = path.join(root, name)
    digest.update(`${name}\0`)
    digest.update(fs.existsSync(file) ? fs.readFileSync(file) : "missing")
    digest.update("\0")
  }
  return digest.digest("hex")
}

const versions = new Map<string, string>()

/**
 * The build's code version (codeHash), computed once per process and project root, since every cache of
 * a build asks for it (252 files, 2.2 MB: 15-30 ms). Gatsby's workers and the share cards' process each
 * compute their own, from the same files.
 */
export function codeVersion(root: string): string {
  let version = versions.get(root)
  if (version === undefined) versions.set(root, (version = codeHash(root)))
  return version
}

/** Writes `data` to `file` under a temporary name first, so no reader ever finds half an entry. */
export function writeEntry(file: string, data: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const part = `${file}.${process.pid}.part`
  fs.writeFileSync(part, data)
  fs.renameSync(part, file)
}

/**
 * A cache whose entries are JSON values, each in a file named by `cacheKey(code, key)`, in a folder of
 * the code version's own (`versionFolder`): for a cache whose runs cannot tell which entries the next
 * build needs (the article bodies: Gatsby runs only the page queries of changed pages), so that
 * `dropOtherVersions` can remove what no build of this code will read.
 */
export function jsonEntries<T>(dir: string, code: string) {
  const fileOf = (key: string) => path.join(versionFolder(dir, code), `${cacheKey(code, key)}.json`)
  return {
    async get(key: string): Promise<T | undefined> {
      try {
        return JSON.parse(await fs.promises.readFile(fileOf(key), "utf8")) as T
      } catch {
        // Not made yet (or by a build stopped halfway, which `writeEntry` leaves as a .part file).
        return undefined
      }
    },
    async set(key: string, value: T): Promise<void> {
      writeEntry(fileOf(key), JSON.stringify(value))
    },
  }
}

/** The folder of a versioned cache (`jsonEntries`) that holds the entries of one code version. */
export const versionFolder = (dir: string, code: string) => path.join(dir, code.slice(0, 16))

/** Removes the folders of a versioned cache that belong to other code versions; called once per build. */
export function dropOtherVersions(dir: string, code: string) {
  if (!fs.existsSync(dir)) return
  const own = path.basename(versionFolder(dir, code))
  for (const name of fs.readdirSync(dir)) if (name !== own) fs.rmSync(path.join(dir, name), { recursive: true, force: true })
}
