import fs from "fs"
import path from "path"
import type { BrowserContext, Page } from "playwright-core"
import sharp from "sharp"
import { parse } from "yaml"
import { checkFile, formatProblems } from "../../src/content/check-file"
import { validateContent } from "../../src/content/validate"
import { siteRoutes } from "../../src/content/routes"
import { renderBody } from "../../src/kinds/articles/article-fields"
import { buildFeeds } from "../../src/kinds/articles/feeds"
import { readBuiltPages } from "../../src/postbuild/write-host-config"
import { cmsPreviewWidth, maxVariantBytes, pictureOf, projectImageOptions } from "../../src/postbuild/images"
import { imageSlots, minimumWidth } from "../../src/content/schema/image"
import { englishIn } from "../support/english"
import { sharedBrowser } from "./support/browser"
import { eventually } from "./support/page-checks"
import { chooseCover, savedFile, startCms, writeShelfPhoto, type CmsSite } from "./support/cms"
import { contentTypes } from "../../src/kinds"

/**
 * Issue 12: the editors' CMS at /admin, run as `npm run cms` runs it: Decap CMS talking to the
 * local backend (decap-server) over a copy of data/, so the real files are never touched. One
 * page load: a save that breaks a rule is refused with the build's own words and leaves the file
 * as it was; then one field of a page is changed and saved, and the file changes in that field
 * only and still passes the content check. Issue 21: what the editor reads there (a field's rule,
 * the refused save's report) is Turkish, and a field's rule is shown in its own letter case.
 */

const root = path.join(__dirname, "..", "..")
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
const FILE = "erp/muhasebe-sistemi.yaml"

let workDir: string
let context: BrowserContext
let page: Page
let site: CmsSite
// Closing it at the end also closes the context.
const browser = sharedBrowser()

/** The page's own description, the first field of that name (cards have descriptions too). */
const descriptionBox = () => page.getByLabel("Açıklama", { exact: true }).first()

const dataFile = () => path.join(workDir, "data", FILE)
const readData = () => fs.readFileSync(dataFile(), "utf8")

