import { erpSchema } from "../content/schema/erp"
import { heroBadge, onePagePerFile, solutionPage, solutionSearch, type PageType } from "./kind"

/** ERP solution pages (data/erp), at /erp/<page>. */
export const erp = {
  typeName: "ErpYaml",
  folder: "erp",
  extensions: [".yaml"],
  schema: erpSchema,
  template: "templates/erp-sector",
  cms: { label: "ERP sayfaları", description: "ERP çözüm sayfaları", singular: "ERP sayfası", addressPrefix: "/erp/" },
  section: "ERP",
  routes: onePagePerFile,
  offers: solutionPage,
  search: solutionSearch("ERP"),
  card: heroBadge,
  rules: [],
} as const satisfies PageType
