/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { checkImage } from "../../src/content/image-check"
import { mediaOnDisk, readImageSize } from "../../src/content/media-files"
import { validateContent } from "../../src/content/validate"
import { imageSlots, maxSourceBytes, minimumWidth } from "../../src/content/schema/image"
import {
  cmsPreviewWidth,
  entriesSince,
  maxVariantBytes,
  pictureOf,
  preparePicture,
  pruneVariants,
  writeCmsPreviews,
  type ImageBuildOptions,
} from "../../src/postbuild/images"
import { contentTypes } from "../../src/kinds"
import { sameSizeAndTime } from "../support/same-size-and-time"

const root = path.join(__dirname, "..", "..")
let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "images-"))
  fs.mkdirSync(path.join(dir, "data", "media"), { recursive: true })
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A picture with some detail (gradient and shapes), so encoders have work to do. */
async function drawing(width: number, height: number, alpha = false) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0b4f7c"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
    ${alpha ? "" : `<rect width="100%" height="100%" fill="url(#g)"/>`}
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#f59e0b"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" rx="20" fill="#e6f0f7"/></svg>`
  return sharp(Buffer.from(svg))
}
const media = (name: string) => path.join(dir, "data", "media", name)
const place = { file: "data/pages/about.yaml", line: 12, field: "sections[3].image" }

describe("readImageSize", () => {
  it("reads the width, height and format sharp reads, from JPEG, PNG and lossy, lossless and transparent WebP", async () => {
    const image = await drawing(1234, 567)
    const files = [
      await image.clone().jpeg().toBuffer(),
      await image.clone().jpeg({ progressive: true }).withMetadata().toBuffer(),
      await image.clone().png().toBuffer(),
      await image.clone().webp().toBuffer(),
      await image.clone().webp({ lossless: true }).toBuffer(),
      await (await drawing(1234, 567, true)).webp().toBuffer(),
    ]
    for (const data of files) {
      const meta = await sharp(data).metadata()
      expect(readImageSize(data)).toEqual({ width: meta.width, height: meta.height, format: meta.format })
    }
    expect(readImageSize(Buffer.from("<svg></svg>"))).toBeUndefined()
  })
})

