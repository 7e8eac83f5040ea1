import { Helmet } from "react-helmet"
import { shareCardPath, shareCardSize, shareCardType, siteCardPath } from "../postbuild/share-card-path"
import { useSiteData, type SiteData } from "../hooks/use-site-data"
import { themeColor } from "../theme"
import { faviconHref } from "./favicon"
import { alternateLinks, localeOf } from "../content/languages"
import { usePageLanguage } from "./page-language"
import { defineWords } from "./words"
import type { Crumb } from "./blog/breadcrumbs"

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
  /** The trail of the page's breadcrumbs, as BreadcrumbList structured data. */
  breadcrumbs?: readonly Crumb[]
  /** An article: og:type "article", its dates and BlogPosting structured data. */
  article?: SeoArticle
  /** Structured data the page's kind describes it with (an event's schema.org Event), each its own script. */
  jsonLd?: readonly object[]
}

export interface SeoArticle {
  date: string
  updated?: string | null
  author: { name: string; role: string }
  tags: readonly string[]
  section: string
  /** An image of the article (its cover), as a site path; the share card otherwise. */
  image?: string | null
}

/** The blog's feeds, linked from every page's head so feed readers find them anywhere on the site. */
export const feeds = [
  { type: "application/rss+xml", path: "/blog/rss.xml", format: "RSS" },
  { type: "application/atom+xml", path: "/blog/atom.xml", format: "Atom" },
] as const

/** Structured data for the trail of a page, with absolute addresses. */
export function breadcrumbJsonLd(site: Pick<SiteData, "siteUrl">, crumbs: readonly Crumb[], path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.siteUrl}${(crumb.path ?? path) === "/" ? "" : (crumb.path ?? path)}`,
    })),
  }
}

/** Structured data for an article (schema.org BlogPosting). */
export function blogPostingJsonLd(
  site: Pick<SiteData, "siteUrl" | "brand">,
  page: { title: string; description: string; path: string; image: string; article: SeoArticle },
) {
  const url = `${site.siteUrl}${page.path}`
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: page.title,
    description: page.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: page.article.date,
    dateModified: page.article.updated ?? page.article.date,
    author: { "@type": "Person", name: page.article.author.name, jobTitle: page.article.author.role },
    publisher: {
      "@type": "Organization",
      name: site.brand,
      logo: { "@type": "ImageObject", url: `${site.siteUrl}/icon-512.png` },
    },
    image: `${site.siteUrl}${page.image}`,
    articleSection: page.article.section,
    keywords: page.article.tags.join(", "),
    inLanguage: "tr-TR",
  }
}

/**
 * Runs before the first paint and marks <html> with `wf` on a visit from another page of the site: the
 * web font is then in the cache and the page uses it (see `fonts` in theme.ts).
 */
export const headMarkerScript = 'document.referrer.indexOf(location.origin+"/")||document.documentElement.classList.add("wf")'

/**
 * The site itself, with the search page as its SearchAction: a search engine may offer a search box
 * that opens `/ara?q=<words>` (src/browser/search.ts reads the words from there).
 */
export function websiteJsonLd(site: Pick<SiteData, "brand" | "siteUrl">, searchPath: string, language = "tr") {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.brand,
    url: site.siteUrl,
    inLanguage: language,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.siteUrl}${searchPath}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  }
}

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

// The blog is Turkish: an English page's feed links say so.
const useWords = defineWords({
  tr: { feedTitle: (brand: string, format: string) => `${brand} blogu (${format})` },
  en: { feedTitle: (brand: string, format: string) => `${brand} blog, in Turkish (${format})` },
})

/**
 * Owns every tag in <head>: title, description, canonical, social cards, icons, font, JSON-LD. The
 * web manifest's <link> is gatsby-plugin-manifest's, which writes the manifest it names.
 */
export function Seo({
  title,
  description,
  keywords,
  path,
  organization = false,
  noindex = false,
  breadcrumbs,
  article,
  jsonLd = [],
}: SeoProps) {
  const { site, navigation } = useSiteData()
  const { language, alternates } = usePageLanguage()
  const words = useWords()
  const fullTitle = `${title} - ${site.brand}`
  const url = `${site.siteUrl}${path === "/" ? "" : path}`
  // The card drawn at build time from the page's YAML (src/postbuild/share-cards.ts).
  const card = noindex
    ? { src: siteCardPath, alt: `${site.brand}: ${site.slogan}` }
    : { src: shareCardPath(path), alt: fullTitle }
  return (
    <Helmet htmlAttributes={{ lang: language }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex" />}
      {!noindex && <link rel="canonical" href={url} />}
      {alternates &&
        alternateLinks(alternates, site.siteUrl).map((link) => (
          <link key={link.lang} rel="alternate" hrefLang={link.lang} href={link.url} />
        ))}
      <meta name="theme-color" content={themeColor} />
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.date} />}
      {article?.updated && <meta property="article:modified_time" content={article.updated} />}
      {article && <meta property="article:section" content={article.section} />}
      <meta property="og:locale" content={localeOf(language)} />
      {alternates &&
        Object.keys(alternates)
          .filter((code) => code !== language)
          .map((code) => <meta key={code} property="og:locale:alternate" content={localeOf(code)} />)}
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
      <link rel="icon" href={faviconHref} type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <script>{headMarkerScript}</script>
      {feeds.map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type={feed.type}
          title={words.feedTitle(site.brand, feed.format)}
          href={feed.path}
        />
      ))}
      {organization && <script type="application/ld+json">{JSON.stringify(organizationJsonLd(site))}</script>}
      {organization && navigation.search && (
        <script type="application/ld+json">{JSON.stringify(websiteJsonLd(site, navigation.search, language))}</script>
      )}
      {breadcrumbs && <script type="application/ld+json">{JSON.stringify(breadcrumbJsonLd(site, breadcrumbs, path))}</script>}
      {article && (
        <script type="application/ld+json">
          {JSON.stringify(blogPostingJsonLd(site, { title, description, path, image: article.image ?? card.src, article }))}
        </script>
      )}
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
    </Helmet>
  )
}
