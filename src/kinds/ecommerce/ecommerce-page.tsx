import { graphql, type PageProps } from "gatsby"
import { bands, TypedPage } from "../../components/blocks/section-stack"
import { storyBandOf } from "../../components/blog/story-band"

/**
 * An e-commerce solution page (data/ecommerce/*.yaml): features, site or business types, sectors,
 * the platforms it connects to, security, process and technologies, each only when present.
 */
export default function EcommercePage({ data }: PageProps<Queries.EcommercePageQuery>) {
  const page = data.ecommerceYaml
  if (!page) return null
  return (
    <TypedPage
      page={page}
      storyBand={storyBandOf(data)}
      bands={[
        bands.stats(page.stats),
        bands.cards(page.features),
        bands.cards(page.siteTypes),
        bands.cards(page.businessTypes),
        bands.cards(page.sectors),
        bands.chips(page.platforms),
        bands.cards(page.security),
        bands.steps(page.process),
        bands.chips(page.technologies),
      ]}
    />
  )
}

export const query = graphql`
  query EcommercePage($id: String!, $storyIds: [String!]) {
    ...StoryBandFields
    ecommerceYaml(id: { eq: $id }) {
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
      features {
        ...CardsSectionFields
      }
      siteTypes {
        ...CardsSectionFields
      }
      businessTypes {
        ...CardsSectionFields
      }
      sectors {
        ...CardsSectionFields
      }
      platforms {
        ...ChipsSectionFields
      }
      security {
        ...CardsSectionFields
      }
      process {
        ...StepsSectionFields
      }
      technologies {
        ...ChipsSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`
