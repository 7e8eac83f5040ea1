/** @jest-environment node */
import { z } from "zod"
import { sectionTypes } from "../../src/kinds/pages/schema"
import { toGraphql } from "../../src/content/to-graphql"
import { contentTypes } from "../../src/kinds"

/** The SDL of one type from the generated definitions. */
function typeDef(typeDefs: string[], name: string) {
  const found = typeDefs.filter((sdl) => new RegExp(`^type ${name}\\b`).test(sdl))
  expect(found).toHaveLength(1)
  return found[0]
}

describe("toGraphql", () => {
  const link = z.object({ href: z.string(), label: z.string().optional() }).meta({ id: "TestLink" })
  const product = z.object({
    name: z.string(),
    tagline: z.string().optional(),
    price: z.number().int(),
    rating: z.number().optional(),
    active: z.boolean(),
    tone: z.enum(["light", "dark"]),
    columns: z.union([z.literal(2), z.literal(3)]).optional(),
    tags: z.array(z.string()).optional(),
    links: z.array(link),
    primary: link,
    owner: z.object({ name: z.string() }),
  })

  it("makes required fields non-null and optional fields nullable", () => {
    const sdl = typeDef(toGraphql({ Product: product }).typeDefs, "Product")
    expect(sdl.split("\n")).toEqual([
      "type Product implements Node @dontInfer {",
      "  name: String!",
      "  tagline: String",
      "  price: Int!",
      "  rating: Float",
      "  active: Boolean!",
      "  tone: ProductTone!",
      "  columns: Int",
      "  tags: [String!]",
      "  links: [TestLink!]!",
      "  primary: TestLink!",
      "  owner: ProductOwner!",
      "}",
    ])
  })

  it("names nested objects by their meta id, or by parent type and field", () => {
    const { typeDefs } = toGraphql({ Product: product })
    expect(typeDef(typeDefs, "TestLink")).toBe("type TestLink {\n  href: String!\n  label: String\n}")
    expect(typeDef(typeDefs, "ProductOwner")).toBe("type ProductOwner {\n  name: String!\n}")
  })

  it("maps an enum to a GraphQL enum named by its meta id, or by parent type and field", () => {
    const level = z.enum(["low", "high"]).meta({ id: "TestLevel" })
    const { typeDefs } = toGraphql({ Product: product, Alert: z.object({ level, previous: level.optional() }) })
    expect(typeDefs).toContain("enum ProductTone {\n  light\n  dark\n}")
    expect(typeDefs.filter((sdl) => sdl.startsWith("enum TestLevel "))).toEqual(["enum TestLevel {\n  low\n  high\n}"])
    expect(typeDef(typeDefs, "Alert")).toBe(
      "type Alert implements Node @dontInfer {\n  level: TestLevel!\n  previous: TestLevel\n}",
    )
  })

  it("keeps an enum whose values GraphQL cannot name (such as icon names) a String", () => {
    const { typeDefs } = toGraphql({ Odd: z.object({ size: z.enum(["x-large", "small"]) }) })
    expect(typeDef(typeDefs, "Odd")).toBe("type Odd implements Node @dontInfer {\n  size: String!\n}")
    expect(typeDefs.some((sdl) => sdl.startsWith("enum "))).toBe(false)
  })

  it("emits a block shared by several node types once", () => {
    const { typeDefs } = toGraphql({ Product: product, Page: z.object({ cta: link, more: z.array(link).optional() }) })
    expect(typeDefs.filter((sdl) => sdl.startsWith("type TestLink "))).toHaveLength(1)
    expect(typeDef(typeDefs, "Page")).toContain("  cta: TestLink!\n  more: [TestLink!]")
  })

  it("refuses two different schemas with one type name", () => {
    // The fallback name of Shop.owner is ShopOwner, which is also a node type here.
    const shop = z.object({ owner: z.object({ name: z.string() }) })
    expect(() => toGraphql({ Shop: shop, ShopOwner: z.object({ id: z.string() }) })).toThrow(
      "Two different content schemas are both named ShopOwner",
    )
  })

  it("maps a discriminated union to a union whose members follow the `type` values", () => {
    const block = z
      .discriminatedUnion("type", [
        z.object({ type: z.literal("quote"), text: z.string() }).meta({ id: "TestQuote" }),
        z.object({ type: z.literal("image"), src: z.string(), alt: z.string().optional() }).meta({ id: "TestImage" }),
      ])
      .meta({ id: "TestBlock" })
    const { typeDefs, unions } = toGraphql({ Article: z.object({ blocks: z.array(block) }) })
    expect(unions).toEqual([{ name: "TestBlock", typeByValue: { quote: "TestQuote", image: "TestImage" } }])
    expect(typeDef(typeDefs, "Article")).toContain("  blocks: [TestBlock!]!")
    // The member types leave out the discriminator: resolveType reads `type` from the YAML value.
    expect(typeDef(typeDefs, "TestImage")).toBe("type TestImage {\n  src: String!\n  alt: String\n}")
  })

  it("makes a block used as a union member and as a named field one type", () => {
    const quote = z.object({ text: z.string(), author: z.string().optional() }).meta({ id: "TestQuote" })
    const block = z
      .discriminatedUnion("type", [z.object({ type: z.literal("quote"), ...quote.shape }).meta({ id: "TestQuote" })])
      .meta({ id: "TestBlock" })
    const { typeDefs } = toGraphql({ Article: z.object({ blocks: z.array(block) }), Author: z.object({ motto: quote }) })
    expect(typeDefs.filter((sdl) => sdl.startsWith("type TestQuote "))).toEqual([
      "type TestQuote {\n  text: String!\n  author: String\n}",
    ])
    expect(typeDef(typeDefs, "Author")).toContain("  motto: TestQuote!")
  })

  it("refuses a union member whose fields differ from the block of the same name", () => {
    const quote = z.object({ text: z.string() }).meta({ id: "TestQuote" })
    const block = z
      .discriminatedUnion("type", [z.object({ type: z.literal("quote"), text: z.string() }).meta({ id: "TestQuote" })])
      .meta({ id: "TestBlock" })
    // Same field names, but a schema of its own: only a block written once may be shared.
    expect(() => toGraphql({ Author: z.object({ motto: quote }), Article: z.object({ blocks: z.array(block) }) })).toThrow(
      "Two different content schemas are both named TestQuote",
    )
  })

  it("rejects a union without a discriminator", () => {
    expect(() => toGraphql({ Odd: z.object({ value: z.union([z.string(), z.object({ a: z.string() })]) }) })).toThrow(
      "Odd.value: only unions of literals or discriminated unions are supported",
    )
  })

  it("puts the string directive on text and text lists only, and not on skipped node types", () => {
    const settings = z.object({ brand: z.string(), year: z.number().int() })
    const { typeDefs } = toGraphql(
      { Product: product, Settings: settings },
      { stringDirective: "@tokens", skipTypes: ["Settings"] },
    )
    const sdl = typeDef(typeDefs, "Product")
    expect(sdl).toContain("  name: String! @tokens\n")
    expect(sdl).toContain("  tagline: String @tokens\n")
    expect(sdl).toContain("  tags: [String!] @tokens\n")
    expect(sdl).toContain("  price: Int!\n")
    expect(sdl).toContain("  primary: TestLink!\n")
    expect(typeDef(typeDefs, "TestLink")).toContain("  href: String! @tokens")
    expect(typeDef(typeDefs, "Settings")).toBe("type Settings implements Node @dontInfer {\n  brand: String!\n  year: Int!\n}")
  })

  it("keeps the directive on a block a skipped node type shares with another", () => {
    // Settings comes first and skips the directive; Product's TestLink still needs its tokens filled.
    const settings = z.object({ home: link })
    const { typeDefs } = toGraphql(
      { Settings: settings, Product: product },
      { stringDirective: "@tokens", skipTypes: ["Settings"] },
    )
    expect(typeDef(typeDefs, "TestLink")).toContain("  href: String! @tokens")
    expect(typeDef(typeDefs, "Settings")).toContain("  home: TestLink!")
  })
})

