import { lazy, Suspense, useState, type ComponentProps } from "react"
import { firstPage } from "./static-content"

type Parts = typeof import("./deferred-parts")

/**
 * Code for static content and head tags, left out of a page's first load.
 *
 * On the first page a visitor opens, the build's HTML already holds the head tags and every static
 * section (StaticContent keeps it rather than hydrating it), so the browser needs that code only to
 * render a later page after a client-side navigation. The browser build (Gatsby's "build-javascript"
 * stage) therefore loads it as one chunk: when the visitor first moves towards a link, presses a key
 * or touches the screen (preloadDeferredParts, from gatsby-browser), or at the latest when such a
 * page renders (StaticContent and Seo hold the Suspense boundaries). The server build, `gatsby
 * develop` and the unit tests use the modules directly; webpack drops the branch a stage does not take.
 */
// The stage test is written out in each line: webpack drops a dead branch only when it sees a constant condition.
const loadParts = process.env.BUILD_STAGE === "build-javascript" ? () => import("./deferred-parts") : null
const parts: Parts | null = process.env.BUILD_STAGE === "build-javascript" ? null : require("./deferred-parts")

let loading: Promise<Parts> | undefined

/** Loads the deferred chunk, once, in the browser build. */
function loadDeferredParts(): Promise<Parts> {
  if (!loadParts) return Promise.reject(new Error("deferred parts load only in the browser build"))
  loading ??= loadParts()
  return loading
}

/** Starts loading the deferred chunk ahead of a client-side navigation; a no-op outside the browser build. */
export function preloadDeferredParts() {
  if (loadParts) void loadDeferredParts()
}

// Each part is the module's own component where the parts are at hand, else a lazy component
// (StaticContent and Seo hold the Suspense boundaries it needs).
export const Footer = parts?.Footer ?? lazy(() => loadDeferredParts().then((loaded) => ({ default: loaded.Footer })))
export const ErpSectorBody =
  parts?.ErpSectorBody ?? lazy(() => loadDeferredParts().then((loaded) => ({ default: loaded.ErpSectorBody })))
export const EcommerceBody =
  parts?.EcommerceBody ?? lazy(() => loadDeferredParts().then((loaded) => ({ default: loaded.EcommerceBody })))
export const SupportBody =
  parts?.SupportBody ?? lazy(() => loadDeferredParts().then((loaded) => ({ default: loaded.SupportBody })))
export const PageSections =
  parts?.PageSections ?? lazy(() => loadDeferredParts().then((loaded) => ({ default: loaded.PageSections })))
const HeadTags = parts?.HeadTags ?? lazy(() => loadDeferredParts().then((loaded) => ({ default: loaded.HeadTags })))

/**
 * The page's head tags (see seo.tsx). The build writes them into the HTML of every page; the browser
 * renders them only for pages it shows after a client-side navigation.
 */
export function Seo(props: ComponentProps<typeof HeadTags>) {
  // Decided once per mount, like StaticContent: the first page's head is already complete.
  const [render] = useState(() => !firstPage.keepServerHtml)
  if (!render) return null
  // Helmet renders nothing in the body; a Suspense boundary would, so the server build (parts at hand) has none.
  if (parts) return <HeadTags {...props} />
  return (
    <Suspense fallback={null}>
      <HeadTags {...props} />
    </Suspense>
  )
}
