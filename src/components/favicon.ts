/**
 * The favicon as the page's head names it: static/favicon.svg written into the link as a data: address.
 *
 * Chromium asks for a page's icon right after its load event. On a short page that is before the
 * largest paint is on screen, and Lighthouse's simulation then counts that request, a round trip on
 * its slow network, in the largest paint and not in the first (bench/results.md, 7 December 2026).
 * Written into the page, the icon costs no request; the file stays at /favicon.svg and /favicon.ico,
 * and the head's apple-touch-icon names a PNG, for the crawlers and devices that want an address.
 * A unit test keeps this text and the file the same.
 */
export const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b4f7c"/><path d="M10 40c6-5 12-5 18 0s12 5 18 0 8-4 8-4" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/><path d="M10 50c6-5 12-5 18 0s12 5 18 0 8-4 8-4" fill="none" stroke="#7dd3c7" stroke-width="4" stroke-linecap="round" opacity=".85"/><circle cx="44" cy="20" r="7" fill="#7dd3c7"/></svg>'

/**
 * An SVG as a data: address, escaped only where a URL or the HTML attribute needs it (`%`, `#`, `<`,
 * `>` and the quotes, which React would write as six-character entities): shorter than base64.
 */
export function svgDataUrl(svg: string): string {
  const escaped = svg.replace(/%/g, "%25").replace(/"/g, "%22").replace(/#/g, "%23").replace(/</g, "%3C").replace(/>/g, "%3E")
  return `data:image/svg+xml,${escaped}`
}

export const faviconHref = svgDataUrl(faviconSvg)
