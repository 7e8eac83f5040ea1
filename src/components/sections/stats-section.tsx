import { graphql } from "gatsby"
import { Section } from "../blocks/section"
import { StatList } from "../blocks/stat-list"

/**
 * Key figures on the dark band, on generic and typed pages alike. The band keeps its own background
 * (the list's colours are made for it); the bands after it start the alternation again (bandTones).
 */
export function StatsSection({ section }: { section: Omit<Queries.StatsSectionFieldsFragment, "__typename"> }) {
  return (
    <Section heading={section.heading} intro={section.intro} tone="night">
      <StatList stats={section.stats} />
    </Section>
  )
}

export const query = graphql`
  fragment StatsSectionFields on StatsSection {
    __typename
    heading
    intro
    stats {
      ...StatFields
    }
  }
`
