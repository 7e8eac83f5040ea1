import "../support/text-encoding"
import { renderToString } from "react-dom/server"
import { Layout } from "../../src/components/layout"
import { PageLanguageProvider, type PageLanguageValue } from "../../src/components/page-language"

/**
 * Issue 53: the frame every page shares (skip link, header, mobile menu, footer) speaks the page's
 * language (its context's, through PageLanguageProvider), from one module of labels
 * (src/components/chrome-labels.ts). The menus' links are content, translated with data/navigation.yaml.
 */
const page = (language?: string, switchTo?: PageLanguageValue["switchTo"]) => {
  const layout = (
    <Layout>
      <h1>Sayfa</h1>
    </Layout>
  )
  return renderToString(language ? <PageLanguageProvider value={{ language, switchTo }}>{layout}</PageLanguageProvider> : layout)
}

const turkish = [
  "İçeriğe geç",
  'aria-label="Ana menü"',
  'aria-label="Menüyü aç"',
  'aria-label="Mobil menü"',
  "İletişime geçin",
  "Bize ulaşın",
  "Tüm hakları saklıdır.",
  'aria-label="Yasal bilgiler"',
]

describe("the frame's words", () => {
  it("are Turkish on a Turkish page, as before", () => {
    const html = page()
    for (const words of turkish) expect({ words, found: html.includes(words) }).toEqual({ words, found: true })
    expect(page("tr")).toBe(html)
  })

  it("are English on an English page, with a group's count read in the singular or plural", () => {
    const html = page("en")
    for (const words of [
      "Skip to content",
      'aria-label="Main menu"',
      'aria-label="Open the menu"',
      'aria-label="Mobile menu"',
      "Get in touch",
      "Reach us",
      "All rights reserved.",
      'aria-label="Legal information"',
    ])
      expect({ words, found: html.includes(words) }).toEqual({ words, found: true })
    for (const words of turkish) expect({ words, found: html.includes(words) }).toEqual({ words, found: false })
    expect(html).toMatch(/<span class="visually-hidden"> pages<\/span>/)
  })

  it("on an English page come with the English menus, footer, texts and contact page (data/en/navigation.yaml, data/en/site.yaml)", () => {
    const html = page("en")
    for (const words of [
      'href="/en/about"',
      ">About us<",
      ">Company<",
      'href="/en/contact"',
      "ERP and e-commerce software that grows your business",
      ">Privacy notice (KVKK)<",
    ])
      expect({ words, found: html.includes(words) }).toEqual({ words, found: true })
    expect(html).not.toContain('href="/contact"')
  })

  it("include a plain language link to the page in the other language, in the header and the mobile menu", () => {
    const english = page("en", { language: "tr", slug: "/mission" })
    expect(
      english.match(/<a href="\/mission" hrefLang="tr" lang="tr"[^>]*>(?:(?!<\/a>).)*<span>Türkçe<\/span><\/a>/g),
    ).toHaveLength(2)
    const turkish = page("tr", { language: "en", slug: "/en/mission" })
    expect(
      turkish.match(/<a href="\/en\/mission" hrefLang="en" lang="en"[^>]*>(?:(?!<\/a>).)*<span>English<\/span><\/a>/g),
    ).toHaveLength(2)
    // A site with one language has no language link: the Turkish pages stay as they were.
    expect(page()).not.toMatch(/hrefLang=/)
    expect(page("tr")).toBe(page())
  })
})
