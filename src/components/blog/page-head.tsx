import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { colors, fontSizes, space } from "../../theme"
import { container } from "../container"
import { Breadcrumbs, type Crumb } from "./breadcrumbs"

const head = css`
  background: linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.surface} 100%);
  padding-block: clamp(1.5rem, 4vw, 3rem) clamp(1.5rem, 3vw, 2.5rem);
`

const inner = css`
  ${container};
  h1 {
    margin-top: ${space.md};
    max-width: 48rem;
    font-size: clamp(1.75rem, 1.3rem + 2vw, 2.75rem);
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.15;
  }
`

const lead = css`
  margin-top: ${space.md};
  max-width: 44rem;
  font-size: ${fontSizes.lg};
  color: ${colors.muted};
`

/** The top of a blog page: the breadcrumb trail, the page's only h1, a lead and what follows it. */
export function PageHead({
  crumbs,
  title,
  lead: text,
  children,
}: {
  crumbs: readonly Crumb[]
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <div css={head}>
      <div css={inner}>
        <Breadcrumbs crumbs={crumbs} />
        <h1>{title}</h1>
        {text && <p css={lead}>{text}</p>}
        {children}
      </div>
    </div>
  )
}