beforeAll(async () => {
  site = await startCms(root, publicDir)
  workDir = site.workDir
  context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

afterAll(async () => {
  await site?.close()
})

describe("the CMS at /admin with the local backend", () => {
  const original = () => fs.readFileSync(path.join(root, "data", FILE), "utf8")

  it("opens the ERP page for editing, with the Turkish labels of the schema", async () => {
    const violations: string[] = []
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto(`${site.url}/admin/`)
    await page.getByRole("button", { name: "Giriş" }).click()
    await page.goto(`${site.url}/admin/#/collections/erp/entries/muhasebe-sistemi`)
    await expect(descriptionBox().inputValue()).resolves.toBe((parse(original()) as { description: string }).description)
    expect(violations).toEqual([])
  })

  it("shows in the preview pane and the toolbar the page the entry makes, with links that open it", async () => {
    const pane = page.frameLocator("#preview-pane")
    const { title } = parse(original()) as { title: string }
    await expect(pane.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(title)
    const link = pane.getByRole("link", { name: "Sayfayı aç", exact: true })
    expect(await link.getAttribute("href")).toBe("/erp/muhasebe-sistemi")
    // Issue 53: the page's English page, one click away.
    expect(await pane.getByRole("link", { name: "İngilizce sayfayı aç" }).getAttribute("href")).toBe("/en/erp/accounting")
    expect(await link.getAttribute("target")).toBe("_blank")
    // The toolbar's link opens the same page on this server, not on the live site.
    const toolbarLink = page.getByRole("link", { name: "Sayfayı sitede aç" })
    expect(await toolbarLink.getAttribute("href")).toBe(new URL("/erp/muhasebe-sistemi", site.url).href)
    expect(await page.getByText("Önizlemeyi Denetle").count()).toBe(0)
    const opened = await fetch(new URL("/erp/muhasebe-sistemi", site.url))
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain("<h1")
  })

  it('writes a list\'s labels small the Turkish way: "ifade ekle", never "i̇fade Ekle"', async () => {
    await expect(page.getByRole("button", { name: "anahtar kelime ekle", exact: true }).count()).resolves.toBeGreaterThan(0)
    // Decap lowercases labels with toLowerCase; in /admin a capital İ becomes i, not i and a combining dot.
    // The article editor's blocks are named in Turkish (src/admin/editor-components.ts), not "Image", "Code Block".
    await expect(
      page.evaluate(() => {
        const components = (
          window as unknown as { CMS: { getEditorComponents(): Map<string, { label: string }> } }
        ).CMS.getEditorComponents()
        return ["image", "code-block"].map((id) => components.get(id)?.label)
      }),
    ).resolves.toEqual(["Resim", "Kod bloğu"])
    // After a number a list names its items in the singular; an optional section says whether it is
    // there instead of counting it (src/admin/list-count.ts).
    const counted = await page.evaluate(() =>
      [...document.querySelectorAll("body *")].flatMap((element) =>
        [...element.childNodes].flatMap((node) => (node.nodeType === Node.TEXT_NODE ? [node.nodeValue ?? ""] : [])),
      ),
    )
    expect(counted).toContain("özellikler")
    expect(counted.filter((text) => /^\d+ (özellikler|modüller|anahtar kelimeler|kartlar)$/.test(text))).toEqual([])
    await expect(page.evaluate(() => ["İfade", "İLÇE", "ERP", "DIV"].map((text) => text.toLowerCase()))).resolves.toEqual([
      "ifade",
      "ilçe",
      "erp",
      "div",
    ])
  })

  it("lists entries with the site's tokens filled in, and its search finds words typed without Turkish letters", async () => {
    const eventsPage = await context.newPage()
    const { district } = (
      parse(fs.readFileSync(path.join(root, "data", "site.yaml"), "utf8")) as { address: { district: string } }
    ).address
    const cards = eventsPage.locator('a[href*="/entries/"] h2')
    await eventsPage.goto(`${site.url}/admin/#/collections/events`)
    await cards.first().waitFor()
    const titles = await cards.allTextContents()
    expect(titles.some((title) => title.includes(`${district} ofisimizde`))).toBe(true)
    expect(titles.filter((title) => /\{[a-zA-Z]+\}/.test(title))).toEqual([])
    // "gecis" finds the articles and events whose titles say "geçiş"; "Yazılar" and "Etkinlikler" name their collections.
    await eventsPage.goto(`${site.url}/admin/#/search/gecis`)
    await eventsPage.getByText("e-Faturaya geçiş rehberi", { exact: false }).first().waitFor()
    const found = await cards.allTextContents()
    expect(found.filter((title) => /geçiş/i.test(title)).length).toBeGreaterThanOrEqual(2)
    await eventsPage.close()
  })

  it("refuses a description that is too short with the build's Turkish rule under the field, in its own letter case", async () => {
    const before = readData()
    await descriptionBox().fill("Kısa bir açıklama.")
    // The counter under the box says so before any save (src/admin/character-count.ts).
    await expect(page.locator(".karakter-sayaci").first().textContent()).resolves.toBe(
      "18 / 180 karakter, en az 50: 32 karakter eksik",
    )
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()
    const error = page
      .locator('[class*="-ControlErrorsList"] li')
      .filter({ hasText: /karakter/i })
      .first()
    await error.waitFor()
    const message = ((await error.textContent()) ?? "").trim()
    expect(message).toBe("Açıklama: 50 ile 180 karakter arasında bir açıklama")
    expect(englishIn(message)).toEqual([])
    // Decap writes field errors in capitals; the CMS shows the rule as written.
    expect((await error.innerText()).trim()).toBe(message)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(readData()).toBe(before)
  })

  it("refuses a save that breaks a rule, with the build's message, and leaves the file as it was", async () => {
    const before = readData()
    const description = "Ön muhasebeden e-Faturaya kadar {brnd} ile tüm hesaplarınız tek ekranda, her an güncel."
    await descriptionBox().fill(description)
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()

    // The build's own report of the same change, as the editor reads it: the field by its label, no file internals.
    const planted = before.replace(/^description:.*\n(?:[ \t]+.*\n)*/m, `description: ${description}\n`)
    expect(planted).not.toBe(before)
    const expected = formatProblems(checkFile(contentTypes, FILE, planted).problems).map((line) => line.trim())
    expect(expected.join("\n")).toContain("Şunu mu demek istediniz: {brand}?")
    const panel = page.getByRole("alertdialog")
    await panel.waitFor()
    const shown = (await panel.innerText()).replace(/\s+/g, " ")
    expect(shown).toMatch(/^Kaydedilmedi: 1 sorun var/)
    expect(shown).toContain("Açıklama:")
    expect(shown).toContain("Şunu mu demek istediniz: {brand}?")
    expect(shown).not.toMatch(/satır|description|data\/|\.yaml/)
    expect(englishIn(await panel.innerText())).toEqual([])
    await panel.getByRole("button", { name: "Kapat" }).click()

    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(readData()).toBe(before)
  })

  it("saves a changed field and changes only that field's lines; the content check passes", async () => {
    const before = readData()
    const description = "Ön muhasebeden e-Faturaya kadar {brand} ile tüm hesaplarınız tek ekranda ve her an güncel."
    await descriptionBox().fill(description)
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()
    const after = await savedFile(dataFile(), before)

    // Same content except the description, and every other line byte for byte as it was.
    const { description: _old, ...rest } = parse(before) as Record<string, unknown>
    void _old
    expect(parse(after)).toEqual({ ...rest, description })
    const oldLines = before.split("\n")
    const newLines = after.split("\n")
    let start = 0
    while (oldLines[start] === newLines[start]) start++
    let end = 0
    while (oldLines[oldLines.length - 1 - end] === newLines[newLines.length - 1 - end]) end++
    // The lines that differ lie within the description's block: its key line and the indented lines under it.
    const key = oldLines.findIndex((line) => line.startsWith("description:"))
    const next = oldLines.findIndex((line, i) => i > key && /^\S/.test(line))
    expect(start).toBeGreaterThanOrEqual(key)
    expect(oldLines.length - end).toBeLessThanOrEqual(next)
    expect(newLines.length - end).toBeLessThanOrEqual(next + (newLines.length - oldLines.length))

    expect(validateContent(contentTypes, path.join(workDir, "data")).problems).toEqual([])
    // The real data/ was never touched.
    expect(original()).not.toContain(description)
  })
})

/**
 * A new article's form filled as an editor fills it: title, description, the proposed address (then the
 * editor's own), type, a tag, the author chosen by name and two paragraphs.
 */
async function fillNewArticle(page: Page, title: string, proposed: string, slug: string, paragraph: string) {
  await page.goto(`${site.url}/admin/#/collections/articles/new`)
  await page.getByLabel("Başlık", { exact: true }).fill(title)
  await page
    .getByLabel("Açıklama", { exact: true })
    .fill("Sayım gününden önce raf etiketleri, sayım ekipleri ve fark listesi için yapılacakların kısa bir özeti.")
  // The address is proposed from the title, Turkish letters folded; the editor then writes their own.
  const address = page.getByLabel("Adres", { exact: true })
  for (let tries = 0; tries < 40 && (await address.inputValue()) !== proposed; tries++)
    await new Promise((resolve) => setTimeout(resolve, 100))
  expect(await address.inputValue()).toBe(proposed)
  await page.getByLabel("Adres", { exact: true }).fill(slug)
  await page.getByLabel("Tür", { exact: true }).fill("Rehber")
  await page.keyboard.press("Enter")
  await page.getByRole("button", { name: "etiket ekle" }).click()
  await page.getByLabel("Etiket", { exact: true }).last().fill("stok sayımı")
  // The author is chosen by name from data/blog.yaml's list; the file stores the id.
  await page.getByLabel("Yazar", { exact: true }).fill("Selin")
  await page.getByRole("option", { name: "Selin Aksoy, Mali çözümler danışmanı", exact: true }).click()
  const body = page.locator('[data-slate-editor="true"]').first()
  await body.click()
  await page.keyboard.type(paragraph)
  await page.keyboard.press("Enter")
  await page.keyboard.type("Sayımdan sonra farkları muhasebeye aktarmadan önce ikinci bir kontrol sayımı yapın.")
}

describe("an article written in the CMS", () => {
  const slug = "cms-ile-yazilan-yazi"
  const articleFile = () => path.join(workDir, "data", "articles", `${slug}.md`)
  const paragraph =
    "Bu yazı içerik yönetiminden yazıldı. Sayım gününden önce raf etiketlerini kontrol edin, sayım ekiplerini ikişer kişi olarak " +
    "kurun ve her ekibin hangi rafları sayacağını bir gün önceden yazılı olarak paylaşın. Fark listesi aynı gün çıkarılır."

  it("is created with the Turkish form, saved as Markdown with front matter, and passes the content check", async () => {
    await fillNewArticle(page, "Sayım gününe hazırlık için kısa not", "sayim-gunune-hazirlik-icin-kisa-not", slug, paragraph)
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()
    const text = await savedFile(articleFile(), null)
    expect(text).toMatch(/^---\n[\s\S]*\n---\n/)
    expect(checkFile(contentTypes, `articles/${slug}.md`, text).problems).toEqual([])
    expect(validateContent(contentTypes, path.join(workDir, "data")).problems).toEqual([])
  })

  it("shows an article's cover as a thumbnail, from the small copy the build writes at the file's address", async () => {
    // A fresh load: a change of the address's #part alone is not always followed by the CMS's editor.
    await page.goto("about:blank")
    await page.goto(`${site.url}/admin/#/collections/articles/entries/depo-stok-sayimi-rehberi`)
    const thumbnail = page.locator('img[src$="/media/depo-stok-sayimi.jpg"]').first()
    await thumbnail.scrollIntoViewIfNeeded()
    const size = () => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))
    expect(await eventually(size, cmsPreviewWidth)).toBe(cmsPreviewWidth)
  })

  it("takes a photo uploaded in the media library as its cover; the build makes every variant of the cover slot from it", async () => {
    // A phone photo as an editor's computer names it: capitals, a space, Turkish letters.
    const upload = path.join(workDir, "Depo Rafları.JPG")
    await writeShelfPhoto(upload)
    await page.goto("about:blank")
    await page.goto(`${site.url}/admin/#/collections/articles/entries/${slug}`)
    await chooseCover(page, upload, "depo-raflari.jpg", "Depo raflarında etiketli koliler ve sayım listesi")
    const before = fs.readFileSync(articleFile(), "utf8")
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()
    await savedFile(articleFile(), before)

    // The file is in data/media and the article names it; the content check (size, width, alt) passes.
    const media = path.join(workDir, "data", "media", "depo-raflari.jpg")
    await savedFile(media, null)
    expect(fs.readFileSync(media)).toEqual(fs.readFileSync(upload))
    const text = fs.readFileSync(articleFile(), "utf8")
    const front = parse(text.split("\n---\n")[0].replace(/^---\n/, "")) as { cover?: unknown }
    expect(front.cover).toEqual({ src: "/media/depo-raflari.jpg", alt: "Depo raflarında etiketli koliler ve sayım listesi" })
    expect(checkFile(contentTypes, `articles/${slug}.md`, text).problems).toEqual([])
    expect(validateContent(contentTypes, path.join(workDir, "data")).problems).toEqual([])

    // The build makes the cover's variants when the article's page query asks for its picture (the
    // `@picture` field of gatsby-node): every width of the slot, each under the 200 KB budget, in a
    // modern format and the JPEG fallback.
    const picture = await pictureOf("/media/depo-raflari.jpg", "cover", projectImageOptions(workDir))
    expect([picture?.sizes, picture?.type]).toEqual([imageSlots.cover.sizes, "image/jpeg"])
    const srcSets = [picture?.srcSet ?? "", ...(picture?.sources ?? []).map((source) => source.srcSet)]
    expect(picture?.sources.map((source) => source.type)).toEqual(expect.arrayContaining(["image/webp"]))
    for (const srcSet of srcSets) {
      const candidates = srcSet.split(", ").map((candidate) => candidate.split(" "))
      expect(candidates.map(([, width]) => width)).toEqual(imageSlots.cover.widths.map((width) => `${width}w`))
      for (const [address, width] of candidates) {
        const file = path.join(workDir, "public", address)
        expect((await sharp(file).metadata()).width).toBe(parseInt(width, 10))
        expect(fs.statSync(file).size).toBeLessThanOrEqual(maxVariantBytes)
      }
    }
  })

  it("is on the site after the next build: its page, its listings and both feeds, with no code change", async () => {
    const dataDir = path.join(workDir, "data")
    const routes = siteRoutes(contentTypes, dataDir)
    const route = routes.find((r) => r.slug === `/blog/${slug}`)
    expect(route?.file).toBe(`data/articles/${slug}.md`)
    expect(route?.listedOn).toEqual(expect.arrayContaining(["/blog", "/blog/kategori/rehber"]))
    // The body as the article node's `rendered` field makes it for the article template.
    const { html } = await renderBody(String(route?.data?.body), projectImageOptions(workDir))
    expect(html).toContain("raf etiketlerini kontrol edin")
    const feeds = buildFeeds(dataDir, siteRoutes(contentTypes, dataDir))
    expect(feeds.rss).toContain(`/blog/${slug}</link>`)
    expect(feeds.atom).toContain(`/blog/${slug}"/>`)
  })

  it("refuses a cover uploaded in this session that is too small for its slot, before the article is written", async () => {
    // The media library writes the upload at once; the save check then reads it from the backend and
    // measures it as the build would (src/admin/uploaded-media.ts), instead of leaving it to the build.
    const small = path.join(workDir, "Küçük Raf.jpg")
    await sharp({ create: { width: 640, height: 427, channels: 3, background: "#c8893a" } })
      .jpeg()
      .toFile(small)
    const editor = await context.newPage()
    const smallSlug = "kucuk-kapakli-deneme-yazisi"
    await fillNewArticle(editor, "Küçük kapaklı deneme yazısı", smallSlug, smallSlug, paragraph)
    await chooseCover(editor, small, "kucuk-raf.jpg", "Depo rafında duran tek bir koli")
    await editor.getByRole("button", { name: "Yayımla" }).click()
    await editor.getByText("Şimdi yayımla").click()
    const panel = editor.getByRole("alertdialog")
    await panel.waitFor()
    const text = (await panel.textContent()) ?? ""
    expect(text).toContain("Kapak görseli")
    expect(text).toContain(`en az ${minimumWidth("cover")} piksel genişliğinde`)
    expect(text).toContain("640×427 piksel")
    expect(fs.existsSync(path.join(workDir, "data", "articles", `${smallSlug}.md`))).toBe(false)
    await editor.close()
  })
})

describe("an event created in the CMS", () => {
  const slug = "cms-ile-eklenen-web-semineri"
  const eventFile = () => path.join(workDir, "data", "events", `${slug}.yaml`)

  it("is saved as YAML that passes the content check, and the next build lists it and takes registrations for it", async () => {
    await page.goto("about:blank")
    await page.goto(`${site.url}/admin/#/collections/events/new`)
    await page.getByLabel("Etkinliğin adı", { exact: true }).fill("Bordroda yeni yıl: parametre güncelleme semineri")
    await page
      .getByLabel("Açıklama", { exact: true })
      .fill("Yeni yılın bordro parametrelerini sisteme girmeden önce nelere bakılacağını anlatan ücretsiz web semineri.")
    await page.getByLabel("Adres", { exact: true }).fill(slug)
    await page.getByLabel("Türü", { exact: true }).fill("Web semineri")
    await page.keyboard.press("Enter")
    // A moment after the build's time (SITE_BUILD_TIME in `npm test`), in the browser's own zone.
    await page.getByLabel("Başlangıç", { exact: true }).fill("2030-01-08T14:00")
    await page.getByLabel("Bitiş", { exact: true }).fill("2030-01-08T15:00")
    await page.getByLabel("Katılım", { exact: true }).fill("Çevrim içi")
    await page.keyboard.press("Enter")
    await page.getByLabel("Konuşmacılar", { exact: true }).fill("Selin")
    await page.getByRole("option", { name: "Selin Aksoy, Mali çözümler danışmanı", exact: true }).click()
    await page.getByRole("button", { name: "paragraf ekle" }).click()
    await page
      .getByLabel("Paragraf", { exact: true })
      .last()
      .fill("Yeni yılın asgari ücretini ve vergi dilimlerini sisteme girmeden önce yapılacakları anlatıyoruz.")
    await page.getByRole("button", { name: "oturum ekle" }).click()
    await page.getByLabel("Saat", { exact: true }).last().fill("14.00")
    await page.getByLabel("Oturum", { exact: true }).last().fill("Parametre listesi ve kontrol adımları")
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()
    const text = await savedFile(eventFile(), null)
    expect(formatProblems(checkFile(contentTypes, `events/${slug}.yaml`, text).problems)).toEqual([])
    const dataDir = path.join(workDir, "data")
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])

    // What the next build makes of it: a page listed on /etkinlikler, and its subject in the contact form.
    const route = siteRoutes(contentTypes, dataDir).find((r) => r.slug === `/etkinlikler/${slug}`)
    expect(route).toMatchObject({ file: `data/events/${slug}.yaml`, listedOn: ["/etkinlikler"], context: { past: false } })
    expect(route?.kind.formSubjects?.(route)).toEqual([
      { value: `etkinlik-${slug}`, label: "Etkinlik kaydı: Bordroda yeni yıl: parametre güncelleme semineri" },
    ])
  })
})

