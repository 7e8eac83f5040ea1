import type { PageVisit } from "../support/page-visit"

/** The search page's address; only it may load the search (issue 31). */
export const searchPath = "/ara"

/** The requests of the visit that belong to the search: Pagefind's files and the search module. */
const searchRequests = (visit: PageVisit) =>
  [...visit.requests.keys()]
    .map((url) => new URL(url).pathname)
    .filter((file) => file.startsWith("/pagefind/") || /\/assets\/search-/.test(file))

/**
 * Search gate: a page other than the search page loads nothing of the search, from its first request to
 * the end of the phone visit's scroll through. On the search page the same filter must find the search
 * module, so the gate is known to see what it looks for.
 */
export function noSearchGate(visit: () => PageVisit, route: string) {
  if (route === searchPath) {
    it("loads the search module (what the other pages must not)", () => {
      expect(searchRequests(visit()).some((file) => file.startsWith("/assets/search-"))).toBe(true)
    })
    return
  }
  it("requests nothing from /pagefind/ and not the search module", () => {
    expect(searchRequests(visit())).toEqual([])
  })
}
