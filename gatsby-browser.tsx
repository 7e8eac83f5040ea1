import type { GatsbyBrowser } from "gatsby"

// Every move to another page starts at its top (specification, "Shared layout"); the back and
// forward buttons still return to where the visitor was.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps, getSavedScrollPosition }) => {
  const { location } = routerProps
  if (location.hash) return true
  if (prevRouterProps?.location.pathname === location.pathname) return false
  if (location.action === "POP") return getSavedScrollPosition(location) ?? [0, 0]
  return [0, 0]
}
