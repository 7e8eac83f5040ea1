import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { PageSection } from "../components/sections/page-section"
import { Seo } from "../components/seo"
import { StaticContent } from "../components/static-content"
import type { SectionTone } from "../components/blocks/section"

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

/** Sections that need JavaScript on the first page load; every other section is static content. */
const interactiveSections = new Set(["ContactFormSection", "DemoFormSection"])

/** Consecutive sections grouped by whether they are interactive, keeping their positions. */
function groupByInteractivity<T extends { readonly __typename: string }>(sections: readonly T[]) {
  const groups: { interactive: boolean; indexes: number[] }[] = []
  sections.forEach((section, index) => {
    const interactive = interactiveSections.has(section.__typename)
    const last = groups[groups.length - 1]
    if (last && last.interactive === interactive) last.indexes.push(index)
    else groups.push({ interactive, indexes: [index] })
  })
  return groups
}

/** A generic page (data/pages/*.yaml): its sections in the order the file lists them. */
export default function GenericPage({ data }: PageProps<Queries.GenericPageQuery>) {
  const page = data.pagesYaml
  if (!page) return null
  const sectionTones = tones(page.sections)
  return (
    <Layout>
      <Seo
        title={page.title}
        description={page.description}
        keywords={page.keywords}
        path={page.slug}
        organization={page.slug === "/"}
      />
      {groupByInteractivity(page.sections).map(({ interactive, indexes }) => {
        const sections = indexes.map((index) => (
          <PageSection key={index} section={page.sections[index]} tone={sectionTones[index]} />
        ))
        return interactive ? sections : <StaticContent key={indexes[0]}>{sections}</StaticContent>
      })}
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