describe("an editor updates the e-document check when a communiqué changes an amount", () => {
  const CHECK = "e-donusum/e-donusum-testi.yaml"
  const checkFile = () => path.join(workDir, "data", CHECK)

  it("refuses an amount typed into a text with the build's message, then saves a new threshold in its one line", async () => {
    // A fresh load of the entry (the editor may come from another entry's page), signed in if asked.
    await page.goto(`${site.url}/admin/#/collections/e-donusum/entries/e-donusum-testi`)
    await page.reload()
    const login = page.getByRole("button", { name: "Giriş" })
    const heading = page.getByLabel("Sayfa başlığı (H1)")
    await login.or(heading).first().waitFor()
    if (await login.isVisible()) await login.click()
    await heading.waitFor()
    // The list's items open closed; the editor opens the amounts (Eşikler) to read them.
    const thresholds = page.locator('[aria-label="list field"]', { has: page.locator("label", { hasText: /^Eşikler$/ }) })
    await thresholds.getByTestId("expand-button").first().click()
    const upcoming = page.getByLabel(/^Gelecek yıl/).first()
    const amount = page.getByLabel(/^Tutar \(TL\)/).first()
    expect(await amount.inputValue()).toBe("3000000")
    const before = fs.readFileSync(checkFile(), "utf8")
    const original = await upcoming.inputValue()

    // An amount written as a figure in a text would stay behind when the threshold changes: refused.
    await upcoming.fill("2026 hasılatınız 3 milyon TL ve üzerinde olursa 1 Temmuz 2027'den itibaren zorunlu olur.")
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()
    const panel = page.getByRole("alertdialog")
    await panel.waitFor()
    const shown = (await panel.innerText()).replace(/\s+/g, " ")
    expect(shown).toMatch(/^Kaydedilmedi: 1 sorun var/)
    expect(shown).toContain("Eşikler › 1. öğe › Gelecek yıl")
    expect(shown).toContain("“3 milyon TL” elle yazılmış")
    await panel.getByRole("button", { name: "Kapat" }).click()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(fs.readFileSync(checkFile(), "utf8")).toBe(before)

    // The new amount in its one place: every text and every band follows it.
    await upcoming.fill(original)
    await amount.fill("3500000")
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()
    const after = await savedFile(checkFile(), before)
    expect(after).toBe(before.replace("    amount: 3000000\n", "    amount: 3500000\n"))
    const dataDir = path.join(workDir, "data")
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])
    const slugs = siteRoutes(contentTypes, dataDir).map((route) => route.slug)
    expect(slugs).toContain("/e-donusum-testi/sirket/yok/3-5-milyon-10-milyon")
    expect(slugs).not.toContain("/e-donusum-testi/sirket/yok/3-milyon-10-milyon")
  })
})

