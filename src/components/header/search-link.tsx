import { css } from "@emotion/react"
import { searchLinkMinWidth } from "../../theme"
import { toolLink, wordFromXl } from "./tool-link-styles"
import { Icon } from "../icon"
import { useChromeLabels } from "../chrome-labels"

// Below the narrowest width the bar holds, the mobile menu's own search row stands in for it.
const link = css`
  ${toolLink};
  @media (max-width: ${searchLinkMinWidth - 0.02}px) {
    display: none;
  }
  ${wordFromXl};
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
