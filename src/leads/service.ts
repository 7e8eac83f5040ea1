/**
 * The lead service without HTTP: validates a post, applies the honeypot, time trap and rate limit, and
 * stores the lead with its mail in one transaction. app.ts turns its results into responses; the
 * Node server, the CLI and the Netlify function all start it through `startLeadService`.
 */
import { createHash } from "crypto"
import { postFields } from "../forms/post-fields"
import { formLanguageOf } from "../forms/words"
import type { LeadSettings } from "./config"
import { openDatabase, type Database } from "./db"
import {
  contactLeadFor,
  formFieldNames,
  leadSchemasIn,
  formKinds,
  someNames,
  UNKNOWN_FIELDS,
  unstorableFields,
  type FormKind,
  type LeadInput,
} from "./fields"
import { unstorableText } from "../forms/unstorable-text"
import { describeError, OutboxSender, type Logger } from "./mail"
import { RateLimiter, type RateDecision } from "./rate-limit"
import { addressOf, teamFor } from "./routing"
import { purgeOlderThan, storeLead } from "./store"
import { loadSecret, TokenSigner } from "./token"
import { serviceWordsIn, turkishServiceWords, type ServiceLanguage, type ServiceWords } from "./words"

/** The Turkish words of the service's answers (./words.ts has every language's); app.ts and tests read them. */
export const messages = {
  invalid: turkishServiceWords.invalid,
  token: turkishServiceWords.token,
  honeypot: turkishServiceWords.honeypot,
  form: turkishServiceWords.form,
  repeated: (fields: readonly string[], words: ServiceWords = turkishServiceWords) =>
    words.repeated(fields.length, someNames(fields, 3, words)),
  notice: turkishServiceWords.notice,
  keyReused: turkishServiceWords.keyReused,
  limited: (seconds: number, words: ServiceWords = turkishServiceWords) => words.limited(Math.max(1, Math.ceil(seconds / 60))),
  unavailable: turkishServiceWords.unavailable,
}

export type FieldError = { field: string; message: string }
export type Values = Record<string, string | string[]>

export type SubmitResult =
  | { kind: "stored"; form: FormKind; id: string; created: boolean; message: string }
  | { kind: "refused"; form: FormKind | undefined; message: string; errors: FieldError[] }
  | { kind: "limited"; form: FormKind; message: string; retryAfterSeconds: number }
  | { kind: "unavailable"; form: FormKind; message: string }
  /** The idempotency key was stored with other content (409): the next send is a new lead. */
  | { kind: "conflict"; form: FormKind; message: string; errors: FieldError[] }

export interface SubmitContext {
  /** The visitor's network address, for the rate limit only (never stored). */
  address: string
  now?: Date
}

const utmKeys = /^utm_(source|medium|campaign|term|content|id)$/

/** The page's path and its utm_* parameters from `_page` ("/demo?utm_source=x"). */
export function attribution(page: string | undefined) {
  if (!page) return { page: null, utm: {} }
  const url = new URL(page, "http://site.invalid")
  const utm: Record<string, string> = {}
  // Decoding may yield what PostgreSQL cannot store (%00): such a value is left out.
  for (const [key, value] of url.searchParams)
    if (utmKeys.test(key) && !unstorableText(value, "one")) utm[key] = value.slice(0, 200)
  return { page: url.pathname.slice(0, 500), utm }
}

/** An http(s) origin, or null for anything else the island may have read from document.referrer. */
export function referrerOrigin(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null
  } catch {
    return null
  }
}

export class LeadService {
  readonly signer: TokenSigner
  readonly limiter: RateLimiter
  readonly sender: OutboxSender
  /** The contact schema of each language, with the content's subjects. */
  private readonly contactSchemas = new Map<ServiceLanguage, ReturnType<typeof contactLeadFor>>()

  constructor(
    readonly settings: LeadSettings,
    readonly database: Database,
    readonly logger: Logger,
    senderTiming: { baseDelayMs?: number; maxDelayMs?: number; leaseMs?: number } = {},
  ) {
    const secret = loadSecret(settings.dataDir, settings.secret)
    this.signer = new TokenSigner(secret, settings.minAgeMs)
    this.limiter = new RateLimiter(database, secret, settings.rateLimit)
    this.sender = new OutboxSender({
      db: database.db,
      smtpUrl: settings.smtpUrl,
      from: settings.mailFrom,
      context: { subjectLabels: settings.subjects, brand: settings.site.brand },
      logger,
      messageIdDomain: new URL(settings.site.siteUrl).hostname,
      ...senderTiming,
    })
  }

