import { foldedWords, foldLetters, foldQuery, searchTerms, unfold } from "../../src/content/turkish-fold"

describe("foldLetters (the index's text)", () => {
  it.each([
    ["Işık", "Isik"],
    ["ışık", "isik"],
    ["İrsaliye", "Irsaliye"],
    ["faturalarınızı", "faturalarinizi"],
    ["ERP'ye geçiş", "ERP'ye gecis"],
    ["Çağrı Şube Özgür Ünlü", "Cagri Sube Ozgur Unlu"],
    ["hikâye, kâr, rüzgâr, millî, Âdem", "hikaye, kar, ruzgar, milli, Adem"],
    ["stok sayımı", "stok sayimi"],
  ])("%s → %s", (text, folded) => {
    expect(foldLetters(text)).toBe(folded)
  })

  it("keeps every character's place, so a folded excerpt maps back letter for letter", () => {
    const text = "Işık, İstanbul'da ÇĞİÖŞÜ çğıöşü âîû ve 2026 yılı: e-İrsaliye."
    expect(foldLetters(text)).toHaveLength(text.length)
    expect(foldLetters(text)).toMatch(/^[\x20-\x7e]+$/)
  })

  it("changes nothing in text without Turkish letters", () => {
    expect(foldLetters("B2B e-ticaret, ERP ve CRM (2026)")).toBe("B2B e-ticaret, ERP ve CRM (2026)")
  })
})

describe("foldQuery (what a visitor types)", () => {
  it.each([
    // Turkish case rules first: I is ı and İ is i, both then i.
    ["IRSALIYE", "irsaliye"],
    ["İRSALİYE", "irsaliye"],
    ["IŞIK", "isik"],
    ["Işık", "isik"],
    ["ışık", "isik"],
    ["isik", "isik"],
    ["ERP'ye Geçiş", "erp'ye gecis"],
    ["  stok   sayımı ", "stok sayimi"],
    ["FATURALARI", "faturalari"],
  ])("%s → %s", (query, folded) => {
    expect(foldQuery(query)).toBe(folded)
  })

  it("meets the index's folding of the same word however it is typed", () => {
    for (const typed of ["Işık", "IŞIK", "ışık", "isik", "ISIK"]) expect(foldQuery(typed)).toBe(foldLetters("ışık"))
    for (const typed of ["İrsaliye", "IRSALIYE", "irsaliye", "İRSALİYE"]) expect(foldQuery(typed)).toBe(foldLetters("irsaliye"))
  })

  it("is empty for a query of spaces only", () => {
    expect(foldQuery("   ")).toBe("")
  })
})

describe("searchTerms", () => {
  it.each([
    ["e fatura gecis", "e-fatura gecis"],
    ["E Fatura", "e-fatura"],
    ["bordro ve e arşiv", "bordro ve e-arsiv"],
    ["e-İrsaliye", "e-irsaliye"],
    ["ERP'ye geçiş", "erp'ye gecis"],
    // Not a lone e: left alone.
    ["ekran", "ekran"],
    ["e", "e"],
  ])("%s → %s", (query, terms) => {
    expect(searchTerms(query)).toBe(terms)
  })
})

describe("foldedWords and unfold", () => {
  const text = "Işık Mobilya faturalarını e-İrsaliye ile gönderir; ışık ve stok sayımı. Stok ERP"

  it("lists each word folding changes once, in order", () => {
    expect(foldedWords(text)).toEqual(["Işık", "faturalarını", "İrsaliye", "gönderir", "ışık", "sayımı"])
  })

  it("puts the page's own spelling back into a folded excerpt, case kept", () => {
    expect(unfold(foldLetters(text), foldedWords(text))).toBe(text)
    expect(unfold("<mark>Isik</mark> ve isik", ["Işık", "ışık"])).toBe("<mark>Işık</mark> ve ışık")
  })

  it("leaves words it has no spelling for as they are", () => {
    expect(unfold("gecis ve kayit", ["geçiş"])).toBe("geçiş ve kayit")
  })
})
