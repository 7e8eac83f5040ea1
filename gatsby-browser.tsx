import type { GatsbyBrowser } from "gatsby"
import { preloadDeferredParts } from "./src/components/deferred"
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
  // The code that renders other pages is not part of the first load (src/components/deferred.tsx);
  // it is fetched as soon as the visitor moves, touches or types, well before a click on a link lands.
  const intents = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin"] as const
  const preload = () => {
    intents.forEach((intent) => window.removeEventListener(intent, preload, { capture: true }))
    preloadDeferredParts()
  }
  intents.forEach((intent) => window.addEventListener(intent, preload, { capture: true, passive: true }))
}

// Gatsby prefetches a page when a link to it comes into view or is hovered: a navigation may follow.
export const onPrefetchPathname: GatsbyBrowser["onPrefetchPathname"] = () => preloadDeferredParts()

// A navigation started from code rather than a click also needs the page-rendering code (the
// first page's own update has no previous location and needs none).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) preloadDeferredParts()
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
