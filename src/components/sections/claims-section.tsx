import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { Section } from "../blocks/section"
import { StatList } from "../blocks/stat-list"

/** Company figures named by key; the values come from `claims` in data/site.yaml. */
export function ClaimsSection({ section }: { section: Queries.ClaimsSectionFieldsFragment }) {
  const { site } = useSiteData()
  // A claim is a figure and its label; it has no description line.
  const stats = section.claims.map((key) => ({ ...site.claims[key], description: null }))
  return (
    <Section heading={section.heading} intro={section.intro} tone="night">
      <StatList stats={stats} />
    </Section>
  )
}

export const query = graphql`
  fragment ClaimsSectionFields on ClaimsSection {
    heading
    intro
    claims
  }
`
