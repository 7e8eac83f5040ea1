import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { Section, type SectionTone } from "../blocks/section"
import { FORM_ANCHOR } from "../../content/form-links"
import { Island } from "../island"
import { formDelivery } from "./demo-form-section"

export function ContactFormSection({ section, tone }: { section: Queries.ContactFormSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  return (
    // The id is where a "?konu=" link lands (src/content/form-links.ts).
    <Section heading={section.heading} intro={section.intro} tone={tone} id={FORM_ANCHOR}>
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
