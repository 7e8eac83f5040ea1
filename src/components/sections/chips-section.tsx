import { graphql } from "gatsby"
import { ChipGroups } from "../blocks/chip-groups"
import { Section, type SectionTone } from "../blocks/section"

/** Named groups of short labels under a title: technologies, marketplaces, payment providers. */
export function ChipsSection({ section, tone }: { section: Queries.ChipsSectionFieldsFragment; tone: SectionTone }) {
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <ChipGroups groups={section.groups} />
    </Section>
  )
}

export const query = graphql`
  fragment ChipsSectionFields on ChipsSection {
    __typename
    heading
    intro
    groups {
      ...ChipGroupFields
    }
  }
`
