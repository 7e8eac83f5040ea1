import { graphql } from "gatsby"
import { Section, type SectionTone } from "../blocks/section"
import { StepList } from "../blocks/step-list"

/** A titled list of numbered steps: a project process, an onboarding. */
export function StepsSection({ section, tone }: { section: Queries.StepsSectionFieldsFragment; tone: SectionTone }) {
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <StepList steps={section.steps} />
    </Section>
  )
}

export const query = graphql`
  fragment StepsSectionFields on StepsSection {
    __typename
    heading
    intro
    steps {
      ...StepFields
    }
  }
`
