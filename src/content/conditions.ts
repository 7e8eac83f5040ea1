/**
 * A block of running text may depend on the site's settings (`when: formsOff`), so one data file
 * describes every set-up and the build shows the block that is true. Kept free of imports: the
 * browser bundle reads it too.
 */

/** Where the forms send a lead (data/site.yaml `forms.delivery`). */
export const formDeliveries = ["service", "endpoint", "off"] as const
export type FormDeliveryMode = (typeof formDeliveries)[number]

export const blockConditions = ["formsSend", "formService", "formEndpoint", "formsOff"] as const
export type BlockCondition = (typeof blockConditions)[number]

interface ConditionSource {
  readonly forms?: { readonly delivery?: FormDeliveryMode | null; readonly endpoint?: string | null } | null
}

/** The forms' delivery: the site's own lead service unless data/site.yaml says otherwise. */
export const deliveryOf = (site: ConditionSource): FormDeliveryMode => site.forms?.delivery ?? "service"

/** Whether a block with this `when` is shown; a block without one always is. */
export function conditionHolds(when: string | null | undefined, site: ConditionSource): boolean {
  const delivery = deliveryOf(site)
  switch (when) {
    case "formsSend":
      return delivery !== "off"
    case "formService":
      return delivery === "service"
    case "formEndpoint":
      return delivery === "endpoint"
    case "formsOff":
      return delivery === "off"
    default:
      return true
  }
}