  issueToken(now = Date.now()) {
    return this.signer.issue(now)
  }

  /**
   * Validates and stores one post (its fields already read from JSON or form encoding). Every post counts
   * towards its address's rate limit, refused ones too (they cost the same work); a post the database
   * could not take is given back, so an outage does not lock visitors out afterwards.
   */
  async submit(values: Record<string, unknown>, context: SubmitContext): Promise<SubmitResult> {
    const now = context.now ?? new Date()
    // The post is answered in its form's language, read from the page it was sent from.
    const language = formLanguageOf(typeof values[postFields.page] === "string" ? (values[postFields.page] as string) : null)
    const words = serviceWordsIn(language)
    const form = formKinds.find((kind) => kind === values.form)
    let limit: RateDecision
    let databaseAway = false
    try {
      limit = await this.limiter.hit(context.address, now.getTime())
    } catch (error) {
      // The database is away: a refusal is still answered; a valid post gets its 503 at once, not after a
      // second time-out of the store.
      this.logger.error(`leads: rate limit not counted, the database did not answer (${describeError(error)})`)
      limit = { allowed: true, counted: false }
      databaseAway = true
    }
    if (!limit.allowed)
      return {
        kind: "limited",
        form: form ?? "contact",
        message: messages.limited(limit.retryAfterSeconds, words),
        retryAfterSeconds: limit.retryAfterSeconds,
      }
    const result = await this.check(values, form, now, language)
    if (result.kind !== "valid") return result
    if (databaseAway) return this.unavailable(result.lead.form, words)
    const stored = await this.store(result.lead, result.nonce, now, words)
    if (stored.kind === "unavailable" && limit.counted) await this.limiter.refund(context.address).catch(() => {})
    return stored
  }

