import { css } from "@emotion/react"
import { colors, radii, space } from "../../theme"

/**
 * A note set apart under a page's heading, with the brand's rule on its left: an event's registration state,
 * the limits of an e-document check's result.
 */
export const noticeBox = css`
  margin-top: ${space.lg};
  max-width: 44rem;
  padding: ${space.md} ${space.lg};
  border-left: 4px solid ${colors.primary};
  border-radius: ${radii.md};
  background: ${colors.surface};
  p + p {
    margin-top: ${space.xs};
  }
`
