import path from "path"
import { inlineContent, pagePolicy, type HostSite } from "../../src/postbuild/host-config"
import { indexDocument } from "../../src/postbuild/search-document"
import { documentKey } from "../../src/postbuild/search-document-cache"
import { searchDirectory, searchEntries, type SearchEntry } from "../../src/content/search"
import { siteRoutes } from "../../src/content/routes"
import { contentTypes } from "../../src/kinds"

const dataDir = path.join(__dirname, "..", "..", "data")
const entries = searchEntries(contentTypes, dataDir)
const entryAt = (route: string) => entries.find((entry) => entry.path === route)

describe("searchEntries: what the search finds", () => {
  it("is every Turkish route but the search page and the listing pages (the blog's, the events')", () => {
    // The English pages are the English search's (translations.test.ts).
    const all = siteRoutes(contentTypes, dataDir).filter((route) => route.language === undefined)
    const routes = all.map((route) => route.slug)
    const left = routes.filter((route) => !entries.some((entry) => entry.path === route))
    expect(left).toContain("/ara")
    expect(left).toContain("/blog")
    expect(left).toContain("/etkinlikler")
    // A listing page shows no file of its own; a kind may leave out pages of a file (the check's later steps).
    const kept = (slug: string) => {
      const route = all.find((r) => r.slug === slug)
      return route?.file !== undefined && route.kind.search(route, { legal: new Set() }) !== null
    }
    expect(left.filter((route) => route !== "/ara" && kept(route))).toEqual([])
    expect(entries.length).toBe(routes.length - left.length)
  })

  it("names each page's kind and category, legal texts by the navigation's legal links", () => {
    expect(entryAt("/erp/muhasebe-sistemi")).toMatchObject({ kind: "Çözüm", category: "ERP" })
    expect(entryAt("/ecommerce/b2b-sistemler")).toMatchObject({ kind: "Çözüm", category: "E-ticaret" })
    expect(entryAt("/support/teknik-destek")).toMatchObject({ kind: "Destek", category: "Destek" })
    expect(entryAt("/about")).toMatchObject({ kind: "Kurumsal", category: "Kurumsal" })
    for (const legal of ["/privacy", "/terms", "/cookies"]) expect(entryAt(legal)?.kind).toBe("Yasal metin")
    expect(entryAt("/etkinlikler/depoda-stok-sayimi-semineri")).toMatchObject({
      kind: "Etkinlik",
      category: "Web semineri",
      date: "2026-09-17T11:00:00.000Z",
      dateLabel: "17 Eylül 2026",
    })
    expect(entryAt("/blog/depo-stok-sayimi-rehberi")).toMatchObject({
      kind: "Yazı",
      category: "Rehber",
      date: "2026-06-30T07:00:00.000Z",
      dateLabel: "30 Haziran 2026",
    })
  })

  it("fills the tokens of titles and descriptions", () => {
    for (const entry of entries) expect(`${entry.title} ${entry.description}`).not.toMatch(/\{[a-zA-Z]+\}/)
  })
})

describe("searchDirectory: the search page's index of every page", () => {
  it("groups the pages by kind, solutions by section and articles by category, legal texts last", () => {
    const groups = searchDirectory(entries)
    expect(groups.map((group) => group.heading)).toEqual([
      "ERP çözümleri",
      "E-ticaret çözümleri",
      "Destek",
      "Fiyatlar",
      "Kurumsal",
      "Araçlar",
      "Rehberler",
      "Başarı hikâyeleri",
      "Haberler",
      "Etkinlikler",
      "Yasal metinler",
    ])
    expect(groups.flatMap((group) => group.links.map((link) => link.href)).sort()).toEqual(entries.map((e) => e.path).sort())
  })

  it("lists the newest ten articles of a category and links the category for the rest", () => {
    const many: SearchEntry[] = Array.from({ length: 12 }, (_, i) => ({
      path: `/blog/yazi-${i}`,
      title: `Yazı ${i}`,
      description: "",
      kind: "Yazı",
      category: "Rehber",
      place: { group: "Rehberler", order: 4, more: { href: "/blog/kategori/rehber", label: "Tüm rehberler" } },
      language: "tr",
      date: `2026-01-${String(i + 10)}T00:00:00.000Z`,
    }))
    const [guides] = searchDirectory(many)
    expect(guides.links.map((link) => link.href)).toEqual(Array.from({ length: 10 }, (_, i) => `/blog/yazi-${11 - i}`))
    expect(guides.more).toEqual({ href: "/blog/kategori/rehber", label: "Tüm rehberler" })
  })
})

