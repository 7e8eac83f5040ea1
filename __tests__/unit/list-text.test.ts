import { fillTokensInLists, searchWords, withSearchWords } from "../../src/admin/list-text"
import { cmsConfig, searchField } from "../../src/content/cms-config"
import { contentTypes, isPageType } from "../../src/kinds"

/** Issue 47: the CMS's lists read as the site does, and its search finds words typed without Turkish letters. */
const tokens = { district: "Ünye", city: "Ordu", brand: "Yakamoz" }

describe("the words an entry is found by", () => {
  it("are its title and address with the tokens filled in, as written and without Turkish letters", () => {
    const words = searchWords({ title: "Yıl sonu sayımı: {district} ofisimizde", slug: "yil-sonu-sayimi" }, tokens)
    expect(words).toBe("Yıl sonu sayımı: Ünye ofisimizde yil-sonu-sayimi yil sonu sayimi: unye ofisimizde yil-sonu-sayimi")
    expect(searchWords({ title: "ERP'ye GEÇİŞ İçin" }, undefined)).toBe("ERP'ye GEÇİŞ İçin erp'ye gecis icin")
    expect(searchWords({ heading: "başlıksız" }, tokens)).toBe("")
  })

  it("ride along with an entry read from a file, and only with an object", () => {
    expect(withSearchWords({ title: "Geçiş", slug: "gecis" }, tokens)).toEqual({
      title: "Geçiş",
      slug: "gecis",
      [searchField]: "Geçiş gecis gecis gecis",
    })
    expect(withSearchWords(["Geçiş"], tokens)).toEqual(["Geçiş"])
    expect(withSearchWords({ body: "metin" }, tokens)).toEqual({ body: "metin" })
  })

  it("are named, unseen, in the summary of every folder collection", () => {
    const collections = cmsConfig(contentTypes).collections
    for (const kind of contentTypes.filter(isPageType)) {
      const collection = collections.find((candidate) => candidate.folder === `data/${kind.folder}`)
      expect(collection?.summary).toContain(`{{${searchField} | ternary('','')}}`)
    }
  })
})

describe("entry cards", () => {
  afterEach(() => (document.body.innerHTML = ""))

  const card = (title: string) => `<a href="#/collections/events/entries/yil-sonu"><h2>${title}</h2><p>{district} adresi</p></a>`

  it("show the tokens filled in, in cards present at the start and in cards added later", async () => {
    document.body.innerHTML = `<div id="list">${card("Seminer: {district} ofisi")}</div><label>İpucu: {district} yazın</label>`
    let values: Record<string, string> | undefined = tokens
    const observer = fillTokensInLists(document.body, () => values)
    expect(document.querySelector("h2")?.textContent).toBe("Seminer: Ünye ofisi")
    expect(document.querySelector("p")?.textContent).toBe("Ünye adresi")
    // Text outside a card (a field's hint that explains the tokens) stays as written.
    expect(document.querySelector("label")?.textContent).toBe("İpucu: {district} yazın")

    values = { ...tokens, district: "Fatsa" }
    document.querySelector("#list")?.insertAdjacentHTML("beforeend", card("{brand} semineri, {city}"))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect([...document.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual([
      "Seminer: Ünye ofisi",
      "Yakamoz semineri, Ordu",
    ])

    // React writes a card's text again: it is filled again.
    const heading = document.querySelector("h2")
    if (heading?.firstChild) heading.firstChild.nodeValue = "Yeni başlık: {district}"
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(heading?.textContent).toBe("Yeni başlık: Fatsa")
    observer.disconnect()
  })

  it("keep unknown tokens and wait for the values when the settings are not loaded", () => {
    document.body.innerHTML = card("{bilinmeyen} ve {district}")
    fillTokensInLists(document.body, () => undefined).disconnect()
    expect(document.querySelector("h2")?.textContent).toBe("{bilinmeyen} ve {district}")
    fillTokensInLists(document.body, () => tokens).disconnect()
    expect(document.querySelector("h2")?.textContent).toBe("{bilinmeyen} ve Ünye")
  })
})
