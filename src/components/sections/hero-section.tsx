import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, radii, shadows, space } from "../../theme"
import { ActionButton } from "../action-link"
import { Hero } from "../blocks/hero"
import { Icon } from "../icon"

const panel = css`
  padding: clamp(1.5rem, 3vw, 2.25rem);
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  box-shadow: ${shadows.raised};
  h2 {
    font-size: ${fontSizes.xl};
  }
  > p {
    margin-top: ${space.sm};
    color: ${colors.muted};
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${space.sm};
    margin-block: ${space.lg};
  }
  li {
    display: flex;
    gap: ${space.sm};
    font-weight: 550;
  }
  li svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${colors.accent};
  }
  > div {
    display: grid;
    gap: ${space.sm};
  }
`

/** The hero of a generic page, with the optional side panel of the home page. */
export function HeroSection({ section }: { section: Queries.HeroSectionFieldsFragment }) {
  const aside = section.panel ? (
    <aside css={panel} aria-label={section.panel.heading}>
      <h2>{section.panel.heading}</h2>
      <p>{section.panel.text}</p>
      <ul>
        {section.panel.bullets.map((bullet) => (
          <li key={bullet}>
            <Icon name="circle-check" size={20} />
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
      <div>
        {section.panel.actions.map((action, index) => (
          <ActionButton key={action.label} action={action} variant={index === 0 ? "primary" : "secondary"} />
        ))}
      </div>
    </aside>
  ) : undefined
  return <Hero hero={section} aside={aside} />
}

export const query = graphql`
  fragment HeroSectionFields on HeroSection {
    badge
    heading
    lead
    actions {
      ...ActionFields
    }
    panel {
      heading
      text
      bullets
      actions {
        ...ActionFields
      }
    }
  }
`
