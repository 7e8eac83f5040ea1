/**
 * Where a page's share card (its Open Graph image) is published, and its size. Kept apart from
 * src/postbuild/share-cards.ts, which draws the cards with Node-only libraries, so the Seo component can
 * import it without pulling those into the browser bundle.
 */

export const shareCardSize = { width: 1200, height: 630 } as const
export const shareCardType = "image/png"

/** The folder of public/ that holds the cards. */
export const shareCardFolder = "og"

/** The home page's card: its slug "/" has no name of its own. */
const homeName = "home"

/** The card of pages that no data file describes, such as the 404 page: the brand and its slogan. */
export const siteCardPath = `/${shareCardFolder}/site.png`

/** The public path of a page's card, from its slug: "/erp/muhasebe-sistemi" → "/og/erp/muhasebe-sistemi.png". */
export function shareCardPath(slug: string): string {
  return `/${shareCardFolder}/${slug === "/" ? homeName : slug.replace(/^\//, "")}.png`
}
