import fs from "fs"
import path from "path"
import sharp from "sharp"
import { baseUrl } from "./support/browser"
import { imageSlots } from "../../src/content/schema/image"
import { maxVariantBytes } from "../../src/postbuild/images"
import { readBuiltPages } from "../../src/postbuild/write-host-config"

/**
 * The images of the build (src/postbuild/images.ts, src/components/picture.tsx), read from public/: every
 * variant a page names exists at the width its srcset declares, and the widths are those of an image
 * slot; and no image file of public/ is over the 200 KB budget. Every page's <img> attributes and lazy
 * loading on a phone: the image gates (gates/images.ts).
 */

const publicDir = path.join(__dirname, "..", "..", "public")

/** The srcset and sizes of every <img> and <source> of a page's HTML. */
function srcsetsIn(html: string) {
  // Attribute names are case-insensitive in HTML, and React writes `srcSet`.
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]
  return Array.from(html.matchAll(/<(?:img|source)\b[^>]*>/g)).flatMap(([tag]) => {
    const srcset = attribute(tag, "srcset")
    return srcset ? [{ srcset, sizes: attribute(tag, "sizes") ?? null }] : []
  })
}

describe("the variants", () => {
  it("exist at every width their srcset declares, and those widths are an image slot's", async () => {
    const sets = readBuiltPages(publicDir).flatMap(({ html }) => srcsetsIn(html))
    // The about page's office picture at least; the count grows with the content.
    expect(sets.length).toBeGreaterThanOrEqual(3)
    const slotWidths = Object.values(imageSlots).map((slot) => slot.widths.join(","))
    const checked = new Set<string>()
    for (const { srcset, sizes } of sets) {
      const entries = srcset.split(", ").map((entry) => entry.trim().split(/\s+/))
      expect(slotWidths).toContain(entries.map(([, w]) => parseInt(w)).join(","))
      expect(Object.values(imageSlots).map((slot) => slot.sizes as string)).toContain(sizes)
      for (const [url, w] of entries) {
        if (checked.has(url)) continue
        checked.add(url)
        const response = await fetch(`${baseUrl()}${url}`)
        expect([url, response.status]).toEqual([url, 200])
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
        expect([url, meta.width]).toEqual([url, parseInt(w)])
      }
    }
  })
})

describe("public/", () => {
  it("holds no image file over 200 KB", () => {
    const images = (fs.readdirSync(publicDir, { recursive: true }) as string[]).filter((name) =>
      /\.(png|jpe?g|webp|avif|gif)$/i.test(name),
    )
    expect(images.length).toBeGreaterThan(0)
    const big = images
      .map((name) => ({ name, bytes: fs.statSync(path.join(publicDir, name)).size }))
      .filter(({ bytes }) => bytes > maxVariantBytes)
      .map(({ name, bytes }) => `${name}: ${Math.round(bytes / 1024)} KB`)
    expect(big).toEqual([])
  })
})
