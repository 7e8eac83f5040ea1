import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { Section, type SectionTone } from "../blocks/section"
import { FORM_ANCHOR } from "../../content/form-links"
import { Island } from "../island"
import { useFormSettings, useFormSubjects } from "./form-delivery"
import { leadFormStyles } from "./lead-form-styles"

export function ContactFormSection({ section, tone }: { section: Queries.ContactFormSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  const delivery = useFormSettings(site)
  const subjects = useFormSubjects(section.subjects)
  return (
    // The id is where a "?konu=" link lands (src/content/form-links.ts).
    <Section heading={section.heading} intro={section.intro} tone={tone} id={FORM_ANCHOR}>
      <div css={leadFormStyles}>
        <Island
          name="contact-form"
          props={{
            subjects,
            ...delivery,
          }}
        />
      </div>
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
