import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, mq, radii, shadows, space } from "../../theme"
import { Reveal } from "../reveal"
import { defineWords } from "../words"

const list = css`
  list-style: none;
  display: grid;
  gap: ${space.lg};
  counter-reset: step;
  grid-template-columns: minmax(0, 1fr);
  ${mq.up("md")} {
    &[data-compact] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${mq.up("lg")} {
    &[data-compact] {
      grid-template-columns: repeat(var(--steps, 4), minmax(0, 1fr));
    }
  }
  > li {
    counter-increment: step;
    position: relative;
    padding: ${space.lg};
    padding-top: 3.75rem;
    background: ${colors.surface};
    border: 1px solid ${colors.line};
    border-radius: ${radii.lg};
    box-shadow: ${shadows.card};
  }
  > li::before {
    content: counter(step);
    position: absolute;
    top: ${space.lg};
    left: ${space.lg};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${colors.primary};
    color: #fff;
    font-weight: 800;
  }
  h3 {
    font-size: ${fontSizes.h3};
  }
  > li > p {
    margin-top: ${space.sm};
    color: ${colors.muted};
  }
`

const duration = css`
  display: inline-block;
  margin-top: ${space.xs};
  padding: 0.125rem 0.625rem;
  border-radius: ${radii.pill};
  background: ${colors.accentSoft};
  color: ${colors.accent};
  font-size: ${fontSizes.xs};
  font-weight: 700;
`

const details = css`
  display: grid;
  gap: ${space.lg};
  margin-top: ${space.md};
  ${mq.up("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h4 {
    font-size: ${fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${colors.muted};
    margin-bottom: ${space.xs};
  }
  ul {
    padding-left: 1.1rem;
    display: grid;
    gap: 0.25rem;
    font-size: ${fontSizes.sm};
  }
`

const counts = [1, 2, 3, 4, 5] as const
const columnStyles = Object.fromEntries(
  counts.map((n) => [
    n,
    css`
      --steps: ${n};
    `,
  ]),
) as Record<number, ReturnType<typeof css>>

/**
 * Numbered steps. Steps with activities and deliverables stack as full-width rows; short steps
 * sit side by side.
 */
const useWords = defineWords({
  tr: { activities: "Faaliyetler", deliverables: "Çıktılar" },
  en: { activities: "Activities", deliverables: "Deliverables" },
})

export function StepList({ steps }: { steps: readonly Queries.StepFieldsFragment[] }) {
  const words = useWords()
  const compact = steps.every((step) => !step.activities && !step.deliverables)
  return (
    <Reveal
      as="ol"
      stagger
      css={[list, columnStyles[steps.length <= 5 ? steps.length : 3]]}
      data-compact={compact ? "" : undefined}
    >
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          {step.duration && <span css={duration}>{step.duration}</span>}
          <p>{step.description}</p>
          {(step.activities || step.deliverables) && (
            <div css={details}>
              {step.activities && (
                <div>
                  <h4>{words.activities}</h4>
                  <ul>
                    {step.activities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              )}
              {step.deliverables && (
                <div>
                  <h4>{words.deliverables}</h4>
                  <ul>
                    {step.deliverables.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          )}
        </li>
      ))}
    </Reveal>
  )
}

export const query = graphql`
  fragment StepFields on Step {
    title
    duration
    description
    activities
    deliverables
  }
`
