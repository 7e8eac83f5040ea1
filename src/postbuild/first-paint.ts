import { isValidElement, type ReactNode } from "react"

/**
 * A production page's <head> without the web manifest's <link>: Chromium requested the manifest while
 * the page was still being parsed, a request before the largest paint (bench/results.md, "2026-11-28:
 * the largest paint, traced"). The site module adds the link after that paint (src/browser/manifest.ts);
 * installing the site or adding it to the home screen comes later anyway.
 */
export const withoutManifestLink = (components: ReactNode[]): ReactNode[] =>
  components.filter((component) => !isManifestLink(component))

const isManifestLink = (component: ReactNode) =>
  isValidElement<{ rel?: string }>(component) && component.type === "link" && component.props.rel === "manifest"
