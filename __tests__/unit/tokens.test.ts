/** @jest-environment node */
import {
  contactTokenEntries,
  fillTokens,
  tokenNames,
  tokensIn,
  tokenValues,
  unknownTokens,
  type TokenSource,
} from "../../src/content/tokens"
import { readData } from "../support/site-data"

const site = readData<TokenSource>("site.yaml")

describe("tokenValues", () => {
  it("reads every token from data/site.yaml", () => {
    const values = tokenValues(site)
    expect(Object.keys(values).sort()).toEqual([...tokenNames].sort())
    expect(values).toEqual({
      brand: site.brand,
      legalName: site.legalName,
      phone: site.phones.main.display,
      salesPhone: site.phones.sales.display,
      supportPhone: site.phones.support.display,
      email: site.emails.info,
      salesEmail: site.emails.sales,
      supportEmail: site.emails.support,
      demoEmail: site.emails.demo,
      kvkkEmail: site.emails.kvkk,
      kep: site.company.kep,
      address: `${site.address.street}, ${site.address.postalCode} ${site.address.district}/${site.address.city}`,
      district: site.address.district,
      city: site.address.city,
      mersis: site.company.mersis,
      taxOffice: site.company.taxOffice,
      taxNumber: site.company.taxNumber,
      officeHours: site.officeHours.label,
      experience: site.claims.experience.value,
      experienceInText: site.claims.experience.inText,
      founded: site.claims.founded.value,
      projects: site.claims.projects.value,
      projectsInText: site.claims.projects.inText,
      satisfaction: site.claims.satisfaction.value,
      staff: site.claims.staff.value,
      staffInText: site.claims.staff.inText,
      support: site.claims.support.value,
      formProcessor: "",
    })
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

  it("reads the figures of the claims with a suffix-friendly form for running text", () => {
    expect(tokenValues(site)).toMatchObject({
      experienceInText: "15 yılı aşkın",
      projectsInText: "500'ü aşkın",
      staffInText: "50'yi aşkın",
    })
  })

  it("names the form processor only when a form endpoint is set", () => {
    const processor = "Formspree, Inc. (ABD)"
    expect(tokenValues({ ...site, forms: { processor } }).formProcessor).toBe("")
    expect(tokenValues({ ...site, forms: { endpoint: "https://formspree.io/f/abc", processor } }).formProcessor).toBe(processor)
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
