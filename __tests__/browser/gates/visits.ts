import { desktopAccessibilityGate, mobileAccessibilityGate } from "./a11y"
import { imageAttributesGate, imagesOf, lazyImagesGate } from "./images"
import { cleanLoadGate, layoutGate, layoutProblems } from "./layout"
import { linkGate } from "./links"
import { noJavaScriptGate, scriptKeepsHeadingsGate } from "./no-javascript"
import { policyGate } from "./policy"
import { reducedMotionGate } from "./reveal"
import { noSearchGate } from "./search"
import { weightGate } from "./weight"
import { visitEachPage } from "../support/page-visit"
import { revealed } from "../support/reveals"

/**
 * The per-page gates of each kind of visit (support/page-visit.ts), for the pages-*.test.ts files.
 * Each kind's pages are shared out over several test files (`routeShare`), so the browser suite's
 * workers visit them side by side. Within a visit, gates that change the page (open menus, resize,
 * inject code) come last.
 */

/** At 1280×800 with an empty cache. */
export function desktopVisits(routes: readonly string[]) {
  visitEachPage(
    "desktop",
    { frame: layoutProblems, images: imagesOf },
    (visit, route) => {
      weightGate(visit)
      imageAttributesGate(visit)
      scriptKeepsHeadingsGate(visit)
      layoutGate(visit, [1280, 768])
      desktopAccessibilityGate(visit, route)
      cleanLoadGate(visit, route)
      policyGate(visit)
    },
    routes,
  )
}

/** On a phone at 390×844 that asks for reduced motion. */
export function mobileVisits(routes: readonly string[]) {
  visitEachPage(
    "mobile",
    { frame: layoutProblems, images: imagesOf, reveals: revealed },
    (visit, route) => {
      reducedMotionGate(visit, route)
      lazyImagesGate(visit, route)
      noSearchGate(visit, route)
      layoutGate(visit, [390, 320])
      mobileAccessibilityGate(visit, route)
    },
    routes,
  )
}

/** With JavaScript off: the HTML every visitor and crawler receives. */
export function noJavaScriptVisits(routes: readonly string[]) {
  visitEachPage(
    "no-javascript",
    {},
    (visit, route) => {
      linkGate(visit, route)
      noJavaScriptGate(visit)
    },
    routes,
  )
}
