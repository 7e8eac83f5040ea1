/**
 * The lead service's HTTP side on Web-standard Request/Response (Hono): `POST /api/leads` and
 * `GET /api/leads/token`. The Node server (scripts/serve.ts) and the Netlify function run this same app.
 */
import { Hono, type Context } from "hono"
import { bodyLimit } from "hono/body-limit"
import { listFields } from "../forms/fields"
import type { FormKind } from "./fields"
import { escapeHtml } from "./mail"
import { messages, type FieldError, type LeadService, type SubmitResult, type Values } from "./service"
import { formLanguageOf } from "../forms/words"
import { serviceWords, turkishServiceWords, type ServiceWords } from "./words"

/** The path of the page a request came from, by its Referer, when it is one. */
function refererPath(c: Context): string | undefined {
  try {
    return new URL(c.req.header("referer") ?? "").pathname
  } catch {
    return undefined
  }
}

export const MAX_BODY_BYTES = 32 * 1024

/** The Turkish answers of the HTTP side (./words.ts has every language's). */
export const httpMessages = turkishServiceWords.http

/**
 * The words of a request refused before its body is read: the language of the page it came from, by the
 * Referer's path (a form page under /en is English); Turkish without one.
 */
function wordsOfReferer(c: Context): ServiceWords {
  return serviceWords(refererPath(c))
}

/** What a form page shows after a post without JavaScript (src/leads/form-page.ts renders it). */
export type FormOutcome =
  | { kind: "sent"; form: FormKind; message: string }
  | { kind: "refused"; form: FormKind; message: string; values: Values; errors: FieldError[] }

/**
 * Answers a native form post with the page the form is on, its outcome written into it; `page` is the
 * `_page` the form sent (a path, possibly unknown to the server).
 */
export type PageRenderer = (args: {
  form: FormKind
  page: string | undefined
  outcome: FormOutcome
  token: string
  status: number
}) => Promise<Response>

export interface LeadAppOptions {
  service: LeadService
  /** The visitor's address for the rate limit, as the runtime knows it. */
  clientAddress: (c: Context) => string
  renderPage?: PageRenderer
}

/** A page for hosts that serve no form pages to the function (the serverless wrapper): the outcome alone. */
export const plainPage: PageRenderer = async ({ form, page, outcome, status }) => {
  const words = serviceWords(page)
  const back = page && /^\/[A-Za-z0-9/_-]*$/.test(page) ? page : form === "demo" ? "/demo" : "/contact"
  const errors =
    outcome.kind === "refused" && outcome.errors.length > 0
      ? `<ul>${outcome.errors.map((e) => `<li>${escapeHtml(e.message)}</li>`).join("")}</ul>`
      : ""
  const html = `<!doctype html><html lang="${formLanguageOf(page)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${
    outcome.kind === "sent" ? words.page.sent : words.page.refused
  }</title></head><body><main><p role="status">${escapeHtml(outcome.message)}</p>${errors}<p><a href="${escapeHtml(back)}">${words.page.back}</a></p></main></body></html>`
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } })
}

/** Reads a form-encoded body: repeated names become lists for the checkbox groups only. */
function formValues(body: string): { values: Record<string, unknown>; errors: FieldError[] } {
  const params = new URLSearchParams(body)
  const values: Record<string, unknown> = {}
  const repeated: string[] = []
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name)
    if (listFields.includes(name)) values[name] = all
    else if (all.length > 1) repeated.push(name)
    else values[name] = all[0]
  }
  // One error for them all, naming a few: the answer must not grow with the post.
  const errors: FieldError[] =
    repeated.length === 0
      ? []
      : [
          {
            field: repeated.length === 1 ? repeated[0] : "_repeated",
            message: messages.repeated(repeated, serviceWords(typeof values._page === "string" ? values._page : null)),
          },
        ]
  return { values, errors }
}

/** The visitor's values as the page gets them back (never the token, the key or the honeypot). */
function keptValues(values: Record<string, unknown>): Values {
  const kept: Values = {}
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith("_")) continue
    if (typeof value === "string") kept[name] = value
    else if (typeof value === "boolean") kept[name] = value ? "on" : ""
    else if (Array.isArray(value)) kept[name] = value.filter((v): v is string => typeof v === "string")
  }
  return kept
}

