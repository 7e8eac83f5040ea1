import { css } from "@emotion/react"
import { colors, fontSizes, space } from "../../theme"

export interface Crumb {
  name: string
  /** The last crumb, the page itself, has no link. */
  path?: string
}

const trail = css`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.sm};
    list-style: none;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  li + li::before {
    content: "/";
    margin-right: ${space.sm};
    color: ${colors.muted};
  }
  a {
    color: ${colors.primary};
  }
`

/** Where the page sits: Ana sayfa / Blog / ... (the same trail as the page's BreadcrumbList JSON-LD). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav css={trail} aria-label="Sayfa yolu">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.name}>
            {crumb.path ? <a href={crumb.path}>{crumb.name}</a> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
