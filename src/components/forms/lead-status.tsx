import { css } from "@emotion/react"
import { useEffect, useRef } from "react"
import { colors, radii, space } from "../../theme"
import type { Outcome } from "./use-form-delivery"

/**
 * The styles live on the region, not on the text inside it: without JavaScript the lead service
 * writes the same outcome into the built page's HTML (src/leads/form-page.ts), as plain elements
 * under `data-outcome`.
 */
const region = css`
  font-weight: 600;
  border-radius: ${radii.md};
  &:not(:empty) {
    margin-bottom: ${space.lg};
    padding: ${space.md};
  }
  &[data-outcome="sent"] {
    background: ${colors.successSoft};
    color: ${colors.success};
  }
  &[data-outcome="failed"] {
    background: ${colors.dangerSoft};
    color: ${colors.danger};
  }
  p {
    margin: 0;
  }
  p:focus {
    outline: none;
  }
  ul {
    margin: ${space.sm} 0 0;
    padding-left: 1.25rem;
    font-weight: 500;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`

/** One field the service refused; `target` is the id of the field to link to, when the form has it. */
export interface ShownError {
  field: string
  message: string
  target: string | null
}

/**
 * The form's live region (`data-lead-status`, the contract with the lead service's no-JavaScript
 * answer): empty until a send ends, then the success text, or the failure with a list of links
 * to the refused fields. A failure takes the focus, so keyboard and screen-reader users land on it.
 */
export function LeadStatus({ outcome, errors }: { outcome: Outcome; errors: readonly ShownError[] }) {
  const failure = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (outcome.state === "failed") failure.current?.focus()
  }, [outcome])
  const state = outcome.state === "sent" || outcome.state === "failed" ? outcome.state : undefined
  return (
    <div css={region} data-lead-status="" data-outcome={state} role="status">
      {outcome.state === "sent" && <p>{outcome.message}</p>}
      {outcome.state === "failed" && (
        <>
          <p tabIndex={-1} ref={failure}>
            {outcome.message}
          </p>
          {errors.length > 0 && (
            <ul>
              {errors.map((error) => (
                <li key={error.field}>{error.target ? <a href={`#${error.target}`}>{error.message}</a> : error.message}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
