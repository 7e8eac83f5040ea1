import { ecommerceSchema } from "./schema"
import type { PageType } from "../../content/kind"
import { heroBadge, onePagePerFile, solutionPage, solutionSearch } from "../../content/kind-helpers"

/** E-commerce solution pages (data/ecommerce), at /ecommerce/<page>. */
export const ecommerce = {
  typeName: "EcommerceYaml",
  folder: "ecommerce",
  extensions: [".yaml"],
  schema: ecommerceSchema,
  template: "kinds/ecommerce/ecommerce-page",
  cms: {
    label: "E-ticaret sayfaları",
    description: "E-ticaret çözüm sayfaları",
    singular: "E-ticaret sayfası",
    addressPrefix: "/ecommerce/",
  },
  section: "E-ticaret",
  sectionIn: { en: "E-commerce" },
  routes: onePagePerFile,
  offers: solutionPage,
  search: solutionSearch("E-ticaret", { en: "E-commerce" }),
  card: heroBadge,
  translations: ["en"],
  rules: [],
} as const satisfies PageType
