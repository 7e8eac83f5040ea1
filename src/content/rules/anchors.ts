import { FORM_ANCHOR } from "../form-links"
import { isPageType } from "../kind"
import type { RuleContext } from "./rule"

/**
 * The bands of a page that carry an `anchor`, by their place: a generic page's `sections:` by number, a
 * typed page's bands by field name. A page and its translation pair their bands by these places.
 */
export function bandAnchors(raw: Record<string, unknown>): Map<string, string> {
  const bands: [string, unknown][] = Array.isArray(raw.sections)
    ? raw.sections.map((band, index) => [String(index), band])
    : Object.entries(raw)
  const anchors = new Map<string, string>()
  for (const [place, band] of bands) {
    if (typeof band !== "object" || band === null) continue
    const { anchor, type } = band as { anchor?: unknown; type?: unknown }
    if (typeof anchor === "string") anchors.set(place, anchor)
    else if (type === "contactForm") anchors.set(place, FORM_ANCHOR)
  }
  return anchors
}

/**
 * Sections a link may point at with "#", by page address: the bands that carry an `anchor`, a contact
 * form's section (form-links.ts), and the sections a kind's template names itself (`anchors` of its
 * definition: the price list's lines).
 */
export function anchorsOf(pages: RuleContext["pages"]): Map<string, string[]> {
  const anchors = new Map<string, string[]>()
  for (const page of pages) {
    if (!page.raw || typeof page.raw.slug !== "string") continue
    const own = page.type && isPageType(page.type) ? (page.type.anchors?.(page.raw) ?? []) : []
    anchors.set(page.raw.slug, [...own, ...bandAnchors(page.raw).values()])
  }
  return anchors
}