describe("checkImage", () => {
  const slot = "cover" as const
  it("passes a wide enough image with Turkish alt text, and a decorative one without", async () => {
    await (await drawing(minimumWidth(slot), 800)).jpeg().toFile(media("kapak.jpg"))
    expect(
      checkImage(
        { src: "/media/kapak.jpg", alt: "Depoda raflar ve el terminali" },
        slot,
        mediaOnDisk(path.join(dir, "data", "media")),
        place,
      ),
    ).toEqual([])
    expect(
      checkImage({ src: "/media/kapak.jpg", decorative: true }, slot, mediaOnDisk(path.join(dir, "data", "media")), place),
    ).toEqual([])
  })

  it("refuses a missing file at its line, suggesting the file meant", async () => {
    await (await drawing(minimumWidth(slot), 800)).jpeg().toFile(media("ofis-ekip.jpg"))
    const [problem, ...rest] = checkImage(
      { src: "/media/ofis-ekib.jpg", alt: "Ofiste üç ekip üyesi" },
      slot,
      mediaOnDisk(path.join(dir, "data", "media")),
      place,
    )
    expect(rest).toEqual([])
    expect(problem).toEqual({
      file: "data/pages/about.yaml",
      line: 12,
      field: "sections[3].image.src",
      expected: "data/media klasöründe var olan bir resim dosyası",
      found: '"/media/ofis-ekib.jpg": data/media/ofis-ekib.jpg dosyası yok',
      hint: 'Şunu mu demek istediniz: "/media/ofis-ekip.jpg"?',
    })
  })

  it("refuses an image narrower than its slot's width × density, naming both sizes", async () => {
    await (await drawing(minimumWidth(slot) - 1, 700)).png().toFile(media("dar.png"))
    const problems = checkImage(
      { src: "/media/dar.png", alt: "Dar bir resim örneği" },
      slot,
      mediaOnDisk(path.join(dir, "data", "media")),
      place,
    )
    expect(problems).toHaveLength(1)
    expect(problems[0].expected).toContain(`en az ${minimumWidth(slot)} piksel`)
    expect(problems[0].found).toBe(`"/media/dar.png": ${minimumWidth(slot) - 1}×700 piksel`)
  })

  it("refuses a file over the upload limit, and a file that is no JPEG, PNG or WebP", async () => {
    const jpeg = await (await drawing(minimumWidth(slot), 800)).jpeg().toBuffer()
    fs.writeFileSync(media("buyuk.jpg"), Buffer.concat([jpeg, Buffer.alloc(maxSourceBytes)]))
    const big = checkImage(
      { src: "/media/buyuk.jpg", alt: "Çok büyük bir dosya" },
      slot,
      mediaOnDisk(path.join(dir, "data", "media")),
      place,
    )
    expect(big.map((p) => p.expected)).toEqual(["en çok 5,0 MB büyüklüğünde bir dosya"])
    fs.writeFileSync(media("metin.jpg"), "bu bir resim değil")
    const text = checkImage(
      { src: "/media/metin.jpg", alt: "Resim olmayan bir dosya" },
      slot,
      mediaOnDisk(path.join(dir, "data", "media")),
      place,
    )
    expect(text.map((p) => p.expected)).toEqual(["bir JPEG, PNG ya da WebP resmi"])
  })

  it("refuses missing, too short or file-name alt text, at the alt field's own line", async () => {
    await (await drawing(minimumWidth(slot), 800)).jpeg().toFile(media("kapak.jpg"))
    const lines = { ...place, line: (field: "src" | "alt") => (field === "alt" ? 14 : 13) }
    for (const alt of [undefined, "ofis", "IMG_2041", "kapak.jpg"]) {
      const problems = checkImage({ src: "/media/kapak.jpg", alt }, slot, mediaOnDisk(path.join(dir, "data", "media")), lines)
      expect(problems.map((p) => [p.field, p.line])).toEqual([["sections[3].image.alt", 14]])
    }
  })

  it("refuses an address outside data/media", () => {
    const problems = checkImage(
      { src: "https://example.com/a.jpg", alt: "Başka bir sitedeki resim" },
      slot,
      mediaOnDisk(path.join(dir, "data", "media")),
      place,
    )
    expect(problems.map((p) => p.found)).toEqual(['"https://example.com/a.jpg"'])
  })
})

describe("the content check", () => {
  it("checks every image field of data/ with file and line, in Turkish", async () => {
    fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true })
    const about = path.join(dir, "data", "pages", "about.yaml")
    const yaml = fs.readFileSync(about, "utf8")
    expect(validateContent(contentTypes, path.join(dir, "data")).problems).toEqual([])
    fs.writeFileSync(about, yaml.replace("/media/ofis-ekip.jpg", "/media/ofis.jpg"))
    const [missing] = validateContent(contentTypes, path.join(dir, "data")).problems
    const line = yaml.split("\n").findIndex((l) => l.includes("src: /media/ofis-ekip.jpg")) + 1
    expect(missing).toMatchObject({
      file: "data/pages/about.yaml",
      line,
      expected: "data/media klasöründe var olan bir resim dosyası",
    })
    expect(missing.field).toMatch(/^sections\[\d+\]\.image\.src$/)
    await (await drawing(900, 450)).jpeg().toFile(path.join(dir, "data", "media", "ofis-ekip.jpg"))
    fs.writeFileSync(about, yaml)
    const [small] = validateContent(contentTypes, path.join(dir, "data")).problems
    expect(small).toMatchObject({ line, found: '"/media/ofis-ekip.jpg": 900×450 piksel' })
  })

  it("refuses an image field with neither alt text nor decorative, once", () => {
    fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true })
    const about = path.join(dir, "data", "pages", "about.yaml")
    fs.writeFileSync(about, fs.readFileSync(about, "utf8").replace(/\n {6}alt: .*\n/, "\n"))
    const problems = validateContent(contentTypes, path.join(dir, "data")).problems
    expect(problems).toHaveLength(1)
    expect(problems[0].field).toMatch(/\.image\.alt$/)
    expect(problems[0].expected).toContain("`decorative: true`")
  })
})

