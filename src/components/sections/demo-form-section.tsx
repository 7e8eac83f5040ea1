import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { Section, type SectionTone } from "../blocks/section"
import { Island } from "../island"

export function DemoFormSection({ section, tone }: { section: Queries.DemoFormSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <Island
        name="demo-form"
        props={{
          endpoint: site.forms?.endpoint ?? null,
          fallback: { phone: site.phones.main.display, email: site.emails.info },
        }}
      />
    </Section>
  )
}

export const query = graphql`
  fragment DemoFormSectionFields on DemoFormSection {
    heading
    intro
  }
`
