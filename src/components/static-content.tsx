import { Suspense, useState, type ReactNode } from "react"

/**
 * Whether the page being started in the browser came with server-rendered content to keep. Set by
 * gatsby-browser when the first page starts (false in `gatsby develop`, which renders in the
 * browser, and in tests), cleared once it has.
 */
export const firstPage = { keepServerHtml: false }

/**
 * Content that needs no JavaScript: text, links, cards. On the first page a visitor opens, the
 * browser keeps the HTML the build wrote and React does not hydrate it (the markup is left as it
 * is, the technique of react-lazy-hydration), which removes most of the main-thread work of start-up
 * on slow phones. Pages reached later by client-side navigation render it normally. Links inside
 * are plain anchors there, turned into client-side navigation by gatsby-plugin-catch-links, and
 * reveals are started by gatsby-browser.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  // Decided once per mount, so a later re-render keeps what the first render chose.
  const [keepServerHtml] = useState(() => firstPage.keepServerHtml)
  if (keepServerHtml) return <div data-static="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  // Its parts may still be loading after a client-side navigation (see deferred.tsx).
  return (
    <div data-static="">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  )
}
