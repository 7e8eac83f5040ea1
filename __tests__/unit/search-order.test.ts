import { orderResults } from "../../src/browser/search"
import { searchTerms } from "../../src/content/turkish-fold"

// The search page's order (src/browser/search.ts): a query that names a legal text finds it first, other
// legal texts stay after every other page (issue 49: "kvkk" found the notice third or not at all).

const legal = new Map([
  ["privacy", "KVKK aydınlatma metni"],
  ["cookies", "Çerez politikası"],
  ["terms", "Kullanım koşulları"],
])
const results = ["erp", "privacy", "blog", "cookies", "terms"].map((id) => ({ id }))
const order = (query: string) => orderResults(results, legal, searchTerms(query)).map((result) => result.id)

describe("the search results' order", () => {
  it("puts the legal text a query names first", () => {
    expect(order("kvkk")).toEqual(["privacy", "erp", "blog", "cookies", "terms"])
    expect(order("KVKK aydınlatma")).toEqual(["privacy", "erp", "blog", "cookies", "terms"])
    expect(order("çerez")).toEqual(["cookies", "erp", "blog", "privacy", "terms"])
    expect(order("cerez politikasi")).toEqual(["cookies", "erp", "blog", "privacy", "terms"])
  })

  it("keeps every other legal text after the other pages", () => {
    expect(order("kişisel veri")).toEqual(["erp", "blog", "privacy", "cookies", "terms"])
    // One word of the title is not enough when the query has another the title lacks.
    expect(order("kvkk başvuru")).toEqual(["erp", "blog", "privacy", "cookies", "terms"])
  })
})
