import { useSiteData } from "../../hooks/use-site-data"
import { Section, type SectionTone } from "../blocks/section"
import { Island } from "../island"

interface ContactFormSectionData {
  readonly heading: string
  readonly intro?: string | null
  readonly subjects: readonly { readonly value: string; readonly label: string }[]
}

export function ContactFormSection({ section, tone }: { section: ContactFormSectionData; tone: SectionTone }) {
  const { site } = useSiteData()
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <Island
        name="contact-form"
        props={{
          subjects: section.subjects.map(({ value, label }) => ({ value, label })),
          endpoint: site.forms?.endpoint ?? null,
          fallback: { phone: site.phones.main.display, email: site.emails.info },
        }}
      />
    </Section>
  )
}
