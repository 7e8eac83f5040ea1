import { Helmet } from "react-helmet"
import { shareCardPath, shareCardSize, shareCardType, siteCardPath } from "../build/share-card-path"
import { useSiteData, type SiteData } from "../hooks/use-site-data"
import { themeColor } from "../theme"

interface SeoProps {
  /** The page topic; the document title becomes "<title> - <brand>". */
  title: string
  description: string
  keywords?: readonly string[] | null
  /** The page's path, such as "/about", for the canonical and Open Graph addresses. */
  path: string
  /** Adds the Organization structured data (the home page). */
  organization?: boolean
  /**
   * Keeps error pages out of search results. Such pages have no data file and so no share card of
   * their own: links to them show the site card (brand and slogan).
   */
  noindex?: boolean
}

/**
 * Runs before the first paint and marks <html>: `wf` on a visit from another page of the site (the
 * web font is then in the cache and the page uses it, see `fonts` in theme.ts); `rs` when the
 * browser loads the page again (back, forward, reload) and will restore the scroll position: the
 * bands below the first screen are then laid out at once rather than when they come near
 * (content-visibility in the global styles), so that position lands where the visitor left it.
 */
export const headMarkerScript =
  'var c=document.documentElement.classList,n=performance.getEntriesByType("navigation")[0];' +
  'document.referrer.indexOf(location.origin+"/")||c.add("wf");n&&n.type!="navigate"&&c.add("rs")'

/** Structured data describing the company and how to reach it. */
export function organizationJsonLd(site: SiteData) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    legalName: site.legalName,
    url: site.siteUrl,
    logo: `${site.siteUrl}/icon-512.png`,
    email: site.emails.info,
    telephone: site.phones.main.tel,
    foundingDate: site.claims.founded.value,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.district,
      addressRegion: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: "TR",
    },
    contactPoint: [site.phones.main, site.phones.sales, site.phones.support].map((phone) => ({
      "@type": "ContactPoint",
      contactType: phone.label,
      telephone: phone.tel,
      areaServed: "TR",
      availableLanguage: "Turkish",
    })),
    sameAs: site.social.map((s) => s.url),
  }
}

/**
 * Owns every tag in <head>: title, description, canonical, social cards, icons, font, JSON-LD. The
 * web manifest's <link> is gatsby-plugin-manifest's, which writes the manifest it names.
 */
export function Seo({ title, description, keywords, path, organization = false, noindex = false }: SeoProps) {
  const { site } = useSiteData()
  const fullTitle = `${title} - ${site.brand}`
  const url = `${site.siteUrl}${path === "/" ? "" : path}`
  // The card drawn at build time from the page's YAML (src/build/share-cards.ts).
  const card = noindex
    ? { src: siteCardPath, alt: `${site.brand}: ${site.slogan}` }
    : { src: shareCardPath(path), alt: fullTitle }
  return (
    <Helmet htmlAttributes={{ lang: "tr" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex" />}
      {!noindex && <link rel="canonical" href={url} />}
      <meta name="theme-color" content={themeColor} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="tr_TR" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${site.siteUrl}${card.src}`} />
      <meta property="og:image:type" content={shareCardType} />
      <meta property="og:image:width" content={String(shareCardSize.width)} />
      <meta property="og:image:height" content={String(shareCardSize.height)} />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={card.alt} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <script>{headMarkerScript}</script>
      {organization && <script type="application/ld+json">{JSON.stringify(organizationJsonLd(site))}</script>}
    </Helmet>
  )
}
