import { useContext } from "react"
import type { FrameWords } from "../../forms/word-types"
import { fieldId, FormNameContext } from "./fields"
import { CONSENT_FIELD } from "./use-form-delivery"

/**
 * What the visitor is told and asked under every form: the KVKK information notice (linked, and
 * its version sent with the lead), and a separate consent for commercial electronic messages
 * (Law 6563), never ticked in advance and never a condition of sending the form.
 */
export function ConsentFields({ words, notice = "/privacy" }: { words: FrameWords["consent"]; notice?: string }) {
  const id = fieldId(useContext(FormNameContext), CONSENT_FIELD)
  return (
    // Styled by the form's section (sections/lead-form-styles.ts).
    <div data-lead-consent="">
      <p>
        {words.before} <a href={notice}>{words.link}</a>
        {words.after}
      </p>
      <label htmlFor={id}>
        <input type="checkbox" id={id} name={CONSENT_FIELD} />
        <span>{words.box}</span>
      </label>
    </div>
  )
}
