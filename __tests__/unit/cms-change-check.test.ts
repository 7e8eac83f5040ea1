/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { ContentState, refusalText, type ContentSnapshot } from "../../src/admin/change-check"
import { adminContentFile } from "../../src/postbuild/admin-files"

/**
 * Issue 47: the CMS runs the build's whole check (the rules across files too) on the content as it would
 * be after a save or a deletion, so a save or deletion the build would refuse is refused before anything
 * is written, in words an editor reads. Each case is one an editor's save once stopped the build with.
 */
const root = path.join(__dirname, "..", "..")
const snapshot = JSON.parse(adminContentFile(root)) as ContentSnapshot
const text = (name: string) => fs.readFileSync(path.join(root, "data", name), "utf8")
const article = "articles/e-faturaya-gecis-rehberi.md"

let state: ContentState
beforeEach(() => {
  state = new ContentState(snapshot)
})

describe("the CMS's check of a change", () => {
  it("holds every content file and the media's facts, and finds nothing to refuse in the content as it is", () => {
    expect(Object.keys(snapshot.files)).toContain(article)
    expect(snapshot.media["e-fatura-gecis.jpg"]).toMatchObject({ bytes: expect.any(Number), size: { format: "jpeg" } })
    expect(state.saveProblems(article, text(article))).toEqual([])
  })

  it("refuses an article body with a single # heading, naming the body by its label", () => {
    const problems = state.saveProblems(article, text(article).replace("## Üç belge, üç farklı ihtiyaç", "# Üç belge"))
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0]).toMatchObject({ fieldKey: "body", file: `data/${article}` })
    expect(problems[0].field).not.toBe("body")
  })

  it("refuses a link to a page that does not exist", () => {
    const problems = state.saveProblems(article, `${text(article)}\n[Bir sayfa](/blog/olmayan-sayfa)\n`)
    expect(problems.map((problem) => problem.message).join("\n")).toContain("/blog/olmayan-sayfa")
  })

  it("names a settings list by its label, never by its YAML key, when a rule says to add to it", () => {
    const erp = "erp/muhasebe-sistemi.yaml"
    const changed = text(erp).replace(
      /^description: .*$/m,
      "description: Türkiye'nin en iyi muhasebe programıyla faturanızı kesin, stokunuzu izleyin.",
    )
    const messages = state
      .saveProblems(erp, changed)
      .map((problem) => problem.message)
      .join("\n")
    expect(messages).toContain("“Doğrulanmış ifadeler” listesine")
    expect(messages).not.toMatch(/checkedClaims|data\/|\.yaml/)
  })

  it("refuses deleting a Turkish page that has an English page, as the build would", () => {
    // Issue 53: an English page (data/en/erp/…) translates one Turkish page; without it the build refuses it.
    const erp = "erp/muhasebe-sistemi.yaml"
    expect(state.saveProblems(erp, text(erp))).toEqual([])
    const problems = state.deleteProblems(erp)
    expect(problems.filter((problem) => problem.file === `data/en/${erp}`).map((problem) => problem.message)).toEqual([
      expect.stringContaining("böyle bir Türkçe sayfa yok"),
    ])
  })

  it("lets a Turkish page's figure change through, naming what its English page must now say, and refuses the English page until it does", () => {
    // The two files are saved one after the other: the Turkish first, then the English with the same figure.
    const erp = "erp/muhasebe-sistemi.yaml"
    const turkish = text(erp).replace('value: "%50"', 'value: "%55"')
    expect(state.saveProblems(erp, turkish)).toEqual([])
    expect(state.translationsToFollow(erp, turkish)).toEqual([
      expect.objectContaining({ file: `data/en/${erp}`, message: expect.stringContaining("55") }),
    ])
    state.saved(erp, turkish)
    const english = text(`en/${erp}`)
    expect(state.saveProblems(`en/${erp}`, english).map((problem) => problem.file)).toEqual([`data/en/${erp}`])
    expect(state.saveProblems(`en/${erp}`, english.replace('value: "50%"', 'value: "55%"'))).toEqual([])
    // Beside the English form, the CMS shows the Turkish page's texts by the form's labels.
    expect(state.textsOf(erp)).toEqual(expect.arrayContaining([{ where: "Sayfa başlığı", text: "Muhasebe sistemi" }]))
    // A page without a translation has nothing to follow.
    expect(state.translationsToFollow(article, text(article))).toEqual([])
  })

  it("refuses a new article whose address is already taken", () => {
    const copy = text(article).replace(/^title: .*$/m, 'title: "Aynı adresli yeni yazı"')
    const problems = state.saveProblems("articles/e-faturaya-gecis-rehberi-1.md", copy)
    expect(problems.some((problem) => problem.fieldKey === "slug")).toBe(true)
  })

  it("refuses removing an author whom articles name, and says which articles", () => {
    const blog = text("blog.yaml").replace(/ {2}- id: selin-aksoy\n {4}name: Selin Aksoy\n {4}role: [^\n]*\n/, "")
    expect(blog).not.toContain("selin-aksoy")
    const problems = state.saveProblems("blog.yaml", blog)
    const inArticles = problems.filter((problem) => problem.file.startsWith("data/articles/"))
    expect(inArticles.length).toBeGreaterThan(0)
    for (const problem of inArticles) expect(problem.fieldKey).toBe("author")
  })

  it("refuses deleting an ERP page that the menu and other pages link to, naming every place", () => {
    const problems = state.deleteProblems("erp/depo-ve-plasiyer-yonetimi.yaml")
    const files = new Set(problems.map((problem) => problem.file))
    expect(files).toContain("data/navigation.yaml")
    expect([...files].some((file) => file.startsWith("data/articles/"))).toBe(true)
    // Each place by its entry and field as the editor sees them; the text is one line per place.
    const refusal = refusalText("Silinmedi:", problems)
    expect(refusal.split("\n")).toHaveLength(problems.length + 1)
    expect(refusal).not.toMatch(/\[\d+\]/)
  })

  it("refuses changing only the shown phone number: the dialled number must be the same number", () => {
    const site = text("site.yaml").replace("display: 0452 555 01 10", "display: 0452 555 01 11")
    const problems = state.saveProblems("site.yaml", site)
    expect(problems).toHaveLength(1)
    expect(problems[0].field).toMatch(/› Arama numarası$/)
    expect(problems[0].message).toContain("görünen numaranın arama biçimi")
    // Both changed together: accepted.
    expect(state.saveProblems("site.yaml", site.replace('tel: "+904525550110"', 'tel: "+904525550111"'))).toEqual([])
  })

  it("lets a deletion nothing depends on through, and keeps its copy current after saves and deletions", () => {
    const lonely = "articles/yalniz-bir-yazi.md"
    const body = text(article)
      .replace(/^slug: .*$/m, "slug: yalniz-bir-yazi")
      .replace(/^title: .*$/m, 'title: "Yalnız bir yazı"')
    expect(state.saveProblems(lonely, body)).toEqual([])
    state.saved(lonely, body)
    expect(state.has(lonely)).toBe(true)
    expect(state.deleteProblems(lonely)).toEqual([])
    state.deleted(lonely)
    expect(state.has(lonely)).toBe(false)
  })
})
