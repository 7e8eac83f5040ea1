import { z } from "zod"
import { cardsBand, chipsBand, cta, hero, pageBase, statsBand, stepsBand } from "./common"

/** One e-commerce solution page (data/ecommerce/*.yaml); optional sections render when present. */
export const ecommerceSchema = z.strictObject({
  ...pageBase,
  hero,
  stats: statsBand.optional(),
  features: cardsBand.optional(),
  siteTypes: cardsBand.optional(),
  businessTypes: cardsBand.optional(),
  sectors: cardsBand.optional(),
  /** Marketplaces, payment providers or platforms the solution connects to. */
  platforms: chipsBand.optional(),
  security: cardsBand.optional(),
  process: stepsBand.optional(),
  technologies: chipsBand.optional(),
  cta,
})
