import { speculationRulesText } from "../postbuild/speculation-rules"

/**
 * Adds the site's Speculation Rules (src/postbuild/speculation-rules.ts) to the page. The site module
 * runs after the first paint, so the rules cost the first screen nothing: no bytes in the document,
 * no parsing before it is drawn. They only act on a hover or tap, which comes later anyway. The
 * page's Content-Security-Policy allows exactly this text by its hash (src/postbuild/host-config.ts).
 */
export function addSpeculationRules(root: Document = document) {
  if (typeof HTMLScriptElement === "undefined" || !HTMLScriptElement.supports?.("speculationrules")) return
  if (root.querySelector('script[type="speculationrules"]')) return
  const script = root.createElement("script")
  script.type = "speculationrules"
  script.textContent = speculationRulesText
  root.head.append(script)
}
