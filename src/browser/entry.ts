// The production entry point of site.ts, loaded after the page's first paint by the inline script
// of src/postbuild/browser-scripts.ts (siteLoaderScript).
import { keepBillingPeriod } from "./billing-period"
import { addManifestLink } from "./manifest"
import { start } from "./site"
import { addSpeculationRules } from "./speculation"
import { preselectSubject } from "./subject"

/**
 * The hashed address of the islands' bundle of each language, defined by src/postbuild/browser-bundle.ts:
 * a form on an English page loads the bundle with the English words, a Turkish one the Turkish only.
 */
declare const ISLANDS_SCRIPTS: Readonly<Record<string, string>>

// esbuild writes the address in and leaves the import to the browser: browser-bundle.ts marks
// /assets/* as external.
preselectSubject()
keepBillingPeriod()
start(() => import(ISLANDS_SCRIPTS[document.documentElement.lang] ?? ISLANDS_SCRIPTS.tr))
addSpeculationRules()
addManifestLink()
