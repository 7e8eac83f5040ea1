import { graphql } from "gatsby"
import { CardGrid } from "../blocks/card-grid"
import { Section, type SectionTone } from "../blocks/section"

interface CardsSectionProps {
  section: Queries.CardsSectionFieldsFragment
  tone: SectionTone
  /** The template's column count when the file sets no `columns`. */
  defaultColumns?: number
}

/** A titled grid of cards; its `anchor` is the id that links such as "/services#erp-sistemleri" land on. */
export function CardsSection({ section, tone, defaultColumns }: CardsSectionProps) {
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone} id={section.anchor}>
      <CardGrid cards={section.cards} columns={section.columns ?? defaultColumns} />
    </Section>
  )
}

export const query = graphql`
  fragment CardsSectionFields on CardsSection {
    __typename
    heading
    intro
    anchor
    columns
    cards {
      ...CardFields
    }
  }
`
