import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { codeVersion } from "./code-version"
import { runDirectly, type FileMemo } from "./memo"

/**
 * The results of checks that read one content file alone (the house style, absolute claims, place
 * names), kept between builds: a rebuild after one article changed checks that article again and
 * takes every other file's result from the cache. A result is kept under the check's name, the
 * settings it reads (data/house-style.yaml's lists, the site's address), the file's name, time and
 * size, and the content check's code; it must be plain JSON (problems, phrases).
 */

export interface CheckCacheOptions {
  /** The file the results are kept in (.cache/content-check.json). */
  file: string
  /** The code that checks: folders (src/content, src/kinds) and files (package-lock.json, for the yaml package's
   * version); a change to any of them checks every file again. */
  code: string[]
}

interface Stored {
  version: string
  results: Record<string, unknown>
}

const hash = (...parts: string[]) => {
  const digest = createHash("sha256")
  for (const part of parts) digest.update(part).update("\0")
  return digest.digest("hex")
}

/**
 * The kept results of one run of the content check. `files` gives each file's time and size by the
 * name its problems carry (data/articles/x.md); a file not in it is always checked.
 */
export function fileResults(options: CheckCacheOptions | undefined, files: ReadonlyMap<string, fs.Stats>) {
  if (!options) return { memo: () => runDirectly, save: () => undefined }
  const version = codeVersion(options.code)
  let known: Record<string, unknown> = {}
  try {
    const stored = JSON.parse(fs.readFileSync(options.file, "utf8")) as Stored
    if (stored.version === version) known = stored.results
  } catch {
    // No results yet, or unreadable ones: every file is checked.
  }
  const used: Record<string, unknown> = {}
  return {
    /** The memo for checks that read `settings` besides the file. */
    memo(settings: unknown): FileMemo {
      const settingsKey = hash(JSON.stringify(settings) ?? "")
      return <T>(check: string, entry: { file: string }, run: () => T): T => {
        const stat = files.get(entry.file)
        if (!stat) return run()
        const key = hash(check, settingsKey, entry.file, String(stat.mtimeMs), String(stat.size))
        if (key in known) return (used[key] = known[key]) as T
        const result = run()
        used[key] = result
        return result
      }
    },
    /** Writes the results this run used; the others (of changed or removed files) are dropped. */
    save() {
      fs.mkdirSync(path.dirname(options.file), { recursive: true })
      const part = `${options.file}.${process.pid}.part`
      fs.writeFileSync(part, JSON.stringify({ version, results: used } satisfies Stored))
      fs.renameSync(part, options.file)
    },
  }
}
