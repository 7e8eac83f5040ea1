import { erpSchema } from "./schema"
import type { PageType } from "../../content/kind"
import { heroBadge, onePagePerFile, solutionPage, solutionSearch } from "../../content/kind-helpers"

/** ERP solution pages (data/erp), at /erp/<page>. */
export const erp = {
  typeName: "ErpYaml",
  folder: "erp",
  extensions: [".yaml"],
  schema: erpSchema,
  template: "kinds/erp/erp-page",
  cms: { label: "ERP sayfaları", description: "ERP çözüm sayfaları", singular: "ERP sayfası", addressPrefix: "/erp/" },
  section: "ERP",
  sectionIn: { en: "ERP" },
  routes: onePagePerFile,
  offers: solutionPage,
  search: solutionSearch("ERP", { en: "ERP" }),
  card: heroBadge,
  translations: ["en"],
  rules: [],
} as const satisfies PageType
