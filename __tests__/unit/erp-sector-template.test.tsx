import { render, screen, within } from "@testing-library/react"
import fs from "fs"
import path from "path"
import ErpSectorPage from "../../src/templates/erp-sector"
import { pageProps, queryNode } from "../support/page-data"
import { documentTitle, expectActions, expectCards, hero, main, region, sectionHeadings } from "../support/template-checks"

type ErpPage = NonNullable<Queries.ErpSectorPageQuery["erpYaml"]>

const files = fs.readdirSync(path.join(__dirname, "..", "..", "data", "erp")).sort()
const cardSections = ["features", "modules", "businessTypes", "solutions", "benefits", "integrations", "reports"] as const

const renderPage = (erpYaml: ErpPage | null) => render(<ErpSectorPage {...pageProps({ erpYaml })} />)
const page = (file: string) => queryNode<ErpPage>(`erp/${file}`)

describe("ERP sector template", () => {
  it("covers every ERP page of the specification, pre-accounting included", () => {
    expect(files.map((f) => f.replace(/\.yaml$/, ""))).toEqual([
      "depo-ve-plasiyer-yonetimi",
      "e-fatura-e-arsiv-e-irsaliye",
      "insan-kaynaklari",
      "muhasebe-sistemi",
      "on-muhasebe-sistemleri",
      "perakende-ve-barkod-sistemi",
      "restaurant-ve-adisyon-sistemi",
      "toptan-yonetimi",
      "uretim-ve-mrp-sistemi",
    ])
  })

  describe.each(files)("with data/erp/%s", (file) => {
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
      const present = [data.stats, ...cardSections.map((key) => data[key])].filter((s) => s !== null)
      expect(sectionHeadings()).toEqual([...present.map((s) => s.heading), data.cta.heading])
      for (const key of cardSections) {
        const section = data[key]
        if (section) expectCards(section)
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
    const restaurant = page("restaurant-ve-adisyon-sistemi.yaml")
    const solutions = restaurant.solutions as NonNullable<ErpPage["solutions"]>
    renderPage({ ...restaurant, solutions: null })
    expect(sectionHeadings()).not.toContain(solutions.heading)
    expect(screen.queryByText(solutions.cards[0].title)).toBeNull()
    expect(sectionHeadings()).toContain(restaurant.businessTypes?.heading)
  })

  it("sends the sector pages' visitors to the contact page for a demo", () => {
    for (const file of files.filter((f) => page(f).businessTypes)) {
      const hrefs = page(file).cta.actions.map((a) => a.href)
      expect(hrefs.some((href) => href?.startsWith("/contact"))).toBe(true)
    }
  })

  it("shows the human resources modules, claims and both calls to action", () => {
    const hr = page("insan-kaynaklari.yaml")
    renderPage(hr)
    expect(hr.modules?.cards).toHaveLength(4)
    const stats = region(hr.stats?.heading ?? "")
    for (const claim of ["%60", "%95", "%80"]) expect(stats).toHaveTextContent(claim)
    const links = Array.from(main().querySelectorAll("a")).map((a) => a.getAttribute("href"))
    expect(links).toEqual(expect.arrayContaining(["/demo", "/contact"]))
  })

  it("shows the pre-accounting claims, modules, integrations and reports", () => {
    const preAccounting = page("on-muhasebe-sistemleri.yaml")
    renderPage(preAccounting)
    const stats = region(preAccounting.stats?.heading ?? "")
    expect(stats).toHaveTextContent("%70")
    expect(stats).toHaveTextContent("%90")
    expect(preAccounting.modules?.cards).toHaveLength(8)
    expect(preAccounting.integrations).not.toBeNull()
    expect(preAccounting.reports).not.toBeNull()
  })

  it("renders nothing without a page", () => {
    const { container } = renderPage(null)
    expect(container).toBeEmptyDOMElement()
  })
})
