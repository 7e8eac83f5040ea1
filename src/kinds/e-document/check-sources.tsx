import { css } from "@emotion/react"
import { Section } from "../../components/blocks/section"
import { colors, space } from "../../theme"
import { dayText } from "./amounts"
import type { CitedSource } from "./document-verdict"

const list = css`
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
  return (
    <Section heading="Test neye dayanıyor?" tone="alt">
      <ul css={list}>
        {sources.map((source) => (
          <li key={source.id}>
            <a href={source.url}>{source.name}</a> ({source.published})
          </li>
        ))}
      </ul>
      <p css={checked}>
        Her kural, sonuç sayfasında son doğrulama tarihiyle birlikte gösterilir; en eski doğrulama{" "}
        <time dateTime={oldestCheck.slice(0, 10)}>{dayText(oldestCheck)}</time> tarihlidir.
      </p>
    </Section>
  )
}
