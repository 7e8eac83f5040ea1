import { characterCount } from "../../src/admin/character-count"
import { cmsConfig } from "../../src/content/cms-config"
import { contentTypes } from "../../src/kinds"

/** Issue 47: a counter under every text box whose length the build limits. */
describe("the character counter", () => {
  it("counts as the rule does, without the spaces at either end, and says what is missing or too much", () => {
    expect(characterCount("  Kısa bir açıklama.  ", 180, 50)).toBe("18 / 180 karakter, en az 50: 32 karakter eksik")
    expect(characterCount("x".repeat(185), 180, 50)).toBe("185 / 180 karakter, en az 50: 5 karakter fazla")
    expect(characterCount("x".repeat(60), 180, 50)).toBe("60 / 180 karakter, en az 50")
    expect(characterCount(undefined, 90, undefined)).toBe("0 / 90 karakter")
  })

  it("counts a Turkish letter or an emoji as one character", () => {
    expect(characterCount("çğıöşü İ 🙂", 20, undefined)).toBe("10 / 20 karakter")
  })

  it("shows nothing under a field without an upper bound", () => {
    expect(characterCount("metin", undefined, 3)).toBeUndefined()
  })

  it("gets the bounds of every limited text field from the schema: a page's description is 50 to 180", () => {
    const erp = cmsConfig(contentTypes).collections.find((collection) => collection.name === "erp")
    const description = (erp?.fields as { name: string; max_length?: number; min_length?: number }[]).find(
      (field) => field.name === "description",
    )
    expect(description).toMatchObject({ max_length: 180, min_length: 50 })
  })
})
