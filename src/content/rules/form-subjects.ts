import { FORM_ANCHOR, subjectOf } from "../form-links"
import { formatPath, suggestion, type Problem } from "../problem"
import { linksOf, pathOf, type Link } from "./links-of"
import type { ContentRule, ParsedFile, RuleContext } from "./rule"

/** The subjects each page's contact forms offer, by the page's address. */
export function formSubjectsBySlug({ parsed, pageKinds }: RuleContext): Map<string, string[]> {
  const pageTypeNames = new Set(pageKinds.map((kind) => kind.typeName))
  const subjectsBySlug = new Map<string, string[]>()
  for (const page of parsed.filter((entry) => pageTypeNames.has(entry.typeName))) {
    const forms = ((page.data.sections ?? []) as { type: string; subjects?: { value: string }[] }[]).filter(
      (section) => section.type === "contactForm",
    )
    if (forms.length > 0)
      subjectsBySlug.set(
        page.data.slug as string,
        forms.flatMap((form) => (form.subjects ?? []).map((subject) => subject.value)),
      )
  }
  return subjectsBySlug
}

/**
 * The problem of one link that chooses a subject (`?konu=`), if any: the form on the page it opens
 * must offer the subject, and the link must land at the form. `shown` is how the report names the link.
 */
export function subjectLinkProblem(
  entry: ParsedFile,
  link: Link,
  subjectsBySlug: ReadonlyMap<string, string[]>,
  shown = `"${link.href}"`,
): Problem | undefined {
  if (!link.href.startsWith("/")) return undefined
  const subject = subjectOf(link.href)
  if (subject === null) return undefined
  const target = pathOf(link.href)
  const subjects = subjectsBySlug.get(target)
  const fragment = /#(.*)$/.exec(link.href)?.[1]
  const at = { file: entry.file, line: link.line, field: formatPath(link.keys) }
  if (subjects?.includes(subject)) {
    if (fragment === undefined || fragment === FORM_ANCHOR) return undefined
    return {
      ...at,
      expected: `"#" olmadan ya da "#${FORM_ANCHOR}" ile bir bağlantı: konu seçen bağlantı ziyaretçiyi forma indirir`,
      found: `${shown}: form yerine "#${fragment}" bölümüne iniyor`,
      hint: suggestion(`"${link.href.replace(/#.*$/, "")}"`),
    }
  }
  return {
    ...at,
    expected: subjects
      ? `${target} sayfasındaki iletişim formunun konularından biri: ${subjects.join(", ")} (ya da "${subject}" konusunu formun \`subjects\` listesine ekleyin)`
      : `iletişim formu olan bir sayfaya "?konu=" bağlantısı (${[...subjectsBySlug.keys()].join(", ") || "hiçbir sayfada form yok"})`,
    found: subjects
      ? `${shown}: form "${subject}" konusunu sunmuyor`
      : `${shown}: ${target} sayfasında "${subject}" konusunu seçecek bir iletişim formu yok`,
  }
}

/**
 * A link such as "/contact?konu=erp" preselects a subject of the form on the page it opens, so that
 * page's contact form must offer the subject: an unknown one would silently leave the choice empty.
 * The build adds the form's fragment to such a link (form-links.ts); one that names another section
 * would not land at the form. Needs every file readable, as it reads the forms of every page.
 */
export const formSubjects: ContentRule = (context) => {
  if (!context.allValid) return []
  const subjectsBySlug = formSubjectsBySlug(context)
  return context.parsed.flatMap((entry) =>
    linksOf(entry, context.bodyLines).flatMap((link) => subjectLinkProblem(entry, link, subjectsBySlug) ?? []),
  )
}
