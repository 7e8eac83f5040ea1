import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, radii, space } from "../../theme"
import { defineWords } from "../../components/words"

const toneColors: Record<Queries.SupportLevelTone, string> = {
  critical: colors.critical,
  high: colors.high,
  medium: colors.medium,
  low: colors.low,
}

// Below 768 px each row becomes a card, so the table never scrolls sideways on a phone.
const table = css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  overflow: hidden;
  caption {
    text-align: left;
    padding-bottom: ${space.md};
    color: ${colors.muted};
  }
  th,
  td {
    padding: ${space.md};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colors.line};
  }
  thead th {
    background: ${colors.surfaceAlt};
    font-size: ${fontSizes.sm};
    color: ${colors.ink};
  }
  tbody tr:last-of-type > * {
    border-bottom: 0;
  }
  tbody th {
    white-space: nowrap;
  }
  td ul {
    margin-top: ${space.xs};
    padding-left: 1.1rem;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .time {
    font-weight: 700;
    white-space: nowrap;
    color: ${colors.ink};
  }
  @media (max-width: 767.98px) {
    border: 0;
    background: none;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: block;
      margin-bottom: ${space.md};
      border: 1px solid ${colors.line};
      border-radius: ${radii.lg};
      background: ${colors.surface};
    }
    th,
    td {
      display: block;
      border-bottom: 0;
      padding: ${space.sm} ${space.md};
    }
    td[data-label]::before {
      content: attr(data-label) ": ";
      font-weight: 600;
      color: ${colors.muted};
    }
  }
`

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  font-weight: 800;
  &::before {
    content: "";
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: var(--tone);
  }
`

const toneStyles = Object.fromEntries(
  Object.entries(toneColors).map(([tone, color]) => [
    tone,
    css`
      --tone: ${color};
      color: ${color};
    `,
  ]),
)

/** Support priority levels with their response and resolution times, as a real data table. */
const useWords = defineWords({
  tr: {
    caption: "Öncelik seviyelerine göre yanıt ve çözüm süreleri",
    priority: "Öncelik",
    response: "Yanıt süresi",
    resolution: "Çözüm süresi",
    details: "Açıklama ve örnekler",
  },
  en: {
    caption: "Response and resolution times by priority level",
    priority: "Priority",
    response: "Response time",
    resolution: "Resolution time",
    details: "Description and examples",
  },
})

export function PriorityTable({ levels }: { levels: readonly Queries.SupportLevelFieldsFragment[] }) {
  const words = useWords()
  return (
    <table css={table}>
      <caption>{words.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{words.priority}</th>
          <th scope="col">{words.response}</th>
          <th scope="col">{words.resolution}</th>
          <th scope="col">{words.details}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => (
          <tr key={level.level}>
            <th scope="row">
              <span css={[badge, toneStyles[level.tone]]}>{level.level}</span>
            </th>
            <td data-label={words.response} className="time">
              {level.response}
            </td>
            <td data-label={words.resolution} className="time">
              {level.resolution}
            </td>
            <td>
              {level.description}
              <ul>
                {level.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export const query = graphql`
  fragment SupportLevelFields on SupportLevel {
    level
    tone
    response
    resolution
    description
    examples
  }
`
