import { css } from "@emotion/react"
import { homeOf } from "../../content/languages"
import { colors } from "../../theme"
import { usePageLanguage } from "../page-language"

const style = css`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 48px;
  color: ${colors.ink};
  font-weight: 800;
  font-size: 1.1875rem;
  letter-spacing: -0.02em;
  text-decoration: none;
  white-space: nowrap;
`

/** The brand mark and name, linking the page's language's home. The mark is the favicon drawn inline. */
export function BrandLink({ brand }: { brand: string }) {
  const { language } = usePageLanguage()
  return (
    <a href={homeOf(language)} css={style}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 64 64" width="36" height="36">
        <rect width="64" height="64" rx="14" fill={colors.primary} />
        <path d="M10 40c6-5 12-5 18 0s12 5 18 0 8-4 8-4" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        <path d="M10 50c6-5 12-5 18 0s12 5 18 0 8-4 8-4" fill="none" stroke="#7dd3c7" strokeWidth="4" strokeLinecap="round" />
        <circle cx="44" cy="20" r="7" fill="#7dd3c7" />
      </svg>
      <span>{brand}</span>
    </a>
  )
}
