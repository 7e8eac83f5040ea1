import { css } from "@emotion/react"
import type { FormEvent, ReactNode } from "react"
import { colors, fontSizes, radii, shadows, space } from "../../theme"
import { buttonStyles } from "../button-styles"
import { Icon } from "../icon"
import { FormNameContext } from "./fields"
import { HONEYPOT_FIELD, type DeliveryState } from "./use-form-delivery"

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
    ${buttonStyles.primary};
    min-width: 12rem;
  }
  button:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`

const kvkk = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`

const status = css`
  display: flex;
  margin: 0;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radii.md};
  font-weight: 600;
  svg {
    flex: none;
    margin-top: 0.15rem;
  }
`

const sentStatus = css`
  background: #e7f6ec;
  color: ${colors.success};
`

const failedStatus = css`
  background: #fdecea;
  color: ${colors.danger};
`

/**
 * The live regions stay in the page from the start, so screen readers announce the text that later
 * appears in them; an empty one takes no room.
 */
const liveRegion = css`
  &:not(:empty) {
    margin-bottom: ${space.lg};
  }
`

/**
 * Where a form sends its values, from data/site.yaml: the endpoint (none: the specification's
 * local alert) and the phone and e-mail a failure message offers instead. Plain values, because a
 * form is an island: its props travel in the page's HTML to the browser.
 */
export interface FormDelivery {
  endpoint?: string | null
  fallback: { phone: string; email: string }
  /** How long a delivery may take before the form reports a failure (tests shorten it). */
  timeoutMs?: number
}

interface FormShellProps {
  name: string
  label: string
  endpoint?: string | null
  state: DeliveryState
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  submitLabel: string
  successMessage: string
  failureMessage: string
  children: ReactNode
}

/** The icons of a submission's outcome, drawn only in the browser. */
export const outcomeIcons = ["circle-check", "circle-alert"] as const

/**
 * What both forms share: the form element (with action and method when an endpoint is set, so it
 * also posts without JavaScript), the honeypot, the submit button, the outcome in a live region
 * and the KVKK notice.
 */
export function FormShell({
  name,
  label,
  endpoint,
  state,
  onSubmit,
  submitLabel,
  successMessage,
  failureMessage,
  children,
}: FormShellProps) {
  return (
    <form
      css={formCard}
      name={name}
      aria-label={label}
      onSubmit={onSubmit}
      {...(endpoint ? { action: endpoint, method: "post" } : {})}
    >
      <FormNameContext.Provider value={name}>{children}</FormNameContext.Provider>
      {endpoint && (
        <div css={honeypot} aria-hidden="true">
          <label>
            Bu alanı boş bırakın
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
      )}
      <div>
        <div css={liveRegion} role="status">
          {state === "sent" && (
            <p css={[status, sentStatus]}>
              <Icon name={outcomeIcons[0]} size={20} />
              <span>{successMessage}</span>
            </p>
          )}
        </div>
        <div css={liveRegion} role="alert">
          {state === "failed" && (
            <p css={[status, failedStatus]}>
              <Icon name={outcomeIcons[1]} size={20} />
              <span>{failureMessage}</span>
            </p>
          )}
        </div>
        <div css={footer}>
          <button type="submit" disabled={state === "sending"}>
            {state === "sending" ? "Gönderiliyor…" : submitLabel}
            <Icon name="send" size={18} />
          </button>
          <p css={kvkk}>
            Paylaştığınız kişisel veriler talebinizi yanıtlamak, demo ve teklif sürecini yürütmek amacıyla,{" "}
            <a href="/privacy">KVKK Aydınlatma Metni</a>'nde açıklandığı şekilde işlenir; tanıtım iletisi göndermek için
            kullanılmaz.
          </p>
        </div>
      </div>
    </form>
  )
}
