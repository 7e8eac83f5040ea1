type Listener = (event: { matches: boolean }) => void

/**
 * jsdom has no window.matchMedia. This one answers "(min-width: Npx)" queries for a viewport width
 * the test sets, and tells listeners when a change of width flips a query.
 */
export function installMatchMedia(initialWidth: number) {
  let width = initialWidth
  const queries: { minWidth: number; listeners: Set<Listener>; matches: boolean }[] = []
  window.matchMedia = (query: string) => {
    const minWidth = Number(/\(min-width:\s*(\d+)px\)/.exec(query)?.[1] ?? Number.NaN)
    const entry = { minWidth, listeners: new Set<Listener>(), matches: width >= minWidth }
    queries.push(entry)
    return {
      media: query,
      get matches() {
        return width >= minWidth
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList
  }
  return {
    setWidth(next: number) {
      width = next
      for (const entry of queries) {
        const matches = width >= entry.minWidth
        if (matches === entry.matches) continue
        entry.matches = matches
        entry.listeners.forEach((listener) => listener({ matches }))
      }
    },
  }
}
