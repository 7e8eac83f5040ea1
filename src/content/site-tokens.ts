import { tokenValues, type TokenName, type TokenSource } from "./tokens"
import { siteFile } from "./site-file"
import type { ContentType } from "./kind"
import { lentTokenValues } from "./lent-tokens"
import { defaultLanguage, languageOfPath } from "./languages"
import { siteInLanguage } from "./schema/site-texts"

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
    // Gatsby's NodeModel has these; its published type does not declare them.
    findAll?(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
    findRootNodeAncestor?(obj: unknown): unknown
    getNodeById?(args: { id: string }): unknown
  }
}

export type TokenValues = Record<TokenName, string> & Record<string, string>

const perQuery = new WeakMap<TokenContext, Map<string, Promise<TokenValues>>>()

/** The kinds that lend tokens: set once by gatsby-node from the registry (the engine knows no kind). */
let lenders: readonly ContentType[] = []
export function lendTokensOf(kinds: readonly ContentType[]) {
  lenders = kinds.filter((kind) => kind.tokens)
}

/** The path under data/ of the file a node, or an object inside one, was read from (its root File node). */
function fileOf(context: TokenContext, source: unknown): string | undefined {
  const root = context.nodeModel.findRootNodeAncestor?.(source) as { relativePath?: unknown } | null | undefined
  return typeof root?.relativePath === "string" ? root.relativePath : undefined
}

/**
 * The language of the content a field belongs to: a translation's file (data/en/...) is in its language,
 * every other file in Turkish. Gatsby tracks the objects inside a node back to its file.
 */
export function languageOfSource(context: TokenContext, source: unknown): string {
  if (typeof source !== "object" || source === null) return defaultLanguage
  let language = sourceLanguages.get(source)
  if (language === undefined) {
    const file = fileOf(context, source)
    language = (file && languageOfPath(file).translation?.code) || defaultLanguage
    sourceLanguages.set(source, language)
  }
  return language
}
// A page query asks it for each of its fields with tokens: the walk to the file is made once per object.
const sourceLanguages = new WeakMap<object, string>()

async function readValues(context: TokenContext, language: string): Promise<TokenValues> {
  const [site, texts, ...lent] = await Promise.all([
    context.nodeModel.findOne({ type: siteFile.typeName }),
    language === defaultLanguage || !context.nodeModel.findAll
      ? Promise.resolve([])
      : context.nodeModel.findAll({ type: siteFile.translation.typeName }).then(({ entries }) => [...entries]),
    ...lenders.map((kind) =>
      context.nodeModel.findAll
        ? context.nodeModel.findAll({ type: kind.typeName }).then(({ entries }) => [...entries])
        : Promise.reject(new Error("GraphQL's node model cannot list nodes: the lent tokens cannot be filled")),
    ),
  ])
  const dataOf = (kind: ContentType) => lent[lenders.indexOf(kind)] as Record<string, unknown>[]
  // data/site.yaml, with the page's language's texts (data/en/site.yaml) over it.
  const own = texts.find((node) => languageOfSource(context, node) === language) as Record<string, unknown> | undefined
  const values = own ? siteInLanguage(site as Record<string, unknown>, own) : site
  return { ...lentTokenValues(lenders, dataOf, language), ...tokenValues(values as TokenSource, language) }
}

/** The token values for a page query's fields in `language` (Turkish unless a translation's). */
export function siteTokens(context: TokenContext, language: string = defaultLanguage): Promise<TokenValues> {
  let known = perQuery.get(context)
  if (!known) perQuery.set(context, (known = new Map()))
  let values = known.get(language)
  if (!values) {
    values = readValues(context, language)
    known.set(language, values)
  }
  return values
}