describe("the variants", () => {
  // Encoding takes about 2 s per test on a quiet machine; once, beside the browser lane, it took over
  // 30 s. The limit only stops a hung encoder, so it is far above either (issue 34).
  jest.setTimeout(180_000)
  const options = (code = "code-1"): ImageBuildOptions => ({
    mediaDir: path.join(dir, "data", "media"),
    publicDir: path.join(dir, "public"),
    cacheDir: path.join(dir, "cache"),
    code,
  })
  /** Every file of public/img/, by name, byte for byte. */
  const published = () =>
    Object.fromEntries(
      fs
        .readdirSync(path.join(dir, "public", "img"))
        .sort()
        .map((name) => [name, fs.readFileSync(path.join(dir, "public", "img", name)).toString("base64")]),
    )

  it("are AVIF, WebP and JPEG at every width of the slot, each within the file budget, with the source's aspect", async () => {
    await (await drawing(2000, 1000)).jpeg({ quality: 95 }).toFile(media("ofis.jpg"))
    const { picture, encoded } = await preparePicture("/media/ofis.jpg", "band", options())
    const widths = imageSlots.band.widths
    expect(encoded).toBe(widths.length * 3)
    expect(picture.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"])
    expect(picture.type).toBe("image/jpeg")
    expect([picture.width, picture.height]).toEqual([1920, 960])
    expect(picture.color).toMatch(/^#[0-9a-f]{6}$/)
    expect(picture.sizes).toBe(imageSlots.band.sizes)
    for (const [srcSet, format] of [
      [picture.sources[0].srcSet, "heif"],
      [picture.sources[1].srcSet, "webp"],
      [picture.srcSet, "jpeg"],
    ] as const) {
      const entries = srcSet.split(", ").map((entry) => entry.split(" "))
      expect(entries.map(([, w]) => w)).toEqual(widths.map((w) => `${w}w`))
      for (const [url, w] of entries) {
        const file = path.join(dir, "public", url)
        const meta = await sharp(file).metadata()
        expect([meta.format, meta.width, meta.height]).toEqual([format, parseInt(w), parseInt(w) / 2])
        expect(fs.statSync(file).size).toBeLessThanOrEqual(maxVariantBytes)
        // The name carries the content hash, so a host may cache it for a year.
        expect(url).toMatch(/^\/img\/ofis-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/)
      }
    }
    expect(picture.srcSet).toContain(picture.src)
  })

  it("are encoded once: a second build encodes nothing and rewrites what public/ lost; a changed file is encoded again", async () => {
    await (await drawing(1600, 900)).jpeg().toFile(media("kapak.jpg"))
    const first = await preparePicture("/media/kapak.jpg", "cover", options())
    expect(first.encoded).toBe(12)
    fs.rmSync(path.join(dir, "public"), { recursive: true })
    const again = await preparePicture("/media/kapak.jpg", "cover", options())
    expect(again).toEqual({ picture: first.picture, encoded: 0 })
    expect(fs.readdirSync(path.join(dir, "public", "img"))).toHaveLength(12)
    // Touching the file changes nothing: the cache is keyed by its bytes.
    fs.utimesSync(media("kapak.jpg"), new Date(), new Date(Date.now() + 5000))
    expect((await preparePicture("/media/kapak.jpg", "cover", options())).encoded).toBe(0)
    await (await drawing(1600, 1000)).jpeg().toFile(media("kapak.jpg"))
    const changed = await preparePicture("/media/kapak.jpg", "cover", options())
    expect(changed.encoded).toBe(12)
    expect(changed.picture.src).not.toBe(first.picture.src)
  })

  it("are encoded again for another code version, into the same files; and the same after the cache is deleted", async () => {
    await (await drawing(1600, 900)).jpeg().toFile(media("kapak.jpg"))
    const started = Date.now() - 1000
    const first = await preparePicture("/media/kapak.jpg", "cover", options())
    const files = published()
    expect(entriesSince(options(), started)).toBe(1)
    expect(await preparePicture("/media/kapak.jpg", "cover", options())).toEqual({ picture: first.picture, encoded: 0 })
    fs.rmSync(path.join(dir, "public"), { recursive: true })
    // The published names do not carry the code version: a code change makes the same files again.
    expect(await preparePicture("/media/kapak.jpg", "cover", options("code-2"))).toEqual({ picture: first.picture, encoded: 12 })
    expect(published()).toEqual(files)
    fs.rmSync(path.join(dir, "cache"), { recursive: true })
    fs.rmSync(path.join(dir, "public"), { recursive: true })
    expect(await preparePicture("/media/kapak.jpg", "cover", options())).toEqual({ picture: first.picture, encoded: 12 })
    expect(published()).toEqual(files)
  })

  it("are made again in the same process for a source edited with the same size and time", async () => {
    // Two JPEGs of one size: the shorter padded after its end marker, which decoders ignore.
    const [a, b] = await Promise.all([
      (await drawing(1600, 900)).jpeg({ quality: 80 }).toBuffer(),
      (await drawing(1600, 900)).flop().jpeg({ quality: 80 }).toBuffer(),
    ])
    const size = Math.max(a.length, b.length)
    const padded = (bytes: Buffer) => Buffer.concat([bytes, Buffer.alloc(size - bytes.length)])
    fs.writeFileSync(media("kapak.jpg"), padded(a))
    const edit = sameSizeAndTime(media("kapak.jpg"))
    const first = await pictureOf("/media/kapak.jpg", "cover", options())
    expect(await pictureOf("/media/kapak.jpg", "cover", options())).toBe(first)
    edit.bytes(() => padded(b))
    const second = await pictureOf("/media/kapak.jpg", "cover", options())
    expect(second.src).not.toBe(first.src)
  })

  it("keep transparency in a PNG fallback", async () => {
    await (await drawing(400, 200, true)).png().toFile(media("logo.png"))
    const { picture } = await preparePicture("/media/logo.png", "logo", options())
    expect(picture.type).toBe("image/png")
    expect(picture.srcSet.split(", ").map((e) => e.split(" ")[1])).toEqual(["160w", "240w", "320w"])
  })

  it("have small copies at the uploads' own addresses for the CMS's thumbnails, made once, and none for a removed upload", async () => {
    await (await drawing(1600, 900)).jpeg().toFile(media("kapak.jpg"))
    fs.mkdirSync(media("musteri"))
    await (await drawing(300, 300, true)).png().toFile(media("musteri/logo.png"))
    expect(await writeCmsPreviews(options())).toEqual({ files: 2, made: 2 })
    const kapak = await sharp(path.join(dir, "public", "media", "kapak.jpg")).metadata()
    expect([kapak.format, kapak.width, kapak.height]).toEqual(["jpeg", cmsPreviewWidth, 270])
    const logo = await sharp(path.join(dir, "public", "media", "musteri", "logo.png")).metadata()
    expect([logo.format, logo.width, logo.hasAlpha]).toEqual(["png", 300, true])
    fs.rmSync(media("kapak.jpg"))
    expect(await writeCmsPreviews(options())).toEqual({ files: 1, made: 0 })
    expect(fs.existsSync(path.join(dir, "public", "media", "kapak.jpg"))).toBe(false)
  })

  it("that no built page names any more are removed from public/", async () => {
    await (await drawing(1600, 900)).jpeg().toFile(media("kapak.jpg"))
    const { picture } = await preparePicture("/media/kapak.jpg", "cover", options())
    fs.writeFileSync(path.join(dir, "public", "img", "eski-0123456789-400.jpg"), "old")
    fs.mkdirSync(path.join(dir, "public", "blog"), { recursive: true })
    fs.writeFileSync(path.join(dir, "public", "blog", "index.html"), `<img src="${picture.src}" srcset="${picture.srcSet}">`)
    expect(pruneVariants(path.join(dir, "public"))).toEqual({ kept: 4, removed: 9 })
    expect(fs.readdirSync(path.join(dir, "public", "img")).sort()).toEqual(
      picture.srcSet
        .split(", ")
        .map((e) => path.basename(e.split(" ")[0]))
        .sort(),
    )
  })
})
