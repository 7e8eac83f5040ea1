/** @jest-environment node */
import {
  contactTokenEntries,
  fillTokens,
  tokenNames,
  tokensIn,
  tokenValues,
  unknownTokens,
  type TokenSource,
  retentionInWords,
} from "../../src/content/tokens"
import fs from "fs"
import path from "path"
import { parse } from "yaml"

// The small site file of the content check's fixtures, not the real one: these tests are about the rules.
const site = parse(
  fs.readFileSync(path.join(__dirname, "..", "fixtures", "content", "valid", "data", "site.yaml"), "utf8"),
) as TokenSource

describe("tokenValues", () => {
  it("gives every token a value", () => {
    const values = tokenValues(site)
    expect(Object.keys(values).sort()).toEqual([...tokenNames].sort())
    // The form processor is named only when a form endpoint is set (see below); this site sets none.
    for (const name of tokenNames.filter((token) => token !== "formProcessor"))
      expect([name, values[name]]).toEqual([name, expect.stringMatching(/\S/)])
  })

  it("writes the postal address on one line, as letters are addressed", () => {
    const address = { ...site.address, street: "Atatürk Cad. No: 1", postalCode: "52300", district: "Ünye", city: "Ordu" }
    expect(tokenValues({ ...site, address }).address).toBe("Atatürk Cad. No: 1, 52300 Ünye/Ordu")
  })

  it("gives each contact token the address of the site.yaml entry the content check counts it for", () => {
    const values = tokenValues(site)
    const entries = Object.entries(contactTokenEntries)
    expect(entries.length).toBeGreaterThan(0)
    for (const [token, [group, key]] of entries as [keyof typeof values, [string, string]][]) {
      const entry = (site as unknown as Record<string, Record<string, string | { display: string }>>)[group][key]
      expect([token, values[token]]).toEqual([token, typeof entry === "string" ? entry : entry.display])
    }
  })

  it("gives each claim as a stat shows it and as a sentence reads it, the figure itself when no sentence form is set", () => {
    const claims = {
      ...site.claims,
      projects: { value: "500+", inText: "500'ü aşkın" },
      founded: { value: "2008" },
    }
    expect(tokenValues({ ...site, claims })).toMatchObject({
      projects: "500+",
      projectsInText: "500'ü aşkın",
      founded: "2008",
      foundedInText: "2008",
    })
  })

  it("names the form processor only when the forms post to an outside endpoint", () => {
    const processor = "Formspree, Inc. (ABD)"
    const endpoint = "https://formspree.io/f/abc"
    expect(tokenValues({ ...site, forms: { processor } }).formProcessor).toBe("")
    expect(tokenValues({ ...site, forms: { delivery: "service", processor } }).formProcessor).toBe("")
    expect(tokenValues({ ...site, forms: { delivery: "endpoint", endpoint, processor } }).formProcessor).toBe(processor)
  })

  it("says the lead service's retention period in words", () => {
    expect(tokenValues({ ...site, leads: { retentionDays: 730 } }).leadRetention).toBe("2 yıl")
    expect(retentionInWords(365)).toBe("1 yıl")
    expect(retentionInWords(540)).toBe("18 ay")
    expect(retentionInWords(45)).toBe("45 gün")
  })
})

describe("fillTokens", () => {
  const values = tokenValues(site)

  it("replaces every known token, also repeated ones", () => {
    expect(fillTokens("{brand}, {founded} yılından beri {district}/{city}. {brand}", values)).toBe(
      `${site.brand}, ${site.claims.founded.value} yılından beri ${site.address.district}/${site.address.city}. ${site.brand}`,
    )
  })

  it("leaves unknown tokens and other braces as written", () => {
    expect(fillTokens("{brnd} ve {} ve {1} ve {phone}", values)).toBe(`{brnd} ve {} ve {1} ve ${site.phones.main.display}`)
  })

  it("leaves text without tokens unchanged", () => {
    expect(fillTokens("Düz metin", values)).toBe("Düz metin")
  })
})

describe("tokensIn", () => {
  it("lists the known tokens of a text, leaving out unknown ones", () => {
    expect(tokensIn("{kvkkEmail} ve {kep}, {brnd} değil")).toEqual(["kvkkEmail", "kep"])
  })
})

describe("unknownTokens", () => {
  it("lists the tokens site.yaml does not fill", () => {
    expect(unknownTokens("{brand} {brnd} {phone} {adres}")).toEqual(["brnd", "adres"])
  })

  it("finds none in text with known tokens only, or none at all", () => {
    expect(unknownTokens(tokenNames.map((name) => `{${name}}`).join(" "))).toEqual([])
    expect(unknownTokens("Tokensiz metin")).toEqual([])
  })
})
