import { useCallback, useState, type FormEvent } from "react"

export type DeliveryState = "idle" | "sending" | "sent" | "failed"

/** The honeypot field: people never see it, form robots fill it in, delivery services drop those. */
export const HONEYPOT_FIELD = "_gotcha"

interface Options {
  /** A URL accepting a form POST (data/site.yaml `forms.endpoint`); without one nothing is sent. */
  endpoint?: string | null
  successMessage: string
  timeoutMs: number
  /** Runs in the default mode, after the browser's validation, with the form's values. */
  onLocalSubmit?: (form: HTMLFormElement) => void
}

/**
 * The form's values as an object with every named field: unanswered fields (an unchosen radio
 * group too) are "", fields that may repeat (checkboxes) are lists.
 */
export function formValues(form: HTMLFormElement, listFields: readonly string[] = []) {
  const values: Record<string, string | string[]> = {}
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name")
    if (name && name !== HONEYPOT_FIELD) values[name] = listFields.includes(name) ? [] : ""
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
 * Submission of the site's forms. By default (no endpoint) it keeps the page, runs the local
 * handler and shows the success text in a browser alert, as the specification says. With an
 * endpoint it posts the values there, reports the outcome on the page, clears the form on success
 * and keeps every value on failure or time-out.
 */
export function useFormDelivery({ endpoint, successMessage, timeoutMs, onLocalSubmit }: Options) {
  const [state, setState] = useState<DeliveryState>("idle")

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      if (!endpoint) {
        onLocalSubmit?.(form)
        window.alert(successMessage)
        return
      }
      setState("sending")
      const controller = new AbortController()
      const timer = window.setTimeout(() => controller.abort(), timeoutMs)
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          // JSON answers instead of a thank-you page from services such as Formspree.
          headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
          body: encodeForm(form),
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        form.reset()
        setState("sent")
      } catch {
        setState("failed")
      } finally {
        window.clearTimeout(timer)
      }
    },
    [endpoint, successMessage, timeoutMs, onLocalSubmit],
  )

  return { state, onSubmit }
}
