import { linkGate } from "./gates/links"
import { noJavaScriptGate } from "./gates/no-javascript"
import { visitEachPage } from "./support/page-visit"

/**
 * Every page a visitor can reach, visited once with JavaScript off (support/page-visit.ts): the HTML
 * every visitor and crawler receives.
 */
visitEachPage("no-javascript", {}, (visit, route) => {
  linkGate(visit, route)
  noJavaScriptGate(visit)
})
