import { render, screen, within } from "@testing-library/react"
import fs from "fs"
import path from "path"
import EcommercePage from "../../src/templates/ecommerce"
import { pageProps, queryNode } from "../support/page-data"
import { documentTitle, expectActions, expectCards, hero, region, sectionHeadings } from "../support/template-checks"

type EcommercePageData = NonNullable<Queries.EcommercePageQuery["ecommerceYaml"]>

const files = fs.readdirSync(path.join(__dirname, "..", "..", "data", "ecommerce")).sort()
// The template's order of the optional sections.
const order = [
  "stats",
  "features",
  "siteTypes",
  "businessTypes",
  "sectors",
  "platforms",
  "security",
  "process",
  "technologies",
] as const
const cardSections = ["features", "siteTypes", "businessTypes", "sectors", "security"] as const
const chipSections = ["platforms", "technologies"] as const

const renderPage = (ecommerceYaml: EcommercePageData | null) => render(<EcommercePage {...pageProps({ ecommerceYaml })} />)
const page = (file: string) => queryNode<EcommercePageData>(`ecommerce/${file}`)

describe("E-commerce template", () => {
  it("covers the six e-commerce pages of the specification", () => {
    expect(files.map((f) => f.replace(/\.yaml$/, ""))).toEqual([
      "b2b-sistemler",
      "b2c-sistemler",
      "kurumsal-web-tasarim",
      "mobil-uygulama",
      "odeme-sistemleri",
      "pazaryeri-entegrasyonlari",
    ])
  })

  describe.each(files)("with data/ecommerce/%s", (file) => {
    const data = page(file)

    it("titles the document and shows the hero with its h1 and actions", () => {
      renderPage(data)
      expect(documentTitle()).toBe(`${data.title} - Yakamoz Yazılım`)
      expect(within(hero()).getByRole("heading", { level: 1 }).textContent).toBe(data.hero.heading)
      expect(hero()).toHaveTextContent(data.hero.lead)
      expectActions(hero(), data.hero.actions ?? [])
    })

    it("renders the sections the file has, in order, and no others", () => {
      renderPage(data)
      const present = order.map((key) => data[key]).filter((s) => s !== null)
      expect(sectionHeadings()).toEqual([...present.map((s) => s.heading), data.cta.heading])
    })

    it("shows the cards, figures, chips and steps of each section", () => {
      renderPage(data)
      for (const key of cardSections) {
        const section = data[key]
        if (section) expectCards(section)
      }
      for (const key of chipSections) {
        const section = data[key]
        if (!section) continue
        const list = region(section.heading)
        for (const group of section.groups) {
          const title = within(list).getByRole("heading", { level: 3, name: group.title })
          const items = Array.from(title.parentElement?.querySelectorAll("li") ?? []).map((li) => li.textContent)
          expect(items).toEqual(group.items)
        }
      }
      if (data.process) {
        const steps = region(data.process.heading).querySelectorAll("ol > li h3")
        expect(Array.from(steps).map((h) => h.textContent)).toEqual(data.process.steps.map((s) => s.title))
      }
      if (data.stats) {
        for (const stat of data.stats.stats) expect(region(data.stats.heading)).toHaveTextContent(`${stat.value}${stat.label}`)
      }
    })

    it("ends with the call to action and its links", () => {
      renderPage(data)
      const cta = region(data.cta.heading)
      expect(cta).toHaveTextContent(data.cta.text)
      expectActions(cta, data.cta.actions)
    })
  })

  it("leaves out a section the file does not have", () => {
    const b2b = page("b2b-sistemler.yaml")
    const sectors = b2b.sectors as NonNullable<EcommercePageData["sectors"]>
    renderPage({ ...b2b, sectors: null })
    expect(sectionHeadings()).not.toContain(sectors.heading)
    expect(screen.queryByText(sectors.cards[0].title)).toBeNull()
    expect(sectionHeadings()).toContain(b2b.businessTypes?.heading)
  })

  it("shows the marketing claims of the specification", () => {
    const claims: [string, string[]][] = [
      ["pazaryeri-entegrasyonlari.yaml", ["%150"]],
      ["odeme-sistemleri.yaml", ["%40"]],
      ["mobil-uygulama.yaml", ["%80", "3 kat"]],
    ]
    for (const [file, values] of claims) {
      const data = page(file)
      const { unmount } = renderPage(data)
      for (const value of values) expect(region(data.stats?.heading ?? "")).toHaveTextContent(value)
      unmount()
    }
  })

  it("renders nothing without a page", () => {
    const { container } = renderPage(null)
    expect(container).toBeEmptyDOMElement()
  })
})
