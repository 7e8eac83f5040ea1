import { cleanup, render, within } from "@testing-library/react"
import { useStaticQuery, type PageProps } from "gatsby"
import fs from "fs"
import path from "path"
import { Helmet } from "react-helmet"
import { parse } from "yaml"
import type { SectionTone } from "../../src/components/blocks/section"
import { bandTones } from "../../src/components/blocks/section-stack"
import { ProseSection } from "../../src/components/sections/prose-section"
import { sectionTypes } from "../../src/kinds/pages/schema"
import { fillTokens, tokenValues, type TokenSource } from "../../src/content/tokens"
import EcommercePage from "../../src/kinds/ecommerce/ecommerce-page"
import ErpSectorPage from "../../src/kinds/erp/erp-page"
import GenericPage from "../../src/kinds/pages/page"
import SupportPage from "../../src/kinds/support/support-page"
import { colors } from "../../src/theme"
import { readData, siteDataQueryResult, siteOfQuery } from "../support/site-data"

/**
 * The templates with small query answers written here, typed by the generated query types so they
 * stay in step with the fragments. That every real page shows its content file is the browser
 * suite's job (expectPageContent in __tests__/browser/support/page-checks.ts).
 */

type GenericPageData = NonNullable<Queries.GenericPageQuery["pagesYaml"]>
type ErpPageData = NonNullable<Queries.ErpSectorPageQuery["erpYaml"]>
type EcommercePageData = NonNullable<Queries.EcommercePageQuery["ecommerceYaml"]>
type SupportPageData = NonNullable<Queries.SupportPageQuery["supportYaml"]>

