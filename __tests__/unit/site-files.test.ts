/** @jest-environment node */
import fs from "fs"
import path from "path"
import { writeSiteFiles } from "../../src/postbuild/site-files"
import { iconId } from "../../src/components/icon"
import { contentFixture, removeContentFixture } from "../support/content-fixture"

const dataDir = contentFixture()
const outDir = path.join(path.dirname(dataDir), "public")
afterAll(() => removeContentFixture(dataDir))

describe("writeSiteFiles", () => {
  it("writes robots.txt with the sitemap at the site address of data/site.yaml, keeping crawlers out of the CMS", () => {
    writeSiteFiles(dataDir, outDir, { sprite: false })
    expect(fs.readFileSync(path.join(outDir, "robots.txt"), "utf8")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.deneme.example/sitemap-index.xml\n",
    )
  })

  it("for gatsby develop writes a sprite with the icons the content names and the components' own", () => {
    expect(writeSiteFiles(dataDir, outDir, { sprite: true })).toEqual(["robots.txt", "icons.svg"])
    const sprite = fs.readFileSync(path.join(outDir, "icons.svg"), "utf8")
    for (const name of ["phone", "handshake", "headset", "chevron-down"]) expect(sprite).toContain(`id="${iconId(name)}"`)
  })

  it("for a build leaves no sprite behind, since each page carries its own symbols", () => {
    writeSiteFiles(dataDir, outDir, { sprite: true })
    expect(writeSiteFiles(dataDir, outDir, { sprite: false })).toEqual(["robots.txt"])
    expect(fs.existsSync(path.join(outDir, "icons.svg"))).toBe(false)
  })
})
