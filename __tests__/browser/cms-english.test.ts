import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { parse } from "yaml"
import { validateContent } from "../../src/content/validate"
import { siteRoutes } from "../../src/content/routes"
import { contentTypes } from "../../src/kinds"
import { sharedBrowser } from "./support/browser"
import { savedFile, startCms, type CmsSite } from "./support/cms"
import { eventually } from "./support/page-checks"

/**
 * Issue 53: an editor makes a page's English version in the CMS from its Turkish page. The site's copy
 * lacks the English search page (data/en/pages/ara.yaml); the Turkish page's preview offers "İngilizce
 * sürümünü oluştur", which opens a new English entry with the Turkish text; a save while a sentence is still
 * Turkish is refused and writes nothing; the translated page is saved under the Turkish file's name and
 * passes the build's check.
 */

const root = path.join(__dirname, "..", "..")
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
const ENGLISH = "en/pages/ara.yaml"

let site: CmsSite
let page: Page
const browser = sharedBrowser()

beforeAll(async () => {
  site = await startCms(root, publicDir, {
    prepare: (workDir) => fs.rmSync(path.join(workDir, "data", ENGLISH)),
    content: ({ files, media }) => ({
      files: Object.fromEntries(Object.entries(files).filter(([name]) => name !== ENGLISH)),
      media,
    }),
  })
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

afterAll(async () => {
  await site?.close()
})

interface SearchPage {
  title: string
  description: string
  sections: { heading: string; lead?: string; label?: string; hint?: string; noResults?: string; directory?: string }[]
}
const turkish = parse(fs.readFileSync(path.join(root, "data", "pages", "ara.yaml"), "utf8")) as SearchPage
const english = parse(fs.readFileSync(path.join(root, "data", ENGLISH), "utf8")) as typeof turkish & { slug: string }

/** Publishes the open entry as an editor does. */
async function publish() {
  await page.getByRole("button", { name: "Yayımla" }).click()
  await page.getByText("Şimdi yayımla").click()
}

/**
 * Opens every closed list item of the form, the ones inside opened items too. The buttons are clicked in the
 * page, each as the editor's click is (React handles each before the next): one by one through Playwright,
 * the ERP page's buttons took 16 s, each a round trip and a wait for the redrawn form. cms.test.ts opens
 * items with Playwright's clicks.
 */
async function openEverything() {
  for (let round = 0; round < 6; round++) {
    const clicked = await page.evaluate(() => {
      const closed = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="expand-button"][aria-label="Expand"]'))
        .filter((button) => button.checkVisibility())
        .reverse()
      for (const button of closed) button.click()
      return closed.length
    })
    if (clicked === 0) return
  }
}

/** Publishes, and fails with the check's report when the CMS refuses the save. */
async function publishAndWaitFor(file: string, before: string) {
  await publish()
  const refused = page.getByRole("alertdialog")
  const saved = savedFile(file, before)
  const shown = await Promise.race([saved.then(() => ""), refused.waitFor({ timeout: 60_000 }).then(() => refused.innerText())])
  if (shown && !shown.startsWith("Kaydedildi")) throw new Error(`The save was refused: ${shown}`)
  return saved
}

/** The form's text boxes that hold `value` now (a section's field, opened): a text and a heading may be the same. */
async function boxHolding(value: string) {
  const boxes = page.locator("textarea, input:not([type]), input[type=text]")
  // Every box's value in one look: asking box by box cost a round trip and a fresh query of the form each.
  const shown = await boxes.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value))
  const index = shown.indexOf(value)
  if (index !== -1) return boxes.nth(index)
  throw new Error(`No field holds "${value.slice(0, 40)}...": ${JSON.stringify(shown)}`)
}

