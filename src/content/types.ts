import type { z } from "zod"
import { ecommerceSchema } from "./schema/ecommerce"
import { erpSchema } from "./schema/erp"
import { houseStyleSchema } from "./schema/house-style"
import { navigationSchema } from "./schema/navigation"
import { pageSchema } from "./schema/page"
import { siteSchema } from "./schema/site"
import { supportSchema } from "./schema/support"

/**
 * Every kind of content file: where it lives under data/, the schema it must satisfy, its GraphQL
 * node type and, for pages, the template that renders it. gatsby-config names YAML nodes from this
 * table, gatsby-node declares the schema and creates pages from it, and the validator checks files
 * against it.
 */
export interface ContentType {
  typeName: string
  /** A file directly under data/ ("site.yaml") or a folder whose every file is one page ("erp"). */
  file?: string
  folder?: string
  schema: z.ZodObject
  /** File name in src/templates, for page types. */
  template?: string
  /** A file the site builds without (its rules are simply not applied when it is missing). */
  optional?: boolean
}

export const contentTypes: ContentType[] = [
  { typeName: "SiteYaml", file: "site.yaml", schema: siteSchema },
  { typeName: "NavigationYaml", file: "navigation.yaml", schema: navigationSchema },
  { typeName: "HouseStyleYaml", file: "house-style.yaml", schema: houseStyleSchema, optional: true },
  { typeName: "PagesYaml", folder: "pages", schema: pageSchema, template: "page" },
  { typeName: "ErpYaml", folder: "erp", schema: erpSchema, template: "erp-sector" },
  { typeName: "EcommerceYaml", folder: "ecommerce", schema: ecommerceSchema, template: "ecommerce" },
  { typeName: "SupportYaml", folder: "support", schema: supportSchema, template: "support" },
]

export const pageTypes = contentTypes.filter((t) => t.template !== undefined)

/** The content type of a file, by its path relative to data/ (always with "/" separators). */
export function contentTypeOf(relativePath: string): ContentType | undefined {
  const [first, ...rest] = relativePath.split("/")
  if (rest.length === 0) return contentTypes.find((t) => t.file === first)
  if (rest.length === 1) return contentTypes.find((t) => t.folder === first)
  return undefined
}
