import { absoluteClaimProblems } from "../absolute-claims"
import type { CheckedFile } from "../check-file"
import { headingCaseProblems, houseStyleProblems, spellingProblems } from "../house-style"
import { translations } from "../languages"
import type { Problem } from "../problem"
import { houseStyleSchema, type HouseStyle } from "../schema/house-style"
import type { StyledFile } from "../styled-texts"
import { asParsed } from "./parsed"
import type { ContentRule, RuleContext } from "./rule"

/** The house style of data/house-style.yaml on every visitor-facing text (../house-style.ts). */
export const houseStyleRules: ContentRule = ({ parsed, dataOf, memo }) => {
  const style = dataOf(houseStyleSchema)
  return houseStyleProblems(parsed, style, memo(style))
}

/**
 * A translation's texts under its language's own style (data/house-style.yaml, `translations`): its
 * spelling, headings in sentence case with the Turkish names and its own, and its absolute words. The
 * time and account-name rules are Turkish grammar ("14.00", "100 Kasa hesabı") and stay with Turkish.
 */
export function translationStyleProblems(context: RuleContext, files: readonly CheckedFile[]): Problem[] {
  const style = context.dataOf(houseStyleSchema)
  if (!style) return []
  return translations.flatMap(({ code }) => {
    const own = style.translations?.[code]
    if (!own) return []
    const applied: HouseStyle = { ...own, headingNames: [...style.headingNames, ...own.headingNames] }
    const memo = context.memo(applied)
    const entries = files.filter((file) => file.translation === code).flatMap((file) => asParsed(file) ?? [])
    const each = (check: string, problems: (entry: StyledFile) => Problem[]) =>
      entries.flatMap((entry) => memo(`${check}-${code}`, entry, () => problems(entry)))
    return [
      ...each("spelling", (entry) => spellingProblems([entry], applied, code)),
      ...each("heading-case", (entry) => headingCaseProblems([entry], applied, code)),
      // Its checked claims are stale only once the language has pages to use them.
      ...absoluteClaimProblems(entries, applied, entries.length > 0 ? context.fileOf(houseStyleSchema) : undefined, memo, {
        language: code,
        at: ["translations", code],
        pagesArriving: true,
      }),
    ]
  })
}