const statusOf = (result: SubmitResult) =>
  result.kind === "stored"
    ? result.created
      ? 201
      : 200
    : result.kind === "refused"
      ? 400
      : result.kind === "conflict"
        ? 409
        : result.kind === "limited"
          ? 429
          : 503

export function createLeadApp({ service, clientAddress, renderPage = plainPage }: LeadAppOptions) {
  const app = new Hono()
  const siteOrigin = new URL(service.settings.site.siteUrl).origin

  /** The post comes from the site's own pages: its Origin is the site's address or the serving origin. */
  const sameOrigin = (c: Context) => {
    const origin = c.req.header("origin")
    if (origin === undefined) return c.req.header("sec-fetch-site") !== "cross-site"
    return origin === siteOrigin || origin === new URL(c.req.url).origin || service.settings.extraOrigins.includes(origin)
  }
  const wantsJson = (c: Context) =>
    (c.req.header("accept") ?? "").includes("application/json") || (c.req.header("content-type") ?? "").includes("json")

  const refuse = async (c: Context, status: 403 | 405 | 413 | 415, choose: (words: ServiceWords) => string, allow?: string) => {
    const message = choose(wordsOfReferer(c))
    const response = wantsJson(c)
      ? c.json({ ok: false, message, errors: [] }, status, { "Cache-Control": "no-store" })
      : await plainPage({
          form: "contact",
          page: refererPath(c),
          outcome: { kind: "refused", form: "contact", message, values: {}, errors: [] },
          token: "",
          status,
        })
    if (allow) response.headers.set("Allow", allow)
    return response
  }

  app.get("/api/leads/token", (c) => c.json({ token: service.issueToken() }, 200, { "Cache-Control": "no-store" }))

  app.post(
    "/api/leads",
    async (c, next) => (sameOrigin(c) ? next() : refuse(c, 403, (words) => words.http.origin)),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413, (words) => words.http.tooLarge) }),
    async (c) => {
      const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase()
      const json = wantsJson(c)
      let values: Record<string, unknown>
      let readErrors: FieldError[] = []
      if (type === "application/json") {
        let body: unknown
        try {
          body = JSON.parse(await c.req.text())
        } catch {
          body = undefined
        }
        if (!body || typeof body !== "object" || Array.isArray(body)) {
          const message = wordsOfReferer(c).http.json
          return c.json({ ok: false, message, errors: [{ field: "_body", message }] }, 400)
        }
        values = body as Record<string, unknown>
      } else if (type === "application/x-www-form-urlencoded") {
        ;({ values, errors: readErrors } = formValues(await c.req.text()))
      } else return refuse(c, 415, (words) => words.http.mediaType)

      const result: SubmitResult =
        readErrors.length > 0
          ? {
              kind: "refused",
              form: values.form === "demo" ? "demo" : "contact",
              message: serviceWords(typeof values._page === "string" ? values._page : null).invalid,
              errors: readErrors,
            }
          : await service.submit(values, { address: clientAddress(c) })
      const status = statusOf(result)
      const headers: Record<string, string> = { "Cache-Control": "no-store" }
      if (result.kind === "limited") headers["Retry-After"] = String(result.retryAfterSeconds)

      if (json) {
        const body =
          result.kind === "stored"
            ? { ok: true, id: result.id, message: result.message }
            : { ok: false, message: result.message, errors: "errors" in result ? result.errors : [] }
        return c.json(body, status as 200, headers)
      }
      const form = result.form ?? "contact"
      const outcome: FormOutcome =
        result.kind === "stored"
          ? { kind: "sent", form, message: result.message }
          : {
              kind: "refused",
              form,
              message: result.message,
              values: keptValues(values),
              errors: "errors" in result ? result.errors : [],
            }
      // Native posts end on the page: 200 for the confirmation, the refusal's own status otherwise.
      const response = await renderPage({
        form,
        page: typeof values._page === "string" ? values._page : undefined,
        outcome,
        token: service.issueToken(),
        status: result.kind === "stored" ? 200 : status,
      })
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
      return response
    },
  )

  app.all("/api/leads", (c) => refuse(c, 405, (words) => words.http.method, "POST"))
  app.all("/api/leads/token", (c) => refuse(c, 405, (words) => words.http.tokenMethod, "GET"))
  return app
}
