import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { colors, fontSizes, mq, radii, space } from "../../theme"
import { ActionButton, actionRow } from "../action-link"
import { container } from "../container"

const hero = css`
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(15, 118, 110, 0.12), transparent 60%),
    linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.surface} 100%);
  padding-block: clamp(2.5rem, 6vw, 5rem);
`

const grid = css`
  ${container};
  display: grid;
  gap: ${space.xl};
  align-items: center;
  ${mq.up("lg")} {
    &[data-aside] {
      grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
      gap: ${space.xxl};
    }
  }
`

const copy = css`
  max-width: 48rem;
  h1 {
    font-size: ${fontSizes.h1};
    font-weight: 800;
    letter-spacing: -0.025em;
  }
  > div {
    margin-top: ${space.xl};
  }
`

const lead = css`
  margin-top: ${space.lg};
  font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.25rem);
  color: ${colors.muted};
  max-width: 40rem;
`

const badge = css`
  display: inline-block;
  margin-bottom: ${space.md};
  padding: 0.3rem 0.8rem;
  border-radius: ${radii.pill};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: 700;
`

/** The top of a page: badge, the page's only h1, lead and main actions; never hidden by reveal. */
export function Hero({ hero: data, aside }: { hero: Queries.HeroFieldsFragment; aside?: ReactNode }) {
  return (
    <section css={hero}>
      <div css={grid} data-aside={aside ? "" : undefined}>
        <div css={copy}>
          {data.badge && <p css={badge}>{data.badge}</p>}
          <h1>{data.heading}</h1>
          <p css={lead}>{data.lead}</p>
          {data.actions && data.actions.length > 0 && (
            <div css={actionRow}>
              {data.actions.map((action) => (
                <ActionButton key={action.label} action={action} />
              ))}
            </div>
          )}
        </div>
        {aside}
      </div>
    </section>
  )
}

export const query = graphql`
  fragment HeroFields on Hero {
    badge
    heading
    lead
    actions {
      ...ActionFields
    }
  }
`
