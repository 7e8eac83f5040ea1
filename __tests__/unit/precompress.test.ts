import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { compressForRequest, preferredEncoding, transferBytes, writeCompressedCopies } from "../../src/postbuild/precompress"

let dir: string
let publicDir: string
const cache = () => ({ dir: path.join(dir, "cache"), code: "code-1" })
const write = (relative: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, relative), data)
}
const page = (words: string) => `<!DOCTYPE html><html lang="tr"><body><main>${`<p>${words}</p>`.repeat(40)}</main></body></html>`

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"))
  publicDir = path.join(dir, "public")
  write("about/index.html", page("Yakamoz Yazılım hakkında"))
  write("assets/site-0123.js", `export const x = ${JSON.stringify("ğüşiöç ".repeat(200))}\n`)
  write(
    "img/icons-abc.svg",
    `<svg xmlns="http://www.w3.org/2000/svg">${'<symbol id="i-x"><path d="M18 6 6 18"/></symbol>'.repeat(30)}</svg>`,
  )
  write("img/photo.png", Buffer.alloc(4096, 1))
  write("_headers", `/*\n  X-Frame-Options: DENY\n`.repeat(50))
  write("_nginx.conf", "index index.html;\n".repeat(50))
  write("robots.txt", "User-agent: *\n")
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("the build's compressed copies (src/postbuild/precompress.ts)", () => {
  it("writes a Brotli and a gzip copy beside each text file, equal to it once decoded, and none for images or host files", async () => {
    const result = await writeCompressedCopies(publicDir, cache())
    expect(result).toEqual({ files: 4, made: 8 })
    for (const file of ["about/index.html", "assets/site-0123.js", "img/icons-abc.svg"]) {
      const original = fs.readFileSync(path.join(publicDir, file))
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(publicDir, `${file}.br`))).equals(original)).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(publicDir, `${file}.gz`))).equals(original)).toBe(true)
    }
    // robots.txt compresses to no fewer bytes: the host sends the file.
    for (const file of ["img/photo.png.br", "_headers.br", "_headers.gz", "_nginx.conf.br", "robots.txt.br"])
      expect({ file, exists: fs.existsSync(path.join(publicDir, file)) }).toEqual({ file, exists: false })
    // What the icon split and the page budget count is the Brotli copy's size.
    expect(transferBytes(fs.readFileSync(path.join(publicDir, "about/index.html")))).toBe(
      fs.statSync(path.join(publicDir, "about/index.html.br")).size,
    )
  })

  it("takes unchanged files from the cache, sees an edit that keeps the size, and follows the code version", async () => {
    await writeCompressedCopies(publicDir, cache())
    expect(await writeCompressedCopies(publicDir, cache())).toEqual({ files: 4, made: 0 })
    const before = fs.readFileSync(path.join(publicDir, "about/index.html.br"))
    // The same length and the same time: only the bytes differ.
    const file = path.join(publicDir, "about/index.html")
    const { mtime } = fs.statSync(file)
    write("about/index.html", page("Yakamoz Yazılım hakkımda"))
    fs.utimesSync(file, mtime, mtime)
    expect(await writeCompressedCopies(publicDir, cache())).toEqual({ files: 4, made: 2 })
    const after = fs.readFileSync(path.join(publicDir, "about/index.html.br"))
    expect(after.equals(before)).toBe(false)
    expect(zlib.brotliDecompressSync(after).toString()).toContain("hakkımda")
    expect(await writeCompressedCopies(publicDir, { ...cache(), code: "code-2" })).toEqual({ files: 4, made: 8 })
  })

  it("removes the copies of a file the build no longer writes, and cache entries no file uses", async () => {
    await writeCompressedCopies(publicDir, cache())
    const entries = fs.readdirSync(cache().dir).length
    fs.rmSync(path.join(publicDir, "img/icons-abc.svg"))
    await writeCompressedCopies(publicDir, cache())
    expect(fs.existsSync(path.join(publicDir, "img/icons-abc.svg.br"))).toBe(false)
    expect(fs.existsSync(path.join(publicDir, "img/icons-abc.svg.gz"))).toBe(false)
    expect(fs.readdirSync(cache().dir)).toHaveLength(entries - 2)
  })

  it("deleting the cache gives byte-identical copies", async () => {
    await writeCompressedCopies(publicDir, cache())
    const first = fs.readFileSync(path.join(publicDir, "assets/site-0123.js.br"))
    fs.rmSync(cache().dir, { recursive: true })
    await writeCompressedCopies(publicDir, cache())
    expect(fs.readFileSync(path.join(publicDir, "assets/site-0123.js.br")).equals(first)).toBe(true)
  })

  it("reads which copy a request takes from Accept-Encoding, Brotli first", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br")
    expect(preferredEncoding("gzip;q=1.0, br;q=0.5")).toBe("br")
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip")
    expect(preferredEncoding("GZIP")).toBe("gzip")
    expect(preferredEncoding("identity")).toBeUndefined()
    expect(preferredEncoding("gzip;q=0")).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
  })

  it("compresses a form page per request, and counts its size as sent", () => {
    const html = `${page("İletişim formu")}<input type="hidden" name="_token" value="abc"/>`
    const sent = compressForRequest(Buffer.from(html), "br")
    expect(zlib.brotliDecompressSync(sent).toString()).toBe(html)
    expect(transferBytes(html)).toBe(sent.length)
    expect(zlib.gunzipSync(compressForRequest(Buffer.from(html), "gzip")).toString()).toBe(html)
  })
})
