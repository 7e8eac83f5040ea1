import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { colors, fontSizes, mq, radii, space } from "../../theme"

const region = css`
  /* Positioned, so that the visually hidden words of its cells are clipped by it, not by the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.surface};
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

const table = css`
  width: 100%;
  min-width: 34rem;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  caption {
    padding: ${space.sm} ${space.md};
    text-align: left;
    font-weight: 700;
    color: ${colors.ink};
  }
  th,
  td {
    padding: ${space.sm} ${space.md};
    border-top: 1px solid ${colors.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${colors.surfaceAlt};
    color: ${colors.muted};
    font-weight: 700;
  }
  /* On a phone the first column stays while the figures scroll beside it. */
  th[scope="row"] {
    position: sticky;
    left: 0;
    background: ${colors.surface};
    font-weight: 600;
    color: ${colors.ink};
    min-width: 9rem;
  }
  ${mq.up("md")} {
    td {
      white-space: nowrap;
    }
    td:last-child {
      white-space: normal;
      min-width: 12rem;
    }
  }
  a {
    color: ${colors.primary};
  }
  /* Columns a phone can do without (the cards below repeat them): the figures stay beside the names. */
  ${mq.down("md")} {
    min-width: 0;
    [data-wide] {
      display: none;
    }
  }
`

/**
 * A table of the price page that stays readable on a phone: the columns marked `wide` give way below
 * "md", and what is still too wide scrolls sideways inside its own region (focusable, so a keyboard can
 * scroll it too) while the first column stays in view.
 */
export function PriceTable({
  caption,
  head,
  wide = [],
  children,
}: {
  caption: string
  head: readonly string[]
  /** Columns (by index) left out below the "md" breakpoint; their cells carry `data-wide` too. */
  wide?: readonly number[]
  children: ReactNode
}) {
  return (
    // A region that scrolls must take the focus, or a keyboard cannot scroll it (WCAG 2.1.1; axe's
    // scrollable-region-focusable): the one case the rule below does not know.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={region} role="region" aria-label={caption} tabIndex={0}>
      <table css={table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" data-wide={wide.includes(index) ? "" : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
