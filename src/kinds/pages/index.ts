import { pageSchema } from "./schema"
import type { PageType } from "../../content/kind"
import { hasSearch, heroBadge, inRouteLanguage, onePagePerFile, optionOf, recordsOf } from "../../content/kind-helpers"

/** Corporate pages (data/pages): made of sections; the legal texts are among them. */
export const pages = {
  typeName: "PagesYaml",
  folder: "pages",
  extensions: [".yaml"],
  schema: pageSchema,
  template: "kinds/pages/page",
  cms: {
    label: "Kurumsal sayfalar",
    description: "Ana sayfa, hakkımızda, iletişim, demo, yasal metinler gibi bölümlerden oluşan sayfalar",
    singular: "Kurumsal sayfa",
    addressPrefix: "/",
  },
  section: "Kurumsal",
  sectionIn: { en: "Company" },
  routes: onePagePerFile,
  // The subjects of a page's contact form, which an article's call to action may preselect.
  offers: (data) => ({
    contactSubject: recordsOf(data.sections)
      .filter((section) => section.type === "contactForm")
      .flatMap((section) => recordsOf(section.subjects).flatMap((subject) => optionOf(subject, "label", "value"))),
  }),
  search: (route, { legal }) => {
    if (hasSearch(route.data)) return null
    const words = inRouteLanguage(route, {
      tr: { legal: "Yasal metin", legalGroup: "Yasal metinler", company: "Kurumsal" },
      en: { legal: "Legal notice", legalGroup: "Legal notices", company: "Company" },
    })
    return legal.has(route.slug)
      ? { kind: words.legal, category: words.legal, group: words.legalGroup, order: 9, legal: true }
      : { kind: words.company, category: words.company, group: words.company, order: 3 }
  },
  card: heroBadge,
  translations: ["en"],
  rules: [],
} as const satisfies PageType
