import fs from "fs"
import path from "path"

/**
 * Gatsby's `.cache` and `public` hold absolute paths of the folder that made them. Copied into another
 * folder (a second working copy, a copied project), `gatsby develop` starts from them and shows
 * "StaticQuery could not be fetched" on every page. Each start records whose they are; `npm run cms`
 * clears a pair that belongs to another folder, or to none it can tell (issue 47).
 */
const ownerFile = (root: string) => path.join(root, ".cache", "project-folder.txt")

/** Records that root's `.cache` and `public` are root's own (called as Gatsby starts). */
export function markCacheOwner(root: string) {
  fs.mkdirSync(path.join(root, ".cache"), { recursive: true })
  fs.writeFileSync(ownerFile(root), fs.realpathSync(root))
}

/** Whether root has a `.cache` or `public` that another folder made, or one whose maker is unknown. */
export function hasForeignCache(root: string): boolean {
  const cache = path.join(root, ".cache")
  if (!fs.existsSync(cache)) return fs.existsSync(path.join(root, "public")) && !fs.existsSync(ownerFile(root))
  return !fs.existsSync(ownerFile(root)) || fs.readFileSync(ownerFile(root), "utf8") !== fs.realpathSync(root)
}

/** Removes a foreign `.cache` and `public`; returns whether it did. The next start rebuilds them. */
export function clearForeignCache(root: string): boolean {
  if (!hasForeignCache(root)) return false
  for (const name of [".cache", "public"]) fs.rmSync(path.join(root, name), { recursive: true, force: true })
  return true
}
