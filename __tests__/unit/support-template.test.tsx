import { render, screen, within } from "@testing-library/react"
import fs from "fs"
import path from "path"
import SupportPage from "../../src/templates/support"
import { pageProps, queryNode } from "../support/page-data"
import { readData } from "../support/site-data"
import { documentTitle, expectActions, expectCards, hero, region, sectionHeadings } from "../support/template-checks"

type SupportPageData = NonNullable<Queries.SupportPageQuery["supportYaml"]>

const dataDir = path.join(__dirname, "..", "..", "data")
const files = fs.readdirSync(path.join(dataDir, "support")).sort()
// The template's order of the optional sections.
const order = ["priorityLevels", "channels", "services", "packages", "offerings", "stats", "benefits"] as const

const renderPage = (supportYaml: SupportPageData | null) => render(<SupportPage {...pageProps({ supportYaml })} />)
const page = (file: string) => queryNode<SupportPageData>(`support/${file}`)
const site = readData<{
  phones: { support: { display: string; tel: string } }
  emails: { support: string }
}>("site.yaml")

/** The label and value pairs of a channel card's definition list. */
function details(card: HTMLElement) {
  return Object.fromEntries(
    Array.from(card.querySelectorAll("dl > div")).map((row) => [
      row.querySelector("dt")?.textContent,
      row.querySelector("dd")?.textContent,
    ]),
  )
}

/** The channel or service cards of a section, by title. */
function channelCards(heading: string) {
  const cards = Array.from(region(heading).querySelectorAll("li")).filter((li) => li.querySelector("h3"))
  return Object.fromEntries(cards.map((card) => [card.querySelector("h3")?.textContent, details(card)]))
}

