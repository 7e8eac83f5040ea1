/**
 * @jest-environment node
 */
import type { ReactElement, ReactNode } from "react"
import { onPreRenderHTML } from "../../gatsby-ssr"
import { speculationRules } from "../../src/build/speculation-rules"
import { webFontMarkerScript } from "../../src/components/seo"

// The addresses src/build/browser-bundle.ts records for the renderer in .cache/.
jest.mock("../../src/build/browser-scripts", () => ({
  readBrowserScripts: () => ({ site: "/assets/site-ABC123.js", files: ["/assets/site-ABC123.js", "/assets/islands-DEF456.js"] }),
}))

/** What Gatsby hands onPreRenderHTML for a production page, and what the hook leaves of it. */
function renderHead(stage: string) {
  const head: ReactNode[] = [
    <meta key="generator" name="generator" content="Gatsby 5.16.1" />,
    <title key="title">Ana Sayfa - Yakamoz Yazılım</title>,
    <script key="marker">{webFontMarkerScript}</script>,
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

  it("keeps the page's own head tags and adds the site module and the speculation rules", () => {
    const { elements } = renderHead("build-html")
    expect(elements.map((element) => element.type)).toEqual(["title", "script", "link", "script", "script"])
    expect(elements.find((element) => element.props.as === "font")).toBeDefined()
    const module = elements.find((element) => element.props.type === "module")
    expect(module?.props.src).toBe("/assets/site-ABC123.js")
    const rules = elements.find((element) => element.props.type === "speculationrules")
    const html = (rules?.props.dangerouslySetInnerHTML as { __html: string }).__html
    expect(JSON.parse(html)).toEqual(speculationRules)
  })

  it("leaves `gatsby develop` alone, which renders pages with Gatsby's runtime", () => {
    const { elements, postBody } = renderHead("develop-html")
    expect(elements).toHaveLength(6)
    expect(postBody).toHaveLength(2)
  })
})
