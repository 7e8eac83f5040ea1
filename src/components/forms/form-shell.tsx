import { css } from "@emotion/react"
import type { FormEvent, ReactNode } from "react"
import type { FormDeliveryMode } from "../../content/conditions"
import { postFields } from "../../forms/post-fields"
import { colors, radii, shadows, space } from "../../theme"
import { primaryButton } from "../button-styles"
import { Icon } from "../icon"
import { ConsentFields } from "./consent-fields"
import { fieldId, FormNameContext, FormWordsContext } from "./fields"
import { formLanguageOf, formWords } from "../../forms/words"
import { LeadStatus, type ShownError } from "./lead-status"
import type { LeadFormKind, Outcome } from "./use-form-delivery"

const formCard = css`
  display: grid;
  gap: ${space.lg};
  padding: clamp(1.25rem, 3vw, 2.5rem);
  border-radius: ${radii.lg};
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
`

const honeypot = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.lg};
  button {
    ${primaryButton};
    min-width: 12rem;
  }
  button:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`

/**
 * How a form delivers, from data/site.yaml and the build. Plain values, because a form is an
 * island: its props travel in the page's HTML to the browser.
 */
export interface FormDelivery {
  /** `forms.delivery`: the site's lead service, an outside endpoint, or off. */
  delivery: FormDeliveryMode
  /** Where the form posts (/api/leads or the endpoint); null with delivery off. */
  action: string | null
  /** The path of the page the form is on, posted as `_page` when JavaScript does not run. */
  page: string
  /** First 16 hex characters of the sha256 of the KVKK notice the form links (data/pages/privacy.yaml). */
  noticeVersion: string
  /** The phone and e-mail a visitor is offered when the form cannot send. */
  fallback: { phone: string; tel: string; email: string }
  /** How long a delivery may take before the form reports a failure (tests shorten it). */
  timeoutMs?: number
  /** The KVKK notice's page in the form's language, where it is not the Turkish /privacy (an English form's). */
  notice?: string
}

interface FormShellProps extends Omit<FormDelivery, "timeoutMs"> {
  form: LeadFormKind
  name: string
  label: string
  outcome: Outcome
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onFocus: () => void
  submitLabel: string
  children: ReactNode
}

/**
 * What both forms share: the form element, which posts to the lead service (or the endpoint) even
 * without JavaScript, the hidden fields the service reads, the honeypot, the KVKK notice and the
 * Law 6563 consent, the outcome's live region and the submit button. With delivery off the form
 * says from the start that it does not send, offers the phone and e-mail, and its button is off.
 */
export function FormShell({
  form,
  name,
  label,
  delivery,
  action,
  page,
  noticeVersion,
  notice,
  fallback,
  outcome,
  onSubmit,
  onFocus,
  submitLabel,
  children,
}: FormShellProps) {
  const sends = delivery !== "off" && action !== null
  const language = formLanguageOf(page)
  const words = formWords(language)
  const frame = words.frame
  const errors: ShownError[] =
    outcome.state === "failed"
      ? outcome.errors.map((error) => ({
          ...error,
          // Only fields the visitor sees get a link; the token's refusal is a sentence.
          target: error.field.startsWith("_") ? null : fieldId(name, error.field),
        }))
      : []
  return (
    <form
      css={formCard}
      name={name}
      aria-label={label}
      data-lead-form={form}
      onSubmit={onSubmit}
      onFocus={onFocus}
      {...(sends ? { action, method: "post" } : {})}
    >
      {!sends && (
        <p data-lead-off="">
          {frame.off[0]}
          <a href={`tel:${fallback.tel}`}>{fallback.phone}</a>
          {frame.off[1]}
          <a href={`mailto:${fallback.email}`}>{fallback.email}</a>
          {frame.off[2]}
        </p>
      )}
      <input type="hidden" name={postFields.form} value={form} />
      <input type="hidden" name={postFields.noticeVersion} value={noticeVersion} />
      {delivery === "service" && (
        <>
          {/* Filled by the lead service's server in every page it serves; the island fetches its own. */}
          <input type="hidden" name={postFields.token} defaultValue="" />
          <input type="hidden" name={postFields.page} value={page} />
        </>
      )}
      <FormNameContext.Provider value={name}>
        <FormWordsContext.Provider value={words}>
          {children}
          <ConsentFields words={frame.consent} notice={notice} />
        </FormWordsContext.Provider>
      </FormNameContext.Provider>
      {sends && (
        <div css={honeypot} aria-hidden="true">
          <label>
            {frame.honeypot}
            <input type="text" name={postFields.honeypot} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
      )}
      <div>
        <LeadStatus outcome={outcome} errors={errors} />
        <div css={footer}>
          <button type="submit" disabled={!sends || outcome.state === "sending"}>
            {outcome.state === "sending" ? frame.sending : submitLabel}
            <Icon name="send" size={18} />
          </button>
        </div>
      </div>
    </form>
  )
}
