import { articles } from "./articles"
import { blog } from "./blog"
import { ecommerce } from "./ecommerce"
import { eDocument } from "./e-document"
import { erp } from "./erp"
import { events } from "./events"
import { houseStyle } from "./house-style"
import type { ContentType, PageType } from "../content/kind"
import { navigation } from "./navigation"
import { pages } from "./pages"
import { prices } from "./prices"
import { site } from "./site"
import { support } from "./support"

export * from "../content/kind"
export * from "../content/kind-helpers"

/**
 * Every kind of content, the only list of them: gatsby-config names YAML nodes from it, gatsby-node
 * declares the schema and creates the pages of src/content/routes.ts from it, the content check
 * checks files against it, and the CMS, the share cards, the sitemap, the search, the browser tests
 * and the bench take their lists from it. A new kind is a module beside these, added here.
 */
export const pageTypes = [
  pages,
  erp,
  ecommerce,
  support,
  articles,
  events,
  eDocument,
  prices,
] as const satisfies readonly PageType[]

/** The folder of a page kind, such as "erp". */
export type PageFolder = (typeof pageTypes)[number]["folder"]

export const contentTypes: readonly ContentType[] = [site, navigation, blog, houseStyle, ...pageTypes]
