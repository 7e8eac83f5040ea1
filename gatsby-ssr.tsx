import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"

// Emotion writes the page's critical CSS once into <head> instead of a <style> tag before each
// component: the browser then does not move dozens of style elements (and restyle the page) while
// React hydrates, which was most of the main-thread time on first load.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: "css" })
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  replaceBodyHTMLString(html)
  setHeadComponents(
    styles.map((style) => (
      <style
        key={style.key + style.ids.join(" ")}
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  )
}
