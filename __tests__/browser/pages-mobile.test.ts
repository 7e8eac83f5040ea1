import { mobileAccessibilityGate } from "./gates/a11y"
import { imagesOf, lazyImagesGate } from "./gates/images"
import { layoutGate, layoutProblems } from "./gates/layout"
import { visitEachPage } from "./support/page-visit"

/**
 * Every page a visitor can reach, visited once on a phone at 390×844 (support/page-visit.ts), through
 * the gates that read a phone's visit. Those that change the page come last.
 */
visitEachPage("mobile", { frame: layoutProblems, images: imagesOf }, (visit, route) => {
  lazyImagesGate(visit, route)
  layoutGate(visit, [390, 320])
  mobileAccessibilityGate(visit, route)
})
