import type { ContentType } from "./kind"
import { siteSchema } from "./schema/site"

/**
 * data/site.yaml as a kind: the engine owns it, since tokens, the host files and the lead service read
 * it (read-site.ts); the site kind (src/kinds/site/index.ts) adds its rules to this.
 */
export const siteFile = {
  typeName: "SiteYaml",
  file: "site.yaml",
  schema: siteSchema,
  cms: { label: "Şirket ve iletişim bilgileri" },
} as const satisfies ContentType
