import type { ReactNode } from "react"
import { productionBodyHtml, rendersProductionPages } from "./postbuild/runtime-removal"

/** What Gatsby hands its HTML component (see .cache/default-html.js). */
interface HtmlProps {
  htmlAttributes: Record<string, unknown>
  headComponents: ReactNode
  bodyAttributes: Record<string, unknown>
  preBodyComponents: ReactNode
  body: string
  postBodyComponents: ReactNode
}

/**
 * The document around every page: Gatsby's default, except that a production page has its
 * content directly in <body>. The `___gatsby` root is where Gatsby's runtime renders, and only
 * `gatsby develop` runs it (src/postbuild/runtime-removal.ts).
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    // Seo sets lang through Helmet (htmlAttributes); the site is Turkish whatever a page forgets.
    <html lang="tr" {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        {/* No IE compatibility mode or iOS 9 shrink-to-fit: the pages' module script needs a newer browser anyway. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      {rendersProductionPages() ? (
        <body
          {...bodyAttributes}
          dangerouslySetInnerHTML={{ __html: productionBodyHtml(preBodyComponents, body, postBodyComponents) }}
        />
      ) : (
        <body {...bodyAttributes}>
          {preBodyComponents}
          <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
          {postBodyComponents}
        </body>
      )}
    </html>
  )
}
