/**
 * Renders static/favicon.svg to the PNG icons of the web manifest and Apple devices:
 * `npm run build:icons`. The PNGs are committed; run this again after changing the logo.
 */
import fs from "fs/promises"
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

// favicon.ico: browsers ask for /favicon.ico on their own (a 404 there is a console error), so the
// logo is also served there, as a 32 px PNG inside an ICO container (one directory entry).
const png = await sharp(svg, { density: 600 }).resize(32, 32).png({ compressionLevel: 9 }).toBuffer()
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(1, 4) // one image
header.writeUInt8(32, 6) // width
header.writeUInt8(32, 7) // height
header.writeUInt8(0, 8) // no palette
header.writeUInt8(0, 9) // reserved
header.writeUInt16LE(1, 10) // colour planes
header.writeUInt16LE(32, 12) // bits per pixel
header.writeUInt32LE(png.length, 14) // image size
header.writeUInt32LE(header.length, 18) // image offset
await fs.writeFile(path.join(root, "static", "favicon.ico"), Buffer.concat([header, png]))
console.log("static/favicon.ico")
