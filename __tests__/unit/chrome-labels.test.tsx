import "../support/text-encoding"
import { renderToString } from "react-dom/server"
import { Layout } from "../../src/components/layout"
import { PageLanguageProvider } from "../../src/components/page-language"

/**
 * Issue 53: the frame every page shares (skip link, header, mobile menu, footer) speaks the page's
 * language (its context's, through PageLanguageProvider), from one module of labels
 * (src/components/chrome-labels.ts). The menus' links are content, translated with data/navigation.yaml.
 */
const page = (language?: string) => {
  const layout = (
    <Layout>
      <h1>Sayfa</h1>
    </Layout>
  )
  return renderToString(language ? <PageLanguageProvider value={{ language }}>{layout}</PageLanguageProvider> : layout)
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
})
