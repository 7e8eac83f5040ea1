import { checkFile, type CheckedFile, type Problem } from "./check-file"
import type { MediaLookup } from "./image-check"
import type { ContentType } from "./kind"
import type { FileMemo } from "./memo"
import { ruleContext } from "./rules/context"
import { generalRules } from "./rules"
import type { ContentRule } from "./rules/rule"
import { translationStyleProblems } from "./rules/house-style"
import { translationProblems } from "./rules/translations"

/**
 * The whole content check over a set of files, reading no file itself: the build runs it on data/ as it
 * is on disk (validate.ts), the CMS in the browser on the content as it would be after a save or a
 * deletion (src/admin/change-check.ts). Each file is checked on its own (check-file.ts), then the rules
 * of src/content/rules read every file together: the general ones (rules/index.ts), then each kind's own
 * (its `rules` in src/kinds/).
 */
export interface ContentSource {
  /** Every content file (YAML, Markdown), relative to data/ with "/" separators, sorted. */
  names: readonly string[]
  text: (name: string) => string
  media: MediaLookup
  /** data/ and the project's folder, as the rules name files ("data", "" in the browser). */
  dataDir: string
  projectDir: string
  /** A name as problems show it: its path from the project root ("data/pages/about.yaml"). */
  display: (name: string) => string
}

export interface ContentCheck {
  problems: Problem[]
  /** What the kinds' `warnings` rules found: reported, but no reason to refuse the content. */
  warnings: Problem[]
  checked: CheckedFile[]
}

/** `types` are the kinds of src/kinds/index.ts, or a test's variant. */
export function checkContent(
  types: readonly ContentType[],
  source: ContentSource,
  options: {
    memo?: (settings: unknown) => FileMemo
    checkedOne?: (name: string, result: CheckedFile) => void
    /** Rules that read the project's code besides data/ (the build's only: the CMS edits content). */
    projectRules?: readonly ContentRule[]
  } = {},
): ContentCheck {
  const { names, display } = source
  const checked: CheckedFile[] = names.map((name) => {
    const result = checkFile(types, name, source.text(name), display(name))
    options.checkedOne?.(name, result)
    return result
  })
  // The rules read the Turkish site (their words and the house style are Turkish); a translation is
  // checked against its Turkish page (rules/translations.ts).
  const turkish = checked.filter((c) => !c.translation)
  const translated = checked.filter((c) => c.translation)
  const context = ruleContext({
    ...source,
    kinds: types,
    names: names.filter((_, i) => !checked[i].translation),
    checked: turkish,
    memo: options.memo,
  })
  const problems = [
    ...checked.flatMap((c) => c.problems),
    ...generalRules.flatMap((rule) => rule(context)),
    ...(options.projectRules ?? []).flatMap((rule) => rule(context)),
    ...types.flatMap((kind) => (kind.rules ?? []).flatMap((rule) => rule(context, kind))),
    ...translationProblems(context, translated),
    ...translationStyleProblems(context, translated),
  ]
  const warnings = types.flatMap((kind) => (kind.warnings ?? []).flatMap((rule) => rule(context, kind)))
  return { problems, warnings, checked }
}
