/**
 * Speculation Rules for the browsers that support them (Chromium): a link to another page of the
 * site is prerendered when the visitor hovers it or starts to tap it, so the ordinary page load that
 * follows is instant. Other browsers ignore the rules and load the page as usual. The editors' CMS
 * is left out: it is an application, not a page to prepare in the background. The site module adds
 * them after the first paint (src/browser/speculation.ts).
 */
export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/admin*" } }] },
      eagerness: "moderate",
    },
  ],
} as const

/** The rules as the inline script carries them: the page's CSP allows this exact text by its hash. */
export const speculationRulesText = JSON.stringify(speculationRules)
