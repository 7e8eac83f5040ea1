import type { ImageSize, MediaFacts } from "../content/image-check"
import { mediaPrefix } from "../content/schema/image"

/**
 * A picture uploaded in this session is not in the list the build made (/admin/content.json), so before a
 * save the CMS reads it from the backend and measures it as the build would: its bytes, its format and
 * its pixels (issue 47). A save that names a picture too small for its slot is then refused in the CMS,
 * not by the next build.
 */

/** The media files (under data/media) that `data`, an entry as the CMS holds it, names anywhere. */
export function mediaNamed(data: unknown): string[] {
  const pattern = new RegExp(`${mediaPrefix.replace(/\//g, "\\/")}([^\\s"'()<>\\\\]+\\.(?:jpe?g|png|webp))`, "gi")
  const names = new Set<string>()
  for (const match of JSON.stringify(data ?? null).matchAll(pattern)) if (!match[1].includes("..")) names.add(match[1])
  return [...names]
}

/** The format a file's first bytes say it is: JPEG, PNG or WebP, as the build reads it with sharp. */
export function imageFormat(head: Uint8Array): ImageSize["format"] | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg"
  if (head[0] === 0x89 && ascii(1, 4) === "PNG") return "png"
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp"
  return undefined
}

/** A file's facts as the build's check needs them; a file the browser cannot decode has no size, as in the build. */
export async function imageFacts(file: Blob): Promise<MediaFacts> {
  const format = imageFormat(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!format) return { bytes: file.size }
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height, format }
    bitmap.close()
    return { bytes: file.size, size }
  } catch {
    return { bytes: file.size }
  }
}
