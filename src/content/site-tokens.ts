import { tokenValues, type TokenName, type TokenSource } from "./tokens"
import { siteFile } from "./site-file"
import type { ContentType } from "./kind"
import { lentTokenValues } from "./lent-tokens"

/**
 * The token values of data/site.yaml, and those the kinds lend (the price list's "{fiyat:…}"), for one
 * page query. Its first field with tokens reads the SiteYaml node and the lending kinds' nodes, which
 * makes the page depend on them; the query's other fields (dozens on an article's page with its related
 * articles' cards) reuse that answer instead of reading the nodes again. The GraphQL context is one
 * object per query run, so a new run reads the nodes again.
 */

export interface TokenContext {
  nodeModel: {
    findOne(args: { type: string }): Promise<unknown>
    // Gatsby's NodeModel has it; its published type does not declare it.
    findAll?(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
  }
}

export type TokenValues = Record<TokenName, string> & Record<string, string>

const perQuery = new WeakMap<TokenContext, Promise<TokenValues>>()

/** The kinds that lend tokens: set once by gatsby-node from the registry (the engine knows no kind). */
let lenders: readonly ContentType[] = []
export function lendTokensOf(kinds: readonly ContentType[]) {
  lenders = kinds.filter((kind) => kind.tokens)
}

async function readValues(context: TokenContext): Promise<TokenValues> {
  const [site, ...lent] = await Promise.all([
    context.nodeModel.findOne({ type: siteFile.typeName }),
    ...lenders.map((kind) =>
      context.nodeModel.findAll
        ? context.nodeModel.findAll({ type: kind.typeName }).then(({ entries }) => [...entries])
        : Promise.reject(new Error("GraphQL's node model cannot list nodes: the lent tokens cannot be filled")),
    ),
  ])
  const dataOf = (kind: ContentType) => lent[lenders.indexOf(kind)] as Record<string, unknown>[]
  return { ...lentTokenValues(lenders, dataOf), ...tokenValues(site as TokenSource) }
}

export function siteTokens(context: TokenContext): Promise<TokenValues> {
  let values = perQuery.get(context)
  if (!values) {
    values = readValues(context)
    perQuery.set(context, values)
  }
  return values
}