describe("the GraphQL schema of the content types", () => {
  const { typeDefs, unions } = toGraphql(Object.fromEntries(contentTypes.map((t) => [t.typeName, t.schema])), {
    stringDirective: "@tokens",
    skipTypes: ["SiteYaml"],
  })

  it("declares every content type as a node type that Gatsby does not infer", () => {
    for (const { typeName } of contentTypes) {
      expect(typeDef(typeDefs, typeName)).toContain(`type ${typeName} implements Node @dontInfer {`)
    }
  })

  it("types the ERP page: required hero and call to action, optional sections", () => {
    const erp = typeDef(typeDefs, "ErpYaml")
    expect(erp).toContain("  slug: String! @tokens\n")
    expect(erp).toContain("  keywords: [String!] @tokens\n")
    expect(erp).toContain("  hero: Hero!\n")
    expect(erp).toContain("  stats: StatsSection\n")
    expect(erp).toContain("  modules: CardsSection\n")
    expect(erp).toContain("  cta: CallToAction!\n")
  })

  it("maps every page section type to its own GraphQL type", () => {
    const pageSection = unions.find((u) => u.name === "PageSection")
    expect(Object.keys(pageSection?.typeByValue ?? {})).toEqual(sectionTypes)
    expect(pageSection?.typeByValue).toMatchObject({ hero: "HeroSection", cta: "CtaSection", demoForm: "DemoFormSection" })
    for (const typeName of Object.values(pageSection?.typeByValue ?? {})) expect(typeDef(typeDefs, typeName)).toBeTruthy()
    expect(typeDef(typeDefs, "PagesYaml")).toContain("  sections: [PageSection!]!")
  })

  it("gives each band shape one type, shared by generic page sections and typed page fields", () => {
    const pageSection = unions.find((u) => u.name === "PageSection")
    expect(pageSection?.typeByValue).toMatchObject({
      stats: "StatsSection",
      cards: "CardsSection",
      steps: "StepsSection",
      chips: "ChipsSection",
    })
    expect(typeDef(typeDefs, "EcommerceYaml")).toContain("  platforms: ChipsSection\n")
    expect(typeDef(typeDefs, "EcommerceYaml")).toContain("  process: StepsSection\n")
    expect(typeDef(typeDefs, "SupportYaml")).toContain("  offerings: CardsSection\n")
    expect(typeDef(typeDefs, "CardsSection")).toBe(
      [
        "type CardsSection {",
        "  heading: String! @tokens",
        "  intro: String @tokens",
        "  anchor: String @tokens",
        "  columns: Int",
        "  cards: [Card!]!",
        "}",
      ].join("\n"),
    )
    for (const retired of ["CardSection", "StatSection", "StepSection", "ChipSection"])
      expect(typeDefs.some((sdl) => sdl.startsWith(`type ${retired} `))).toBe(false)
  })

  it("names the values a content key may take, so components read them without a cast", () => {
    expect(typeDefs).toContain("enum ClaimKey {\n  experience\n  founded\n  projects\n  satisfaction\n  staff\n  support\n}")
    expect(typeDef(typeDefs, "ClaimsSection")).toContain("  claims: [ClaimKey!]!\n")
    expect(typeDef(typeDefs, "Action")).toContain("  contact: ContactTarget\n")
    expect(typeDef(typeDefs, "ContactChannel")).toContain("  phone: ContactLine!\n  whatsapp: ContactLine!\n  email: EmailKey\n")
  })

  it("fills tokens in content text but leaves data/site.yaml as written", () => {
    expect(typeDef(typeDefs, "SiteYaml")).not.toContain("@tokens")
    expect(typeDef(typeDefs, "SitePhone")).not.toContain("@tokens")
    expect(typeDef(typeDefs, "PricePart")).toContain("  amount: Int!\n")
    expect(typeDef(typeDefs, "SupportPackage")).toContain("  name: String! @tokens\n")
  })
})
