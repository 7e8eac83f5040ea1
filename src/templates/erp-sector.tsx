import { graphql, type PageProps } from "gatsby"
import { stack, TypedPage } from "../components/blocks/section-stack"

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
      items={[
        stack.stats(page.stats),
        stack.cards(page.features),
        stack.cards(page.modules, page.modules?.cards.length === 4 ? 2 : undefined),
        stack.cards(page.businessTypes),
        stack.cards(page.solutions),
        stack.cards(page.benefits),
        stack.cards(page.integrations),
        stack.cards(page.reports),
      ]}
    />
  )
}

export const query = graphql`
  query ErpSectorPage($id: String!) {
    erpYaml(id: { eq: $id }) {
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
      modules {
        ...CardSectionFields
      }
      businessTypes {
        ...CardSectionFields
      }
      solutions {
        ...CardSectionFields
      }
      benefits {
        ...CardSectionFields
      }
      integrations {
        ...CardSectionFields
      }
      reports {
        ...CardSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`
