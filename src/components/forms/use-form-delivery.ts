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

/** The form's values as an object; fields that may repeat (checkboxes) become lists. */
export function formValues(form: HTMLFormElement, listFields: readonly string[] = []) {
  const data = new FormData(form)
  const values: Record<string, string | string[]> = {}
  for (const key of new Set(data.keys())) {
    if (key === HONEYPOT_FIELD) continue
    values[key] = listFields.includes(key) ? data.getAll(key).map(String) : String(data.get(key) ?? "")
  }
  for (const key of listFields) values[key] ??= []
  return values
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
          headers: { Accept: "application/json" },
          body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
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
