/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { startShareCards } from "../../src/postbuild/share-card-process"
import { cachePath } from "../../src/content/build-cache"

const root = path.join(__dirname, "..", "..")

/**
 * A project beside the real one: the real code, fonts and packages, its own public/ and .cache/, and a
 * data/ of the site file and one page, so two cards are drawn (the process runs at a low priority, and
 * the suite keeps both cores busy).
 */
function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-card-process-"))
  for (const name of ["src", "static", "node_modules"]) fs.symlinkSync(path.join(root, name), path.join(dir, name))
  for (const file of ["site.yaml", "erp/muhasebe-sistemi.yaml"]) {
    fs.mkdirSync(path.dirname(path.join(dir, "data", file)), { recursive: true })
    fs.copyFileSync(path.join(root, "data", file), path.join(dir, "data", file))
  }
  return dir
}

describe("the share cards' own process", () => {
  let dir: string
  beforeEach(() => {
    dir = projectCopy()
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("draws each page's card into the project's public/og and reports them", async () => {
    const outcome = await startShareCards(dir)
    if ("error" in outcome) throw outcome.error
    const { cards, drawn, reused } = outcome.result
    expect(cards.map((card) => card.path)).toEqual(["/og/site.png", "/og/erp/muhasebe-sistemi.png"])
    expect({ drawn, reused }).toEqual({ drawn: 2, reused: 0 })
    for (const card of cards) expect(fs.statSync(path.join(dir, "public", card.path)).size).toBeGreaterThan(10_000)
    expect(fs.readdirSync(cachePath(dir, "share-cards"))).toHaveLength(cards.length)
  }, 120_000)

  it("hands back what stopped it, naming the page, as the build's error", async () => {
    const page = path.join(dir, "data", "erp", "muhasebe-sistemi.yaml")
    fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(/^title: .*$/m, "title: Muhasebe 会計"))
    const outcome = await startShareCards(dir)
    expect("error" in outcome && outcome.error.message).toMatch(/^Share card of data\/erp\/muhasebe-sistemi\.yaml: .*会/)
  }, 120_000)
})
