import type { ArticleSummary } from "../../content/articles"
import { Section, type SectionTone } from "../blocks/section"
import { ArticleGrid } from "./article-card"

export interface StoryBandData {
  heading: string
  intro?: string | null
  stories: ArticleSummary[]
}

/** Customer stories on the home page and on the solution pages they used (src/build/article-pages.ts). */
export function StoryBand({ band, tone = "plain" }: { band: StoryBandData; tone?: SectionTone }) {
  return (
    <Section heading={band.heading} intro={band.intro} tone={tone} id="basari-hikayeleri">
      <ArticleGrid articles={band.stories} />
    </Section>
  )
}
