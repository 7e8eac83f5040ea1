import type { Problem } from "./problem"
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
 * Markdown body) call it with the place the reference was written. It reads no file itself: the
 * media lookup says what is in data/media (on disk, or the build's list for the CMS).
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

/** What the check needs to know of one media file: its size in bytes and, if readable, its pixels. */
export interface MediaFacts {
  bytes: number
  size?: ImageSize
  /**
   * A file the lookup cannot see (uploaded in the CMS after its list was made): its name and alt text are
   * checked, its bytes and pixels by the build.
   */
  unverified?: boolean
}

/**
 * The media folder as the check sees it: on disk for the build (media-files.ts), or a list made by the
 * build for the CMS, which checks a save in the browser. Names are relative to data/media, "/"-separated.
 */
export interface MediaLookup {
  facts(relative: string): MediaFacts | undefined
  /** The file names of one folder of data/media ("" for the folder itself), for a suggestion. */
  names(folder: string): string[]
}

/**
 * A lookup over such a list (the CMS's). With `trustUnknown`, a name the list lacks is a file uploaded
 * since the list was made: present, unverified.
 */
export function mediaFromFacts(facts: Record<string, MediaFacts>, { trustUnknown = false } = {}): MediaLookup {
  return {
    facts: (relative) => facts[relative] ?? (trustUnknown ? { bytes: 0, unverified: true } : undefined),
    names: (folder) =>
      Object.keys(facts)
        .filter((name) => (folder ? name.startsWith(`${folder}/`) : !name.includes("/")))
        .map((name) => name.slice(folder ? folder.length + 1 : 0)),
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`

/** Alt text that is only a file or camera name ("IMG_2041", "ofis.jpg"). */
const fileLikeAlt = /(\.(jpe?g|png|webp|gif|svg)$)|^(img|dsc|dscn|pxl|image|resim|görsel|foto|fotoğraf)[\s_-]*\d*$/iu

/**
 * The problems of one image reference, each at `place` (the `src` or `alt` below its field path).
 * `ref.src` may be any text: a Markdown body can name anything, so the address is checked here too.
 */
export function checkImage(ref: ImageRef, slot: ImageSlotName, media: MediaLookup, place: ImagePlace): Problem[] {
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
  const relative = src.slice(mediaPrefix.length)
  const facts = media.facts(relative)
  if (!facts) {
    const slash = relative.lastIndexOf("/")
    const folder = slash < 0 ? "" : relative.slice(0, slash)
    const wanted = relative.slice(slash + 1)
    const names = media.names(folder)
    const near =
      names.find((name) => asciiSlug(name.replace(/\.[^.]+$/, "")) === asciiSlug(wanted.replace(/\.[^.]+$/, ""))) ??
      closest(wanted, names)
    problems.push({
      ...at("src"),
      expected: `${mediaFolder} klasöründe var olan bir resim dosyası`,
      found: `"${src}": ${mediaFolder}/${relative} dosyası yok`,
      ...(near && { hint: `Şunu mu demek istediniz: "${src.slice(0, src.length - wanted.length)}${near}"?` }),
    })
    return problems
  }
  if (facts.unverified) return problems
  const bytes = facts.bytes
  if (bytes > maxSourceBytes)
    problems.push({
      ...at("src"),
      expected: `en çok ${megabytes(maxSourceBytes)} büyüklüğünde bir dosya`,
      found: `"${src}": ${megabytes(bytes)}`,
      hint: `resmi genişliği ${minimumWidth(slot) * 1.25} pikseli geçmeyecek biçimde küçültüp yeniden yükleyin`,
    })
  const size = facts.size
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
