import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { StatsSection } from "./stats-section"

/** Company figures named by key, drawn as a stats band; the values come from `claims` in data/site.yaml. */
export function ClaimsSection({ section }: { section: Queries.ClaimsSectionFieldsFragment }) {
  const { site } = useSiteData()
  // A claim is a figure and its label; it has no description line.
  const stats = section.claims.map((key) => ({ ...site.claims[key], description: null }))
  return <StatsSection section={{ heading: section.heading, intro: section.intro, stats }} />
}

export const query = graphql`
  fragment ClaimsSectionFields on ClaimsSection {
    heading
    intro
    claims
  }
`
