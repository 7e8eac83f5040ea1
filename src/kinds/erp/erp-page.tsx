import { graphql, type PageProps } from "gatsby"
import { bands, TypedPage } from "../../components/blocks/section-stack"
import { storyBandOf } from "../../components/blog/story-band"

/**
 * An ERP solution page (data/erp/*.yaml). Sector pages carry features, business types, solutions,
 * benefits and integrations; human resources and pre-accounting carry modules and reports instead.
 * Each section renders only when the file has it.
 */
export default function ErpSectorPage({ data }: PageProps<Queries.ErpSectorPageQuery>) {
  const page = data.erpYaml
  if (!page) return null
  return (
    <TypedPage
      page={page}
      storyBand={storyBandOf(data)}
      bands={[
        bands.stats(page.stats),
        bands.cards(page.features),
        // Four modules read better as two rows of two than as four narrow columns.
        bands.cards(page.modules, page.modules?.cards.length === 4 ? 2 : undefined),
        bands.cards(page.businessTypes),
        bands.cards(page.solutions),
        bands.cards(page.benefits),
        bands.cards(page.integrations),
        bands.cards(page.reports),
      ]}
    />
  )
}

export const query = graphql`
  query ErpSectorPage($id: String!, $storyIds: [String!]) {
    ...StoryBandFields
    erpYaml(id: { eq: $id }) {
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
      modules {
        ...CardsSectionFields
      }
      businessTypes {
        ...CardsSectionFields
      }
      solutions {
        ...CardsSectionFields
      }
      benefits {
        ...CardsSectionFields
      }
      integrations {
        ...CardsSectionFields
      }
      reports {
        ...CardsSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`
