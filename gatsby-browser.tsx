import type { GatsbyBrowser } from "gatsby"
import { observeRevealsIn } from "./src/components/reveal-observer"
import { firstPage } from "./src/components/static-content"

// The first page keeps its server-rendered static content only when there is some: a production
// build; `gatsby develop` renders in the browser.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  firstPage.keepServerHtml = document.querySelector("[data-static]") !== null
}

// React did not render the kept content, so its reveals start here; later pages render normally.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (firstPage.keepServerHtml) document.querySelectorAll("[data-static]").forEach((root) => observeRevealsIn(root))
  firstPage.keepServerHtml = false
}

// Every move to another page starts at its top (specification, "Shared layout"); the back and
// forward buttons still return to where the visitor was.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps,
  prevRouterProps,
  getSavedScrollPosition,
}) => {
  const { location } = routerProps
  if (location.hash) return true
  // Only the query changed (a preselected form subject, say): stay where the visitor is.
  if (prevRouterProps?.location.pathname === location.pathname) return false
  // A new entry has no saved position and starts at the top; back and forward restore theirs.
  return getSavedScrollPosition(location) ?? [0, 0]
}
