import "./../support/text-encoding"
import { renderToString } from "react-dom/server"
import type { PageProps } from "gatsby"
import NotFoundPage from "../../src/pages/404"
import { PageLanguageProvider } from "../../src/components/page-language"

/**
 * The not-found page in each language (issue 53): the Turkish one Gatsby makes from src/pages/404.tsx, and a
 * translation's (/en/404) that gatsby-node makes from the same component once the English home exists, with
 * its words, its home and the translations of the pages it links (src/content/routes.ts, `notFoundPages`).
 */
type Props = PageProps<object, { notFound?: { slug: string; links: { home: string; services: string; demo: string } } }>
const page = (pageContext: Props["pageContext"]) => <NotFoundPage {...({ pageContext } as Props)} />

describe("the not-found page", () => {
  it("is Turkish at /404, linking the Turkish home, services and demo", () => {
    const html = renderToString(page({}))
    for (const words of ["Aradığınız sayfayı bulamadık", 'href="/"', 'href="/services"', 'href="/demo"', 'href="/contact"'])
      expect({ words, found: html.includes(words) }).toEqual({ words, found: true })
  })

  it("is English under /en, linking the English home and contact page and the pages it is given", () => {
    const context = { notFound: { slug: "/en/404", links: { home: "/en", services: "/en/services", demo: "/en/demo" } } }
    const html = renderToString(
      <PageLanguageProvider value={{ language: "en", switchTo: { language: "tr", slug: "/" } }}>
        {page(context)}
      </PageLanguageProvider>,
    )
    for (const words of [
      "We could not find that page",
      "Back to the home page",
      'href="/en"',
      'href="/en/services"',
      'href="/en/demo"',
      'href="/en/contact"',
      'aria-label="Main sections"',
      ">About us<",
    ])
      expect({ words, found: html.includes(words) }).toEqual({ words, found: true })
    expect(html).not.toContain("Aradığınız")
  })
})
