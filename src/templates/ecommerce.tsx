import { graphql, type PageProps } from "gatsby"
import { EcommerceBody, Seo } from "../components/deferred"
import { Layout } from "../components/layout"
import { StaticContent } from "../components/static-content"

/** An e-commerce solution page (data/ecommerce/*.yaml); its sections are in page-bodies/ecommerce-body. */
export default function EcommercePage({ data }: PageProps<Queries.EcommercePageQuery>) {
  const page = data.ecommerceYaml
  if (!page) return null
  return (
    <Layout>
      <Seo title={page.title} description={page.description} keywords={page.keywords} path={page.slug} />
      <StaticContent>
        <EcommerceBody page={page} />
      </StaticContent>
    </Layout>
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
