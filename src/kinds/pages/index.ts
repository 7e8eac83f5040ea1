import { hasSearch } from "../../content/kind"
import { pageSchema } from "./schema"
import { heroBadge, onePagePerFile, optionOf, recordsOf, type PageType } from "../../content/kind"

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
    return legal.has(route.slug)
      ? { kind: "Yasal metin", category: "Yasal metin", group: "Yasal metinler", order: 9, legal: true }
      : { kind: "Kurumsal", category: "Kurumsal", group: "Kurumsal", order: 3 }
  },
  card: heroBadge,
  translations: ["en"],
  rules: [],
} as const satisfies PageType
