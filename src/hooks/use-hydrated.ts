import { useEffect, useState } from "react"

/**
 * False in the static HTML and during hydration, true once React runs in the browser. Controls that
 * need JavaScript (the mobile menu button) render their no-JavaScript fallback until then.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
