/**
 * Renders static/favicon.svg to the PNG icons of the web manifest and Apple devices:
 * `npm run build:icons`. The PNGs are committed; run this again after changing the logo.
 */
import path from "path"
import { fileURLToPath } from "url"
import sharp from "sharp"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const svg = path.join(root, "static", "favicon.svg")
for (const [name, size] of [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
]) {
  await sharp(svg, { density: 600 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, "static", name))
  console.log(`static/${name}`)
}
