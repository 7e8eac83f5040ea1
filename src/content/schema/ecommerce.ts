import { z } from "zod"
import { cardSection, chipSection, cta, hero, pageBase, statSection, stepSection } from "./common"

/** One e-commerce solution page (data/ecommerce/*.yaml); optional sections render when present. */
export const ecommerceSchema = z.strictObject({
  ...pageBase,
  hero,
  stats: statSection.optional(),
  features: cardSection.optional(),
  siteTypes: cardSection.optional(),
  businessTypes: cardSection.optional(),
  sectors: cardSection.optional(),
  /** Marketplaces, payment providers or platforms the solution connects to. */
  platforms: chipSection.optional(),
  security: cardSection.optional(),
  process: stepSection.optional(),
  technologies: chipSection.optional(),
  cta,
})
