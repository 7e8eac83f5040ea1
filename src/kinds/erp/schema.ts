import { z } from "zod"
import { cardsBand, cta, hero, pageBase, statsBand } from "../../content/schema/common"
import { field } from "../../content/schema/meta"

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
  stats: field(statsBand.optional(), "Sonuçlar ve rakamlar"),
  features: field(cardsBand.optional(), "Özellikler"),
  modules: field(cardsBand.optional(), "Modüller"),
  businessTypes: field(cardsBand.optional(), "İşletme türleri"),
  solutions: field(cardsBand.optional(), "Sektörel çözümler"),
  benefits: field(cardsBand.optional(), "Faydalar"),
  integrations: field(cardsBand.optional(), "Entegrasyonlar"),
  reports: field(cardsBand.optional(), "Raporlar"),
  cta,
})
