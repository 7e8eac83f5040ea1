/**
 * A block of running text may depend on the site's settings (`when: formEndpoint`), so one data
 * file describes both set-ups and the build shows the block that is true. Kept free of imports:
 * the browser bundle reads it too.
 */

export const blockConditions = ["formEndpoint", "noFormEndpoint"] as const
export type BlockCondition = (typeof blockConditions)[number]

interface ConditionSource {
  readonly forms?: { readonly endpoint?: string | null } | null
}

/** Whether a block with this `when` is shown; a block without one always is. */
export function conditionHolds(when: string | null | undefined, site: ConditionSource): boolean {
  const formEndpoint = Boolean(site.forms?.endpoint)
  switch (when) {
    case "formEndpoint":
      return formEndpoint
    case "noFormEndpoint":
      return !formEndpoint
    default:
      return true
  }
}
