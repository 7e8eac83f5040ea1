/** @jest-environment node */
import { asciiSlug, closest, editDistance, fold } from "../../src/content/suggest"

describe("editDistance", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("titel", "title")).toBe(1)
    expect(editDistance("brnd", "brand")).toBe(1)
    expect(editDistance("card", "cards")).toBe(1)
    expect(editDistance("slider", "slider")).toBe(0)
    expect(editDistance("", "abc")).toBe(3)
  })
})

describe("fold and asciiSlug", () => {
  it("compare Turkish words without case or dots", () => {
    expect(fold("İletişim")).toBe("iletisim")
    expect(fold("ÇĞIÖŞÜ")).toBe("cgiosu")
    expect(asciiSlug("Ön Muhasebe Sistemleri")).toBe("on-muhasebe-sistemleri")
    expect(asciiSlug("  Hakkımızda! ")).toBe("hakkimizda")
  })
})

describe("closest", () => {
  it("returns the nearest candidate when it is a likely typo", () => {
    expect(closest("titel", ["slug", "title", "description"])).toBe("title")
    expect(closest("contactform", ["contactForm", "contactChannels"])).toBe("contactForm")
  })

  it("returns nothing when every candidate is far away", () => {
    expect(closest("slider", ["hero", "cards", "steps"])).toBeUndefined()
  })

  it("compares every form a candidate may be written in", () => {
    const pages = [
      { slug: "/contact", title: "İletişim" },
      { slug: "/about", title: "Hakkımızda" },
    ]
    expect(closest("/iletisim", pages, (p) => [p.slug, `/${asciiSlug(p.title)}`])).toBe(pages[0])
  })
})
