import { isPageType, type ContentType } from "./kind"
import { lentTokenValues } from "./lent-tokens"
import { defaultLanguage } from "./languages"
import { readSiteData, readSiteTexts } from "./read-site"
import { siteInLanguage } from "./schema/site-texts"
import { readKindFiles, type SiteRoute } from "./routes"
import { tokenValues, type TokenName } from "./tokens"

/**
 * The token values outside GraphQL (the search's titles and descriptions, the feeds, the share cards,
 * the contact subjects' labels): data/site.yaml's, and those the kinds lend ("{fiyat:destek-standart}"),
 * from the files behind `routes` when the caller has the route table, else from the lending kinds' files.
 */
export function contentTokens(
  kinds: readonly ContentType[],
  dataDir: string,
  routes?: readonly SiteRoute[],
  /** A translation's language: its texts (data/en/site.yaml) over data/site.yaml's ("over 15", "2 years"). */
  language: string = defaultLanguage,
): Record<TokenName, string> & Record<string, string> {
  const lent = lentTokenValues(
    kinds,
    (kind) => {
      if (routes) return routes.flatMap((route) => (route.kind === kind && route.data ? [route.data] : []))
      return isPageType(kind) ? readKindFiles(dataDir, kind).map((file) => file.data) : []
    },
    language,
  )
  const site = readSiteData(dataDir)
  const texts = language === defaultLanguage ? undefined : readSiteTexts(dataDir, language)
  return { ...lent, ...tokenValues(siteInLanguage(site, texts), language) }
}
