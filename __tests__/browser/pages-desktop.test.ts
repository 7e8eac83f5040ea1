import { desktopAccessibilityGate } from "./gates/a11y"
import { imageAttributesGate, imagesOf } from "./gates/images"
import { cleanLoadGate, layoutGate, layoutProblems } from "./gates/layout"
import { scriptKeepsHeadingsGate } from "./gates/no-javascript"
import { policyGate } from "./gates/policy"
import { weightGate } from "./gates/weight"
import { visitEachPage } from "./support/page-visit"

/**
 * Every page a visitor can reach, visited once at 1280×800 with an empty cache (support/page-visit.ts),
 * through the gates that read a desktop visit. Those that change the page come last.
 */
visitEachPage("desktop", { frame: layoutProblems, images: imagesOf }, (visit, route) => {
  weightGate(visit)
  imageAttributesGate(visit)
  scriptKeepsHeadingsGate(visit)
  layoutGate(visit, [1280, 768])
  desktopAccessibilityGate(visit, route)
  cleanLoadGate(visit, route)
  policyGate(visit)
})