  /** The post's checks, cheapest first; a valid post comes back typed, with its token's nonce. */
  private async check(
    values: Record<string, unknown>,
    form: FormKind | undefined,
    now: Date,
    language: ServiceLanguage,
  ): Promise<{ kind: "valid"; lead: LeadInput; nonce: string } | Extract<SubmitResult, { kind: "refused" }>> {
    const words = serviceWordsIn(language)
    if (!form)
      return {
        kind: "refused",
        form: undefined,
        message: words.form,
        errors: [{ field: postFields.form, message: words.form }],
      }
    const honeypot = values[postFields.honeypot]
    if (typeof honeypot === "string" && honeypot !== "")
      return {
        kind: "refused",
        form,
        message: words.honeypot,
        errors: [{ field: postFields.honeypot, message: words.honeypot }],
      }

    const parsed = (form === "contact" ? this.contactSchemaIn(language) : leadSchemasIn(language).demoLead).safeParse(values)
    // Text PostgreSQL cannot store is named by its field before anything else is said about that field.
    const errors: FieldError[] = unstorableFields(values, words)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // Every unknown field in one error: the answer stays small whatever the post holds.
        const field = issue.code === "unrecognized_keys" ? UNKNOWN_FIELDS : String(issue.path[0] ?? postFields.form)
        if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message })
      }
    }
    if (errors.length > 0 || !parsed.success) return { kind: "refused", form, message: words.invalid, errors }
    const lead: LeadInput = parsed.data
    if (lead.noticeVersion !== this.settings.noticeVersion)
      return {
        kind: "refused",
        form,
        message: words.notice,
        errors: [{ field: postFields.noticeVersion, message: words.notice }],
      }
    const token = this.signer.verify(lead._token, now.getTime())
    if (!token.ok)
      return { kind: "refused", form, message: words.token, errors: [{ field: postFields.token, message: words.token }] }
    return { kind: "valid", lead, nonce: token.nonce }
  }

  private contactSchemaIn(language: ServiceLanguage) {
    let schema = this.contactSchemas.get(language)
    if (!schema)
      this.contactSchemas.set(language, (schema = leadSchemasIn(language).contactLeadFor([...this.settings.subjects.keys()])))
    return schema
  }

  private async store(lead: LeadInput, nonce: string, now: Date, words: ServiceWords): Promise<SubmitResult> {
    const form = lead.form
    const fields: Values = {}
    for (const name of formFieldNames[form]) {
      const value = (lead as Record<string, unknown>)[name]
      if (typeof value === "string" || Array.isArray(value)) fields[name] = value as string | string[]
    }
    const subject = lead.form === "contact" ? lead.subject : "demo"
    const team = teamFor(form, subject)
    const { page, utm } = attribution(lead._page)
    // What the visitor sent, without the token and key: a retry with a fresh token is the same post.
    const requestHash = createHash("sha256")
      .update(JSON.stringify([form, subject, fields, lead.marketingConsent, lead.noticeVersion]))
      .digest("base64url")
    const record = {
      form,
      subject,
      team,
      fields,
      email: lead.email.toLowerCase(),
      createdAt: now,
      noticeVersion: lead.noticeVersion,
      noticeSentAt: now,
      marketingConsent: lead.marketingConsent,
      marketingConsentAt: lead.marketingConsent ? now : null,
      page,
      referrerOrigin: referrerOrigin(lead._referrer),
      utm,
      // Without JavaScript the token's nonce is the key: resending the same page stores one lead.
      idempotencyKey: lead._key ? `key:${lead._key}` : `token:${nonce}`,
      tokenNonce: nonce,
      requestHash,
    }
    try {
      const mailTo = addressOf(this.settings.site, team)
      // A pooled connection the server closed (a restart) fails once; the retry gets a new one, and the
      // idempotency key makes a retry of a commit that did happen return that lead, never a second one.
      const stored = await storeLead(this.database, record, mailTo).catch((error: unknown) => {
        if (!lostConnection(error)) throw error
        return storeLead(this.database, record, mailTo)
      })
      if (stored.kind === "tokenSpent")
        return { kind: "refused", form, message: words.token, errors: [{ field: postFields.token, message: words.token }] }
      if (stored.kind === "keyReused")
        return {
          kind: "conflict",
          form,
          message: words.keyReused,
          errors: [{ field: postFields.key, message: words.keyReused }],
        }
      if (stored.created) {
        this.logger.info(`leads: lead ${stored.id} stored (${form})`)
        this.sender.wake()
      }
      return { kind: "stored", form, id: stored.id, created: stored.created, message: words.success[form] }
    } catch (error) {
      this.logger.error(`leads: lead refused with 503, the database did not store it (${describeError(error)})`)
      return this.unavailable(form, words)
    }
  }

  private unavailable(form: FormKind, words: ServiceWords): SubmitResult {
    const { phones, emails } = this.settings.site
    return { kind: "unavailable", form, message: words.unavailable(phones.main.display, emails.info) }
  }

  /** Deletes leads older than the retention period; the count goes to the log. */
  async purge(now = new Date()) {
    const removed = await purgeOlderThan(this.database.db, this.settings.retentionDays, now)
    this.logger.info(`leads: purge removed ${removed} lead(s) older than ${this.settings.retentionDays} days`)
    return removed
  }

  async close() {
    await this.sender.stop()
    await this.database.close()
  }
}

/** A connection the server ended (admin shutdown, crash) rather than a query the database refused. */
function lostConnection(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const cause = (error as { cause?: unknown } | null)?.cause
  return (
    (typeof code === "string" && /^(57P0[123]|08\d{3}|ECONNRESET|EPIPE)$/.test(code)) ||
    (typeof message === "string" && message.includes("Connection terminated")) ||
    (cause !== undefined && cause !== error && lostConnection(cause))
  )
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message) => console.error(message),
}

export interface StartOptions {
  logger?: Logger
  /** The sender's pauses (tests shorten them). */
  senderTiming?: { baseDelayMs?: number; maxDelayMs?: number; leaseMs?: number }
  /** False: the caller sends the outbox itself (the serverless wrapper, the CLI). */
  startSender?: boolean
  database?: Database
}

/** Opens the database (migrating it), purges by the retention period and starts the mail sender. */
export async function startLeadService(settings: LeadSettings, options: StartOptions = {}): Promise<LeadService> {
  const logger = options.logger ?? consoleLogger
  const database =
    options.database ?? (await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: `${settings.dataDir}/leads` }))
  const service = new LeadService(settings, database, logger, options.senderTiming)
  await service.purge()
  if (options.startSender !== false) service.sender.start()
  return service
}
