import fs from "fs"
import path from "path"
import { cleanup, render } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { Seo } from "../../src/components/seo"
import { PageLanguageProvider, pageLanguageOf, type PageLanguageValue } from "../../src/components/page-language"
import { themeColor } from "../../src/theme"
import { faviconSvg, svgDataUrl } from "../../src/components/favicon"
import { readData } from "../support/site-data"

const site = readData<{
  brand: string
  slogan: string
  legalName: string
  siteUrl: string
  phones: { main: { tel: string } }
  emails: { info: string }
  address: { street: string; district: string; city: string; postalCode: string }
  social: { url: string }[]
}>("site.yaml")

const description = "Yakamoz Yazılım hakkında: 2008'den bu yana işletmelere ERP ve e-ticaret çözümleri."

type HeadTag = Record<string, string>

/** What Helmet puts in <head> for the rendered Seo. */
function head(props: Partial<Parameters<typeof Seo>[0]> = {}, language?: PageLanguageValue) {
  // Helmet merges every mounted instance, so only this one may be mounted.
  cleanup()
  const seo = <Seo title="Hakkımızda" description={description} path="/about" {...props} />
  render(language ? <PageLanguageProvider value={language}>{seo}</PageLanguageProvider> : seo)
  const state = Helmet.peek()
  const metaTags = state.metaTags as unknown as HeadTag[]
  const linkTags = state.linkTags as unknown as HeadTag[]
  const scriptTags = state.scriptTags as unknown as HeadTag[]
  return {
    title: state.title as unknown as string,
    lang: (state.htmlAttributes as unknown as HeadTag).lang,
    meta: (key: string) => metaTags.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content),
    links: (rel: string) => linkTags.filter((tag) => tag.rel === rel).map((tag) => tag.href),
    // React's name of the attribute; the page's HTML writes it hreflang.
    hreflang: linkTags.filter((tag) => tag.hrefLang).map((tag) => [tag.hrefLang, tag.href]),
    jsonLd: scriptTags.filter((tag) => tag.type === "application/ld+json").map((tag) => JSON.parse(tag.innerHTML)),
  }
}

