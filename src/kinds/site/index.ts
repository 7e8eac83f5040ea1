import { siteSchema } from "../../content/schema/site"
import type { ContentType } from "../../content/kind"
import { unusedAddress } from "../../content/rules/unused-address"

/** data/site.yaml: the company's brand and contact data, the one source of both (read-site.ts). */
export const site = {
  typeName: "SiteYaml",
  file: "site.yaml",
  schema: siteSchema,
  cms: { label: "Şirket ve iletişim bilgileri" },
  rules: [unusedAddress],
} as const satisfies ContentType
