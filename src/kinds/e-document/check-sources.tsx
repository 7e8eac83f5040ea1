import { css } from "@emotion/react"
import { Section } from "../../components/blocks/section"
import { colors, space } from "../../theme"
import { Citation, type CitedSource } from "./document-verdict"
import { useCheckWords } from "./words"

/** A list of texts that cite their sources: the check's notes, the communiqués it rests on. */
export const citedList = css`
  max-width: 46rem;
  padding-left: 1.25rem;
  display: grid;
  gap: ${space.sm};
  a {
    color: ${colors.primary};
  }
`

const checked = css`
  margin-top: ${space.lg};
  max-width: 46rem;
  color: ${colors.muted};
`

/**
 * What the check rests on, on its first page: the communiqués its rules cite, where they were published,
 * and the day of the oldest verification, so a visitor knows how current the answers are before starting.
 */
export function CheckSources({ sources, oldestCheck }: { sources: readonly CitedSource[]; oldestCheck: string }) {
  const words = useCheckWords()
  const [before, after] = words.oldestCheck
  return (
    <Section heading={words.basis} tone="alt">
      <ul css={citedList}>
        {sources.map((source) => (
          <li key={source.id}>
            <Citation source={source} />
          </li>
        ))}
      </ul>
      <p css={checked}>
        {before}
        <time dateTime={oldestCheck.slice(0, 10)}>{words.day(oldestCheck)}</time>
        {after}
      </p>
    </Section>
  )
}