/** The props Gatsby passes a page template; templates read only `data`. */
// gatsby-node gives every page with a lead form the KVKK notice's version.
const pageProps = <T,>(data: T) => ({ data, pageContext: { noticeVersion: "0123456789abcdef" } }) as PageProps<T, object>
/** The query answer of a page that shows no customer stories (StoryBandFields). */
const noStories = { storyTexts: null, stories: [] }
const main = () => document.querySelector("main") as HTMLElement
const h2s = () => Array.from(main().querySelectorAll("h2")).map((h) => h.textContent)
const region = (heading: string) => {
  const h2 = Array.from(main().querySelectorAll("h2")).find((h) => h.textContent === heading)
  const section = h2?.closest("section")
  if (!h2 || !section) throw new Error(`No section headed "${heading}"`)
  expect(section).toHaveAttribute("aria-labelledby", h2.id)
  return section
}
/** "#0b1f33" as getComputedStyle writes it: "rgb(11, 31, 51)". */
const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`
const hrefs = (container: HTMLElement) => Array.from(container.querySelectorAll("a")).map((a) => a.getAttribute("href"))

const hero = {
  badge: null,
  heading: "Başlık",
  lead: "Giriş metni.",
  actions: [{ label: "Demo", href: "/demo", contact: null, variant: null }],
}
const cta = {
  heading: "Hemen başlayın",
  text: "Bize yazın.",
  actions: [{ label: "Ara", href: null, contact: "salesPhone", variant: null }],
} as const
const card = (title: string) => ({
  icon: null,
  value: null,
  title,
  description: `${title} açıklaması.`,
  bullets: null,
  tags: null,
  href: null,
  linkLabel: null,
})
const cards = (heading: string, ...titles: string[]) =>
  ({ __typename: "CardsSection", heading, intro: null, anchor: null, columns: null, cards: titles.map(card) }) as const
const stats = {
  __typename: "StatsSection",
  heading: "Rakamlar",
  intro: null,
  stats: [{ value: "%60", label: "Tasarruf", description: null }],
} as const
const steps = (heading: string) =>
  ({
    __typename: "StepsSection",
    heading,
    intro: null,
    steps: [{ title: "Analiz", duration: "1 hafta", description: "İhtiyaç analizi.", activities: null, deliverables: null }],
  }) as const
const chips = (heading: string, items: string[]) =>
  ({ __typename: "ChipsSection", heading, intro: null, groups: [{ title: "Türkiye", items }] }) as const
const site = siteOfQuery(siteDataQueryResult()) as unknown as TokenSource & { phones: { sales: { tel: string } } }

describe("generic page template", () => {
  const sections: GenericPageData["sections"] = [
    { __typename: "HeroSection", ...hero, panel: null },
    { __typename: "ClaimsSection", heading: "Rakamlarla biz", intro: null, claims: ["projects", "support"] },
    stats,
    { ...cards("Kartlar", "Bir", "İki"), anchor: "kartlar" },
    steps("Adımlar"),
    chips("Teknolojiler", ["React"]),
    { __typename: "SectorsSection", heading: "Sektörler", intro: null, sectors: [{ icon: "chef-hat", label: "Restoran" }] },
    {
      __typename: "ProseSection",
      heading: "Hikâyemiz",
      intro: null,
      blocks: [{ subheading: null, text: "2008'de kurulduk.", list: null, when: null }],
    },
    { __typename: "ContactChannelsSection", heading: "Kanallar", intro: null, channels: [] },
    { __typename: "ContactFormSection", heading: "Bize yazın", intro: null, subjects: [{ value: "erp", label: "ERP" }] },
    { __typename: "OfficeSection", heading: "Ofisimiz", intro: null },
    { __typename: "SocialSection", heading: "Sosyal medya", intro: null },
    { __typename: "DemoFormSection", heading: "Demo talebi", intro: null },
    {
      __typename: "ImageSection",
      imageHeading: "Ofisimiz",
      intro: null,
      image: {
        alt: "Ofiste çalışan üç ekip üyesi",
        decorative: null,
        caption: "Bir çalışma günü",
        picture: {
          width: 1920,
          height: 960,
          color: "#dbe7f0",
          sizes: "92vw",
          src: "/img/ofis-1-960.jpg",
          srcSet: "/img/ofis-1-480.jpg 480w, /img/ofis-1-960.jpg 960w",
          type: "image/jpeg",
          sources: [{ type: "image/webp", srcSet: "/img/ofis-1-480.webp 480w, /img/ofis-1-960.webp 960w" }],
        },
      },
    },
    {
      __typename: "SearchSection",
      heading: "Ne arıyorsunuz?",
      intro: null,
      label: "Aradığınız kelimeyi yazın",
      hint: "Bir kelime yazın.",
      noResults: "Sonuç bulunamadı.",
      directory: "Sitedeki bütün sayfalar",
    },
    { __typename: "CtaSection", heading: cta.heading, text: cta.text, ctaActions: cta.actions },
  ]
  const page: GenericPageData = { slug: "/", title: "Ana Sayfa", description: "Açıklama.", keywords: null, sections }
  const renderPage = (pagesYaml: GenericPageData | null) => render(<GenericPage {...pageProps({ ...noStories, pagesYaml })} />)

  it("renders a section of every type, in the order of the file", () => {
    expect(new Set(sections.map((s) => s.__typename)).size).toBe(sectionTypes.length)
    renderPage(page)
    expect(main().querySelector("h1")?.textContent).toBe("Başlık")
    expect(h2s()).toEqual(
      sections.filter((s) => s.__typename !== "HeroSection").map((s) => ("heading" in s ? s.heading : s.imageHeading)),
    )
  })

  it("reads a claims section's figures from data/site.yaml by key", () => {
    renderPage(page)
    const claims = region("Rakamlarla biz")
    const { claims: figures } = siteOfQuery(siteDataQueryResult()) as unknown as {
      claims: Record<string, { value: string; label: string }>
    }
    expect(Array.from(claims.querySelectorAll("li")).map((li) => li.textContent)).toEqual([
      `${figures.projects.value}${figures.projects.label}`,
      `${figures.support.value}${figures.support.label}`,
    ])
  })

  it("gives a cards section its anchor and resolves a call to action's contact target", () => {
    renderPage(page)
    expect(region("Kartlar")).toHaveAttribute("id", "kartlar")
    expect(hrefs(region(cta.heading))).toEqual([`tel:${site.phones.sales.tel}`])
  })

  it("adds the Organization data and the WebSite's search action on the home page only", () => {
    const jsonLd = () =>
      (Helmet.peek().scriptTags as unknown as { type?: string; innerHTML?: string }[]).filter(
        (t) => t.type === "application/ld+json",
      )
    const home = renderPage(page)
    expect(jsonLd().map((tag) => (JSON.parse(tag.innerHTML ?? "{}") as { "@type": string })["@type"])).toEqual([
      "Organization",
      "WebSite",
    ])
    expect(JSON.parse(jsonLd()[1].innerHTML ?? "{}")).toMatchObject({
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://www.yakamoz-yazilim.example/ara?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    })
    home.unmount()
    renderPage({ ...page, slug: "/about" })
    expect(jsonLd()).toHaveLength(0)
  })

  it("renders nothing without a page", () => {
    expect(renderPage(null).container).toBeEmptyDOMElement()
  })
})

describe("typed templates", () => {
  it("ERP: renders the sections a file has, in the template's order, and leaves out the others", () => {
    const page: ErpPageData = {
      slug: "/erp/test",
      title: "Test",
      description: "Açıklama.",
      keywords: null,
      hero,
      stats,
      features: { ...cards("Özellikler", "Stok"), anchor: "ozellikler" },
      modules: null,
      businessTypes: null,
      solutions: null,
      benefits: cards("Faydalar", "Hız"),
      integrations: null,
      reports: cards("Raporlar", "Mizan"),
      cta: { ...cta, actions: [...cta.actions] },
    }
    render(<ErpSectorPage {...pageProps({ ...noStories, erpYaml: page })} />)
    expect(h2s()).toEqual(["Rakamlar", "Özellikler", "Faydalar", "Raporlar", cta.heading])
    // The cards band is the generic pages' own, anchor included.
    expect(region("Özellikler")).toHaveAttribute("id", "ozellikler")
  })

  it("e-commerce: renders cards, chips and steps sections the file has", () => {
    const page: EcommercePageData = {
      slug: "/ecommerce/test",
      title: "Test",
      description: "Açıklama.",
      keywords: null,
      hero,
      stats: null,
      features: cards("Özellikler", "Katalog"),
      siteTypes: null,
      businessTypes: null,
      sectors: null,
      platforms: chips("Pazaryerleri", ["Trendyol", "N11"]),
      security: null,
      process: steps("Süreç"),
      technologies: null,
      cta: { ...cta, actions: [...cta.actions] },
    }
    render(<EcommercePage {...pageProps({ ...noStories, ecommerceYaml: page })} />)
    expect(h2s()).toEqual(["Özellikler", "Pazaryerleri", "Süreç", cta.heading])
    expect(Array.from(region("Pazaryerleri").querySelectorAll("ul ul li")).map((li) => li.textContent)).toEqual([
      "Trendyol",
      "N11",
    ])
  })

  it('support: channels and services share one list, and each package\'s "Paketi seç" preselects its subject', () => {
    const channel = {
      icon: "phone",
      title: "Telefon",
      description: "Bizi arayın.",
      contact: null,
      availability: "7/24",
      responseTime: "Anında",
    }
    const page: SupportPageData = {
      slug: "/support/test",
      title: "Test",
      description: "Açıklama.",
      keywords: null,
      hero,
      stats: null,
      priorityLevels: null,
      channels: { __typename: "SupportChannelSection", heading: "Kanallar", intro: null, channels: [channel] },
      services: {
        __typename: "SupportChannelSection",
        heading: "Hizmetler",
        intro: null,
        channels: [{ ...channel, title: "Uzaktan Erişim" }],
      },
      packages: {
        __typename: "SupportPackageSection",
        heading: "Paketler",
        intro: null,
        packages: [
          {
            id: "standart",
            name: "Standart",
            // Filled by GraphQL from the price list's {fiyat:destek-standart}.
            price: "500 TL",
            period: "ay",
            highlight: "En popüler",
            description: "Paket.",
            features: ["E-posta"],
          },
        ],
      },
      offerings: null,
      benefits: null,
      cta: { ...cta, actions: [...cta.actions] },
    }
    render(<SupportPage {...pageProps({ supportYaml: page })} />)
    expect(h2s()).toEqual(["Kanallar", "Hizmetler", "Paketler", cta.heading])
    expect(region("Hizmetler")).toHaveTextContent("Uzaktan ErişimBizi arayın.Hizmet saatleri7/24Yanıt süresiAnında")
    expect(region("Paketler")).toHaveTextContent("500 TL / ay")
    expect(within(region("Paketler")).getByRole("link", { name: "Paketi seç: Standart" })).toHaveAttribute(
      "href",
      "/contact?konu=destek-paketi-standart#iletisim-formu",
    )
  })
})

describe("band backgrounds: one rule for generic and typed pages", () => {
  const toneByColour: Record<string, SectionTone> = {
    [hexToRgb(colors.surface)]: "plain",
    [hexToRgb(colors.surfaceAlt)]: "alt",
    [hexToRgb(colors.night)]: "night",
  }
  /** The background each band shows, by its heading, as the browser computes it from the page's styles. */
  const shownTones = (headings: string[]) =>
    headings.map((heading) => toneByColour[getComputedStyle(region(heading)).backgroundColor] ?? "none")

  it("alternates plain and tinted bands, and starts plain again after the hero and after a stats band", () => {
    expect(bandTones(["HeroSection", "CardsSection", "StepsSection", "StatsSection", "ChipsSection", "ProseSection"])).toEqual([
      "plain",
      "plain",
      "alt",
      "night",
      "plain",
      "alt",
    ])
    expect(bandTones(["ClaimsSection", "SectorsSection", "CardsSection", "CtaSection"])).toEqual([
      "night",
      "plain",
      "alt",
      "plain",
    ])
  })

  it("gives a generic page's bands the rule's tones", () => {
    const sections: GenericPageData["sections"] = [
      { __typename: "HeroSection", ...hero, panel: null },
      cards("Hizmetler", "Bir"),
      steps("Süreç"),
      stats,
      cards("Faydalar", "Hız"),
      chips("Platformlar", ["Trendyol"]),
      { __typename: "CtaSection", heading: cta.heading, text: cta.text, ctaActions: cta.actions },
    ]
    render(
      <GenericPage
        {...pageProps({
          ...noStories,
          pagesYaml: { slug: "/test", title: "Test", description: "Açıklama.", keywords: null, sections },
        })}
      />,
    )
    expect(shownTones(["Hizmetler", "Süreç", "Rakamlar", "Faydalar", "Platformlar"])).toEqual([
      "plain",
      "alt",
      "night",
      "plain",
      "alt",
    ])
  })

  it("gives a typed page's bands the same tones, its stats band included", () => {
    const page: ErpPageData = {
      slug: "/erp/test",
      title: "Test",
      description: "Açıklama.",
      keywords: null,
      hero,
      stats,
      features: cards("Özellikler", "Stok"),
      modules: null,
      businessTypes: cards("İşletme türleri", "Toptan"),
      solutions: null,
      benefits: null,
      integrations: null,
      reports: null,
      cta: { ...cta, actions: [...cta.actions] },
    }
    render(<ErpSectorPage {...pageProps({ ...noStories, erpYaml: page })} />)
    expect(shownTones(["Rakamlar", "Özellikler", "İşletme türleri"])).toEqual(["night", "plain", "alt"])
  })

  it("restarts after a stats band in the middle of a typed page", () => {
    const page: SupportPageData = {
      slug: "/support/test",
      title: "Test",
      description: "Açıklama.",
      keywords: null,
      hero,
      stats,
      priorityLevels: null,
      channels: null,
      services: null,
      packages: null,
      offerings: cards("Hizmetler", "Danışmanlık"),
      benefits: cards("Faydalar", "Hız"),
      cta: { ...cta, actions: [...cta.actions] },
    }
    render(<SupportPage {...pageProps({ supportYaml: page })} />)
    expect(h2s()).toEqual(["Hizmetler", "Rakamlar", "Faydalar", cta.heading])
    expect(shownTones(["Hizmetler", "Rakamlar", "Faydalar"])).toEqual(["plain", "night", "plain"])
  })
})

describe("blocks that depend on the form endpoint (the KVKK notice)", () => {
  // The real transfer section of the privacy notice, with tokens filled as GraphQL fills them.
  const privacy = parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", "pages", "privacy.yaml"), "utf8")) as {
    sections: {
      heading?: string
      blocks?: {
        subheading?: string
        text?: string
        list?: string[]
        when?: "formsSend" | "formService" | "formEndpoint" | "formsOff"
      }[]
    }[]
  }
  const processor = "Formspree, Inc. (ABD)"
  const endpoint = "https://formspree.io/f/abc"
  const transfers = (siteData: TokenSource, heading = "Kişisel verilerin aktarılması"): Queries.ProseSectionFieldsFragment => {
    const section = privacy.sections.find((s) => s.heading === heading)
    if (!section?.blocks) throw new Error(`data/pages/privacy.yaml has no section "${heading}"`)
    const values = tokenValues(siteData)
    return {
      heading: section.heading ?? "",
      intro: null,
      blocks: section.blocks.map((block) => ({
        subheading: block.subheading === undefined ? null : fillTokens(block.subheading, values),
        text: block.text === undefined ? null : fillTokens(block.text, values),
        list: block.list?.map((item) => fillTokens(item, values)) ?? null,
        when: block.when ?? null,
      })),
    }
  }
  const renderTransfers = (siteData: TokenSource, heading?: string) =>
    render(
      <main>
        <ProseSection section={transfers(siteData, heading)} tone="plain" />
      </main>,
    ).container
  const collected = "İşlenen kişisel veriler"

  it("with the site's own lead service (the default) says the forms go only there and stay in Türkiye", () => {
    const text = renderTransfers(readData<TokenSource>("site.yaml"))
    expect(text).toHaveTextContent("Sitemizdeki formlar yalnızca kendi talep hizmetimize gönderilir")
    expect(text).toHaveTextContent("Türkiye'deki kendi sunucumuzda bulunan veri tabanında saklanır")
    expect(text).not.toHaveTextContent("aracılığıyla gönderilir")
    expect(text).not.toHaveTextContent("tarayıcınızdan çıkmaz")
    // The real recipients and countries (docs/decisions.md 7), never "if the servers are abroad".
    expect(text).toHaveTextContent("WhatsApp LLC (ABD)")
    expect(text).toHaveTextContent("Türkiye'deki bir veri merkezinde ortak yerleşim (colocation)")
    expect(text).not.toHaveTextContent("bulunduğunda")
  })

  it("describes what each delivery mode really collects with a lead", () => {
    const site = readData<TokenSource>("site.yaml")
    // The lead service stores the consent's time, the notice's version, the page with its utm_ parameters and
    // the referrer's origin, and keeps the IP address in memory only.
    const service = renderTransfers(site, collected)
    expect(service).toHaveTextContent("utm_ ile başlayan parametreler")
    expect(service).toHaveTextContent("özet (HMAC) olarak veri tabanımızdaki sınırlama tablosunda 10 dakikalık")
    expect(service).not.toHaveTextContent("Formla birlikte gönderilenler")
    cleanup()
    // An outside endpoint gets the form's fields, the consent box and the notice's version, nothing else.
    const forms = { delivery: "endpoint" as const, endpoint, processor }
    jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult(forms))
    const outside = renderTransfers({ ...site, forms }, collected)
    expect(outside).toHaveTextContent("Formla birlikte gönderilenler")
    expect(outside).not.toHaveTextContent("utm_")
    expect(outside).not.toHaveTextContent("belleğinde")
    cleanup()
    // With delivery off nothing leaves the browser.
    jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult({ delivery: "off" }))
    const off = renderTransfers({ ...site, forms: { delivery: "off" } }, collected)
    expect(off).toHaveTextContent("formlara yazdıklarınız tarayıcınızdan çıkmaz")
    expect(off).not.toHaveTextContent("utm_")
    // Online meetings, their recordings and seminar sign-ups are covered in every mode.
    expect(off).toHaveTextContent("Jitsi Meet")
    expect(off).toHaveTextContent("bütün katılımcılar açıkça onay verdiğinde kaydederiz")
    expect(off).toHaveTextContent("Seminer ve etkinlik kayıtları")
  })

  it("with delivery off says the forms send nothing, and names no processor", () => {
    jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult({ delivery: "off" }))
    const text = renderTransfers({ ...readData<TokenSource>("site.yaml"), forms: { delivery: "off" } })
    expect(text).toHaveTextContent("formlara yazdığınız bilgiler tarayıcınızdan çıkmaz")
    expect(text).not.toHaveTextContent("aracılığıyla gönderilir")
    expect(text).not.toHaveTextContent("kendi talep hizmetimize")
  })

  it("with an endpoint names the processor that receives the forms and the ground for a transfer abroad", () => {
    const forms = { delivery: "endpoint" as const, endpoint, processor }
    jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult(forms))
    const text = renderTransfers({ ...readData<TokenSource>("site.yaml"), forms })
    expect(text).toHaveTextContent(`Sitemizdeki formlar ${processor} aracılığıyla gönderilir`)
    expect(text).toHaveTextContent(`Form içeriğiniz, formları alan ${processor} hizmetinin sunucularına`)
    expect(text).toHaveTextContent("Bu ülke Türkiye dışındaysa bu düzenli bir yurt dışına aktarımdır")
    expect(text).toHaveTextContent("uygun güvencelerden standart sözleşmeye dayanır")
    expect(text).not.toHaveTextContent("tarayıcınızdan çıkmaz")
    expect(text).not.toHaveTextContent("kendi talep hizmetimize")
  })
})
