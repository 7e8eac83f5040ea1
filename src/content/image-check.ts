import fs from "fs"
import path from "path"
import type { Problem } from "./check-file"
import { asciiSlug, closest } from "./suggest"
import {
  imageSlots,
  maxSourceBytes,
  mediaFolder,
  mediaPrefix,
  minimumWidth,
  type ImageRef,
  type ImageSlotName,
} from "./schema/image"

/**
 * The checks of one image reference against the file it names: the file exists in data/media/, is
 * a JPEG, PNG or WebP no larger than the upload limit, is wide enough for the slot it is drawn in,
 * and the reference has Turkish alt text or says it is decorative. The content check (rules/images.ts)
 * runs it for every image field of data/; templates that find images elsewhere (an article's
 * Markdown body) call it with the place the reference was written. Reads only the file's header,
 * synchronously, so checking thousands of images costs a few milliseconds each.
 */

export interface ImagePlace {
  /** Path from the project root of the file that names the image. */
  file: string
  /** The line of the reference, or of each of its fields (`src`, `alt`) when they have their own. */
  line?: number | ((field: "src" | "alt") => number | undefined)
  /** Field path of the image group, such as "sections[2].image"; its `src` and `alt` are reported below it. */
  field: string
}

export interface ImageSize {
  width: number
  height: number
  format: "jpeg" | "png" | "webp"
}

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

/** The file in the repository an image's `src` names: "/media/ofis.jpg" is data/media/ofis.jpg. */
export const imageFile = (projectRoot: string, src: string) =>
  path.join(projectRoot, mediaFolder, ...src.slice(mediaPrefix.length).split("/"))

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`

/** Alt text that is only a file or camera name ("IMG_2041", "ofis.jpg"). */
const fileLikeAlt = /(\.(jpe?g|png|webp|gif|svg)$)|^(img|dsc|dscn|pxl|image|resim|görsel|foto|fotoğraf)[\s_-]*\d*$/iu

/**
 * The problems of one image reference, each at `place` (the `src` or `alt` below its field path).
 * `ref.src` may be any text: a Markdown body can name anything, so the address is checked here too.
 */
export function checkImage(
  ref: ImageRef,
  slot: ImageSlotName,
  projectRoot: string,
  place: ImagePlace,
  mediaDir = path.join(projectRoot, mediaFolder),
): Problem[] {
  const problems: Problem[] = []
  const at = (field: "src" | "alt") => ({
    file: place.file,
    line: typeof place.line === "function" ? place.line(field) : place.line,
    field: place.field ? `${place.field}.${field}` : field,
  })
  const need = imageSlots[slot]

  if (ref.decorative !== true) {
    const alt = ref.alt?.trim() ?? ""
    if (alt.length < 5)
      problems.push({
        ...at("alt"),
        expected:
          "resmin ne gösterdiğini anlatan Türkçe bir açıklama (`alt`) ya da yalnızca süs olan bir resim için `decorative: true`",
        found: alt ? `"${alt}": çok kısa` : "açıklama yok",
        hint: 'örneğin "Destek ekibi ofiste bir müşterinin sorusunu yanıtlıyor"',
      })
    else if (fileLikeAlt.test(alt))
      problems.push({
        ...at("alt"),
        expected: "dosya adı değil, resmin ne gösterdiğini anlatan Türkçe bir açıklama",
        found: `"${alt}"`,
      })
  }

  const src = ref.src
  if (!src.startsWith(mediaPrefix) || src.includes("..") || !/\.(jpe?g|png|webp)$/i.test(src)) {
    problems.push({
      ...at("src"),
      expected: `${mediaFolder} klasöründeki bir JPEG, PNG ya da WebP dosyası, "${mediaPrefix}dosya-adi.jpg" biçiminde`,
      found: `"${src}"`,
    })
    return problems
  }
  const file = path.join(mediaDir, ...src.slice(mediaPrefix.length).split("/"))
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    const folder = path.dirname(file)
    const names = fs.existsSync(folder) ? fs.readdirSync(folder) : []
    const wanted = path.basename(src)
    const near =
      names.find((name) => asciiSlug(name.replace(/\.[^.]+$/, "")) === asciiSlug(wanted.replace(/\.[^.]+$/, ""))) ??
      closest(wanted, names)
    problems.push({
      ...at("src"),
      expected: `${mediaFolder} klasöründe var olan bir resim dosyası`,
      found: `"${src}": ${mediaFolder}/${src.slice(mediaPrefix.length)} dosyası yok`,
      ...(near && { hint: `Şunu mu demek istediniz: "${path.posix.join(path.posix.dirname(src), near)}"?` }),
    })
    return problems
  }
  const bytes = fs.statSync(file).size
  if (bytes > maxSourceBytes)
    problems.push({
      ...at("src"),
      expected: `en çok ${megabytes(maxSourceBytes)} büyüklüğünde bir dosya`,
      found: `"${src}": ${megabytes(bytes)}`,
      hint: `resmi genişliği ${minimumWidth(slot) * 1.25} pikseli geçmeyecek biçimde küçültüp yeniden yükleyin`,
    })
  const size = readImageSize(readHeader(file))
  if (!size) {
    problems.push({
      ...at("src"),
      expected: "bir JPEG, PNG ya da WebP resmi",
      found: `"${src}": dosya bu biçimlerden birinde değil ya da bozuk`,
      hint: "resmi JPEG olarak yeniden kaydedip yükleyin",
    })
    return problems
  }
  if (size.width < minimumWidth(slot))
    problems.push({
      ...at("src"),
      expected: `${need.label} için en az ${minimumWidth(slot)} piksel genişliğinde bir resim (${need.width} piksel genişliğinde, ${need.density} kat yoğunluklu ekranlarda keskin görünür)`,
      found: `"${src}": ${size.width}×${size.height} piksel`,
      hint: "aynı resmin daha büyük bir sürümünü yükleyin",
    })
  return problems
}
