import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { Helmet } from "react-helmet"
import { iconSymbols } from "./src/build/site-files"
import { speculationRules } from "./src/build/speculation-rules"
import { collectIcons } from "./src/components/icon"

// Emotion writes the page's critical CSS once into <head> instead of a <style> tag before each
// component, so the browser gets one stylesheet it can parse up front.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  const cache = createCache({ key: "css" })
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html: body, icons } = collectIcons(() => renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  // The symbols of the icons this page draws, at the top of its body: no sprite request, no unused icons.
  const html = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" hidden>${iconSymbols(icons)}</svg>${body}`
  // Helmet keeps one global state, and Gatsby renders several pages at once: read this page's head
  // tags right after rendering it, not later in gatsby-plugin-react-helmet's onRenderBody, by which
  // time the next page may have replaced them (the plugin then finds nothing left to add).
  const helmet = Helmet.renderStatic()
  const { styles } = extractCriticalToChunks(html)
  replaceBodyHTMLString(process.env.BUILD_STAGE === "build-html" ? withoutRouterParts(html) : html)
  setHtmlAttributes(helmet.htmlAttributes.toComponent())
  setHeadComponents([
    helmet.title.toComponent(),
    helmet.meta.toComponent(),
    helmet.link.toComponent(),
    helmet.script.toComponent(),
    ...styles.map((style) => (
      <style
        key={style.key + style.ids.join(" ")}
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  ])
}

/**
 * Gatsby's client router wraps every page in a focus target and adds a live region that announces
 * its route changes. The production pages have no client router (see onPreRenderHTML), so both go:
 * they would only add inline styles and an empty live region.
 */
function withoutRouterParts(html: string) {
  return html
    .replace(/<div id="gatsby-announcer"[^>]*><\/div>/, "")
    .replace('<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">', '<div id="gatsby-focus-wrapper">')
}

/** The hashed name of src/browser/entry.ts's bundle, defined by gatsby-node.ts for the page renderer. */
declare const SITE_SCRIPT: string

/** Gatsby's own client runtime: its script and data preloads in <head>. */
const isGatsbyRuntime = (component: ReactNode) =>
  isValidElement<{ as?: string; name?: string }>(component) &&
  ((component.type === "link" && ["script", "fetch"].includes(component.props.as ?? "")) ||
    (component.type === "meta" && component.props.name === "generator"))

/**
 * What JavaScript a page gets (see "How it is built" in the README). The production pages are
 * React rendered to HTML here, and Gatsby's client runtime (React, its router, page data) is taken
 * out: every page loads one small module instead (src/browser/entry.ts, bundled by
 * src/build/browser-bundle.ts), which enhances the header, runs the scroll reveal and, only on a
 * page with a form, fetches the React island that hydrates it. `gatsby develop` keeps Gatsby's
 * runtime (gatsby-browser.tsx runs the same enhancements there).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  replacePostBodyComponents,
}) => {
  if (process.env.BUILD_STAGE !== "build-html") return
  replaceHeadComponents([
    ...getHeadComponents().filter((component) => !isGatsbyRuntime(component)),
    <script key="site-script" type="module" src={SITE_SCRIPT} />,
    <script
      key="speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
    />,
  ])
  // The runtime's page data, chunk map and bundles.
  replacePostBodyComponents([])
}
