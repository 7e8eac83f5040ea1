import { graphql, type PageProps } from "gatsby"
import { ErpSectorBody, Seo } from "../components/deferred"
import { Layout } from "../components/layout"
import { StaticContent } from "../components/static-content"

/** An ERP solution page (data/erp/*.yaml); its sections are in page-bodies/erp-sector-body. */
export default function ErpSectorPage({ data }: PageProps<Queries.ErpSectorPageQuery>) {
  const page = data.erpYaml
  if (!page) return null
  return (
    <Layout>
      <Seo title={page.title} description={page.description} keywords={page.keywords} path={page.slug} />
      <StaticContent>
        <ErpSectorBody page={page} />
      </StaticContent>
    </Layout>
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
