import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { Section, type SectionTone } from "../blocks/section"
import { Island } from "../island"
import { formDelivery } from "./demo-form-section"

export function ContactFormSection({ section, tone }: { section: Queries.ContactFormSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <Island
        name="contact-form"
        props={{
          subjects: section.subjects.map(({ value, label }) => ({ value, label })),
          ...formDelivery(site),
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
