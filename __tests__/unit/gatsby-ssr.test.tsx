/**
 * @jest-environment node
 */
import type { ReactElement, ReactNode } from "react"
import { onPreRenderHTML } from "../../gatsby-ssr"
import { siteLoaderScript } from "../../src/postbuild/browser-scripts"
import { headMarkerScript } from "../../src/components/seo"

// The addresses src/postbuild/browser-bundle.ts records for the renderer in .cache/.
jest.mock("../../src/postbuild/browser-scripts", () => ({
  ...jest.requireActual("../../src/postbuild/browser-scripts"),
  readBrowserScripts: () => ({ site: "/assets/site-ABC123.js", files: ["/assets/site-ABC123.js", "/assets/islands-DEF456.js"] }),
}))

/** What Gatsby hands onPreRenderHTML for a production page, and what the hook leaves of it. */
function renderHead(stage: string) {
  const head: ReactNode[] = [
    <meta key="generator" name="generator" content="Gatsby 5.16.1" />,
    <title key="title" data-react-helmet="true">
      Ana Sayfa - Yakamoz Yazılım
    </title>,
    <script key="marker" data-react-helmet="true">
      {headMarkerScript}
    </script>,
    <link key="app" as="script" rel="preload" href="/app-1234.js" />,
    <link key="data" as="fetch" rel="preload" href="/page-data/index/page-data.json" crossOrigin="anonymous" />,
    <link key="font" as="font" rel="preload" href="/fonts/inter-tr.woff2" crossOrigin="anonymous" />,
  ]
  let postBody: ReactNode[] = [<script key="loader" id="gatsby-script-loader" />, <script key="app" src="/app-1234.js" async />]
  const previous = process.env.BUILD_STAGE
  process.env.BUILD_STAGE = stage
  let result = head
  onPreRenderHTML!(
    {
      getHeadComponents: () => head,
      replaceHeadComponents: (components: ReactNode[]) => {
        result = components
      },
      getPostBodyComponents: () => postBody,
      replacePostBodyComponents: (components: ReactNode[]) => {
        postBody = components
      },
    } as never,
    {} as never,
  )
  process.env.BUILD_STAGE = previous
  const elements = result as ReactElement<Record<string, unknown>>[]
  return { elements, postBody }
}

describe("onPreRenderHTML", () => {
  it("takes Gatsby's client runtime out of a production page: its preloads, its scripts and its generator tag", () => {
    const { elements, postBody } = renderHead("build-html")
    expect(elements.some((element) => ["script", "fetch"].includes(element.props.as as string))).toBe(false)
    expect(elements.some((element) => element.props.name === "generator")).toBe(false)
    expect(postBody).toEqual([])
  })

  it("keeps the page's own head tags and adds the loader of the site module, without Helmet's markers", () => {
    const { elements } = renderHead("build-html")
    expect(elements.map((element) => element.type)).toEqual(["title", "script", "link", "script"])
    expect(elements.find((element) => element.props.as === "font")).toBeDefined()
    // No script the parser fetches, and no speculation rules in the document: the site module comes
    // after the first paint and adds the rules itself.
    expect(elements.some((element) => element.props.src !== undefined || element.props.type !== undefined)).toBe(false)
    const loader = elements.at(-1)?.props.dangerouslySetInnerHTML as { __html: string }
    expect(loader.__html).toBe(siteLoaderScript("/assets/site-ABC123.js"))
    expect(elements.some((element) => "data-react-helmet" in element.props)).toBe(false)
  })

  it("leaves `gatsby develop` alone, which renders pages with Gatsby's runtime", () => {
    const { elements, postBody } = renderHead("develop-html")
    expect(elements).toHaveLength(6)
    expect(postBody).toHaveLength(2)
  })
})
