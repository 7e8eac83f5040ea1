import { css } from "@emotion/react"
import { usePageLanguage } from "../../components/page-language"
import { colors, fontSizes, radii, shadows, space } from "../../theme"
import { fillAmounts } from "./amounts"
import type { DocumentResult, Threshold } from "./decide"
import type { Status } from "./schema"
import { useCheckWords } from "./words"

/** A source as the result cites it: its name, where it was published, and its address. */
export interface CitedSource {
  readonly id: string
  readonly name: string
  readonly published: string
  readonly url: string
}

/** A source as a link to its text, with where and when it was published. */
export function Citation({ source }: { source: CitedSource }) {
  return (
    <>
      <a href={source.url}>{source.name}</a> ({source.published})
    </>
  )
}

const card = css`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  h3 {
    font-size: ${fontSizes.xl};
  }
  dl {
    display: grid;
    gap: ${space.xs};
  }
  dt {
    font-weight: 650;
    font-size: ${fontSizes.sm};
    color: ${colors.ink};
  }
  dd {
    margin: 0 0 ${space.xs};
  }
  a {
    color: ${colors.primary};
  }
`

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.sm};
`

const summary = css`
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
`

const badge = css`
  display: inline-block;
  padding: 0.25rem 0.75rem;
  border-radius: ${radii.pill};
  font-weight: 700;
  font-size: ${fontSizes.sm};
`

/** The result's colour says what the words say; the words alone carry it (AA contrast on each soft tone). */
const badgeTones: Record<Status, ReturnType<typeof css>> = {
  required: css`
    background: ${colors.dangerSoft};
    color: ${colors.critical};
  `,
  notRequired: css`
    background: ${colors.surfaceAlt};
    color: ${colors.muted};
  `,
  voluntary: css`
    background: ${colors.successSoft};
    color: ${colors.success};
  `,
  unsettled: css`
    background: ${colors.primarySoft};
    color: ${colors.primary};
  `,
}

const checked = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`

/** One document of a result: the verdict, from when, the rule, its sources and when it was last checked. */
export function DocumentVerdict({
  result,
  thresholds,
  sources,
}: {
  result: DocumentResult
  thresholds: readonly Threshold[]
  sources: readonly CitedSource[]
}) {
  const words = useCheckWords()
  const { language } = usePageLanguage()
  const { document, rule, upcoming } = result
  const fill = (text: string) => fillAmounts(text, thresholds, language)
  const cited = rule.sources.flatMap((id) => sources.filter((source) => source.id === id))
  return (
    <article css={card} aria-labelledby={`belge-${document.id}`}>
      <div css={head}>
        <h3 id={`belge-${document.id}`}>{document.name}</h3>
        <p css={[badge, badgeTones[rule.status]]}>{words.statuses[rule.status]}</p>
      </div>
      <p css={summary}>{document.summary}</p>
      <dl>
        {rule.start && rule.status === "required" && (
          <>
            <dt>{words.start}</dt>
            <dd>{fill(rule.start)}</dd>
          </>
        )}
        <dt>{words.rule}</dt>
        <dd>{fill(rule.rule)}</dd>
        {upcoming && (
          <>
            <dt>{words.upcoming}</dt>
            <dd>{upcoming.text}</dd>
          </>
        )}
        <dt>{words.sources(cited.length)}</dt>
        {cited.map((source) => (
          <dd key={source.id}>
            <Citation source={source} />
          </dd>
        ))}
      </dl>
      <p css={checked}>
        {words.checkedOn}: <time dateTime={rule.checkedOn.slice(0, 10)}>{words.day(rule.checkedOn)}</time>
      </p>
    </article>
  )
}
