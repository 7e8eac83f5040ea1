/** The web manifest gatsby-plugin-manifest writes (gatsby-config.ts). */
export const manifestHref = "/manifest.webmanifest"

/**
 * Adds the web manifest's <link>, which production pages leave out of their HTML so that the browser
 * does not request it before the first screen is drawn (src/postbuild/first-paint.ts). The site module
 * runs after that paint; installing the site or adding it to the home screen comes later anyway.
 */
export function addManifestLink(root: Document = document) {
  if (root.querySelector('link[rel="manifest"]')) return
  const link = root.createElement("link")
  link.rel = "manifest"
  link.href = manifestHref
  link.crossOrigin = "anonymous"
  root.head.append(link)
}
