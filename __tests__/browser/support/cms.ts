import fs from "fs"
import type { Page } from "playwright-core"
import sharp from "sharp"

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
