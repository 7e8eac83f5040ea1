import { ContactForm } from "../components/forms/contact-form"
import { DemoForm } from "../components/forms/demo-form"

/** Every component a page may hydrate in the browser, by the name its HTML carries. */
export const islands = {
  "contact-form": ContactForm,
  "demo-form": DemoForm,
} as const

export type IslandName = keyof typeof islands
export type IslandProps<Name extends IslandName> = Parameters<(typeof islands)[Name]>[0]
