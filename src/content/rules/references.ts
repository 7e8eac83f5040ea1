import { formatPath, lineOf, suggestion } from "../problem"
import { referenceDescriptions, referenceOptions, referencesIn } from "../references"
import { closest } from "../suggest"
import type { ContentRule } from "./rule"

/**
 * Values that name what another file offers (../references.ts): an article's author, its call to
 * action's subject, a customer story's solution pages. An unknown value is reported with the
 * nearest known one, or with where to add it. Needs every file readable, as the offers come from
 * every file.
 */
export const references: ContentRule = ({ allValid, parsed }) => {
  if (!allValid) return []
  const options = referenceOptions(parsed)
  return parsed.flatMap((entry) =>
    referencesIn(entry.type, entry.data).flatMap(({ keys, ref, value }) => {
      const known = options[ref]
      if (known.some((option) => option.value === value)) return []
      // A near spelling, or the start of a longer value ("/erp/uretim-ve-mrp" for "/erp/uretim-ve-mrp-sistemi").
      const near =
        closest(value, known, (option) => [option.value, option.label]) ??
        known.find((option) => value.length >= 4 && option.value.startsWith(value))
      const { expected, add } = referenceDescriptions[ref]
      const list = known.map((option) => option.value)
      return [
        {
          file: entry.file,
          line: lineOf(entry.doc, entry.counter, keys),
          field: formatPath(keys),
          expected: list.length > 0 && list.length <= 8 ? `${expected}: ${list.join(", ")}` : expected,
          found: `"${value}"`,
          hint: near ? suggestion(`"${near.value}"${near.label !== near.value ? ` (${near.label})` : ""}`) : add,
        },
      ]
    }),
  )
}
