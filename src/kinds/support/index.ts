import { supportSchema } from "./schema"
import type { PageType } from "../../content/kind"
import { heroBadge, inRouteLanguage, onePagePerFile } from "../../content/kind-helpers"
import { packageSubjects } from "./package-subjects"

/** Support and consulting pages (data/support), at /support/<page>. */
export const support = {
  typeName: "SupportYaml",
  folder: "support",
  extensions: [".yaml"],
  schema: supportSchema,
  template: "kinds/support/support-page",
  cms: {
    label: "Destek sayfaları",
    description: "Destek politikası, teknik destek ve danışmanlık sayfaları",
    singular: "Destek sayfası",
    addressPrefix: "/support/",
  },
  section: "Destek",
  sectionIn: { en: "Support" },
  routes: onePagePerFile,
  search: (route) => {
    const name = inRouteLanguage(route, { tr: "Destek", en: "Support" })
    return { kind: name, category: name, group: name, order: 2 }
  },
  card: heroBadge,
  translations: ["en"],
  rules: [packageSubjects],
} as const satisfies PageType
