import { tokenValues, type TokenSource } from "./tokens"
import { siteFile } from "./site-file"

/**
 * The token values of data/site.yaml for one page query. Its first field with tokens reads the
 * SiteYaml node, which makes the page depend on it; the query's other fields (dozens on an article's
 * page with its related articles' cards) reuse that answer instead of reading the node again. The
 * GraphQL context is one object per query run, so a new run reads the node again.
 */

export interface TokenContext {
  nodeModel: { findOne(args: { type: string }): Promise<unknown> }
}

const perQuery = new WeakMap<TokenContext, Promise<ReturnType<typeof tokenValues>>>()

export function siteTokens(context: TokenContext): Promise<ReturnType<typeof tokenValues>> {
  let values = perQuery.get(context)
  if (!values) {
    values = context.nodeModel.findOne({ type: siteFile.typeName }).then((data) => tokenValues(data as TokenSource))
    perQuery.set(context, values)
  }
  return values
}
