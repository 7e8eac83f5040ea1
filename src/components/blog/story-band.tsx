import { graphql } from "gatsby"
import { Section, type SectionTone } from "../blocks/section"
import { ArticleGrid } from "./article-card"

export interface StoryBandData {
  heading: string
  intro?: string | null
  stories: readonly Queries.ArticleCardFieldsFragment[]
}

/**
 * Customer stories on the home page and on the solution pages they used: gatsby-node hands the page
 * the ids of its stories (`storyIds`, src/kinds/articles/article-pages.ts), its query spreads StoryBandFields.
 */
export function StoryBand({ band, tone = "plain" }: { band: StoryBandData; tone?: SectionTone }) {
  return (
    <Section heading={band.heading} intro={band.intro} tone={tone} id="basari-hikayeleri">
      <ArticleGrid articles={band.stories} />
    </Section>
  )
}

/** The band's texts (data/blog.yaml) and stories, or nothing on a page without stories or a site without a blog. */
export function storyBandOf(data: Queries.StoryBandFieldsFragment): StoryBandData | undefined {
  return data.storyTexts && data.stories.length > 0 ? { ...data.storyTexts.stories, stories: data.stories } : undefined
}

export const query = graphql`
  fragment StoryBandFields on Query {
    storyTexts: blogYaml {
      stories {
        heading
        intro
      }
    }
    stories: articlesById(ids: $storyIds) {
      ...ArticleCardFields
    }
  }
`
