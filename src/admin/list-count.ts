import type { CmsConfig } from "../content/cms-config"
import { adminLowercase } from "./admin-lowercase"
import { rewriteText } from "./text-watch"

/**
 * Turkish puts a noun in the singular after a number ("6 doğrulanmış ifade", never "6 doğrulanmış
 * ifadeler"), but Decap heads a list of several items with its plural label (`${count} ${label}`,
 * lowercased). Each list field's heading is rewritten with its items' name, as Decap writes it for one
 * item ("1 ifade", "6 ifade"; issue 47).
 */

/** How a list's heading reads for a count: its items' name after the number, or an optional section's state. */
export type ListHeading = (count: number) => string

/**
 * Every list field's plural label as Decap writes it, with how its heading should read. An optional
 * section is a list of at most one item named like the list (cms-config.ts): "1 özellikler" reads
 * "özellikler" and "0 modüller" reads "modüller (eklenmedi)".
 */
export function listHeadings(config: CmsConfig): Map<string, ListHeading> {
  const headings = new Map<string, ListHeading>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === "object") {
      const field = value as Record<string, unknown>
      if (field.widget === "list" && typeof field.label === "string" && typeof field.label_singular === "string") {
        const plural = adminLowercase(field.label)
        const singular = adminLowercase(field.label_singular)
        headings.set(
          plural,
          field.max === 1 && plural === singular
            ? (count) => (count === 0 ? `${plural} (eklenmedi)` : plural)
            : (count) => `${count} ${singular}`,
        )
      }
      Object.values(field).forEach(visit)
    }
  }
  visit(config.collections)
  return headings
}

/** "6 doğrulanmış ifadeler" → "6 ifade", for the lists of `headings` only. */
export function singularAfterNumber(text: string, headings: ReadonlyMap<string, ListHeading>): string {
  const match = /^(\d+) (.+)$/.exec(text)
  const heading = match ? headings.get(match[2]) : undefined
  return match && heading ? heading(Number(match[1])) : text
}

export function singularAfterNumbers(root: HTMLElement, config: CmsConfig): MutationObserver {
  const headings = listHeadings(config)
  return rewriteText(root, "*", (text) => singularAfterNumber(text, headings))
}
