import type { PageVisit } from "../support/page-visit"
import { baseUrl } from "../support/browser"
import { unknownRoute } from "../support/routes"
import { homeOf, languageOf, navigationOf } from "../support/route-languages"

/**
 * Link gate: every internal link and every asset a built page refers to answers 200 from a plain
 * static host, same-page anchors have a target, and links that open a new tab cannot reach back
 * into the site (rel="noopener noreferrer"). Read on the visit without JavaScript, so the check
 * covers the HTML every visitor and crawler receives. links.test.ts checks the site files.
 */

// Each address is asked once per test file.
const statuses = new Map<string, Promise<number>>()
export function statusOf(pathname: string): Promise<number> {
  let status = statuses.get(pathname)
  if (!status) {
    status = fetch(`${baseUrl()}${pathname}`).then((response) => response.status)
    statuses.set(pathname, status)
  }
  return status
}

interface PageReferences {
  links: string[]
  assets: { kind: string; url: string }[]
  anchors: string[]
  missingAnchors: string[]
  newTabLinks: { href: string; rel: string }[]
}

export function linkGate(visit: () => PageVisit, route: string) {
  it("links only to pages and assets that exist, and opens new tabs safely", async () => {
    const { page, status } = visit()
    expect(status).toBe(route === unknownRoute ? 404 : 200)

    const references: PageReferences = await page.evaluate(() => {
      const attribute = (selector: string, name: string) =>
        Array.from(document.querySelectorAll(selector)).map((element) => element.getAttribute(name) ?? "")
      const fromSrcset = (value: string) => value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0])
      const cssUrls = Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules).flatMap((rule) =>
          Array.from(rule.cssText.matchAll(/url\((["']?)([^"')]+)\1\)/g)).map((match) => ({
            kind: rule instanceof CSSFontFaceRule ? "@font-face" : "css url()",
            url: match[2],
          })),
        ),
      )
      const assets = [
        ...attribute("script[src]", "src").map((url) => ({ kind: "script", url })),
        // The site module, imported by the inline loader after the first paint (src/postbuild/browser-scripts.ts).
        ...Array.from(document.querySelectorAll("script:not([src])"), (s) => /import\("([^"]+)"\)/.exec(s.textContent ?? "")?.[1])
          .filter((url): url is string => url !== undefined)
          .map((url) => ({ kind: "script", url })),
        ...Array.from(document.querySelectorAll("link[href]")).map((link) => ({
          kind: `link rel=${link.getAttribute("rel")}`,
          url: link.getAttribute("href") ?? "",
        })),
        ...attribute("img[src], source[src], video[src], audio[src], iframe[src]", "src").map((url) => ({ kind: "src", url })),
        ...attribute("img[srcset], source[srcset]", "srcset")
          .flatMap(fromSrcset)
          .map((url) => ({ kind: "srcset", url })),
        ...Array.from(document.querySelectorAll("use")).map((use) => ({
          kind: "svg use",
          url: use.getAttribute("href") ?? use.getAttribute("xlink:href") ?? "",
        })),
        ...cssUrls,
      ]
      const ids = new Set(Array.from(document.querySelectorAll("[id]")).map((element) => element.id))
      const anchors = attribute('a[href^="#"]', "href")
      return {
        links: attribute('a[href^="/"], area[href^="/"], form[action^="/"]', "href"),
        assets,
        anchors,
        missingAnchors: anchors.filter((href) => href.length > 1 && !ids.has(decodeURIComponent(href.slice(1)))),
        newTabLinks: Array.from(document.querySelectorAll('a[target="_blank"]')).map((link) => ({
          href: link.getAttribute("href") ?? "",
          rel: link.getAttribute("rel") ?? "",
        })),
      }
    })

    const problems: string[] = []
    const origin = new URL(baseUrl()).origin
    const check = async (kind: string, reference: string) => {
      if (reference.startsWith("data:") || reference.startsWith("#")) return
      const url = new URL(reference, `${baseUrl()}${route}`)
      // Absolute addresses on the production domain (canonical, Open Graph) are not served here.
      if (url.origin !== origin) return
      const status = await statusOf(url.pathname)
      if (status !== 200) problems.push(`${kind} ${reference} answers ${status}`)
    }
    for (const link of references.links) await check("link", link)
    for (const asset of references.assets) await check(asset.kind, asset.url)
    for (const anchor of references.missingAnchors) problems.push(`anchor ${anchor} has no element with that id`)
    for (const link of references.newTabLinks) {
      const rel = link.rel.split(/\s+/)
      if (!rel.includes("noopener") || !rel.includes("noreferrer"))
        problems.push(`${link.href} opens a new tab with rel="${link.rel}"; it needs "noopener noreferrer"`)
    }
    expect(problems).toEqual([])
    // The page really was read: it has its own language's navigation (its home, its contact page and its
    // legal links: /en/privacy on an English page) and loads its scripts, font and icons.
    const language = languageOf(route)
    const navigation = navigationOf(language)
    const expected = [homeOf(language), navigation.contact, ...navigation.legal.map((link) => link.href)]
    expect({ language, missing: expected.filter((href) => !references.links.includes(href)) }).toEqual({ language, missing: [] })
    expect(references.assets.map((asset) => asset.kind)).toEqual(expect.arrayContaining(["script", "@font-face", "svg use"]))
  })
}
