import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { Section, type SectionTone } from "../blocks/section"
import { Island } from "../island"
import { useFormSettings } from "./form-delivery"
import { leadFormStyles } from "./lead-form-styles"

export function DemoFormSection({ section, tone }: { section: Queries.DemoFormSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  const delivery = useFormSettings(site)
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <div css={leadFormStyles}>
        <Island name="demo-form" props={delivery} />
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment DemoFormSectionFields on DemoFormSection {
    heading
    intro
  }
`
