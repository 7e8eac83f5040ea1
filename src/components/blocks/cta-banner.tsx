import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useId } from "react"
import { colors, fontSizes, radii, space } from "../../theme"
import { ActionButton, actionRow } from "../action-link"
import { container } from "../container"
import { Reveal } from "../reveal"

const wrapper = css`
  padding-block: ${space.section};
`

const banner = css`
  padding: clamp(1.75rem, 4vw, 3.5rem);
  border-radius: ${radii.lg};
  background: radial-gradient(40rem 20rem at 100% 0%, rgba(125, 211, 199, 0.22), transparent 60%), ${colors.night};
  color: ${colors.nightText};
  h2 {
    color: #fff;
    font-size: ${fontSizes.h2};
    max-width: 40rem;
  }
  p {
    margin-top: ${space.md};
    max-width: 44rem;
    font-size: ${fontSizes.lg};
    color: ${colors.nightMuted};
  }
  > div {
    margin-top: ${space.xl};
  }
`

/** The closing call to action of a page: heading, one line and one or two buttons on a dark card. */
export function CtaBanner({ cta }: { cta: Queries.CallToActionFieldsFragment }) {
  const id = useId()
  return (
    <section css={wrapper} aria-labelledby={id}>
      <div css={container}>
        <Reveal css={banner}>
          <h2 id={id}>{cta.heading}</h2>
          <p>{cta.text}</p>
          <div css={actionRow}>
            {cta.actions.map((action, index) => (
              <ActionButton key={action.label} action={action} variant={index === 0 ? "light" : "secondary"} />
            ))}
          </div>
        </Reveal>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment CallToActionFields on CallToAction {
    heading
    text
    actions {
      ...ActionFields
    }
  }
`
