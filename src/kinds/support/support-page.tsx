import { graphql, type PageProps } from "gatsby"
import { Section, type SectionTone } from "../../components/blocks/section"
import { band, bands, TypedPage } from "../../components/blocks/section-stack"
import { ChannelList } from "./channel-list"
import { PackageCards } from "./package-cards"
import { PriorityTable } from "./priority-table"

/** Channels and services share one shape and one list. */
const channelList = (section: Queries.SupportChannelSectionFieldsFragment, tone: SectionTone) => (
  <Section heading={section.heading} intro={section.intro} tone={tone}>
    <ChannelList channels={section.channels} />
  </Section>
)

/**
 * A support page (data/support/*.yaml): priority levels, channels, services, packages and
 * consulting offerings, each only when the file has it.
 */
export default function SupportPage({ data }: PageProps<Queries.SupportPageQuery>) {
  const page = data.supportYaml
  if (!page) return null
  return (
    <TypedPage
      page={page}
      bands={[
        band(page.priorityLevels, (section, tone) => (
          <Section heading={section.heading} intro={section.intro} tone={tone}>
            <PriorityTable levels={section.levels} />
          </Section>
        )),
        band(page.channels, channelList),
        band(page.services, channelList),
        band(page.packages, (section, tone) => (
          <Section heading={section.heading} intro={section.intro} tone={tone}>
            <PackageCards packages={section.packages} />
          </Section>
        )),
        bands.cards(page.offerings),
        bands.stats(page.stats),
        bands.cards(page.benefits),
      ]}
    />
  )
}

export const query = graphql`
  query SupportPage($id: String!) {
    supportYaml(id: { eq: $id }) {
      slug
      title
      description
      keywords
      hero {
        ...HeroFields
      }
      stats {
        ...StatsSectionFields
      }
      priorityLevels {
        __typename
        heading
        intro
        levels {
          ...SupportLevelFields
        }
      }
      channels {
        __typename
        ...SupportChannelSectionFields
      }
      services {
        __typename
        ...SupportChannelSectionFields
      }
      packages {
        __typename
        heading
        intro
        packages {
          ...SupportPackageFields
        }
      }
      offerings {
        ...CardsSectionFields
      }
      benefits {
        ...CardsSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`
