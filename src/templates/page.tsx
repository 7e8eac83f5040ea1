import { graphql, type PageProps } from "gatsby"
import type { SectionTone } from "../components/blocks/section"
import { PageSections, Seo } from "../components/deferred"
import { Layout } from "../components/layout"
import { FormSection, isFormSection } from "../components/sections/form-section"
import type { FormSectionData, PageSectionData, StaticSectionData } from "../components/sections/page-section"
import { StaticContent } from "../components/static-content"

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

type Run =
  | { kind: "form"; section: FormSectionData; tone: SectionTone; index: number }
  | { kind: "static"; sections: { section: StaticSectionData; tone: SectionTone }[]; index: number }

/**
 * The page's sections in order, consecutive static sections grouped: forms need JavaScript on the
 * first page load, every other section is static content.
 */
function runs(sections: readonly PageSectionData[]): Run[] {
  const sectionTones = tones(sections)
  const result: Run[] = []
  sections.forEach((section, index) => {
    const tone = sectionTones[index]
    if (isFormSection(section)) {
      result.push({ kind: "form", section, tone, index })
      return
    }
    const last = result[result.length - 1]
    if (last?.kind === "static") last.sections.push({ section, tone })
    else result.push({ kind: "static", sections: [{ section, tone }], index })
  })
  return result
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
      {runs(page.sections).map((run) =>
        run.kind === "form" ? (
          <FormSection key={run.index} section={run.section} tone={run.tone} />
        ) : (
          <StaticContent key={run.index}>
            <PageSections sections={run.sections} />
          </StaticContent>
        ),
      )}
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
