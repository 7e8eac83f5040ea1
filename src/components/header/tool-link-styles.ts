import { css } from "@emotion/react"
import { colors, mq, radii, space } from "../../theme"

/** A link among the header's tools (search, language): its icon and its word (`wordFromXl`). */
export const toolLink = css`
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
`

/** The tool's word shows where the bar has room for it; below 1280 px the icon carries it and the word stays for screen readers. */
export const wordFromXl = css`
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

/** A row of the open mobile menu above its groups (search, language). */
export const panelLink = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 48px;
  margin-bottom: ${space.md};
  padding: 0.625rem 0.875rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
`
