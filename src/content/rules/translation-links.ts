import type { CheckedFile } from "../check-file"
import { anchorsOf, bandAnchors } from "./anchors"
import { pathOf } from "./links-of"
import type { ParsedFile } from "./rule"

/** A translated page with its Turkish page. */
export interface TranslatedPair {
  code: string
  turkish: ParsedFile
  entry: ParsedFile
}

/** A link's query and its anchor: "?konu=erp#form" → ["?konu=erp", "form"]. */
function splitAnchor(tail: string): [string, string | undefined] {
  const hash = tail.indexOf("#")
  return hash < 0 ? [tail, undefined] : [tail.slice(0, hash), tail.slice(hash + 1)]
}

const withAnchor = (address: string, anchor: string | undefined) => (anchor === undefined ? address : `${address}#${anchor}`)

/**
 * Where the translations' links lead. A translated page has its own address and names its sections in
 * its own language ("#erp-sistemleri", "#erp-systems"); the two pages' bands pair by their place
 * (anchors.ts), so a link is compared with its Turkish page's as the Turkish page would write it.
 */
export function translatedAddresses(pairs: readonly TranslatedPair[], translationFiles: readonly CheckedFile[]) {
  const translated = new Map<string, string>()
  const turkishAddress = new Map<string, string>()
  const anchorIn = new Map<string, string>()
  const anchorOf = new Map<string, string>()
  for (const { code, turkish, entry } of pairs) {
    const { slug: turkishSlug } = turkish.data
    const { slug } = entry.data
    if (typeof turkishSlug !== "string" || typeof slug !== "string") continue
    translated.set(`${code} ${turkishSlug}`, slug)
    turkishAddress.set(slug, turkishSlug)
    const own = bandAnchors(entry.data)
    for (const [place, anchor] of bandAnchors(turkish.data)) {
      const translatedAnchor = own.get(place)
      if (translatedAnchor === undefined) continue
      anchorIn.set(`${code} ${turkishSlug}#${anchor}`, translatedAnchor)
      anchorOf.set(`${slug}#${translatedAnchor}`, anchor)
    }
  }
  const ownAnchors = anchorsOf(translationFiles)
  return {
    /** A Turkish link as a translation into `code` writes it: to the page's translation where there is one. */
    inLanguage(href: string, code: string): string {
      const target = pathOf(href)
      const own = translated.get(`${code} ${target}`)
      if (!own) return href
      const [rest, anchor] = splitAnchor(href.slice(target.length))
      return withAnchor(
        `${own}${rest}`,
        anchor === undefined ? undefined : (anchorIn.get(`${code} ${target}#${anchor}`) ?? anchor),
      )
    },
    /** A translation's link as its Turkish page writes it: "/en/services#erp-systems" is "/services#erp-sistemleri". */
    asTurkish(href: string): string {
      if (!href.startsWith("/")) return href
      const target = pathOf(href)
      const original = turkishAddress.get(target)
      if (!original) return href
      const [rest, anchor] = splitAnchor(href.slice(target.length))
      return withAnchor(`${original}${rest}`, anchor === undefined ? undefined : (anchorOf.get(`${target}#${anchor}`) ?? anchor))
    },
    /** The sections of the translated page `href` leads to, when its anchor is none of them. */
    unknownAnchor(href: string): string[] | undefined {
      const target = pathOf(href)
      const known = ownAnchors.get(target)
      const [, anchor] = splitAnchor(href.slice(target.length))
      return known && anchor !== undefined && !known.includes(anchor) ? known : undefined
    },
  }
}
