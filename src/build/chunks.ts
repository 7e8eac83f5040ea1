/**
 * How the browser build groups the site's own code into files. Left to Gatsby's defaults, every
 * component shared by two templates became its own small file (nine requests of 1-2 KB each on
 * every page); grouped, a first visit fetches Gatsby's runtime, the shell every page needs, the
 * forms where a page has one, and the page's template. The static content and head tags stay in
 * the chunk that src/components/deferred.tsx loads on demand. (Priority above Gatsby's own groups,
 * whose "lib" group otherwise claims some of these modules.)
 */

/** A module's file path with forward slashes, or "" for modules without one. */
type NamedModule = { nameForCondition?: () => string | null | undefined }
const modulePath = (module: NamedModule) => (module.nameForCondition?.() ?? "").replace(/\\/g, "/")

/** Code of the header, layout and shared building blocks: on every page's first load. */
const shell =
  /\/src\/(hooks\/|theme\.ts|components\/(header\/|layout|global-styles|action-link|icon|container|static-content|deferred\.|reveal|blocks\/section\.))/

/** The contact and demo forms: on the two pages that have one. */
const forms = /\/src\/components\/(forms\/|sections\/(contact-form|demo-form|form)-section)/

/** Every other component: static content and head tags, loaded on demand (src/components/deferred.tsx). */
const deferredParts = (path: string) => /\/src\/components\//.test(path) && !shell.test(path) && !forms.test(path)

export const siteCacheGroups = {
  shell: {
    name: "shell",
    // Only what template chunks use: code the app entry (gatsby-browser) needs stays in it.
    chunks: "async",
    test: (module: NamedModule) => shell.test(modulePath(module)),
    enforce: true,
    priority: 35,
  },
  forms: {
    name: "forms",
    chunks: "async",
    test: (module: NamedModule) => forms.test(modulePath(module)),
    enforce: true,
    priority: 35,
  },
  deferredParts: {
    name: "page-parts",
    chunks: "async",
    test: (module: NamedModule) => deferredParts(modulePath(module)),
    enforce: true,
    priority: 35,
  },
} as const
