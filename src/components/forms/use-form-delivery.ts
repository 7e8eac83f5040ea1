import { useCallback, useRef, useState, type FormEvent } from "react"
import { fetchLeadToken, newLeadKey, pageOf, readAnswer, referrerOrigin, type FieldError } from "../../browser/lead-request"
import type { FormDeliveryMode } from "../../content/conditions"
import { postFields } from "../../forms/post-fields"
import type { successMessages } from "../../forms/messages"
import { formLanguageOf, formWords } from "../../forms/words"

/** The separate, unticked Law 6563 checkbox for commercial electronic messages. */
export const CONSENT_FIELD = postFields.consent

export type LeadFormKind = keyof typeof successMessages

/** Where a form stands: what the live region under it says. */
export type Outcome =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "sent"; message: string }
  | { state: "failed"; message: string; errors: FieldError[] }

interface Options {
  form: LeadFormKind
  delivery: FormDeliveryMode
  /** The lead service's address (/api/leads) or the outside endpoint; null with delivery off. */
  action: string | null
  fallback: { phone: string; email: string }
  /** The page the form is on: its language is the outcome's (src/forms/words.ts). */
  page: string
  timeoutMs: number
  /** Fields that may repeat (checkboxes), sent as lists. */
  listFields?: readonly string[]
}

/**
 * The form's values as an object with every named field: unanswered fields (an unchosen radio
 * group too) are "", fields that may repeat (checkboxes) are lists.
 */
export function formValues(form: HTMLFormElement, listFields: readonly string[] = []) {
  const values: Record<string, string | string[]> = {}
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name")
    if (name) values[name] = listFields.includes(name) ? [] : ""
  }
  const data = new FormData(form)
  for (const name of Object.keys(values)) {
    values[name] = listFields.includes(name) ? data.getAll(name).map(String) : String(data.get(name) ?? "")
  }
  return values
}

/** The form's fields as the browser itself would post them (application/x-www-form-urlencoded). */
function encodeForm(form: HTMLFormElement): string {
  const body = new URLSearchParams()
  new FormData(form).forEach((value, name) => body.append(name, typeof value === "string" ? value : value.name))
  return body.toString()
}

/**
 * Marks the fields the service refused (aria-invalid, which also draws their red border) and
 * clears the mark from the others. A group's boxes share its name.
 */
export function markInvalid(form: HTMLFormElement, errors: readonly FieldError[]) {
  const invalid = new Set(errors.map((error) => error.field))
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name")
    if (name && invalid.has(name) && element.getAttribute("type") !== "hidden") element.setAttribute("aria-invalid", "true")
    else element.removeAttribute("aria-invalid")
  }
}

/**
 * Submission of the site's forms. With the lead service (the default) it posts the values as JSON
 * with a time token (fetched when the visitor first enters the form), an idempotency key kept for
 * this fill's retries, the page and the referrer's origin; with an outside endpoint it posts them
 * form-encoded. The success text appears in the form once the lead is stored; on any failure every
 * value stays, the refused fields are named, and the text says so in Turkish. With delivery off
 * nothing is posted: the form says so from the start.
 */
export function useFormDelivery({ form: kind, delivery, action, fallback, page, timeoutMs, listFields = [] }: Options) {
  const words = formWords(formLanguageOf(page))
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" })
  const key = useRef<string | undefined>(undefined)
  const token = useRef<Promise<string> | null>(null)

  /** One token request per fill; a failed request is tried again at the next focus or submit. */
  const requestToken = useCallback(() => {
    if (delivery !== "service" || !action) return Promise.resolve("")
    if (!token.current) {
      const request = fetchLeadToken(action)
      token.current = request
      request.catch(() => {
        if (token.current === request) token.current = null
      })
    }
    return token.current
  }, [delivery, action])

  const onFocus = useCallback(() => {
    void requestToken().catch(() => undefined)
  }, [requestToken])

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      if (delivery === "off" || !action) return
      setOutcome({ state: "sending" })
      const controller = new AbortController()
      const timer = window.setTimeout(() => controller.abort(), timeoutMs)
      const failed = (message: string, errors: FieldError[] = []) => {
        markInvalid(form, errors)
        setOutcome({ state: "failed", message, errors })
      }
      try {
        let response: Response
        if (delivery === "service") {
          key.current ??= newLeadKey()
          const values = formValues(form, listFields)
          const body = {
            ...values,
            [CONSENT_FIELD]: values[CONSENT_FIELD] === "on",
            [postFields.token]: await requestToken(),
            [postFields.key]: key.current,
            [postFields.page]: pageOf(window.location),
            [postFields.referrer]: referrerOrigin(document.referrer),
          }
          response = await fetch(action, {
            method: "POST",
            headers: { Accept: "application/json", "Content-Type": "application/json" },
            body: JSON.stringify(body),
            signal: controller.signal,
          })
        } else {
          response = await fetch(action, {
            method: "POST",
            // JSON answers instead of a thank-you page from services such as Formspree.
            headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
            body: encodeForm(form),
            signal: controller.signal,
          })
        }
        if (response.ok) {
          form.reset()
          markInvalid(form, [])
          // The next fill is another lead: a new key, and a new token when the visitor starts it.
          key.current = undefined
          token.current = null
          setOutcome({ state: "sent", message: words.success[kind] })
          return
        }
        const answer = delivery === "service" ? await readAnswer(response) : null
        const errors = answer?.errors ?? []
        // An expired, spent or unreadable token: the next send carries a fresh one.
        if (errors.some((error) => error.field === postFields.token)) token.current = null
        // The key was stored with other content (409): the next send is a new lead, with a key of its own.
        if (errors.some((error) => error.field === postFields.key)) key.current = undefined
        if (errors.length > 0) failed(`${answer?.message ?? words.fieldErrors} ${words.valuesKept}`, errors)
        else if (answer?.message) failed(`${answer.message} ${words.valuesKept} ${words.reachUs(fallback.phone, fallback.email)}`)
        else failed(words.failure(fallback.phone, fallback.email))
      } catch {
        failed(words.failure(fallback.phone, fallback.email))
      } finally {
        window.clearTimeout(timer)
      }
    },
    [kind, delivery, action, fallback.phone, fallback.email, timeoutMs, listFields, requestToken, words],
  )

  return { outcome, onSubmit, onFocus }
}
