import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, radii, space } from "../../theme"
import { Section, type SectionTone } from "../blocks/section"
import { Icon } from "../icon"
import { Reveal } from "../reveal"

const list = css`
  display: grid;
  gap: ${space.md};
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  li {
    display: flex;
    align-items: center;
    gap: ${space.md};
    padding: ${space.md} ${space.lg};
    border-radius: ${radii.md};
    border: 1px solid ${colors.line};
    background: ${colors.surface};
    font-weight: 650;
    color: ${colors.ink};
  }
  svg {
    flex: none;
    color: ${colors.primary};
  }
`

/** The sectors a page addresses, as labelled icons. */
export function SectorsSection({ section, tone }: { section: Queries.SectorsSectionFieldsFragment; tone: SectionTone }) {
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <Reveal as="ul" stagger step={100} css={list}>
        {section.sectors.map((sector) => (
          <li key={sector.label}>
            <Icon name={sector.icon} size={24} />
            <span>{sector.label}</span>
          </li>
        ))}
      </Reveal>
    </Section>
  )
}

export const query = graphql`
  fragment SectorsSectionFields on SectorsSection {
    heading
    intro
    sectors {
      icon
      label
    }
  }
`
