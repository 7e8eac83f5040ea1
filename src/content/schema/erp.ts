import { z } from "zod"
import { cardsBand, cta, hero, pageBase, statsBand } from "./common"

/**
 * One ERP solution page (data/erp/*.yaml). Sections are optional because the pages differ in
 * shape: the sector pages have business types and integrations, human resources has modules and a
 * benefits list, pre-accounting has modules, integrations and reports. The template renders only
 * what a file contains, in this order.
 */
export const erpSchema = z.strictObject({
  ...pageBase,
  hero,
  /** Measurable results shown under the hero, e.g. "%60 zaman tasarrufu". */
  stats: statsBand.optional(),
  features: cardsBand.optional(),
  modules: cardsBand.optional(),
  businessTypes: cardsBand.optional(),
  solutions: cardsBand.optional(),
  benefits: cardsBand.optional(),
  integrations: cardsBand.optional(),
  reports: cardsBand.optional(),
  cta,
})
