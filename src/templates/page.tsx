import { graphql, type PageProps } from "gatsby"
import type { SectionTone } from "../components/blocks/section"
import { Layout } from "../components/layout"
import { PageSection } from "../components/sections/page-section"
import { Seo } from "../components/seo"

/** Sections alternate between plain and tinted bands; heroes, figures and calls to action have their own. */
function tones(sections: readonly { readonly __typename: string }[]): SectionTone[] {
  let alternate = false
  return sections.map((section) => {
    if (["HeroSection", "ClaimsSection", "StatsSection", "CtaSection"].includes(section.__typename)) {
      alternate = false
      return "plain"
    }
    alternate = !alternate
    return alternate ? "plain" : "alt"
  })
}

/** A generic page (data/pages/*.yaml): its sections in the order the file lists them. */
export default function GenericPage({ data }: PageProps<Queries.GenericPageQuery>) {
  const page = data.pagesYaml
  if (!page) return null
  return (
    <Layout>
      <Seo
        title={page.title}
        description={page.description}
        keywords={page.keywords}
        path={page.slug}
        organization={page.slug === "/"}
      />
      {tones(page.sections).map((tone, index) => (
        <PageSection key={index} section={page.sections[index]} tone={tone} />
      ))}
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
