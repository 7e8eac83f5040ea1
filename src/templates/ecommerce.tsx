import { graphql, type PageProps } from "gatsby"
import { stack, TypedPage } from "../components/blocks/section-stack"

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
      items={[
        stack.stats(page.stats),
        stack.cards(page.features),
        stack.cards(page.siteTypes),
        stack.cards(page.businessTypes),
        stack.cards(page.sectors),
        stack.chips(page.platforms),
        stack.cards(page.security),
        stack.steps(page.process),
        stack.chips(page.technologies),
      ]}
    />
  )
}

export const query = graphql`
  query EcommercePage($id: String!) {
    ecommerceYaml(id: { eq: $id }) {
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
      features {
        ...CardSectionFields
      }
      siteTypes {
        ...CardSectionFields
      }
      businessTypes {
        ...CardSectionFields
      }
      sectors {
        ...CardSectionFields
      }
      platforms {
        ...ChipSectionFields
      }
      security {
        ...CardSectionFields
      }
      process {
        ...StepSectionFields
      }
      technologies {
        ...ChipSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`
