import { css } from "@emotion/react"
import { colors, mq, radii, searchLinkMinWidth } from "../../theme"
import { Icon } from "../icon"
import { useChromeLabels } from "../chrome-labels"

const link = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-width: 44px;
  min-height: 48px;
  padding: 0.5rem 0.625rem;
  border-radius: ${radii.md};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
  @media (max-width: ${searchLinkMinWidth - 0.02}px) {
    display: none;
  }
  /* The word shows where the header has room for it; below, the icon carries it and the word stays for screen readers. */
  ${mq.down("xl")} {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`

/** The header's link to the search page (data/navigation.yaml `search`), on every page. */
export function SearchLink({ href }: { href: string }) {
  const labels = useChromeLabels()
  return (
    <a href={href} css={link}>
      <Icon name="search" size={22} />
      <span>{labels.search}</span>
    </a>
  )
}
