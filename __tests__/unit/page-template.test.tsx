import { render, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import fs from "fs"
import path from "path"
import { Helmet } from "react-helmet"
import { sectionTypes } from "../../src/content/schema/page"
import GenericPage from "../../src/templates/page"
import { conditionHolds } from "../../src/content/conditions"
import type { TokenSource } from "../../src/content/tokens"
import { genericPageNode, pageProps } from "../support/page-data"
import { readData, siteDataQueryResult } from "../support/site-data"
import { documentTitle, expectActions, expectCards, hero, region, sectionHeadings } from "../support/template-checks"

type GenericPageData = NonNullable<Queries.GenericPageQuery["pagesYaml"]>
type SectionData = GenericPageData["sections"][number]

const files = fs.readdirSync(path.join(__dirname, "..", "..", "data", "pages")).sort()
type Line = "main" | "sales" | "support"
const site = readData<{
  phones: Record<Line, { display: string; tel: string }>
  emails: Record<"info" | "sales" | "support" | "demo" | "kvkk", string>
  whatsapp: Record<Line, { number: string; message: string }>
  forms?: { endpoint?: string }
  address: { district: string; city: string }
  officeHours: { label: string }
  social: { name: string; url: string }[]
  claims: Record<string, { value: string; label: string }>
}>("site.yaml")

const renderPage = (pagesYaml: GenericPageData | null) => render(<GenericPage {...pageProps({ pagesYaml })} />)
const page = (file: string) => genericPageNode(`pages/${file}`)
const texts = (elements: Iterable<Element>) => Array.from(elements).map((e) => e.textContent)

/** The h2 headings a section contributes to the page, in order. */
function headingsOf(section: SectionData): string[] {
  if (section.__typename === "HeroSection") return section.panel ? [section.panel.heading] : []
  return [section.heading]
}

/** Checks that a section of the page shows what its data says, by section type. */
function expectSection(section: SectionData) {
  switch (section.__typename) {
    case "HeroSection": {
      expect(within(hero()).getByRole("heading", { level: 1 }).textContent).toBe(section.heading)
      expect(hero()).toHaveTextContent(section.lead)
      if (section.badge) expect(hero()).toHaveTextContent(section.badge)
      expectActions(hero(), section.actions ?? [])
      if (section.panel) {
        const panel = within(hero()).getByRole("complementary", { name: section.panel.heading })
        expect(texts(panel.querySelectorAll("li"))).toEqual(section.panel.bullets)
        expectActions(panel, section.panel.actions)
      }
      return
    }
    case "ClaimsSection":
      for (const key of section.claims) {
        expect(region(section.heading)).toHaveTextContent(`${site.claims[key].value}${site.claims[key].label}`)
      }
      return
    case "StatsSection":
      for (const stat of section.stats) expect(region(section.heading)).toHaveTextContent(`${stat.value}${stat.label}`)
      return
    case "CardsSection": {
      expectCards(section)
      const links = region(section.heading).querySelectorAll("h3 a")
      expect(Array.from(links).map((a) => a.getAttribute("href"))).toEqual(section.cards.filter((c) => c.href).map((c) => c.href))
      return
    }
    case "StepsSection":
      expect(texts(region(section.heading).querySelectorAll("ol > li > h3"))).toEqual(section.steps.map((s) => s.title))
      for (const step of section.steps) if (step.duration) expect(region(section.heading)).toHaveTextContent(step.duration)
      return
    case "ChipsSection":
      expect(texts(region(section.heading).querySelectorAll("h3"))).toEqual(section.groups.map((g) => g.title))
      expect(texts(region(section.heading).querySelectorAll("ul ul li"))).toEqual(section.groups.flatMap((g) => g.items))
      return
    case "SectorsSection":
      expect(texts(region(section.heading).querySelectorAll("li"))).toEqual(section.sectors.map((s) => s.label))
      return
    case "ProseSection": {
      const body = region(section.heading)
      for (const block of section.blocks) {
        // A block for the other form set-up (`when`) must not show; data/site.yaml sets no endpoint.
        if (!conditionHolds(block.when, site)) {
          if (block.text) expect(body).not.toHaveTextContent(block.text)
          continue
        }
        if (block.subheading) expect(texts(body.querySelectorAll("h3"))).toContain(block.subheading)
        if (block.text) expect(texts(body.querySelectorAll("p"))).toContain(block.text)
        if (block.list) expect(texts(body.querySelectorAll("li"))).toEqual(expect.arrayContaining([...block.list]))
      }
      return
    }
    case "CtaSection":
      expect(region(section.heading)).toHaveTextContent(section.text)
      expectActions(region(section.heading), section.ctaActions)
      return
    case "ContactChannelsSection": {
      const chats = new Set<string>()
      for (const channel of section.channels) {
        const phone = site.phones[channel.phone as Line]
        const whatsapp = site.whatsapp[channel.whatsapp as Line]
        const card = within(region(section.heading)).getByRole("heading", { level: 3, name: channel.title })
          .parentElement as HTMLElement
        expect(within(card).getByRole("link", { name: `Ara: ${phone.display}` })).toHaveAttribute("href", `tel:${phone.tel}`)
        const chat = within(card).getByRole("link", { name: `WhatsApp ile yazın: ${channel.title} (yeni sekmede açılır)` })
        expect(chat).toHaveAttribute("href", `https://wa.me/${whatsapp.number}?text=${encodeURIComponent(whatsapp.message)}`)
        chats.add(chat.getAttribute("href") ?? "")
        if (channel.email) {
          const address = site.emails[channel.email as keyof typeof site.emails]
          expect(within(card).getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`)
        }
      }
      // Each channel opens its own line with its own greeting.
      expect(chats.size).toBe(section.channels.length)
      return
    }
    case "ContactFormSection": {
      const form = within(region(section.heading)).getByRole("form", { name: "İletişim formu" })
      const subject = within(form).getByRole("combobox", { name: /Konu/ })
      const options = Array.from((subject as HTMLSelectElement).options).filter((o) => o.value !== "")
      expect(options.map((o) => [o.value, o.textContent])).toEqual(section.subjects.map((s) => [s.value, s.label]))
      return
    }
    case "OfficeSection": {
      const office = region(section.heading)
      expect(office).toHaveTextContent(`${site.address.district}/${site.address.city}`)
      expect(office).toHaveTextContent(site.officeHours.label)
      expect(within(office).getByRole("link", { name: site.emails.info })).toHaveAttribute("href", `mailto:${site.emails.info}`)
      expect(within(office).getByRole("link", { name: /Haritada Görüntüle/ })).toHaveAttribute("target", "_blank")
      return
    }
    case "SocialSection":
      for (const account of site.social) {
        const link = within(region(section.heading)).getByRole("link", { name: new RegExp(`^${account.name}`) })
        expect(link).toHaveAttribute("href", account.url)
        expect(link).toHaveAttribute("target", "_blank")
        expect(link).toHaveAttribute("rel", "noopener noreferrer")
      }
      return
    case "DemoFormSection":
      expect(within(region(section.heading)).getByRole("form", { name: "Demo talep formu" })).toBeInTheDocument()
      return
    default: {
      const unknown: never = section
      throw new Error(`No check for ${JSON.stringify(unknown)}`)
    }
  }
}

describe("Generic page template", () => {
  it("is given every section type somewhere in data/pages", () => {
    const used = new Set(files.flatMap((file) => page(file).sections.map((s) => s.__typename)))
    expect(used.size).toBe(sectionTypes.length)
  })

  describe.each(files)("with data/pages/%s", (file) => {
    const data = page(file)

    it("titles the document and adds the Organization data only on the home page", () => {
      renderPage(data)
      expect(documentTitle()).toBe(`${data.title} - Yakamoz Yazılım`)
      const scripts = Helmet.peek().scriptTags as unknown as { type?: string }[]
      expect(scripts.some((tag) => tag.type === "application/ld+json")).toBe(data.slug === "/")
    })

    it("renders every section of the file in order, each by its type", () => {
      renderPage(data)
      expect(data.sections[0].__typename).toBe("HeroSection")
      expect(sectionHeadings()).toEqual(data.sections.flatMap(headingsOf))
      data.sections.forEach(expectSection)
    })
  })

  it("gives the home page a title about ERP and e-commerce", () => {
    renderPage(page("home.yaml"))
    expect(documentTitle()).toBe("ERP ve E-Ticaret Çözümleri - Yakamoz Yazılım")
  })

  it("renders nothing without a page", () => {
    const { container } = renderPage(null)
    expect(container).toBeEmptyDOMElement()
  })
})

describe("KVKK notice and the form endpoint", () => {
  const heading = "Kişisel Verilerin Aktarılması"
  const processor = "Formspree, Inc. (ABD)"
  const endpoint = "https://formspree.io/f/abc"

  it("without an endpoint says the forms send nothing, and names no processor", () => {
    renderPage(genericPageNode("pages/privacy.yaml"))
    expect(region(heading)).toHaveTextContent("formlara yazdığınız bilgiler tarayıcınızdan çıkmaz")
    expect(region(heading)).not.toHaveTextContent("aracılığıyla gönderilir")
  })

  it("with an endpoint names the processor that receives the forms and the ground for a transfer abroad", () => {
    const data = siteDataQueryResult()
    jest.mocked(useStaticQuery).mockReturnValue({ ...data, siteYaml: { ...data.siteYaml, forms: { endpoint, processor } } })
    const withEndpoint = { ...readData<TokenSource>("site.yaml"), forms: { endpoint, processor } }
    renderPage(genericPageNode("pages/privacy.yaml", withEndpoint))
    expect(region(heading)).toHaveTextContent(`Sitemizdeki formlar ${processor} aracılığıyla gönderilir`)
    expect(region(heading)).toHaveTextContent("standart sözleşmeye dayanılarak")
    expect(region(heading)).not.toHaveTextContent("tarayıcınızdan çıkmaz")
  })
})
