import { createHash } from "crypto"
import fs from "fs"
import path from "path"

/**
 * One hash of the code a build cache depends on (the content check, the host files, the search
 * documents): files, and folders with every file in them. A change to any of them changes the hash, so
 * the cache is made again. A missing path is part of the hash rather than an error: a copy of the
 * project without its lockfile still builds.
 */
export function codeVersion(paths: readonly string[]): string {
  const digest = createHash("sha256")
  for (const top of paths) {
    if (!fs.existsSync(top)) {
      digest.update(`missing ${top}\0`)
      continue
    }
    const names = fs.statSync(top).isDirectory() ? (fs.readdirSync(top, { recursive: true }) as string[]).sort() : [""]
    for (const name of names) {
      const file = path.join(top, name)
      if (fs.statSync(file).isFile()) digest.update(`${file}\0`).update(fs.readFileSync(file))
    }
  }
  return digest.digest("hex")
}
