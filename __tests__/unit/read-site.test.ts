/** @jest-environment node */
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import config from "../../gatsby-config"
import { readSiteData } from "../../src/content/read-site"
import { siteSchema } from "../../src/content/schema/site"
import { colors, themeColor } from "../../src/theme"
import { contentFixture, removeContentFixture } from "../support/content-fixture"
import { sameSizeAndTime } from "../support/same-size-and-time"

const root = path.join(__dirname, "..", "..")
const dataDir = contentFixture()
afterAll(() => removeContentFixture(dataDir))

const siteFile = path.join(dataDir, "site.yaml")
/** Rewrites the fixture's site.yaml and moves its modification time on, as an editor's save does. */
function save(text: string, secondsLater: number) {
  fs.writeFileSync(siteFile, text)
  const later = new Date(Date.now() + secondsLater * 1000)
  fs.utimesSync(siteFile, later, later)
}

describe("readSiteData", () => {
  it("returns data/site.yaml as the schema gives it", () => {
    const site = readSiteData(path.join(root, "data"))
    expect(site).toEqual(siteSchema.parse(parse(fs.readFileSync(path.join(root, "data", "site.yaml"), "utf8"))))
    expect(site.brand).toBe("Yakamoz Yazılım")
    expect(site.phones.main.display).toBe("0452 555 01 00")
  })

  it("reads a file once, and again only after it changed", () => {
    const first = readSiteData(dataDir)
    expect(readSiteData(dataDir)).toBe(first)
    save(fs.readFileSync(siteFile, "utf8").replace(/^slogan: .*$/m, "slogan: Değişen slogan"), 10)
    const second = readSiteData(dataDir)
    expect(second).not.toBe(first)
    expect(second.slogan).toBe("Değişen slogan")
  })

  it("sees an edit that keeps the file's size and time", () => {
    const edit = sameSizeAndTime(siteFile)
    const slogan = readSiteData(dataDir).slogan
    expect(readSiteData(dataDir).slogan).toBe(slogan)
    // As many bytes, another slogan.
    edit.text(`slogan: ${slogan}`, `slogan: ${slogan.slice(1)}X`)
    expect(readSiteData(dataDir).slogan).toBe(`${slogan.slice(1)}X`)
  })

  it("refuses an invalid file with the content check's report: line, field and hint", () => {
    save(fs.readFileSync(siteFile, "utf8").replace(/^brand: /m, "brnd: "), 20)
    expect(() => readSiteData(dataDir)).toThrow(/site\.yaml\n {2}satır \d+ {2}brnd[\s\S]*Şunu mu demek istediniz: "brand"\?/)
    save("brand: [", 30)
    expect(() => readSiteData(dataDir)).toThrow(/beklenen: geçerli YAML/)
  })
})

describe("the theme colour", () => {
  type ManifestPlugin = { resolve: string; options: Record<string, unknown> }
  const manifest = (config.plugins ?? []).find(
    (plugin): plugin is ManifestPlugin => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-manifest",
  )

  it("is the brand's primary colour, in the web manifest and in the logo tile of the favicon", () => {
    expect(themeColor).toBe(colors.primary)
    expect(manifest?.options).toMatchObject({ theme_color: themeColor, background_color: colors.surface })
    const favicon = fs.readFileSync(path.join(root, "static", "favicon.svg"), "utf8")
    expect(/<rect [^>]*fill="([^"]+)"/.exec(favicon)?.[1]).toBe(themeColor)
  })

  it("names the manifest and the site after data/site.yaml", () => {
    const site = readSiteData(path.join(root, "data"))
    expect(manifest?.options).toMatchObject({ name: site.brand, description: site.slogan })
    expect(config.siteMetadata).toEqual({ title: site.brand, siteUrl: site.siteUrl })
  })
})