describe("an English page made in the CMS from its Turkish page", () => {
  it("is offered on the Turkish page, opens with the Turkish text, and is refused while a sentence is Turkish", async () => {
    await page.goto(`${site.url}/admin/`)
    await page.getByRole("button", { name: "Giriş" }).click()
    await page.goto(`${site.url}/admin/#/collections/pages/entries/ara`)
    const pane = page.frameLocator("#preview-pane")
    await pane.getByText("Bu sayfanın İngilizce sürümü yok.", { exact: false }).waitFor()
    await pane.getByRole("button", { name: "İngilizce sürümünü oluştur" }).click()
    await page.waitForURL(/#\/collections\/pages_en\/new/)
    const description = page.getByLabel("Açıklama", { exact: true }).first()
    await description.waitFor()
    expect(await eventually(() => description.inputValue(), turkish.description.trim(), 10_000)).toBe(turkish.description.trim())
    expect(
      await page
        .getByLabel(/^Adres/)
        .first()
        .inputValue(),
    ).toBe("/en/ara")

    await publish()
    const panel = page.getByRole("alertdialog")
    await panel.waitFor()
    const shown = (await panel.innerText()).replace(/\s+/g, " ")
    expect(shown).toMatch(/^Kaydedilmedi: \d+ sorun var/)
    expect(shown).toContain("Metni çevirin")
    // Each Turkish sentence is named by its field, as the Turkish form labels it.
    expect(shown).toContain("Bölümler › 1. öğe › Giriş paragrafı")
    await panel.getByRole("button", { name: "Kapat" }).click()
    expect(fs.existsSync(path.join(site.workDir, "data", ENGLISH))).toBe(false)
  })

  it("is saved under its Turkish page's file name once translated, and the next build makes it", async () => {
    await page
      .getByLabel(/^Adres/)
      .first()
      .fill(english.slug)
    await page.getByLabel("Sayfa başlığı", { exact: true }).first().fill(english.title)
    await page.getByLabel("Açıklama", { exact: true }).first().fill(english.description)
    // The sections open closed; the editor opens each and writes each of its texts in English.
    await openEverything()
    const texts = ["heading", "lead", "label", "hint", "noResults", "directory"] as const
    for (const [index, section] of turkish.sections.entries())
      for (const key of texts) {
        const text = section[key]?.trim()
        const translated = english.sections[index][key]?.trim()
        if (text && translated) await (await boxHolding(text)).fill(translated)
      }
    const written = parse(await publishAndWaitFor(path.join(site.workDir, "data", ENGLISH), "")) as Record<string, unknown>
    expect(written).toMatchObject({
      slug: "/en/search",
      counterpart: "ara",
      title: english.title,
      description: english.description.trim(),
      sections: english.sections,
    })
    const dataDir = path.join(site.workDir, "data")
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])
    const route = siteRoutes(contentTypes, dataDir).find((r) => r.slug === "/en/search")
    expect(route).toMatchObject({ language: "en", alternates: { tr: "/ara", en: "/en/search" } })
  })

  it("saves a Turkish page's changed figure with a note of what its English page must say, then the English page with it", async () => {
    // One file is saved at a time: the Turkish first, then its English page (the build refuses the pair in between).
    const turkishFile = path.join(site.workDir, "data", "erp", "muhasebe-sistemi.yaml")
    const englishFile = path.join(site.workDir, "data", "en", "erp", "muhasebe-sistemi.yaml")
    const [turkishBefore, englishBefore] = [fs.readFileSync(turkishFile, "utf8"), fs.readFileSync(englishFile, "utf8")]
    await page.goto(`${site.url}/admin/#/collections/erp/entries/muhasebe-sistemi`)
    await page.reload()
    await page.getByLabel("Sayfa başlığı", { exact: true }).first().waitFor()
    await openEverything()
    await (await boxHolding("%50")).fill("%55")
    expect(await publishAndWaitFor(turkishFile, turkishBefore)).toBe(turkishBefore.replace('value: "%50"', 'value: "%55"'))
    const note = page.getByRole("alertdialog")
    await note.waitFor()
    const shown = (await note.innerText()).replace(/\s+/g, " ")
    expect(shown).toMatch(/^Kaydedildi\. Bu sayfanın çevirisi artık onunla uyuşmuyor/)
    expect(shown).toContain("55")
    await note.getByRole("button", { name: "Kapat" }).click()
    const dataDir = path.join(site.workDir, "data")
    expect(validateContent(contentTypes, dataDir).problems.map((problem) => problem.file)).toEqual([
      "data/en/erp/muhasebe-sistemi.yaml",
    ])

    // In the same page load, as an editor goes on, through the English collection's list: the CMS keeps the
    // Turkish page as saved.
    await page.goto(`${site.url}/admin/#/collections/erp_en`)
    await page
      .getByRole("link", { name: /Accounting system/ })
      .first()
      .click()
    const englishTitle = (parse(englishBefore) as { title: string }).title
    const title = page.getByLabel("Sayfa başlığı", { exact: true }).first()
    await title.waitFor()
    expect(await eventually(() => title.inputValue(), englishTitle, 10_000)).toBe(englishTitle)
    // Beside the English form, the Turkish page's texts by the form's labels.
    const pane = page.frameLocator("#preview-pane")
    await pane.getByRole("heading", { name: "Türkçe sayfanın metinleri" }).waitFor()
    expect(await pane.locator("dd").first().textContent()).toBe(
      (parse(fs.readFileSync(turkishFile, "utf8")) as { title: string }).title,
    )
    await openEverything()
    await (await boxHolding("50%")).fill("55%")
    expect(await publishAndWaitFor(englishFile, englishBefore)).toBe(englishBefore.replace('value: "50%"', 'value: "55%"'))
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])
  })
})