describe("indexDocument: what Pagefind reads of a page", () => {
  const entry: SearchEntry = {
    path: "/erp/insan-kaynaklari",
    title: "İnsan kaynakları",
    description: "Personel, bordro ve izin yönetimi.",
    language: "tr",
    kind: "Çözüm",
    category: "ERP",
    place: { group: "ERP çözümleri", order: 1 },
  }
  const page = `<!DOCTYPE html><html lang="tr"><head><title>İnsan kaynakları</title></head><body>
    <header><a href="/">Yakamoz</a><nav>Menü ÖZEL</nav></header>
    <main id="main" tabindex="-1"><nav aria-label="Sayfa yolu">Ana sayfa</nav>
      <section><h1>İK ve bordro</h1><p>Işık &amp; gölge: faturalarınızı <strong>İrsaliye</strong> ile</p>
      <svg><text>ÇİZİM</text></svg><form><label>E-posta adresiniz</label></form>
      <div hidden>gizli</div><p aria-hidden="true">süs</p><img src="/img/a.webp" alt="Görsel açıklaması"></section></main>
    <footer>Alt bilgi</footer></body></html>`
  const document = indexDocument(page, entry)
  const body = document.slice(document.indexOf("<body>"))

  it("keeps words apart where two elements stand side by side, as the page shows them", () => {
    const links = page.replace(
      "<section>",
      '<section><p><a href="/contact">Bize ulaşın</a><a href="/privacy">KVKK aydınlatma metni</a></p>',
    )
    const indexed = indexDocument(links, entry)
    expect(indexed).toContain('<a href="/contact">Bize ulasin</a> <a href="/privacy">KVKK aydinlatma metni</a>')
    // Text right after an element is not split.
    expect(indexed).toContain("<strong>Irsaliye</strong> ile")
  })

  it("indexes <main> alone, folded, without its trail, drawings, images, forms and hidden parts", () => {
    expect(body).toContain('<main data-pagefind-body="">')
    expect(body).toContain("<h1>IK ve bordro</h1>")
    expect(body).toContain("Isik &amp; golge: faturalarinizi <strong>Irsaliye</strong> ile")
    for (const left of [
      "Yakamoz",
      "Menü",
      "MENU",
      "Ana sayfa",
      "CIZIM",
      "posta",
      "gizli",
      "sus",
      "Alt bilgi",
      "<img",
      "aciklamasi",
    ])
      expect(body).not.toContain(left)
  })

  it("weighs a demoted kind's words less, its headings too (an event after the guide on its subject)", () => {
    const demoted = indexDocument(page, { ...entry, place: { ...entry.place, weight: 0.2 } })
    expect(demoted).toContain('<main data-pagefind-body="" data-pagefind-weight="0.2">')
    expect(demoted).toContain('<h1 data-pagefind-weight="1.4">Insan kaynaklari</h1>')
    expect(demoted).toContain('<h1 data-pagefind-weight="1.4">IK ve bordro</h1>')
    expect(body).not.toContain("data-pagefind-weight")
  })

  it("leads with the page's title when its own heading says something else", () => {
    expect(body).toMatch(/^<body><main data-pagefind-body="">\s*<h1>Insan kaynaklari<\/h1>/)
    const titled = indexDocument(page, { ...entry, title: "İK ve bordro" })
    expect(titled.match(/<h1>/g)).toHaveLength(1)
  })

  it("carries the title, description, kind and category as metadata and filters", () => {
    expect(document).toContain('<meta data-pagefind-meta="title[content]" content="İnsan kaynakları">')
    expect(document).toContain('<meta data-pagefind-filter="kind[content]" content="Çözüm">')
    expect(document).toContain('<meta data-pagefind-filter="category[content]" content="ERP">')
    // Only a legal text carries the `legal` filter, so the search page's file of it stays a few bytes.
    expect(document).not.toContain("legal[content]")
    expect(indexDocument(page, { ...entry, kind: "Yasal metin", legal: true })).toContain(
      '<meta data-pagefind-filter="legal[content]" content="İnsan kaynakları">',
    )
  })

  it("carries the page's own spelling of its folded words as a filter: stored with the page, never indexed", () => {
    // Pagefind indexes every metadata field's words; a filter's value is only stored.
    expect(document).not.toContain('data-pagefind-meta="words')
    const words = /data-pagefind-filter="words\[content\]" content="([^"]*)"/.exec(document)?.[1].split(" ")
    expect(words).toEqual(expect.arrayContaining(["İnsan", "kaynakları", "İK", "Işık", "gölge", "faturalarınızı", "İrsaliye"]))
    expect(words).not.toContain("bordro")
  })

  it("indexes an article page's <article> alone, not the calls to action and related articles after it", () => {
    const article = `<main><article><h1>Stok sayımı</h1><h2 id="adimlar">Adımlar</h2><p>Sayım adımları.</p></article><section><h2>İlgili yazılar</h2></section></main>`
    const indexed = indexDocument(article, { ...entry, title: "Stok sayımı" })
    expect(indexed).toContain("Sayim adimlari.")
    expect(indexed).not.toContain("Ilgili")
    // No ids: Pagefind would store each element with one as an anchor in the page's fragment.
    expect(indexed).toContain("<h2>Adimlar</h2>")
  })
})

