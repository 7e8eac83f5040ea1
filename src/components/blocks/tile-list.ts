import { css } from "@emotion/react"
import { colors, fontSizes, radii, shadows, space } from "../../theme"

/**
 * A list whose items are white tiles with a title and muted text: the contact page's channels and
 * the support pages' channels and services. Each list adds its own columns and details.
 */
export const tileList = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
    padding: ${space.lg};
    border-radius: ${radii.lg};
    border: 1px solid ${colors.line};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
  }
  h3 {
    font-size: ${fontSizes.h3};
  }
  p {
    color: ${colors.muted};
  }
`
