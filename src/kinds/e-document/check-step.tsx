import { css } from "@emotion/react"
import { container } from "../../components/container"
import { Reveal } from "../../components/reveal"
import { colors, focusRing, fontSizes, radii, shadows, space } from "../../theme"
import type { Option, Step } from "./decide"
import { useCheckWords } from "./words"

const wrapper = css`
  ${container};
  padding-block: ${space.xl} ${space.section};
`

const heading = css`
  font-size: ${fontSizes.h2};
  max-width: 46rem;
`

const hintText = css`
  margin-top: ${space.sm};
  max-width: 46rem;
  color: ${colors.muted};
`

const choices = css`
  list-style: none;
  display: grid;
  gap: ${space.md};
  margin-top: ${space.lg};
  max-width: 46rem;
  a {
    display: grid;
    gap: ${space.xs};
    padding: ${space.md} ${space.lg};
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
    color: ${colors.ink};
    text-decoration: none;
    min-height: 3rem;
  }
  a:hover {
    border-color: ${colors.primary};
  }
  a:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
  strong {
    font-size: ${fontSizes.lg};
    color: ${colors.primary};
  }
  span {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`

const back = css`
  margin-top: ${space.xl};
  a {
    color: ${colors.primary};
  }
`

/**
 * One question of the check: its answers are plain links to the next step's address, so the check
 * works without JavaScript and every step can be shared or bookmarked.
 */
export function CheckStep({
  step,
  number,
  hrefOf,
  titled,
  backHref,
}: {
  step: Step
  /** The question's place on this path, from 1. */
  number: number
  hrefOf: (option: Option) => string
  /**
   * On the check's first page the question is a section under the page's heading (h2); on a later step
   * the question is the page's h1, written by the page head, and this shows its answers only.
   */
  titled: boolean
  /** The step before, when there is one. */
  backHref?: string
}) {
  const words = useCheckWords()
  return (
    <div css={wrapper}>
      <p css={hintText}>{words.questionNumber(number)}</p>
      {titled && (
        <>
          <h2 css={heading} id="soru">
            {step.question.question}
          </h2>
          {step.question.hint && <p css={hintText}>{step.question.hint}</p>}
        </>
      )}
      <Reveal
        as="ul"
        stagger
        css={choices}
        {...(titled ? { "aria-labelledby": "soru" } : { "aria-label": step.question.question })}
      >
        {step.options.map((option) => (
          <li key={option.slug}>
            <a href={hrefOf(option)}>
              <strong>{option.label}</strong>
              {option.hint && <span>{option.hint}</span>}
            </a>
          </li>
        ))}
      </Reveal>
      {backHref && (
        <p css={back}>
          <a href={backHref}>{words.back}</a>
        </p>
      )}
    </div>
  )
}
