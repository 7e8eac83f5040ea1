import { graphql, type PageProps } from "gatsby"
import { CtaBanner } from "../components/blocks/cta-banner"
import { Hero } from "../components/blocks/hero"
import { Section, type SectionTone } from "../components/blocks/section"
import { SectionStack, stack } from "../components/blocks/section-stack"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { ChannelList } from "../components/support/channel-list"
import { PackageCards } from "../components/support/package-cards"
import { PriorityTable } from "../components/support/priority-table"

/**
 * A support page (data/support/*.yaml): priority levels, channels, services, packages and
 * consulting offerings, each only when the file has it.
 */
export default function SupportPage({ data }: PageProps<Queries.SupportPageQuery>) {
  const page = data.supportYaml
  if (!page) return null
  const { priorityLevels, channels, services, packages } = page
  return (
    <Layout>
      <Seo title={page.title} description={page.description} keywords={page.keywords} path={page.slug} />
      <Hero hero={page.hero} />
      <SectionStack
        items={[
          priorityLevels &&
            ((tone: SectionTone) => (
              <Section heading={priorityLevels.heading} intro={priorityLevels.intro} tone={tone}>
                <PriorityTable levels={priorityLevels.levels} caption="Öncelik seviyelerine göre yanıt ve çözüm süreleri" />
              </Section>
            )),
          channels &&
            ((tone: SectionTone) => (
              <Section heading={channels.heading} intro={channels.intro} tone={tone}>
                <ChannelList channels={channels.channels} />
              </Section>
            )),
          services &&
            ((tone: SectionTone) => (
              <Section heading={services.heading} intro={services.intro} tone={tone}>
                <ChannelList channels={services.channels} />
              </Section>
            )),
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
      <CtaBanner cta={page.cta} />
    </Layout>
  )
}

export const query = graphql`
  fragment SupportChannelFields on SupportChannel {
    icon
    title
    description
    contact
    availability
    responseTime
  }
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
          level
          tone
          response
          resolution
          description
          examples
        }
      }
      channels {
        heading
        intro
        channels {
          ...SupportChannelFields
        }
      }
      services {
        heading
        intro
        channels {
          ...SupportChannelFields
        }
      }
      packages {
        heading
        intro
        packages {
          id
          name
          price
          period
          highlight
          description
          features
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
