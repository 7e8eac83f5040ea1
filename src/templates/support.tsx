import { graphql, type PageProps } from "gatsby"
import { Section, type SectionTone } from "../components/blocks/section"
import { stack, TypedPage } from "../components/blocks/section-stack"
import { ChannelList } from "../components/support/channel-list"
import { PackageCards } from "../components/support/package-cards"
import { PriorityTable } from "../components/support/priority-table"

const channelList = (section: Queries.SupportChannelSectionFieldsFragment | null) =>
  section &&
  ((tone: SectionTone) => (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <ChannelList channels={section.channels} />
    </Section>
  ))

/**
 * A support page (data/support/*.yaml): priority levels, channels, services, packages and
 * consulting offerings, each only when the file has it.
 */
export default function SupportPage({ data }: PageProps<Queries.SupportPageQuery>) {
  const page = data.supportYaml
  if (!page) return null
  const { priorityLevels, channels, services, packages } = page
  return (
    <TypedPage
      page={page}
      items={[
        priorityLevels &&
          ((tone: SectionTone) => (
            <Section heading={priorityLevels.heading} intro={priorityLevels.intro} tone={tone}>
              <PriorityTable levels={priorityLevels.levels} caption="Öncelik seviyelerine göre yanıt ve çözüm süreleri" />
            </Section>
          )),
        channelList(channels),
        channelList(services),
        packages &&
          ((tone: SectionTone) => (
            <Section heading={packages.heading} intro={packages.intro} tone={tone}>
              <PackageCards packages={packages.packages} />
            </Section>
          )),
        stack.cards(page.offerings),
        stack.stats(page.stats),
        stack.cards(page.benefits),
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
        ...StatSectionFields
      }
      priorityLevels {
        heading
        intro
        levels {
          ...SupportLevelFields
        }
      }
      channels {
        ...SupportChannelSectionFields
      }
      services {
        ...SupportChannelSectionFields
      }
      packages {
        heading
        intro
        packages {
          ...SupportPackageFields
        }
      }
      offerings {
        ...CardSectionFields
      }
      benefits {
        ...CardSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`
