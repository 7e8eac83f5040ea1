import "../support/text-encoding"
import { cleanup, render } from "@testing-library/react"
import { act } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { Helmet } from "react-helmet"
import * as deferred from "../../src/components/deferred"
import { Footer } from "../../src/components/footer"
import { EcommerceBody } from "../../src/components/page-bodies/ecommerce-body"
import { ErpSectorBody } from "../../src/components/page-bodies/erp-sector-body"
import { PageSections } from "../../src/components/page-bodies/page-sections"
import { SupportBody } from "../../src/components/page-bodies/support-body"
import { firstPage } from "../../src/components/static-content"
import ErpSectorPage from "../../src/templates/erp-sector"
import GenericPage from "../../src/templates/page"
import { pageProps, queryNode } from "../support/page-data"

afterEach(() => {
  firstPage.keepServerHtml = false
  cleanup()
})

const seoProps = { title: "Muhasebe Sistemi", description: "Genel muhasebe, mizan ve bilanço.", path: "/erp/muhasebe-sistemi" }

describe("deferred parts outside the browser build", () => {
  it("are the modules' own components, so the server writes every page in full", () => {
    expect(deferred.Footer).toBe(Footer)
    expect(deferred.ErpSectorBody).toBe(ErpSectorBody)
    expect(deferred.EcommerceBody).toBe(EcommerceBody)
    expect(deferred.SupportBody).toBe(SupportBody)
    expect(deferred.PageSections).toBe(PageSections)
  })
})

describe("Seo from deferred", () => {
  it("sets the head tags of a page the browser renders itself", () => {
    render(<deferred.Seo {...seoProps} />)
    expect(Helmet.peek().title).toBe("Muhasebe Sistemi - Yakamoz Yazılım")
  })

  it("leaves the build's head tags alone on the first page", () => {
    firstPage.keepServerHtml = true
    const { container } = render(<deferred.Seo {...seoProps} />)
    expect(container).toBeEmptyDOMElement()
    expect(Helmet.peek().title).toBeUndefined()
  })
})

describe("the first page in the browser", () => {
  // A server/browser mismatch makes React throw the server HTML away and render the whole page
  // again (and load every deferred part); these pages must hydrate cleanly.
  it.each([
    ["an ERP page", () => <ErpSectorPage {...pageProps({ erpYaml: queryNode("erp/muhasebe-sistemi.yaml") })} />],
    ["the contact page, with its form", () => <GenericPage {...pageProps({ pagesYaml: queryNode("pages/contact.yaml") })} />],
  ])("hydrates %s without a mismatch and keeps its content", (_name, page) => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(page())
    const serverText = container.textContent
    document.body.append(container)
    const recoverable = jest.fn()

    firstPage.keepServerHtml = true
    act(() => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(container.textContent).toBe(serverText)
    expect(container.querySelector("footer")).not.toBeNull()
    container.remove()
  })
})
