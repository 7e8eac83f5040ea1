import type { PageProps } from "gatsby"
import { z } from "zod"
import { fillTokens, tokenValues, type TokenName, type TokenSource } from "../../src/content/tokens"
import { contentTypeOf } from "../../src/content/types"
import { readData } from "./site-data"

/**
 * Page query answers built from the real data files, shaped as Gatsby's GraphQL layer gives them
 * to a template: absent optional fields are null, tokens such as {brand} are filled from
 * data/site.yaml, and each generic page section carries its GraphQL `__typename`.
 */

type AnySchema = z.core.$ZodType
const defOf = (schema: AnySchema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>

function asQueried(schema: AnySchema, value: unknown, tokens: Record<TokenName, string>): unknown {
  const def = defOf(schema)
  switch (def.type) {
    case "optional":
      return value === undefined ? null : asQueried(def.innerType as AnySchema, value, tokens)
    case "string":
      return fillTokens(value as string, tokens)
    case "array":
      return (value as unknown[]).map((item) => asQueried(def.element as AnySchema, item, tokens))
    case "object": {
      const record = value as Record<string, unknown>
      const shape = (schema as z.ZodObject).shape as Record<string, AnySchema>
      return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, asQueried(field, record[key], tokens)]))
    }
    case "union": {
      const discriminator = def.discriminator as string | undefined
      if (!discriminator) return value
      const record = value as Record<string, unknown>
      const option = (def.options as z.ZodObject[]).find(
        (o) => (defOf(o.shape[discriminator] as AnySchema).values as unknown[])[0] === record[discriminator],
      )
      if (!option) throw new Error(`No ${discriminator} "${String(record[discriminator])}" in the schema`)
      const { id } = z.globalRegistry.get(option) as { id: string }
      return { __typename: id, ...(asQueried(option, value, tokens) as object) }
    }
    default:
      return value
  }
}

/**
 * A page file of data/ (such as "erp/insan-kaynaklari.yaml") as its template's query returns it;
 * tokens come from data/site.yaml unless a test passes other site data.
 */
export function queryNode<T>(relativePath: string, site = readData<TokenSource>("site.yaml")): T {
  const type = contentTypeOf(relativePath)
  if (!type) throw new Error(`${relativePath} is not a content file`)
  return asQueried(type.schema, readData(relativePath), tokenValues(site)) as T
}

/** A generic page (data/pages/*.yaml) as the GenericPage query returns it. */
export function genericPageNode(relativePath: string, site?: TokenSource): NonNullable<Queries.GenericPageQuery["pagesYaml"]> {
  const page = queryNode<{ sections: { __typename: string; actions?: unknown }[] }>(relativePath, site)
  // The query fetches a call to action's buttons under the alias `ctaActions`.
  const sections = page.sections.map((section) => {
    if (section.__typename !== "CtaSection") return section
    const { actions, ...rest } = section
    return { ...rest, ctaActions: actions }
  })
  return { ...page, sections } as unknown as NonNullable<Queries.GenericPageQuery["pagesYaml"]>
}

/** The props Gatsby passes a page template; templates read only `data`. */
export function pageProps<T>(data: T): PageProps<T> {
  return { data } as PageProps<T>
}
