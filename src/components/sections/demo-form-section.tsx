import { graphql } from "gatsby"
import { useSiteData, type SiteData } from "../../hooks/use-site-data"
import { Section, type SectionTone } from "../blocks/section"
import { Island } from "../island"

/**
 * What both form islands take from data/site.yaml: where to post, and the phone and e-mail a
 * visitor is offered when a post fails.
 */
export const formDelivery = (site: SiteData) => ({
  endpoint: site.forms?.endpoint ?? null,
  fallback: { phone: site.phones.main.display, email: site.emails.info },
})

export function DemoFormSection({ section, tone }: { section: Queries.DemoFormSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <Island name="demo-form" props={formDelivery(site)} />
    </Section>
  )
}

export const query = graphql`
  fragment DemoFormSectionFields on DemoFormSection {
    heading
    intro
  }
`
