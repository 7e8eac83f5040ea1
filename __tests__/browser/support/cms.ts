import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { Page } from "playwright-core"
import sharp from "sharp"
import type { ContentSnapshot } from "../../../src/admin/change-check"
import { freePort } from "../../support/free-port"
import { parseHeadersFile } from "../../support/headers"
import { startStaticServer } from "./static-server"

/**
 * An editor's steps in Decap's media library, shared by the CMS tests: adds the article's cover,
 * uploads `file` (as a computer names it), waits for the plain name Decap gives it, uses it, and
 * writes its description.
 */
export async function chooseCover(page: Page, file: string, savedName: string, alt: string) {
  await page.getByRole("button", { name: "Kapak görseli Ekle" }).click()
  await page.getByRole("button", { name: "Bir resim seçin", exact: true }).click()
  // The media library's upload button opens a file dialog; its input takes the file.
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByText(savedName).waitFor()
  await page.getByRole("button", { name: "Seçileni kullan" }).click()
  await page
    .getByLabel(/^Resim açıklaması/)
    .first()
    .fill(alt)
}

/**
 * A photo as a phone takes it, written to `file`: shelves of cardboard boxes with a little grain,
 * 2400 × 1600, so the cover slot (1520 px at most) has all its widths.
 */
export async function writeShelfPhoto(file: string) {
  const shelves = Array.from(
    { length: 4 },
    (_, row) =>
      Array.from(
        { length: 8 },
        (_, box) =>
          `<rect x="${120 + box * 270}" y="${140 + row * 360}" width="230" height="250" rx="8" fill="${["#c8893a", "#b57a31", "#d9a05b"][(row + box) % 3]}"/>` +
          `<rect x="${170 + box * 270}" y="${200 + row * 360}" width="130" height="46" fill="#f4efe6"/>`,
      ).join("") + `<rect x="80" y="${390 + row * 360}" width="2240" height="26" fill="#1d3557"/>`,
  ).join("")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="2400" height="1600" fill="#e9eef4"/>${shelves}</svg>`
  const grain = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer()
  const photo = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer()
  fs.writeFileSync(file, photo)
  return photo
}

/**
 * The text of `file` once it differs from `before` (`null`: once it exists) and reads the same twice a
 * moment apart: the CMS's backend empties a file before writing it, and writes an entry and its media
 * one after the other. A quiet machine needs about a second; the limit is a minute, so a busy one is not
 * mistaken for a save that never came.
 */
export async function savedFile(file: string, before: string | null, timeoutMs = 60_000): Promise<string> {
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file) : null)
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const now = read()
    await new Promise((resolve) => setTimeout(resolve, 100))
    if (now !== null && now.length > 0 && now.toString("utf8") !== before && read()?.equals(now)) return now.toString("utf8")
  }
  throw new Error(`${file} was not saved within ${timeoutMs / 1000} s`)
}

/** decap-server answering on `url`, waited for up to a minute (a second on a quiet machine). */
async function waitForBackend(url: string) {
  for (let until = Date.now() + 60_000; Date.now() < until;) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"action":"info"}',
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`decap-server did not answer at ${url}`)
}

export interface CmsSite {
  /** The folder whose data/ the CMS edits: a copy, so the real files are never touched. */
  workDir: string
  url: string
  close: () => Promise<void>
}

/**
 * The CMS as `npm run cms` runs it: decap-server over a copy of data/ (changed by `prepare`, with the build's
 * /admin/content.json changed by `content` to match), and the built site, whose CMS configuration and /admin/
 * policy name this run's backend instead of the usual 127.0.0.1:8081.
 */
export async function startCms(
  root: string,
  publicDir: string,
  options: { prepare?: (workDir: string) => void; content?: (snapshot: ContentSnapshot) => ContentSnapshot } = {},
): Promise<CmsSite> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-cms-"))
  fs.cpSync(path.join(root, "data"), path.join(workDir, "data"), { recursive: true })
  options.prepare?.(workDir)
  const port = await freePort()
  const backend: ChildProcess = spawn(process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: workDir,
      MODE: "fs",
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  })
  await waitForBackend(`http://127.0.0.1:${port}/api/v1`)
  const usual = "http://127.0.0.1:8081"
  const here = `http://127.0.0.1:${port}`
  const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
  const config = fs.readFileSync(path.join(publicDir, "admin", "config.yml"), "utf8")
  if (!headers.includes(`connect-src 'self' blob: ${usual};`) || !config.includes(usual))
    throw new Error(`The build's CMS does not name the local backend at ${usual}`)
  const snapshot = JSON.parse(fs.readFileSync(path.join(publicDir, "admin", "content.json"), "utf8")) as ContentSnapshot
  const site = await startStaticServer(publicDir, {
    rules: parseHeadersFile(headers.replaceAll(usual, here)),
    pages: {
      "/admin/config.yml": config.replaceAll(usual, here),
      ...(options.content && { "/admin/content.json": JSON.stringify(options.content(snapshot)) }),
    },
  })
  return {
    workDir,
    url: site.url,
    close: async () => {
      backend.kill()
      await site.close()
      fs.rmSync(workDir, { recursive: true, force: true })
    },
  }
}
