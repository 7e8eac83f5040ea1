/** @jest-environment node */
import fs from "fs"
import path from "path"
import { foreignHost } from "../../src/content/rules/hosting-notice"
import { validateContent } from "../../src/content/validate"
import { contentFixture, removeContentFixture } from "../support/content-fixture"
import { contentTypes } from "../../src/kinds"

// Decision 17 (docs/decisions.md): a page that says the site and its forms stay on our own server stops a
// build on Netlify, where that is untrue (src/content/rules/hosting-notice.ts).

describe("hosting statements follow the host", () => {
  let dataDir: string
  const saved = process.env.NETLIFY
  beforeEach(() => {
    dataDir = contentFixture()
    const page = path.join(dataDir, "pages", "teklif.yaml")
    fs.writeFileSync(
      page,
      fs
        .readFileSync(page, "utf8")
        .replace(
          /^description: .*$/m,
          "description: Formlarımızdaki bilgiler Türkiye'deki kendi sunucumuzda saklanır, yurt dışına çıkmaz.",
        ),
    )
  })
  afterEach(() => {
    removeContentFixture(dataDir)
    if (saved === undefined) delete process.env.NETLIFY
    else process.env.NETLIFY = saved
  })

  const hosting = () =>
    validateContent(contentTypes, dataDir).problems.filter((p) => p.expected.startsWith("sitenin barındırıldığı"))

  it("lets the statement pass on our own server", () => {
    delete process.env.NETLIFY
    expect(hosting()).toEqual([])
  })

  it("stops a Netlify build at the statement, naming the file and line", () => {
    process.env.NETLIFY = "true"
    expect(hosting().map((p) => [p.file, p.line, p.field])).toEqual([["data/pages/teklif.yaml", 3, "description"]])
  })

  it("knows Netlify's builds by the variable Netlify sets", () => {
    expect(foreignHost({ NETLIFY: "true" })).toBe("Netlify")
    expect(foreignHost({})).toBeUndefined()
  })
})