describe("Support template", () => {
  it("covers the three support pages of the specification", () => {
    expect(files).toEqual(["danismanlik-hizmetleri.yaml", "destek-politikasi.yaml", "teknik-destek.yaml"])
  })

  describe.each(files)("with data/support/%s", (file) => {
    const data = page(file)

    it("titles the document, shows the hero and the sections the file has, in order", () => {
      renderPage(data)
      expect(documentTitle()).toBe(`${data.title} - Yakamoz Yazılım`)
      expect(within(hero()).getByRole("heading", { level: 1 }).textContent).toBe(data.hero.heading)
      expectActions(hero(), data.hero.actions ?? [])
      const present = order.map((key) => data[key]).filter((s) => s !== null)
      expect(sectionHeadings()).toEqual([...present.map((s) => s.heading), data.cta.heading])
      if (data.offerings) expectCards(data.offerings)
      if (data.benefits) expectCards(data.benefits)
      expectActions(region(data.cta.heading), data.cta.actions)
    })
  })

  describe("support policy", () => {
    const policy = page("destek-politikasi.yaml")

    it("shows the priority levels in a table with column headers and the exact times", () => {
      renderPage(policy)
      const table = within(region(policy.priorityLevels?.heading ?? "")).getByRole("table", {
        name: "Öncelik seviyelerine göre yanıt ve çözüm süreleri",
      })
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Öncelik", "Yanıt Süresi", "Çözüm Süresi", "Açıklama ve Örnekler"])
      const rows = within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => [
          within(row).getByRole("rowheader").textContent,
          ...within(row)
            .getAllByRole("cell")
            .slice(0, 2)
            .map((td) => td.textContent),
        ])
      expect(rows).toEqual([
        ["Kritik", "1 saat", "4 saat"],
        ["Yüksek", "4 saat", "8 saat"],
        ["Orta", "8 saat", "24 saat"],
        ["Düşük", "24 saat", "72 saat"],
      ])
      for (const level of policy.priorityLevels?.levels ?? []) {
        const row = within(table).getByRole("rowheader", { name: level.level }).closest("tr") as HTMLElement
        expect(row).toHaveTextContent(level.description)
        for (const example of level.examples) expect(within(row).getByText(example)).toBeInTheDocument()
      }
    })

    it("lists the channels with service hours and response time, filling the support line and address", () => {
      renderPage(policy)
      expect(channelCards(policy.channels?.heading ?? "")).toEqual({
        Telefon: {
          İletişim: site.phones.support.display,
          "Hizmet Saatleri": "Kritik sorunlarda 7/24, diğer talepler için 09:00-18:00",
          "Yanıt Süresi": "Anında",
        },
        "E-posta": {
          İletişim: site.emails.support,
          "Hizmet Saatleri": "7/24 kabul, iş günlerinde yanıt",
          "Yanıt Süresi": "4 saat içinde",
        },
        "Canlı Sohbet": { "Hizmet Saatleri": "İş günleri 09:00-18:00", "Yanıt Süresi": "5 dakika içinde" },
        "Uzaktan Erişim": {
          İletişim: `Randevu için ${site.phones.support.display}`,
          "Hizmet Saatleri": "Randevu ile, iş günleri 09:00-18:00",
          "Yanıt Süresi": "Randevu saatinde",
        },
      })
    })

    it("links to the technical support page and the contact page", () => {
      renderPage(policy)
      const hrefs = Array.from(document.querySelectorAll("main a")).map((a) => a.getAttribute("href"))
      expect(hrefs).toEqual(expect.arrayContaining(["/support/teknik-destek", "/contact"]))
    })
  })

  describe("technical support", () => {
    const support = page("teknik-destek.yaml")
    const packagesHeading = support.packages?.heading ?? ""
    const packageCard = (name: string) => within(region(packagesHeading)).getByRole("article", { name: `${name} paketi` })

    it("lists the four services with their hours and response times", () => {
      renderPage(support)
      expect(channelCards(support.services?.heading ?? "")).toEqual({
        "Uzaktan Destek": {
          "Hizmet Saatleri": "7/24 (kritik arızada ve Premium pakette)",
          "Yanıt Süresi": "5 dakika içinde bağlantı",
        },
        "Telefon Desteği": {
          İletişim: site.phones.support.display,
          "Hizmet Saatleri": "İş günleri 09:00-18:00, kritik arızada 7/24",
          "Yanıt Süresi": "Anında",
        },
        "Canlı Sohbet": { "Hizmet Saatleri": "İş günleri 09:00-18:00", "Yanıt Süresi": "Ortalama 2 dakika" },
        "E-posta Desteği": {
          İletişim: site.emails.support,
          "Hizmet Saatleri": "7/24 kabul, iş günlerinde yanıt",
          "Yanıt Süresi": "4 saat içinde",
        },
      })
    })

    it("shows the three packages with Turkish prices per month", () => {
      renderPage(support)
      const price = (name: string) => packageCard(name).querySelector("h3 + p")?.textContent
      expect(price("Temel")).toBe("Ücretsiz")
      expect(price("Standart")).toBe("500 TL / ay")
      expect(price("Premium")).toBe("1.000 TL / ay")
    })

    it('highlights only the Standart package as "En Popüler"', () => {
      renderPage(support)
      expect(within(region(packagesHeading)).getAllByText("En Popüler")).toHaveLength(1)
      expect(within(packageCard("Standart")).getByText("En Popüler")).toBeInTheDocument()
    })

    it("lists each package's features", () => {
      renderPage(support)
      for (const item of support.packages?.packages ?? []) {
        const features = Array.from(packageCard(item.name).querySelectorAll("li")).map((li) => li.textContent)
        expect(features).toEqual(item.features)
      }
      expect(within(packageCard("Premium")).getByText("Tüm kanallarda 7/24 destek")).toBeInTheDocument()
      expect(within(packageCard("Standart")).getByText(/uzatılmış destek saatleri: 08:00-20:00/)).toBeInTheDocument()
    })

    it('links each "Paketi Seç" to the contact form with the package as subject', () => {
      renderPage(support)
      for (const id of ["temel", "standart", "premium"]) {
        const item = support.packages?.packages.find((p) => p.id === id)
        // The package name is read out after the visible label, which alone would repeat three times.
        const link = within(packageCard(item?.name ?? "")).getByRole("link", {
          name: `Paketi Seç: ${item?.name}`,
        })
        expect(link).toHaveAttribute("href", `/contact?konu=destek-paketi-${id}`)
      }
    })

    it("says that the package prices are monthly and exclude KDV", () => {
      renderPage(support)
      expect(within(region(packagesHeading)).getByText(/Fiyatlar aylıktır ve KDV hariçtir/)).toBeInTheDocument()
    })

    it("offers a support-line call and an e-mail link to the contact form on the technical support subject", () => {
      renderPage(support)
      const cta = region(support.cta.heading)
      expect(within(cta).getByRole("link", { name: "Hemen Arayın" })).toHaveAttribute("href", `tel:${site.phones.support.tel}`)
      expect(within(cta).getByRole("link", { name: "E-posta Gönder" })).toHaveAttribute("href", "/contact?konu=teknik-destek")
    })
  })

  it("has a contact form subject for every subject a link preselects", () => {
    const contact = readData<{ sections: { type: string; subjects?: { value: string }[] }[] }>("pages/contact.yaml")
    const subjects = contact.sections.find((s) => s.type === "contactForm")?.subjects?.map((s) => s.value) ?? []
    const packageIds = page("teknik-destek.yaml").packages?.packages.map((p) => p.id) ?? []
    expect(subjects).toEqual(expect.arrayContaining(packageIds.map((id) => `destek-paketi-${id}`)))
    const linked = fs
      .readdirSync(dataDir, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".yaml"))
      .flatMap((name) => [...fs.readFileSync(path.join(dataDir, name), "utf8").matchAll(/\/contact\?konu=([a-z0-9-]+)/g)])
      .map((match) => match[1])
    expect(linked.length).toBeGreaterThan(0)
    for (const subject of linked) expect(subjects).toContain(subject)
  })

  it("shows the consulting claims", () => {
    const consulting = page("danismanlik-hizmetleri.yaml")
    renderPage(consulting)
    const stats = region(consulting.stats?.heading ?? "")
    for (const claim of ["%30-50", "%20-40", "15+"]) expect(stats).toHaveTextContent(claim)
  })

  it("leaves out a section the file does not have", () => {
    const support = page("teknik-destek.yaml")
    renderPage({ ...support, packages: null })
    expect(screen.queryByText("Paketi Seç")).toBeNull()
    expect(sectionHeadings()).toEqual([support.services?.heading, support.cta.heading])
  })

  it("renders nothing without a page", () => {
    const { container } = renderPage(null)
    expect(container).toBeEmptyDOMElement()
  })
})
