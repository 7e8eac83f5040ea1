import { useEffect, useRef } from "react"
import type { Outcome } from "./use-form-delivery"

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
    // Styled by the form's section (sections/lead-form-styles.ts), as the service's no-JavaScript answer is.
    <div data-lead-status="" data-outcome={state} role="status">
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
