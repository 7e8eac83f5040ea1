import type { ContentType } from "./kind"
import { siteSchema } from "./schema/site"
import { siteTextsSchema } from "./schema/site-texts"

/**
 * data/site.yaml as a kind: the engine owns it, since tokens, the host files and the lead service read
 * it (read-site.ts); the site kind (src/kinds/site/index.ts) adds its rules to this.
 */
export const siteFile = {
  typeName: "SiteYaml",
  file: "site.yaml",
  schema: siteSchema,
  cms: { label: "Şirket ve iletişim bilgileri" },
  // data/en/site.yaml holds only the English words around the data (schema/site-texts.ts).
  translations: ["en"],
  translation: { typeName: "SiteTextsYaml", schema: siteTextsSchema },
} as const satisfies ContentType
