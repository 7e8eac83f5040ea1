import type { GatsbyBrowser } from "gatsby"
import { enhanceHeader } from "./src/browser/header"
import { observeReveals } from "./src/browser/reveal"

// Only `gatsby develop` runs this file: the production pages carry no Gatsby runtime and load
// src/browser/entry.ts instead (see gatsby-ssr.tsx). Here React renders the pages, forms included,
// and the same enhancements as in production run on each of them.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  enhanceHeader()
  observeReveals()
  document.documentElement.classList.add("enhanced")
}
