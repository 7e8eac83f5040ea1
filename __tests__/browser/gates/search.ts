import type { PageVisit } from "../support/page-visit"

/** The search page's address; only it may load the search (issue 31). */
export const searchPath = "/ara"

/**
 * Search gate: a page other than the search page loads nothing of the search (Pagefind's files or the
 * search module), from its first request to the end of the phone visit's scroll through.
 */
export function noSearchGate(visit: () => PageVisit, route: string) {
  if (route === searchPath) return
  it("requests nothing from /pagefind/ and not the search module", () => {
    const loaded = [...visit().requests.keys()]
      .map((url) => new URL(url).pathname)
      .filter((file) => file.startsWith("/pagefind/") || /\/assets\/search-/.test(file))
    expect(loaded).toEqual([])
  })
}
