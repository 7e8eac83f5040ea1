import { graphql, type PageProps } from "gatsby"
import { SectionStack, storyBands, type Band } from "../../components/blocks/section-stack"
import { storyBandOf } from "../../components/blog/story-band"
import { Layout } from "../../components/layout"
import { PageSection } from "../../components/sections/page-section"
import { LeadFormPage, type SubjectOption } from "../../components/sections/form-delivery"
import { SearchDirectory } from "../../components/sections/search-section"
import { Seo } from "../../components/seo"
import type { DirectoryGroup } from "../../content/search"

/** A generic page (data/pages/*.yaml): its sections in the order the file lists them, toned by bandTones. */
/**
 * A page with a lead form also gets the KVKK notice's version (gatsby-node, src/content/notice-version.ts)
 * and the subjects the kinds add to its contact form (an upcoming event's registration),
 * the search page the index of every page (src/content/search.ts).
 */
type GenericPageContext = {
  noticeVersion?: string
  /** The KVKK notice's page in a translated page's language (gatsby-node). */
  noticePage?: string
  formSubjects?: SubjectOption[]
  searchDirectory?: DirectoryGroup[]
}

export default function GenericPage({ data, pageContext }: PageProps<Queries.GenericPageQuery, GenericPageContext>) {
  const page = data.pagesYaml
  if (!page) return null
  // An image band right after the hero is on the first screen: its picture is fetched first.
  const firstScreenImage = page.sections.findIndex((section) => section.__typename === "ImageSection")
  const bands: Band[] = page.sections.map((section, index) => ({
    type: section.__typename,
    render: (tone) => <PageSection section={section} tone={tone} priority={index === firstScreenImage && index <= 1} />,
  }))
  // Customer stories (the home page's) come before a closing call to action.
  const stories = storyBands(storyBandOf(data))
  const closing = bands.at(-1)?.type === "CtaSection" ? bands.length - 1 : bands.length
  if (stories) bands.splice(closing, 0, stories)
  const { noticeVersion, noticePage, formSubjects, searchDirectory } = pageContext
  return (
    <LeadFormPage.Provider
      value={
        noticeVersion
          ? { page: page.slug, noticeVersion, subjects: formSubjects, ...(noticePage && { notice: noticePage }) }
          : null
      }
    >
      <SearchDirectory.Provider value={searchDirectory ?? []}>
        <Layout>
          <Seo
            title={page.title}
            description={page.description}
            keywords={page.keywords}
            path={page.slug}
            organization={page.slug === "/"}
          />
          <SectionStack bands={bands} />
        </Layout>
      </SearchDirectory.Provider>
    </LeadFormPage.Provider>
  )
}

export const query = graphql`
  query GenericPage($id: String!, $storyIds: [String!]) {
    ...StoryBandFields
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
