import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { Helmet } from "react-helmet"

// Emotion writes the page's critical CSS once into <head> instead of a <style> tag before each
// component: the browser then does not move dozens of style elements (and restyle the page) while
// React hydrates, which was most of the main-thread time on first load.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  const cache = createCache({ key: "css" })
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  // Helmet keeps one global state, and Gatsby renders several pages at once: read this page's head
  // tags right after rendering it, not later in gatsby-plugin-react-helmet's onRenderBody, by which
  // time the next page may have replaced them (the plugin then finds nothing left to add).
  const helmet = Helmet.renderStatic()
  const { styles } = extractCriticalToChunks(html)
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
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  ])
}
