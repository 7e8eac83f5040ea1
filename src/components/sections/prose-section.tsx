import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { conditionHolds } from "../../content/conditions"
import { useSiteData } from "../../hooks/use-site-data"
import { colors, fontSizes, space } from "../../theme"
import { Section, type SectionTone } from "../blocks/section"

const prose = css`
  max-width: 46rem;
  display: grid;
  gap: ${space.md};
  font-size: ${fontSizes.lg};
  line-height: 1.7;
  /* Legal texts quote long e-mail and KEP addresses, which must wrap on a 320 px screen. */
  overflow-wrap: anywhere;
  h3 {
    margin-top: ${space.md};
    font-size: ${fontSizes.xl};
  }
  ul {
    padding-left: 1.25rem;
    display: grid;
    gap: ${space.xs};
  }
  li::marker {
    color: ${colors.accent};
  }
`

/**
 * Running text: paragraphs, sub-headings and bullet lists (company story, legal texts). A block
 * with `when` shows only if data/site.yaml matches it (see src/content/conditions.ts).
 */
export function ProseSection({ section, tone }: { section: Queries.ProseSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <div css={prose}>
        {section.blocks.map((block, index) => {
          if (!conditionHolds(block.when, site)) return null
          if (block.subheading) return <h3 key={index}>{block.subheading}</h3>
          if (block.list)
            return (
              <ul key={index}>
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
          return <p key={index}>{block.text}</p>
        })}
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment ProseSectionFields on ProseSection {
    heading
    intro
    blocks {
      subheading
      text
      list
      when
    }
  }
`
