import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False in the static HTML and during hydration, true once React runs in the browser. Controls that
 * need JavaScript (the mobile menu button) render their no-JavaScript fallback until then.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