describe("documentKey: the name a page's document is kept under", () => {
  const entry = entries[0]
  const page = (head: string, main: string) =>
    `<!DOCTYPE html><html lang="tr"><head>${head}</head><body><header>Yakamoz</header><main>${main}</main></body></html>`
  const key = (html: string, code = "code") => documentKey(html, entry, code)

  it("stays when only the <head> changes, as the host files' policy <meta> changes it after the index", () => {
    const before = page("<title>Bordro</title>", "<h1>Bordro</h1>")
    const after = page('<title>Bordro</title><meta http-equiv="Content-Security-Policy" content="x">', "<h1>Bordro</h1>")
    expect(key(after)).toBe(key(before))
  })

  it("changes with the page's <main>, its entry or the code version", () => {
    const base = page("", "<h1>Bordro</h1>")
    expect(key(page("", "<h1>Bordro ve izin</h1>"))).not.toBe(key(base))
    expect(documentKey(base, { ...entry, title: `${entry.title} 2` }, "code")).not.toBe(key(base))
    expect(key(base, "other code")).not.toBe(key(base))
  })
})

describe("the search page's policy", () => {
  const site: HostSite = { siteUrl: "https://www.ornek.example", emails: { support: "destek@ornek.example" } }
  const scriptSources = (html: string) => pagePolicy(site, inlineContent(html)).find(([name]) => name === "script-src")?.[1]

  it("allows WebAssembly on the page with the search form only", () => {
    expect(scriptSources('<form role="search" data-search-form=""></form>')).toContain("'wasm-unsafe-eval'")
    expect(scriptSources('<form role="search"></form><p>data-search-form</p>')).not.toContain("'wasm-unsafe-eval'")
    expect(scriptSources("<main></main>")).not.toContain("'unsafe-eval'")
  })
})
