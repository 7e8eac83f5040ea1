import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { Helmet, type HelmetData } from "react-helmet"
import { readBrowserScripts, siteLoaderScript } from "./src/postbuild/browser-scripts"
import {
  rendersProductionPages,
  withoutHelmetMarkers,
  withoutRouterMarkup,
  withoutRuntimeHead,
} from "./src/postbuild/runtime-removal"
import { withoutManifestLink } from "./src/postbuild/first-paint"
import { symbolSheet, withIconSymbols } from "./src/postbuild/icon-split"
import { collectIcons } from "./src/components/icon"
import { PageLanguageProvider, pageLanguageOf } from "./src/components/page-language"

/**
 * The pages that hold the search form (src/components/sections/search-section.tsx), noted while each
 * is rendered: their loader also imports the search module, and no other page names it.
 */
const searchPages = new Set<string>()

// Emotion writes the page's critical CSS once into <head> instead of a <style> tag before each
// component, so the browser gets one stylesheet it can parse up front.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  pathname,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  // No stylis prefixer: every browser the site supports (module scripts, es2020) reads flexbox,
  // transforms and transitions unprefixed, and the prefixed copies were a fifth of each page's CSS.
  const cache = createCache({ key: "css", stylisPlugins: [] })
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const {
    html: rendered,
    icons,
    inPage,
  } = collectIcons(() => renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  // An icon's <use> is empty: written self-closing (valid inside <svg>), it saves bytes on every page.
  const written = (rendersProductionPages() ? withoutRouterMarkup(rendered) : rendered).replace(/><\/use>/g, "/>")
  if (written.includes("data-search-form=")) searchPages.add(pathname)
  // Helmet keeps one global state, and Gatsby renders several pages at once: read this page's head
  // tags right after rendering it, not later in gatsby-plugin-react-helmet's onRenderBody, by which
  // time the next page may have replaced them (the plugin then finds nothing left to add).
  const helmet = Helmet.renderStatic()
  // The symbols carry no class, so the page's rules are the same whichever of them it keeps.
  const { styles } = extractCriticalToChunks(written)
  // Emotion's browser side reads the ids of the rules a style element holds (data-emotion) so that a
  // hydrating island does not insert them again. Only pages with an island run it; on the others the
  // list (every class of the page once more, about 200 bytes compressed) would be dead weight.
  const hydrates = written.includes("data-island=")
  // The symbols of the icons the first screen draws at the top of the body: no request before the first
  // paint. The others at the end of the body when that costs no round trip more, else in a file of their
  // own, fetched after the document, which onPostBuild writes (src/postbuild/icon-split.ts): the renderer
  // touches no file, or Gatsby would render every page each build.
  const html = rendersProductionPages()
    ? withIconSymbols(written, icons, inPage, headEstimate(helmet, styles, hydrates, pathname))
    : `${symbolSheet(icons)}${written}`
  replaceBodyHTMLString(html)
  setHtmlAttributes(helmet.htmlAttributes.toComponent())
  setHeadComponents([
    helmet.title.toComponent(),
    helmet.meta.toComponent(),
    helmet.link.toComponent(),
    helmet.script.toComponent(),
    ...styles.map((style) => (
      <style
        key={style.key + style.ids.join(" ")}
        {...(hydrates && { "data-emotion": `${style.key} ${style.ids.join(" ")}` })}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  ])
}

// The page's language and its addresses in other languages, from its context, for the head and the header.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageLanguageProvider value={pageLanguageOf(props.pageContext)}>{element}</PageLanguageProvider>
)

/**
 * What JavaScript a page gets (see docs/architecture.md). The production pages are
 * React rendered to HTML here, and Gatsby's client runtime (React, its router, page data) is taken
 * out (src/postbuild/runtime-removal.ts): every page loads one small module instead, after its first
 * paint (src/browser/entry.ts, bundled by src/postbuild/browser-bundle.ts), which enhances the header, runs
 * the scroll reveal and, only on a page with a form, fetches the React island that hydrates it.
 * `gatsby develop` keeps Gatsby's runtime (gatsby-browser.tsx runs the same enhancements there).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  replacePostBodyComponents,
}) => {
  if (!rendersProductionPages()) return
  replaceHeadComponents([
    ...withoutManifestLink(withoutHelmetMarkers(withoutRuntimeHead(getHeadComponents()))),
    // The site module after the first paint; it adds the speculation rules and the web manifest (src/browser/).
    <script key="site-script" dangerouslySetInnerHTML={{ __html: loaderOf(pathname) }} />,
  ])
  // The runtime's page data, chunk map and bundles.
  replacePostBodyComponents([])
}

type EmotionStyle = { key: string; ids: string[]; css: string }

/**
 * The head as the page will have it, for the document's size (src/postbuild/icon-split.ts): Helmet's tags,
 * the styles and the site module's loader, all but the doctype, charset and viewport.
 */
function headEstimate(helmet: HelmetData, styles: EmotionStyle[], hydrates: boolean, pathname: string) {
  const tags = [helmet.title, helmet.meta, helmet.link, helmet.script].map((tag) => tag.toString()).join("")
  const sheets = styles.map((style) => `${hydrates ? `${style.key} ${style.ids.join(" ")}` : ""}${style.css}`).join("")
  return `${tags}${sheets}<script>${loaderOf(pathname)}</script>`
}

/** The site module's loader; on the search page it loads the search module beside it. */
function loaderOf(pathname: string) {
  const scripts = readBrowserScripts()
  return siteLoaderScript(scripts.site, undefined, searchPages.has(pathname) ? [scripts.search] : [])
}
