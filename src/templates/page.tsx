import { graphql, type PageProps } from "gatsby"
import { SectionStack } from "../components/blocks/section-stack"
import { Layout } from "../components/layout"
import { PageSection } from "../components/sections/page-section"
import { Seo } from "../components/seo"

/** A generic page (data/pages/*.yaml): its sections in the order the file lists them, toned by bandTones. */
export default function GenericPage({ data }: PageProps<Queries.GenericPageQuery>) {
  const page = data.pagesYaml
  if (!page) return null
  // An image band right after the hero is on the first screen: its picture is fetched first.
  const firstScreenImage = page.sections.findIndex((section) => section.__typename === "ImageSection")
  return (
    <Layout>
      <Seo
        title={page.title}
        description={page.description}
        keywords={page.keywords}
        path={page.slug}
        organization={page.slug === "/"}
      />
      <SectionStack
        bands={page.sections.map((section, index) => ({
          type: section.__typename,
          render: (tone) => <PageSection section={section} tone={tone} priority={index === firstScreenImage && index <= 1} />,
        }))}
      />
    </Layout>
  )
}

export const query = graphql`
  query GenericPage($id: String!) {
    pagesYaml(id: { eq: $id }) {
      slug
      title
      description
      keywords
      sections {
        ...PageSectionFields
      }
    }
  }
`
