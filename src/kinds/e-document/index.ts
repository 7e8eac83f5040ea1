import type { KindFile, KindRoute, PageType } from "../../content/kind"
import { inRouteLanguage } from "../../content/kind-helpers"
import { addressKey } from "../../content/form-links"
import { languageOfPage } from "../../content/languages"
import { everyPath, nextStep, type Chosen } from "./decide"
import { eDocumentSchema, type EDocumentCheck } from "./schema"
import { eDocumentRules, eDocumentWarnings } from "./rules"

/**
 * The e-document obligation check (data/e-donusum/*.yaml): each file is a check at its slug, a page per
 * question whose answers are links, and a result page at the end of every path, at an address that names
 * the answers (/e-donusum-testi/sirket/yok/3-milyon-10-milyon). It works without JavaScript and every
 * result can be shared. A result page ends with the contact form, its message filled in with the answers.
 */

export * from "./amounts"
export * from "./decide"
export * from "./schema"

/** The contact subject a check's form sends: its Turkish address without the slash ("e-donusum-testi"). */
export const checkSubject = addressKey

/** The page title of a step: the check's title, or on a result its result heading, with the answers so far. */
export function stepTitle(check: Pick<EDocumentCheck, "title" | "resultHeading">, path: readonly Chosen[], result: boolean) {
  if (path.length === 0) return check.title
  const answers = path.map((chosen) => chosen.option.short).join(", ")
  return `${result ? check.resultHeading : check.title}: ${answers}`
}

/** The check's pages: its first question at its slug, then a page per answer chosen so far. */
export function checkRoutes(files: KindFile[]): KindRoute[] {
  return files.flatMap(({ file, data }) => {
    if (typeof data.slug !== "string") throw new Error(`${file} has no slug: its page has no address`)
    const base = data.slug
    const parsed = eDocumentSchema.safeParse(data)
    // The content check reports what is wrong with the file; until then it has its first page only.
    if (!parsed.success) return [{ slug: base, title: typeof data.title === "string" ? data.title : base, file, data }]
    // A translation's steps are titled in its language (its sales bands' words).
    const check = { ...parsed.data, language: languageOfPage(base).code }
    return everyPath(check).map((path) => {
      const segments = path.map((chosen) => chosen.option.slug)
      const result = nextStep(check, path) === undefined
      return {
        slug: [base, ...segments].join("/"),
        title: stepTitle(check, path, result),
        file,
        data,
        context: { answers: segments },
        ...(segments.length > 0 && { listedOn: [[base, ...segments.slice(0, -1)].join("/")] }),
        ...(result && { leadForm: true }),
      }
    })
  })
}

export const eDocument = {
  typeName: "EDonusumYaml",
  folder: "e-donusum",
  extensions: [".yaml"],
  schema: eDocumentSchema,
  template: "kinds/e-document/check-page",
  cms: {
    label: "e-Dönüşüm testi",
    description:
      "Hangi e-belgenin kime ve ne zamandan beri zorunlu olduğunu soran test: sorular, eşik tutarları, belge belge kurallar ve kaynaklar",
    singular: "Test",
    fileName: "{{fields.slug}}",
    addressPrefix: "/",
  },
  section: "e-Dönüşüm",
  sectionIn: { en: "e-Transformation" },
  routes: checkRoutes,
  // The check's first page is found; the steps behind it are reached from there.
  search: (route) =>
    (route.context?.answers as unknown[] | undefined)?.length
      ? null
      : {
          ...inRouteLanguage(route, {
            tr: { kind: "Araç", category: "e-Dönüşüm", group: "Araçlar" },
            en: { kind: "Tool", category: "e-Transformation", group: "Tools" },
          }),
          order: 3,
        },
  offers: (data) =>
    typeof data.slug === "string" && typeof (data.form as { subject?: unknown } | undefined)?.subject === "string"
      ? { contactSubject: [{ value: checkSubject(data.slug), label: (data.form as { subject: string }).subject }] }
      : {},
  card: () => ({ badge: "Ücretsiz test" }),
  translations: ["en"],
  rules: eDocumentRules,
  // Its texts name its own amounts as {tutar:id}, filled by its pages (./amounts.ts).
  placeholders: ["tutar"],
  warnings: eDocumentWarnings,
  // Ids and days are no words a visitor reads: the house-style rules skip them.
  notText: ["id", "checkedOn", "answers", "salesAtLeast", "obliged", "sources", "source", "status"],
} as const satisfies PageType
