import fs from "fs"
import os from "os"
import path from "path"
import { clearForeignCache, hasForeignCache, markCacheOwner } from "../../src/postbuild/cache-owner"

/** Issue 47: `npm run cms` in a copy with another folder's .cache and public clears them before Gatsby starts. */
const folders: string[] = []
const project = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cache-owner-"))
  folders.push(dir)
  return dir
}
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

const writeBuild = (root: string) => {
  fs.mkdirSync(path.join(root, ".cache", "caches"), { recursive: true })
  fs.mkdirSync(path.join(root, "public"), { recursive: true })
  fs.writeFileSync(path.join(root, "public", "index.html"), "<h1>x</h1>")
}

it("keeps a folder's own .cache and public", () => {
  const root = project()
  writeBuild(root)
  markCacheOwner(root)
  expect(hasForeignCache(root)).toBe(false)
  expect(clearForeignCache(root)).toBe(false)
  expect(fs.existsSync(path.join(root, "public", "index.html"))).toBe(true)
})

it("clears both when they were copied from another folder", () => {
  const original = project()
  writeBuild(original)
  markCacheOwner(original)
  const copy = project()
  fs.cpSync(original, copy, { recursive: true })
  expect(hasForeignCache(copy)).toBe(true)
  expect(clearForeignCache(copy)).toBe(true)
  expect(fs.existsSync(path.join(copy, ".cache"))).toBe(false)
  expect(fs.existsSync(path.join(copy, "public"))).toBe(false)
  // The original is untouched.
  expect(hasForeignCache(original)).toBe(false)
})

it("clears a .cache whose maker it cannot tell, and leaves a folder without either alone", () => {
  const root = project()
  writeBuild(root)
  expect(clearForeignCache(root)).toBe(true)
  expect(hasForeignCache(root)).toBe(false)
  expect(clearForeignCache(root)).toBe(false)
})
