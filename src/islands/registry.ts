import { ContactForm } from "../components/forms/contact-form"
import { DemoForm } from "../components/forms/demo-form"

/** Every component a page may hydrate in the browser, by the name its HTML carries. */
export const islands = {
  "contact-form": ContactForm,
  "demo-form": DemoForm,
} as const

/**
 * Icons an island draws only in the browser (its later states), so the page carries their symbols.
 * The forms draw none: their outcome is text, the same text the lead service writes into the page
 * when JavaScript does not run (src/leads/form-page.ts).
 */
export const islandIcons: Record<keyof typeof islands, readonly string[]> = {
  "contact-form": [],
  "demo-form": [],
}

export type IslandName = keyof typeof islands
export type IslandProps<Name extends IslandName> = Parameters<(typeof islands)[Name]>[0]
