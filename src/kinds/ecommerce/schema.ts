import { z } from "zod"
import { cardsBand, chipsBand, cta, hero, pageBase, statsBand, stepsBand } from "../../content/schema/common"
import { field } from "../../content/schema/meta"

/** One e-commerce solution page (data/ecommerce/*.yaml); optional sections render when present. */
export const ecommerceSchema = z.strictObject({
  ...pageBase,
  hero,
  stats: field(statsBand.optional(), "Sonuçlar ve rakamlar"),
  features: field(cardsBand.optional(), "Özellikler"),
  siteTypes: field(cardsBand.optional(), "Site türleri"),
  businessTypes: field(cardsBand.optional(), "İşletme türleri"),
  sectors: field(cardsBand.optional(), "Sektörler"),
  /** Marketplaces, payment providers or platforms the solution connects to. */
  platforms: field(
    chipsBand.optional(),
    "Platformlar ve sağlayıcılar",
    "Bağlanılan pazaryerleri, ödeme kuruluşları veya platformlar.",
  ),
  security: field(cardsBand.optional(), "Güvenlik"),
  process: field(stepsBand.optional(), "Süreç"),
  technologies: field(chipsBand.optional(), "Teknolojiler"),
  cta,
})