describe("Seo", () => {
  it('titles the page "<topic> - <brand>" with the brand of data/site.yaml', () => {
    expect(site.brand).toBe("Yakamoz Yazılım")
    expect(head().title).toBe("Hakkımızda - Yakamoz Yazılım")
  })

  it("declares the page language as Turkish", () => {
    expect(head().lang).toBe("tr")
  })

  it("on a page with a translation, names every language's address (hreflang, x-default Turkish) and locale", () => {
    // Issue 53: gatsby-node puts the page's language and alternates in its context (pageLanguageOf reads it).
    const alternates = { tr: "/about", en: "/en/about" }
    const turkish = head({}, pageLanguageOf({ alternates }))
    const expected = [
      ["tr", `${site.siteUrl}/about`],
      ["en", `${site.siteUrl}/en/about`],
      ["x-default", `${site.siteUrl}/about`],
    ]
    expect([turkish.lang, turkish.hreflang, turkish.meta("og:locale"), turkish.meta("og:locale:alternate")]).toEqual([
      "tr",
      expected,
      ["tr_TR"],
      ["en_GB"],
    ])
    const english = head({ path: "/en/about" }, pageLanguageOf({ language: "en", alternates }))
    expect([english.lang, english.hreflang, english.meta("og:locale"), english.meta("og:locale:alternate")]).toEqual([
      "en",
      expected,
      ["en_GB"],
      ["tr_TR"],
    ])
    // A page in Turkish only has none of them, as before.
    expect([head().hreflang, head().meta("og:locale:alternate")]).toEqual([[], []])
    expect(pageLanguageOf({ id: "x" })).toEqual({ language: "tr" })
  })

  it("on an English page says so in its structured data and names the Turkish blog's feeds as Turkish", () => {
    const english = head({ path: "/en", organization: true }, pageLanguageOf({ language: "en" }))
    const website = english.jsonLd.find((data) => data["@type"] === "WebSite")
    expect(website?.inLanguage).toBe("en")
    const organization = english.jsonLd.find((data) => data["@type"] === "Organization")
    // The lines' names come from data/en/site.yaml's texts.
    expect(organization?.contactPoint.map((point: { contactType: string }) => point.contactType)).toContain("General enquiries")
    expect(english.links("alternate")).toEqual(["/blog/rss.xml", "/blog/atom.xml"])
    const turkish = head({ organization: true })
    expect(turkish.jsonLd.find((data) => data["@type"] === "WebSite")?.inLanguage).toBe("tr")
  })

  it("colours the browser's interface with the theme colour of src/theme.ts, as the manifest does", () => {
    expect(head().meta("theme-color")).toEqual([themeColor])
  })

  it("writes static/favicon.svg into the icon link, so the browser asks for no icon file, and names a PNG for crawlers", () => {
    const favicon = fs.readFileSync(path.join(__dirname, "..", "..", "static", "favicon.svg"), "utf8").trim()
    // One picture: the file (which the PNG icons and the share cards are drawn from) and the page's address.
    expect(faviconSvg).toBe(favicon)
    const [href] = head().links("icon")
    expect(href).toBe(svgDataUrl(favicon))
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(favicon)
    // Characters a URL or a quoted attribute would take otherwise are escaped; nothing else grows.
    expect(href).not.toMatch(/[#<>"]/)
    expect(head().links("apple-touch-icon")).toEqual(["/apple-touch-icon.png"])
  })

  it("sets the description", () => {
    expect(head().meta("description")).toEqual([description])
  })

  it("sets keywords only when the page has them", () => {
    expect(head({ keywords: ["ERP yazılımı", "e-fatura"] }).meta("keywords")).toEqual(["ERP yazılımı, e-fatura"])
    expect(head().meta("keywords")).toEqual([])
    expect(head({ keywords: null }).meta("keywords")).toEqual([])
    expect(head({ keywords: [] }).meta("keywords")).toEqual([])
  })

  it("points the canonical address at the site address plus the path", () => {
    expect(head().links("canonical")).toEqual([`${site.siteUrl}/about`])
    expect(head({ path: "/" }).links("canonical")).toEqual([site.siteUrl])
    expect(head().meta("robots")).toEqual([])
  })

  it("describes the page for social cards", () => {
    const tags = head()
    expect(tags.meta("og:title")).toEqual(["Hakkımızda - Yakamoz Yazılım"])
    expect(tags.meta("og:description")).toEqual([description])
    expect(tags.meta("og:url")).toEqual([`${site.siteUrl}/about`])
    expect(tags.meta("og:site_name")).toEqual([site.brand])
    expect(tags.meta("og:locale")).toEqual(["tr_TR"])
    expect(tags.meta("og:type")).toEqual(["website"])
    expect(tags.meta("twitter:card")).toEqual(["summary_large_image"])
    expect(tags.meta("twitter:title")).toEqual(["Hakkımızda - Yakamoz Yazılım"])
    expect(tags.meta("twitter:description")).toEqual([description])
  })

  it("points og:image at the page's own 1200×630 share card, named after its path", () => {
    const about = head()
    expect(about.meta("og:image")).toEqual([`${site.siteUrl}/og/about.png`])
    expect(about.meta("og:image:type")).toEqual(["image/png"])
    expect(about.meta("og:image:width")).toEqual(["1200"])
    expect(about.meta("og:image:height")).toEqual(["630"])
    expect(about.meta("og:image:alt")).toEqual(["Hakkımızda - Yakamoz Yazılım"])
    expect(about.meta("twitter:image:alt")).toEqual(["Hakkımızda - Yakamoz Yazılım"])
    expect(head({ path: "/erp/muhasebe-sistemi" }).meta("og:image")).toEqual([`${site.siteUrl}/og/erp/muhasebe-sistemi.png`])
    expect(head({ path: "/" }).meta("og:image")).toEqual([`${site.siteUrl}/og/home.png`])
  })

  it("gives a page without a data file (noindex, the 404 page) the site card", () => {
    const tags = head({ title: "Sayfa bulunamadı", path: "/404", noindex: true })
    expect(tags.meta("og:image")).toEqual([`${site.siteUrl}/og/site.png`])
    expect(tags.meta("og:image:alt")).toEqual([`${site.brand}: ${site.slogan}`])
    expect(tags.meta("twitter:card")).toEqual(["summary_large_image"])
  })

  it("adds the Organization structured data only when asked", () => {
    expect(head().jsonLd).toEqual([])
    const [organization] = head({ path: "/", organization: true }).jsonLd
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.brand,
      legalName: site.legalName,
      url: site.siteUrl,
      telephone: site.phones.main.tel,
      email: site.emails.info,
      foundingDate: "2008",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: "Ünye",
        addressRegion: "Ordu",
        postalCode: site.address.postalCode,
        addressCountry: "TR",
      },
      sameAs: site.social.map((s) => s.url),
    })
    expect(organization.contactPoint).toHaveLength(3)
  })

  it("keeps a noindex page out of search results and gives it no canonical address", () => {
    const tags = head({ title: "Sayfa bulunamadı", path: "/404", noindex: true })
    expect(tags.meta("robots")).toEqual(["noindex"])
    expect(tags.links("canonical")).toEqual([])
    expect(tags.title).toBe("Sayfa bulunamadı - Yakamoz Yazılım")
  })
})
