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
 * retry after a lost answer stores one lead. randomUUID exists only in secure contexts (https,
 * localhost); elsewhere the same version-4 layout is made from getRandomValues.
 */
export function newLeadKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

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
    const body = (await response.json()) as Partial<LeadAnswer> | null
    if (!body || typeof body !== "object") return null
    const errors = Array.isArray(body.errors)
      ? body.errors.filter((error): error is FieldError => typeof error?.field === "string" && typeof error?.message === "string")
      : undefined
    return { ok: body.ok === true, message: typeof body.message === "string" ? body.message : undefined, errors }
  } catch {
    return null
  }
}
