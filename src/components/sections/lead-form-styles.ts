import { css } from "@emotion/react"
import { colors, fontSizes, radii, space } from "../../theme"

/**
 * The styles of the lead forms' parts that carry no behaviour: the outcome's region
 * (`[data-lead-status]`), the consent block and the notice of a form that does not send. They sit on
 * the form section, which the build renders and the browser never hydrates, so they are in the page's
 * stylesheet and not in the islands' bundle (the page budget of src/postbuild counts every byte there);
 * the lead service's no-JavaScript answer (src/leads/form-page.ts) writes the same attributes and gets
 * the same look.
 */
export const leadFormStyles = css`
  [data-lead-status] {
    font-weight: 600;
    border-radius: ${radii.md};
  }
  [data-lead-status]:not(:empty) {
    margin-bottom: ${space.lg};
    padding: ${space.md};
  }
  [data-outcome="sent"] {
    background: ${colors.successSoft};
    color: ${colors.success};
  }
  [data-outcome="failed"] {
    background: ${colors.dangerSoft};
    color: ${colors.danger};
  }
  [data-lead-status] p {
    margin: 0;
  }
  [data-lead-status] p:focus {
    outline: none;
  }
  [data-lead-status] ul {
    margin: ${space.sm} 0 0;
    padding-left: 1.25rem;
    font-weight: 500;
  }
  [data-lead-status] a {
    color: inherit;
    text-decoration: underline;
  }
  [data-lead-consent] {
    display: grid;
    gap: ${space.sm};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  [data-lead-consent] p {
    margin: 0;
  }
  [data-lead-consent] label {
    display: flex;
    align-items: flex-start;
    gap: ${space.sm};
    min-height: 44px;
    color: ${colors.text};
    cursor: pointer;
  }
  [data-lead-consent] input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.1rem;
    accent-color: ${colors.primary};
  }
  [data-lead-off] {
    margin: 0;
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.surfaceAlt};
    border-left: 4px solid ${colors.primary};
    color: ${colors.text};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  [data-lead-off] a {
    color: ${colors.primary};
  }
`
