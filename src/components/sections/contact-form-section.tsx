import { Section, type SectionTone } from "../blocks/section"
import { ContactForm } from "../forms/contact-form"

interface ContactFormSectionData {
  readonly heading: string
  readonly intro?: string | null
  readonly subjects: readonly { readonly value: string; readonly label: string }[]
}

export function ContactFormSection({ section, tone }: { section: ContactFormSectionData; tone: SectionTone }) {
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <ContactForm subjects={section.subjects} />
    </Section>
  )
}
