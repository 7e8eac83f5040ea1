import { packageLink } from "./package-link"
import { recordsOf } from "../../content/kind-helpers"
import { lineOf } from "../../content/problem"
import { formSubjectsBySlug, subjectLinkProblem } from "../../content/rules/form-subjects"
import type { ContentRule } from "../../content/rules/rule"

/**
 * A rule of the support pages (src/kinds/support/index.ts): a package's "Paketi seç" is a link that
 * chooses a subject too, built from the package's `id`, so the form it opens must offer it.
 */
export const packageSubjects: ContentRule = (context, kind) => {
  if (!context.allValid || !kind) return []
  const subjectsBySlug = formSubjectsBySlug(context)
  return context.filesOf(kind).flatMap((entry) => {
    const packages = recordsOf((entry.data.packages as { packages?: unknown } | undefined)?.packages)
    return packages.flatMap((item, index) => {
      const keys = ["packages", "packages", index, "id"]
      const href = packageLink(String(item.id))
      const link = { keys, href, line: lineOf(entry.doc, entry.counter, keys) }
      return subjectLinkProblem(entry, link, subjectsBySlug, `"Paketi seç" (${href})`) ?? []
    })
  })
}
