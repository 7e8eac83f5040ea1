import { css } from "@emotion/react"
import { layout } from "../theme"

/** Centres content at the site's reading width with responsive side gutters. */
export const container = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`
