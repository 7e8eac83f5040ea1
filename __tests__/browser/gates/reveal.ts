import type { PageVisit } from "../support/page-visit"
import { revealed, routesWithoutReveal } from "../support/reveals"
import { contentRoutes } from "../support/routes"

/**
 * Reduced-motion gate: the phone visit asks for reduced motion (support/page-visit.ts), and there every
 * block scroll reveal controls is shown as the page opens, before any scroll, neither faded nor moved.
 * Every content page but the blog's lists has such blocks, so a page whose reveals went missing fails too.
 * (With motion, the desktop visit checks that every block is shown once scrolled through: `stillHidden`.)
 */
const withoutReveal = routesWithoutReveal()
const withReveal = new Set(
  contentRoutes()
    .map((route) => route.slug)
    .filter((slug) => !withoutReveal.has(slug)),
)

export function reducedMotionGate(visit: () => PageVisit<{ reveals: typeof revealed }>, route: string) {
  it("with reduced motion shows every revealed block as it opens, before any scroll", () => {
    const items = visit().atLoad.reveals
    if (withReveal.has(route)) expect(items.length).toBeGreaterThan(0)
    expect(items.filter((item) => item.opacity !== "1" || item.transform !== "none")).toEqual([])
  })
}
