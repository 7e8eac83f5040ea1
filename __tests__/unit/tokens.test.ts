/** @jest-environment node */
import { fillTokens, tokenNames, tokenValues, unknownTokens, type TokenSource } from "../../src/content/tokens"
import { readData } from "../support/site-data"

const site = readData<TokenSource & { address: { street: string } }>("site.yaml")

describe("tokenValues", () => {
  it("reads every token from data/site.yaml", () => {
    const values = tokenValues(site)
    expect(Object.keys(values).sort()).toEqual([...tokenNames].sort())
    expect(values).toEqual({
      brand: site.brand,
      legalName: site.legalName,
      phone: site.phones.main.display,
      email: site.emails.info,
      district: site.address.district,
      city: site.address.city,
      officeHours: site.officeHours.label,
      experience: site.claims.experience.value,
      founded: site.claims.founded.value,
      projects: site.claims.projects.value,
      satisfaction: site.claims.satisfaction.value,
      staff: site.claims.staff.value,
      support: site.claims.support.value,
    })
  })

  it("gives the company claims of the specification", () => {
    const values = tokenValues(site)
    expect(values).toMatchObject({
      brand: "Yakamoz Yazılım",
      district: "Ünye",
      city: "Ordu",
      experience: "15+",
      founded: "2008",
      projects: "500+",
      satisfaction: "%98",
      staff: "50+",
      support: "7/24",
    })
  })
})

describe("fillTokens", () => {
  const values = tokenValues(site)

  it("replaces every known token, also repeated ones", () => {
    expect(fillTokens("{brand}, {founded} yılından beri {district}/{city}. {brand}", values)).toBe(
      `${site.brand}, 2008 yılından beri Ünye/Ordu. ${site.brand}`,
    )
  })

  it("leaves unknown tokens and other braces as written", () => {
    expect(fillTokens("{brnd} ve {} ve {1} ve {phone}", values)).toBe(`{brnd} ve {} ve {1} ve ${site.phones.main.display}`)
  })

  it("leaves text without tokens unchanged", () => {
    expect(fillTokens("Düz metin", values)).toBe("Düz metin")
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
