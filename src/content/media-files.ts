import fs from "fs"
import path from "path"
import type { ImageSize, MediaFacts, MediaLookup } from "./image-check"

export { mediaFromFacts } from "./image-check"

/**
 * The media folder on disk for the image check (image-check.ts): a file's bytes and the pixels read
 * from its header only, synchronously, so checking thousands of images costs a few milliseconds each.
 */

/** Width, height and format from a JPEG, PNG or WebP file's first bytes; undefined for anything else. */
export function readImageSize(data: Buffer): ImageSize | undefined {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString("ascii", 12, 16) === "IHDR")
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), format: "png" }
  if (data.length >= 30 && data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WEBP") {
    const chunk = data.toString("ascii", 12, 16)
    if (chunk === "VP8X") return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3), format: "webp" }
    if (chunk === "VP8 ") return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff, format: "webp" }
    if (chunk === "VP8L") {
      const bits = data.readUInt32LE(21)
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), format: "webp" }
    }
    return undefined
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    // Walk the JPEG's segments to the frame header (SOF0-SOF15, except DHT, JPG and DAC).
    let offset = 2
    while (offset + 9 < data.length) {
      if (data[offset] !== 0xff) return undefined
      const marker = data[offset + 1]
      if (marker === 0xff) {
        offset += 1
        continue
      }
      const length = data.readUInt16BE(offset + 2)
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7), format: "jpeg" }
      offset += 2 + length
    }
  }
  return undefined
}

/** How many bytes of a file the header parser reads: enough for any JPEG's metadata before its frame header. */
const headerBytes = 256 * 1024

function readHeader(file: string): Buffer {
  const handle = fs.openSync(file, "r")
  try {
    const buffer = Buffer.alloc(headerBytes)
    const read = fs.readSync(handle, buffer, 0, headerBytes, 0)
    return buffer.subarray(0, read)
  } finally {
    fs.closeSync(handle)
  }
}

/** data/media on disk, as the image check reads it. */
export function mediaOnDisk(mediaDir: string): MediaLookup {
  return {
    facts(relative) {
      const file = path.join(mediaDir, ...relative.split("/"))
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined
      return { bytes: fs.statSync(file).size, size: readImageSize(readHeader(file)) }
    },
    names(folder) {
      const dir = path.join(mediaDir, ...folder.split("/").filter(Boolean))
      return fs.existsSync(dir) ? fs.readdirSync(dir) : []
    },
  }
}

/** Every image of data/media with its facts, for the CMS's check in the browser (the build writes it). */
export function mediaFactsOf(mediaDir: string): Record<string, MediaFacts> {
  if (!fs.existsSync(mediaDir)) return {}
  const facts: Record<string, MediaFacts> = {}
  for (const name of fs.readdirSync(mediaDir, { recursive: true }) as string[]) {
    const relative = name.split(path.sep).join("/")
    const found = mediaOnDisk(mediaDir).facts(relative)
    if (found) facts[relative] = found
  }
  return facts
}
