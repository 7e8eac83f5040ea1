import { isPageType, type ContentType } from "./kind"
import { lentTokenValues } from "./lent-tokens"
import { readSiteData } from "./read-site"
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
): Record<TokenName, string> & Record<string, string> {
  const lent = lentTokenValues(kinds, (kind) => {
    if (routes) return routes.flatMap((route) => (route.kind === kind && route.data ? [route.data] : []))
    return isPageType(kind) ? readKindFiles(dataDir, kind).map((file) => file.data) : []
  })
  return { ...lent, ...tokenValues(readSiteData(dataDir)) }
}
