import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { colors, focusRing, radii } from "../theme"
import { Footer } from "./footer"
import { GlobalStyles } from "./global-styles"
import { Header } from "./header/header"
import { MobileMenu } from "./header/mobile-menu"
import { useSiteData } from "../hooks/use-site-data"
import { useChromeLabels } from "./chrome-labels"

const skipLink = css`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${colors.ink};
  color: #fff;
  border-radius: ${radii.sm};
  font-weight: 650;
  text-decoration: none;
  &:focus {
    top: 1rem;
    outline: ${focusRing.outline};
  }
`

/**
 * The frame of every page: skip link, sticky header, main content, footer and the mobile menu's panel,
 * which is drawn only when opened and so comes last, after everything the first screen shows.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { site, navigation } = useSiteData()
  const labels = useChromeLabels()
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLink}>
        {labels.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <MobileMenu
        menus={navigation.menus}
        search={navigation.search}
        contact={navigation.contact}
        phone={site.phones.main}
        email={site.emails.info}
      />
    </>
  )
}
