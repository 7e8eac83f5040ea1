import type { GatsbyBrowser } from "gatsby"

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
