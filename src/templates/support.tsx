import { graphql, type PageProps } from "gatsby"
import { Seo, SupportBody } from "../components/deferred"
import { Layout } from "../components/layout"
import { StaticContent } from "../components/static-content"

/** A support page (data/support/*.yaml); its sections are in page-bodies/support-body. */
export default function SupportPage({ data }: PageProps<Queries.SupportPageQuery>) {
  const page = data.supportYaml
  if (!page) return null
  return (
    <Layout>
      <Seo title={page.title} description={page.description} keywords={page.keywords} path={page.slug} />
      <StaticContent>
        <SupportBody page={page} />
      </StaticContent>
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
