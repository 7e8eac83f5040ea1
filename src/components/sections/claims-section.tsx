import { useSiteData } from "../../hooks/use-site-data"
import { Section } from "../blocks/section"
import { StatList } from "../blocks/stat-list"

type ClaimKey = "experience" | "founded" | "projects" | "satisfaction" | "staff" | "support"

/** Company figures named by key; the values come from `claims` in data/site.yaml. */
export function ClaimsSection({
  section,
}: {
  section: { readonly heading: string; readonly intro?: string | null; readonly claims: readonly string[] }
}) {
  const { site } = useSiteData()
  const stats = section.claims.map((key) => site.claims[key as ClaimKey])
  return (
    <Section heading={section.heading} intro={section.intro} tone="night">
      <StatList stats={stats} />
    </Section>
  )
}
