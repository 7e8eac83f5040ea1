import { css } from "@emotion/react"
import { colors, fontSizes, radii, space } from "../../theme"

/**
 * Long text from Markdown (an article's body): a reading measure of about 70 characters, headings
 * with room above them, lists with markers, quotes, tables that scroll inside their own region on a
 * phone, and code. The HTML comes from src/content/markdown.ts, so these rules style elements, not classes.
 * The rules of elements most articles do not have (quotes, tables, code, rules, pictures, footnotes)
 * come only with a body that has them: each page's CSS is in its first round trip.
 */
const base = css`
  max-width: 44rem;
  font-size: 1.0625rem;
  line-height: 1.75;
  color: ${colors.text};
  overflow-wrap: break-word;
  > * + * {
    margin-top: 1.15em;
  }
  h2 {
    margin-top: 2.2em;
    font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.625rem);
    line-height: 1.3;
  }
  h3 {
    margin-top: 1.8em;
    font-size: 1.1875rem;
    line-height: 1.35;
  }
  h2 + *,
  h3 + * {
    margin-top: 0.6em;
  }
  ul,
  ol {
    padding-left: 1.5rem;
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: 0.4em;
  }
  li::marker {
    color: ${colors.accent};
  }
  a {
    color: ${colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  strong {
    font-weight: 700;
    color: ${colors.ink};
  }
`

const quotes = css`
  blockquote {
    padding: ${space.md} ${space.lg};
    border-left: 4px solid ${colors.accent};
    border-radius: 0 ${radii.md} ${radii.md} 0;
    background: ${colors.accentSoft};
    color: ${colors.ink};
    font-size: ${fontSizes.lg};
    > * + * {
      margin-top: 0.6em;
    }
  }
`

const tables = css`
  [data-table] {
    overflow-x: auto;
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
  }
  [data-table]:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSizes.sm};
    line-height: 1.5;
  }
  th,
  td {
    padding: 0.625rem 0.875rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colors.line};
  }
  th {
    background: ${colors.surfaceAlt};
    color: ${colors.ink};
    font-weight: 700;
  }
  tr:last-child td {
    border-bottom: 0;
  }
`

const code = css`
  code {
    padding: 0.1em 0.35em;
    border-radius: ${radii.sm};
    background: ${colors.surfaceAlt};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.night};
    color: ${colors.nightText};
    code {
      padding: 0;
      background: none;
    }
  }
`

const rules = css`
  hr {
    border: 0;
    border-top: 1px solid ${colors.line};
  }
`

const pictures = css`
  [data-picture] img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radii.md};
    background: ${colors.surfaceAlt};
  }
`

const footnotes = css`
  [data-footnotes] {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`

/** The body's rules: the base, and those of the elements its HTML has. */
export function proseFor(html: string) {
  return [
    base,
    html.includes("<blockquote") && quotes,
    html.includes("<table") && tables,
    html.includes("<code") && code,
    html.includes("<hr") && rules,
    html.includes("<picture") && pictures,
    html.includes("data-footnotes") && footnotes,
  ]
}
