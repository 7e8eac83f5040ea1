import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { Section, type SectionTone } from "../blocks/section"
import { Island } from "../island"

export function ContactFormSection({ section, tone }: { section: Queries.ContactFormSectionFieldsFragment; tone: SectionTone }) {
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

export const query = graphql`
  fragment ContactFormSectionFields on ContactFormSection {
    heading
    intro
    subjects {
      value
      label
    }
  }
`
