import { addressFromTitle } from "../../src/admin/address-field"
import { addressWidget, cmsConfig } from "../../src/content/cms-config"
import { contentTypes, isPageType } from "../../src/kinds"

/** Issue 47: a new entry's address is proposed from its title, Turkish letters folded. */
describe("the address proposed from a title", () => {
  it("folds Turkish letters and keeps small letters, digits and single hyphens", () => {
    expect(addressFromTitle("", "Sayım öncesi kontrol listesi")).toBe("sayim-oncesi-kontrol-listesi")
    expect(addressFromTitle("", "İŞLETME Türleri: Çağrı, Ödeme & Güvenlik")).toBe("isletme-turleri-cagri-odeme-guvenlik")
    expect(addressFromTitle("/erp/", "e-Fatura ve e-Arşiv 2027")).toBe("/erp/e-fatura-ve-e-arsiv-2027")
    expect(addressFromTitle("", "Kâr marjı ve Işıklı raflar")).toBe("kar-marji-ve-isikli-raflar")
  })

  it("stops at eight words, and proposes nothing for a title without letters or digits", () => {
    expect(addressFromTitle("", "bir iki üç dört beş altı yedi sekiz dokuz on")).toBe("bir-iki-uc-dort-bes-alti-yedi-sekiz")
    expect(addressFromTitle("/erp/", " – ")).toBe("")
  })

  it("matches the address rule of every kind that proposes one", () => {
    const bare = /^[a-z0-9]+(-[a-z0-9]+)*$/
    const path = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/
    for (const kind of contentTypes.filter(isPageType)) {
      const prefix = kind.cms.addressPrefix
      if (prefix === undefined) continue
      expect(addressFromTitle(prefix, "Öğrenci işleri için çözüm")).toMatch(prefix === "" ? bare : path)
    }
  })

  it("is the slug field's widget in every collection whose kind has a prefix, with the prefix", () => {
    const kinds = contentTypes.filter(isPageType)
    for (const collection of cmsConfig(contentTypes).collections) {
      const kind = kinds.find((type) => type.folder === collection.name)
      if (!kind) continue
      const slug = (collection.fields as { name: string; widget: string; prefix?: string }[]).find((f) => f.name === "slug")
      expect(slug?.widget).toBe(kind.cms.addressPrefix === undefined ? "string" : addressWidget)
      expect(slug?.prefix).toBe(kind.cms.addressPrefix)
    }
  })
})
