import fs from "fs"
import { cacheKey, contentHash, writeEntry } from "./build-cache"
import { runDirectly, type FileMemo } from "./memo"

/**
 * The results of checks that read one content file alone (the house style, absolute claims, place
 * names), kept between builds: a rebuild after one article changed checks that article again and
 * takes every other file's result from the cache. A result is kept under the check's name, the
 * settings it reads (data/house-style.yaml's lists, the site's address), the file's name and the hash
 * of its text, and the build's code version (build-cache.ts); it must be plain JSON (problems, phrases).
 */

export interface CheckCacheOptions {
  /** The file the results are kept in (content-check.json in the build's cache folder). */
  file: string
  /** The build's code version (build-cache.ts): results kept under another are not used. */
  code: string
}

interface Stored {
  version: string
  results: Record<string, unknown>
}

/**
 * The kept results of one run of the content check. `textOf` gives a file's text by the name its
 * problems carry (data/articles/x.md), or undefined for a file it does not know, which is always checked.
 */
export function fileResults(options: CheckCacheOptions | undefined, textOf: (file: string) => string | undefined) {
  if (!options) return { memo: () => runDirectly, save: () => undefined }
  const version = options.code
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
      const settingsKey = contentHash(JSON.stringify(settings) ?? "")
      return <T>(check: string, entry: { file: string }, run: () => T): T => {
        const text = textOf(entry.file)
        if (text === undefined) return run()
        const key = cacheKey(version, check, settingsKey, entry.file, contentHash(text))
        if (key in known) return (used[key] = known[key]) as T
        const result = run()
        used[key] = result
        return result
      }
    },
    /** Writes the results this run used; the others (of changed or removed files) are dropped. */
    save() {
      writeEntry(options.file, JSON.stringify({ version, results: used } satisfies Stored))
    },
  }
}
