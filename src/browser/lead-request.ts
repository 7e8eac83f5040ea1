/**
 * What the form islands add to a lead when they post it to the site's own lead service
 * (POST /api/leads, see src/leads/): the idempotency key, the page and the referrer's origin, and
 * the signed time token the service hands out. No cookie and no browser storage: everything lives
 * in the page while the visitor fills the form.
 */

/** A field the service refused, named as the form names it, with its Turkish message. */
export interface FieldError {
  field: string
  message: string
}

/** The service's JSON answer (every message Turkish). */
export interface LeadAnswer {
  ok: boolean
  message?: string
  id?: string
  errors?: FieldError[]
}

/**
 * A random UUID for one form fill: sent with every retry of that fill, so a double click or a
 * retry after a lost answer stores one lead. Browsers offer randomUUID only on https and localhost;
 * elsewhere the key is left out and the service takes the time token's nonce, as for a post
 * without JavaScript.
 */
export const newLeadKey = (): string | undefined => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : undefined)

/** The page's path and query string: the service reads the campaign's utm_* parameters from it. */
export const pageOf = (location: Pick<Location, "pathname" | "search">) => `${location.pathname}${location.search}`

/** Only the origin of the page the visitor came from: its path may carry someone's search or ids. */
export function referrerOrigin(referrer: string): string {
  if (!referrer) return ""
  try {
    return new URL(referrer).origin
  } catch {
    return ""
  }
}

/** Fetches a fresh time token from the service (`GET <action>/token`). */
export async function fetchLeadToken(action: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`${action}/token`, { headers: { Accept: "application/json" }, cache: "no-store", signal })
  if (!response.ok) throw new Error(`token: HTTP ${response.status}`)
  const body = (await response.json()) as { token?: unknown }
  if (typeof body.token !== "string") throw new Error("token: no token in the answer")
  return body.token
}

/** The service's answer, or null when it is not the JSON the service writes (a proxy's error page). */
export async function readAnswer(response: Response): Promise<LeadAnswer | null> {
  try {
    const body = (await response.json()) as LeadAnswer
    return typeof body?.message === "string" ? body : null
  } catch {
    return null
  }
}
