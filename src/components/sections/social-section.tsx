import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { space } from "../../theme"
import { ButtonLink } from "../action-link"
import { Section, type SectionTone } from "../blocks/section"

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  list-style: none;
`

/** Links to the company's social accounts, each opening in a new tab. */
export function SocialSection({ section, tone }: { section: Queries.SocialSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <ul css={list}>
        {site.social.map((account) => (
          <li key={account.name}>
            <ButtonLink href={account.url} variant="secondary" icon="external-link">
              {account.name}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment SocialSectionFields on SocialSection {
    heading
    intro
  }
`
