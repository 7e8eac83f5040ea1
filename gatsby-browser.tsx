import type { GatsbyBrowser } from "gatsby"
import { enhanceHeader } from "./src/browser/header"
import { observeReveals } from "./src/browser/reveal"
import { IconSprite } from "./src/components/icon"
import { PageLanguageProvider, pageLanguageOf } from "./src/components/page-language"

// Only `gatsby develop` runs this file: the production pages carry no Gatsby runtime and load
// src/browser/entry.ts instead (see src/postbuild/runtime-removal.ts). Here React renders the pages,
// forms included, and the same enhancements as in production run on each of them.

// Pages rendered here lack the symbols a built page carries: icons point at develop's sprite.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <IconSprite.Provider value="/icons.svg">{element}</IconSprite.Provider>
)

// As in gatsby-ssr.tsx: the page's language and its other languages' addresses, from its context.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageLanguageProvider value={pageLanguageOf(props.pageContext)}>{element}</PageLanguageProvider>
)

let cleanUpPage: (() => void) | undefined

// Runs on the first page and after every route change: the last page's listeners and observers go
// before the next page's are set up, so they do not pile up while an editor clicks around.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  cleanUpPage?.()
  const cleanUps = [enhanceHeader(), observeReveals()]
  cleanUpPage = () => cleanUps.forEach((cleanUp) => cleanUp())
  document.documentElement.classList.add("enhanced")
}
