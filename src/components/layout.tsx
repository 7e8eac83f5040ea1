import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { colors, focusRing, radii } from "../theme"
import { Footer } from "./footer"
import { GlobalStyles } from "./global-styles"
import { Header } from "./header/header"

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

/** The frame of every page: skip link, sticky header, main content and footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLink}>
        İçeriğe geç
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