describe("an editor changes a price in the price list, the one place prices are written", () => {
  const PRICES = "fiyatlar/fiyatlar.yaml"
  const SUPPORT = "support/teknik-destek.yaml"
  const fileOf = (name: string) => path.join(workDir, "data", name)

  /** A fresh load of an entry (the editor may come from another entry's page), signed in if asked. */
  async function openEntry(collection: string, entry: string, field: string) {
    await page.goto(`${site.url}/admin/#/collections/${collection}/entries/${entry}`)
    await page.reload()
    const login = page.getByRole("button", { name: "Giriş" })
    const ready = page.getByLabel(field).first()
    await login.or(ready).first().waitFor()
    if (await login.isVisible()) await login.click()
    await ready.waitFor()
  }

  async function publish() {
    await page.getByRole("button", { name: "Yayımla" }).click()
    await page.getByText("Şimdi yayımla").click()
  }

  /** The refused save's report, on one line, after which the panel is closed. */
  async function refusal(): Promise<string> {
    const panel = page.getByRole("alertdialog")
    await panel.waitFor()
    const shown = (await panel.innerText()).replace(/\s+/g, " ")
    await panel.getByRole("button", { name: "Kapat" }).click()
    await new Promise((resolve) => setTimeout(resolve, 500))
    return shown
  }

  it("refuses a price typed into the support page with the build's message, and leaves the file as it was", async () => {
    await openEntry("support", "teknik-destek", "Sayfa başlığı")
    const before = fs.readFileSync(fileOf(SUPPORT), "utf8")
    const packages = page.locator('[aria-label="list field"]', { has: page.locator("label", { hasText: /^Paketler$/ }) })
    await packages.getByTestId("expand-button").nth(1).click()
    const description = packages.getByLabel("Açıklama", { exact: true }).nth(1)
    const original = await description.inputValue()
    await description.fill(`${original} Aylık 600 TL.`)
    await publish()
    const shown = await refusal()
    expect(shown).toMatch(/^Kaydedilmedi: 1 sorun var/)
    expect(shown).toContain('"600 TL"')
    expect(shown).toContain("{fiyat:destek-standart}")
    expect(fs.readFileSync(fileOf(SUPPORT), "utf8")).toBe(before)
    await description.fill(original)
  })

  it("refuses a line whose validity has passed, then saves a new support price in its one line; the support page reads it", async () => {
    await openEntry("fiyatlar", "fiyatlar", "Sayfa başlığı (H1)")
    const before = fs.readFileSync(fileOf(PRICES), "utf8")
    const lines = page.locator('[aria-label="list field"]', { has: page.locator("label", { hasText: /^Ürün grupları$/ }) })
    await lines.getByTestId("expand-button").first().click()
    const validUntil = lines.getByLabel(/^Geçerlilik sonu/).first()
    expect(await validUntil.inputValue()).toBe("2027-06-30")
    await validUntil.fill("2026-11-20")
    await publish()
    const shown = await refusal()
    expect(shown).toMatch(/^Kaydedilmedi: 1 sorun var/)
    expect(shown).toContain("Ürün grupları › 1. öğe › Geçerlilik sonu")
    expect(shown).toContain("fiyatın geçerliliği bitmiş")
    expect(fs.readFileSync(fileOf(PRICES), "utf8")).toBe(before)

    // Back to the valid day as an editor types it over the old one.
    await validUntil.click()
    await page.keyboard.press("Control+A")
    await page.keyboard.type("2027-06-30")
    expect(await validUntil.inputValue()).toBe("2027-06-30")
    // The support packages are an object of their own, closed like the list in it.
    const support = page.locator('[aria-label="object field"]', { has: page.locator("label", { hasText: /^Destek paketleri$/ }) })
    await support.getByTestId("expand-button").first().click()
    const packages = support.locator('[aria-label="list field"]')
    const amount = packages.getByLabel(/^Aylık tutar \(TL, KDV hariç\)/).nth(1)
    await packages.getByTestId("expand-button").first().click()
    expect(await amount.inputValue()).toBe("500")
    await amount.fill("600")
    await publish()
    const after = await savedFile(fileOf(PRICES), before)
    expect(after).toBe(before.replace("      name: Standart\n      amount: 500\n", "      name: Standart\n      amount: 600\n"))
    const dataDir = path.join(workDir, "data")
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])
    const prices = contentTypes.find((kind) => kind.tokens)
    expect(prices?.tokens?.values(parse(after) as Record<string, unknown>)["destek-standart"]).toBe("600 TL")
  })
})

describe("the CMS stays out of the site", () => {
  it("is noindex, disallowed in robots.txt and absent from the sitemap", () => {
    const admin = fs.readFileSync(path.join(publicDir, "admin", "index.html"), "utf8")
    expect(admin).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toMatch(/^Disallow: \/admin$/m)
    expect(fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")).not.toContain("/admin")
  })

  it("loads none of its JavaScript on the site's pages", () => {
    const pages = readBuiltPages(publicDir)
    expect(pages.length).toBeGreaterThan(30)
    for (const { route, html } of pages) expect({ route, admin: /\/admin\/|decap/i.test(html) }).toEqual({ route, admin: false })
  })
})
