import { createElement } from "react"
import { addManifestLink, manifestHref } from "../../src/browser/manifest"
import { withoutManifestLink } from "../../src/postbuild/first-paint"

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]')

describe("the web manifest's link", () => {
  afterEach(() => manifestLinks().forEach((link) => link.remove()))

  it("is added once by the site module, with the address and CORS mode gatsby-plugin-manifest gave it", () => {
    addManifestLink()
    addManifestLink()
    expect(manifestLinks()).toHaveLength(1)
    const link = manifestLinks()[0] as HTMLLinkElement
    expect(link.getAttribute("href")).toBe(manifestHref)
    expect(link.crossOrigin).toBe("anonymous")
  })

  it("leaves the production page's head, and nothing else does", () => {
    const head = [
      createElement("link", { key: "icon", rel: "icon", href: "/favicon.svg" }),
      createElement("link", { key: "gatsby-plugin-manifest-link", rel: "manifest", href: manifestHref }),
      createElement("meta", { key: "theme", name: "theme-color", content: "#0b4f7c" }),
    ]
    expect(withoutManifestLink(head).map((element) => (element as { key: string }).key)).toEqual(["icon", "theme"])
  })
})
