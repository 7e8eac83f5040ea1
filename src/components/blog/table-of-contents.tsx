import { css } from "@emotion/react"
import { colors, fontSizes, radii, space } from "../../theme"

const box = css`
  overflow-wrap: break-word;
  padding: ${space.lg};
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  background: ${colors.surfaceAlt};
  h2 {
    font-size: ${fontSizes.md};
  }
  ol {
    margin-top: ${space.sm};
    list-style: none;
    display: grid;
    gap: ${space.xs};
    font-size: ${fontSizes.sm};
  }
  li[data-depth="3"] {
    padding-left: ${space.md};
  }
  a {
    display: inline-block;
    padding-block: 0.2rem;
    color: ${colors.primary};
  }
`

/** The sections of a long article, linked to their headings (plain anchors: no script). */
export function TableOfContents({ entries }: { entries: readonly { id: string; text: string; depth: number }[] }) {
  return (
    <nav css={box} aria-labelledby="icindekiler">
      <h2 id="icindekiler">İçindekiler</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
