import type { SectionTone } from "../blocks/section"
import { ContactFormSection } from "./contact-form-section"
import { DemoFormSection } from "./demo-form-section"
import type { FormSectionData, PageSectionData } from "./page-section"

// Kept apart from page-section.tsx, which imports every static section: a page's first load needs only this.
export const isFormSection = (section: PageSectionData): section is FormSectionData =>
  section.__typename === "ContactFormSection" || section.__typename === "DemoFormSection"

/** A section holding the contact or demo form, hydrated on first load so the form's handlers run. */
export function FormSection({ section, tone }: { section: FormSectionData; tone: SectionTone }) {
  switch (section.__typename) {
    case "ContactFormSection":
      return <ContactFormSection section={section} tone={tone} />
    case "DemoFormSection":
      return <DemoFormSection section={section} tone={tone} />
    default: {
      const unknown: never = section
      throw new Error(`Unknown form section ${JSON.stringify(unknown)}`)
    }
  }
}
