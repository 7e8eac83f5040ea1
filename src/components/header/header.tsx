import { css } from "@emotion/react"
import { useSiteData } from "../../hooks/use-site-data"
import { colors, layout, mq, space } from "../../theme"
import { buttonStyles } from "../button-styles"
import { container } from "../container"
import { BrandLink } from "./brand-link"
import { DesktopNav } from "./desktop-nav"
import { MobileMenuToggle } from "./mobile-menu"
import { LanguageLink } from "./language-link"
import { SearchLink } from "./search-link"
import { useChromeLabels } from "../chrome-labels"
import { usePageLanguage } from "../page-language"

const header = css`
  position: sticky;
  top: 0;
  z-index: 30;
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${colors.line};
`

const bar = css`
  ${container};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  height: ${layout.headerHeight};
`

// The language link takes room in the bar from lg, where it shows: its gaps narrow with the menus' (DesktopNav's
// `compact`). Below lg the link is in the mobile menu and the bar stays as it was.
const compactBar = css`
  ${mq.up("lg")} {
    gap: ${space.sm};
  }
`

// Search, contact and the mobile menu's toggle stay together at the end of the bar.
const tools = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`

const contactButton = css`
  ${buttonStyles.primary};
  display: none;
  ${mq.up("lg")} {
    display: inline-flex;
  }
`

/**
 * Sticky site header: brand, the menus and the search link from data/navigation.yaml, the contact button
 * and the mobile menu's toggle (its panel follows the footer, see Layout).
 */
export function Header() {
  const { site, navigation } = useSiteData()
  const labels = useChromeLabels()
  const twoLanguages = usePageLanguage().switchTo !== undefined
  return (
    <header css={header}>
      <div css={twoLanguages ? [bar, compactBar] : bar}>
        <BrandLink brand={site.brand} />
        <DesktopNav menus={navigation.menus} compact={twoLanguages} />
        <div css={tools}>
          <LanguageLink placement="header" />
          {navigation.search && <SearchLink href={navigation.search} />}
          <a href={navigation.contact} css={contactButton}>
            {labels.contact}
          </a>
          <MobileMenuToggle />
        </div>
      </div>
    </header>
  )
}
