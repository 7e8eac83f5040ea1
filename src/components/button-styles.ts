import { css } from "@emotion/react"
import { colors, radii, space } from "../theme"

// Apart from action-link.tsx, which reads the site data: the forms' island uses these styles too.

export type ButtonVariant = "primary" | "secondary" | "light" | "link"

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 48px;
  padding: 0.75rem 1.375rem;
  border-radius: ${radii.md};
  border: 2px solid transparent;
  font-weight: 650;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  svg {
    flex: none;
  }
`

/** The primary button alone: the forms' island imports just this, so its bundle leaves the other variants out. */
export const primaryButton = css`
  ${base};
  background: ${colors.primary};
  color: #fff;
  &:hover {
    background: ${colors.primaryHover};
  }
`

// Marked pure: an island that reads only `primaryButton` leaves the variants out (its bundle has a size budget).
export const buttonStyles: Record<ButtonVariant, ReturnType<typeof css>> = /* @__PURE__ */ (() => ({
  primary: primaryButton,
  secondary: css`
    ${base};
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.primary};
    &:hover {
      background: ${colors.primarySoft};
    }
  `,
  light: css`
    ${base};
    background: #fff;
    color: ${colors.night};
    &:hover {
      background: ${colors.primarySoft};
    }
  `,
  link: css`
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 24px;
    font-weight: 650;
    color: ${colors.primary};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  `,
}))()
