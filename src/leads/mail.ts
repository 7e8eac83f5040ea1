/**
 * The lead's e-mail to its team, and the outbox sender. The lead is committed first; the sender then
 * works through the outbox with retries and growing pauses, so an SMTP server that is down loses
 * nothing. A row is marked sent as soon as SMTP accepts the message, and a marked row is never sent
 * again. Visitor input goes into the plain text as is and into the HTML part escaped.
 */
import nodemailer from "nodemailer"
import { defaultLanguage, languageOfPage } from "../content/languages"
import type { LeadDb } from "./db"
import { fieldLabels, formFieldNames, shownValue, type FormKind } from "./fields"
import type { LeadRow } from "./schema"
import { claimDueMail, markMailDead, markMailFailed, markMailSent, nextMailDue, releaseMail, type OutboxItem } from "./store"

export interface Logger {
  info(message: string): void
  error(message: string): void
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

const formTitles: Record<FormKind, string> = { contact: "İletişim formu mesajı", demo: "Demo talebi" }

const istanbulTime = (date: Date) =>
  new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" }).format(date)

export interface MailContext {
  /** Contact subjects' labels by value (data/pages/contact.yaml). */
  subjectLabels: ReadonlyMap<string, string>
  brand: string
}

/**
 * A visitor's value in the plain text. A one-line value (one-line fields cannot hold a line break) stays on
 * its label's line; a longer text goes under it with every line framed by "  | ", so none of its lines
 * can pose as one of the service's own.
 */
const framed = (label: string, value: string) => {
  const lines = value.split(/\r\n|\r|\n/)
  return lines.length === 1 ? [`${label}: ${value}`] : [`${label}:`, ...lines.map((line) => `  | ${line}`)]
}

/**
 * Subject line, plain text, HTML and headers of a lead's mail. The subject line carries no visitor input.
 * The service's facts (lead number, time, consent, notice) come first and also as X-Lead-* headers; the
 * visitor's values follow (see `framed`), so no visitor text can forge an "izin: Verildi" line.
 */
export function composeLeadMail(lead: LeadRow, context: MailContext) {
  const form = lead.form as FormKind
  const subjectLabel = form === "demo" ? "Demo talebi" : (context.subjectLabels.get(lead.subject) ?? lead.subject)
  const rows: [string, string][] = []
  for (const name of formFieldNames[form]) {
    const raw = lead.fields[name]
    if (raw === undefined || raw === "" || (Array.isArray(raw) && raw.length === 0)) continue
    rows.push([fieldLabels[name as keyof typeof fieldLabels], shownValue(name, raw, context.subjectLabels)])
  }
  const consent =
    lead.marketingConsent && lead.marketingConsentAt ? `Verildi (${istanbulTime(lead.marketingConsentAt)})` : "Verilmedi"
  // The form's language is its page's: sales answer an English form in English.
  const language = languageOfPage(lead.page)
  const about: [string, string][] = [
    ["Talep no", lead.id],
    ["Gönderilme zamanı", `${istanbulTime(lead.createdAt)} (Türkiye saati)`],
    ["Gönderildiği sayfa", lead.page ?? "bilinmiyor"],
    ["Formun dili", language.name],
    ["Geldiği site", lead.referrerOrigin ?? "yok"],
    ...Object.entries(lead.utm).map(([key, value]): [string, string] => [key, value]),
    ["Aydınlatma metni sürümü", lead.noticeVersion],
    ["Ticari elektronik ileti izni", consent],
  ]
  const subject = `${context.brand} web sitesi: ${formTitles[form]} (${subjectLabel})${
    language.code === defaultLanguage ? "" : ` [${language.name}]`
  }`
  const text = [
    `${formTitles[form]} — ${subjectLabel}`,
    "",
    "Talep bilgileri (sitenin kaydı):",
    ...about.map(([label, value]) => `${label}: ${value}`),
    "",
    "Ziyaretçinin yazdıkları:",
    ...rows.flatMap(([label, value]) => framed(label, value)),
    "",
    "Bu e-posta sitenin talep hizmetince gönderildi; yanıtla düğmesi ziyaretçinin e-posta adresine yazar.",
  ].join("\n")
  const table = (list: [string, string][]) =>
    `<table cellpadding="4">${list
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
      )
      .join("")}</table>`
  const html = `<!doctype html><html lang="tr"><meta charset="utf-8"><body><h1>${escapeHtml(
    `${formTitles[form]} — ${subjectLabel}`,
  )}</h1><h2>Talep bilgileri</h2>${table(about)}<h2>Ziyaretçinin yazdıkları</h2>${table(rows)}</body></html>`
  const headers = {
    "X-Lead-Id": lead.id,
    "X-Lead-Form": form,
    "X-Lead-Language": language.code,
    "X-Lead-Marketing-Consent": lead.marketingConsent ? "yes" : "no",
    "X-Lead-Notice-Version": lead.noticeVersion,
  }
  return { subject, text, html, headers }
}

export interface SenderOptions {
  db: LeadDb
  /** SMTP_URL, e.g. smtp://user:pass@mail.example:587 ; without it no mail is sent and the outbox waits. */
  smtpUrl?: string
  from: string
  context: MailContext
  logger: Logger
  /** Pause after the first failure; doubles with every try up to `maxDelayMs`. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** How long a claimed mail is reserved for this sender before another may try it. */
  leaseMs?: number
  /** Domain of the Message-ID, so a receiving server can recognise a resent copy as the same message. */
  messageIdDomain: string
}

const SMTP_CONNECTIONS = 2
const IDLE_LOOK_MS = 60_000

/** Sends the outbox's due mails, one batch after another, and sleeps until the next is due. */
export class OutboxSender {
  private readonly transport
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = false
  private readonly base: number
  private readonly max: number
  private readonly lease: number
  /** Mails claimed by this sender and not yet marked: released for the next sender when it stops. */
  private readonly claimed = new Set<string>()

  constructor(private readonly options: SenderOptions) {
    this.base = options.baseDelayMs ?? 30_000
    this.max = options.maxDelayMs ?? 60 * 60_000
    this.lease = options.leaseMs ?? 5 * 60_000
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          pool: true,
          maxConnections: SMTP_CONNECTIONS,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined
  }

  get enabled() {
    return this.transport !== undefined
  }

  /** Starts the loop; without SMTP_URL logs once that mail is off. */
  start() {
    if (!this.transport) {
      this.options.logger.info("leads: SMTP_URL is not set, mail is off; leads are stored and wait in the outbox")
      return
    }
    this.wake()
  }

  /** Runs a pass now (after a new lead); a pass already running runs once more when it ends. */
  wake() {
    if (!this.transport || this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.pass()
      .catch((error: unknown) => this.options.logger.error(`leads: outbox pass failed (${describeError(error)})`))
      .finally(() => {
        this.running = undefined
        if (this.again) {
          this.again = false
          this.wake()
        } else void this.schedule()
      })
  }

  /** Sends everything due now, and returns when done (the serverless wrapper's way of sending). */
  async flush() {
    if (!this.transport) return
    while (this.running) await this.running
    await this.pass()
  }

  /**
   * Stops sending: waits for the pass in flight (at most `waitMs`), then makes the mails it claimed and
   * did not finish due again, so a restarted service sends them at once instead of after the lease.
   */
  async stop(waitMs = 10_000) {
    this.stopped = true
    clearTimeout(this.timer)
    const running = this.running
    let finished = !running
    if (running) {
      let timer: NodeJS.Timeout | undefined
      finished = await Promise.race([
        running.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
      ])
      clearTimeout(timer)
    }
    // A send still in flight keeps its lease: releasing it could send that mail twice.
    if (finished && this.claimed.size > 0) {
      await releaseMail(this.options.db, [...this.claimed]).catch((error: unknown) =>
        this.options.logger.error(`leads: outbox lease not released (${describeError(error)})`),
      )
      this.claimed.clear()
    }
    this.transport?.close()
  }

  private async schedule() {
    if (this.stopped) return
    let due: Date | null = null
    try {
      due = await nextMailDue(this.options.db)
    } catch {
      // The database is away: look again in a while.
      due = new Date(Date.now() + this.base)
    }
    if (this.stopped) return
    // Nothing due: look again within a minute, for mails another instance or `leads -- resend` made due.
    const wait = due ? Math.min(Math.max(due.getTime() - Date.now(), 50), this.max) : Math.min(IDLE_LOOK_MS, this.max)
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.wake(), wait)
    this.timer.unref()
  }

  private async pass() {
    for (;;) {
      if (this.stopped) return
      const batch = await claimDueMail(this.options.db, new Date(), this.lease, 10)
      if (batch.length === 0) return
      for (const item of batch) this.claimed.add(item.id)
      // As many at once as the transport has connections; a stop lets the rest of the batch go unsent.
      const queue = [...batch]
      const worker = async () => {
        for (let item = queue.shift(); item && !this.stopped; item = queue.shift()) await this.send(item)
      }
      await Promise.all(Array.from({ length: SMTP_CONNECTIONS }, worker))
    }
  }

  private async send(item: OutboxItem) {
    const transport = this.transport
    if (!transport) return
    const { subject, text, html, headers } = composeLeadMail(item.lead, this.options.context)
    try {
      await transport.sendMail({
        from: this.options.from,
        to: item.to,
        replyTo: item.lead.email,
        subject,
        text,
        html,
        headers,
        messageId: `<lead-${item.leadId}@${this.options.messageIdDomain}>`,
      })
    } catch (error) {
      const cause = describeError(error)
      if (refusedForGood(error)) {
        await markMailDead(this.options.db, item.id, new Date(), errorCode(error))
        this.claimed.delete(item.id)
        this.options.logger.error(
          `leads: mail of lead ${item.leadId} refused for good by the mail server (${cause}); kept as a dead letter, ` +
            "not tried again: fix the address or the server, then `npm run leads -- resend` (the report counts dead letters)",
        )
        return
      }
      const delay = Math.min(this.base * 2 ** Math.max(0, item.tries - 1), this.max)
      await markMailFailed(this.options.db, item.id, new Date(Date.now() + delay), errorCode(error))
      this.claimed.delete(item.id)
      this.options.logger.error(
        `leads: mail of lead ${item.leadId} failed (try ${item.tries}, ${cause}), retry in ${Math.round(delay / 1000)} s`,
      )
      return
    }
    // SMTP has the message: never released, and marked at once; if even the mark fails, the lease still
    // keeps others off it for a while.
    this.claimed.delete(item.id)
    await markMailSent(this.options.db, item.id, new Date())
    this.options.logger.info(`leads: mail of lead ${item.leadId} sent`)
  }
}

/**
 * A mail the server refused for good: an SMTP 5xx answer to the message or its recipients. An
 * authentication failure (535, EAUTH) is the service's own settings, not the mail's: retried.
 */
export function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && code !== "EAUTH"
}

/** An error's code only (ECONNREFUSED, EAUTH 535), never its message, which may quote the visitor's data. */
export function errorCode(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
    const named = typeof code === "string" ? code : classify(error)
    return [named, typeof responseCode === "number" ? responseCode : ""].join(" ").trim()
  }
  return "ERROR"
}

// SQLSTATE classes a log reader needs told apart (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const sqlStates: [RegExp, string][] = [
  [/^57014$/, "statement timeout"],
  [/^(08...|57P0[123])$/, "connection lost"],
  [/^53...$/, "server out of resources"],
  [/^22...$/, "bad input"],
  [/^23...$/, "constraint violated"],
  [/^(40001|40P01)$/, "conflict with another transaction"],
  [/^(28...|3D000)$/, "connection refused by the server's settings"],
  [/^P0001$/, "raised by a database function"],
]

/** What kind of failure an error is, from its code and the client libraries' fixed messages only. */
function classify(error: object): string {
  const { message } = error as { message?: unknown }
  const text = typeof message === "string" ? message : ""
  if (/timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(text))
    return "connect timeout"
  if (/Query read timeout/i.test(text)) return "query timeout"
  if (/Connection terminated/i.test(text)) return "connection lost"
  if (/Cannot use a pool after calling end/i.test(text)) return "database closed"
  return error.constructor?.name && error.constructor.name !== "Object" ? error.constructor.name : "ERROR"
}

/**
 * A failure as the log says it: its kind and code ("connection refused (ECONNREFUSED)", "statement
 * timeout (57014)", "bad input (22021)"), never the message text, which may quote the visitor's data.
 */
export function describeError(error: unknown): string {
  if (!error || typeof error !== "object") return "unknown error"
  const { code, responseCode, cause } = error as { code?: unknown; responseCode?: unknown; cause?: unknown }
  if (typeof code === "string") {
    const state = sqlStates.find(([pattern]) => pattern.test(code))
    if (state) return `${state[1]} (${code})`
    const network: Record<string, string> = {
      ECONNREFUSED: "connection refused",
      ECONNRESET: "connection reset",
      ETIMEDOUT: "timeout",
      EPIPE: "connection lost",
      ENOTFOUND: "host not found",
      EAI_AGAIN: "host not found",
      EHOSTUNREACH: "host unreachable",
      EAUTH: "authentication failed",
      EENVELOPE: "recipient refused",
      EMESSAGE: "message refused",
      ECONNECTION: "connection failed",
      ESOCKET: "connection failed",
    }
    const shown = typeof responseCode === "number" ? `${code} ${responseCode}` : code
    return `${network[code] ?? "error"} (${shown})`
  }
  // An AggregateError (both address families refused) or a wrapped error: the cause tells.
  const { errors } = error as { errors?: unknown }
  if (Array.isArray(errors) && errors.length > 0) return describeError(errors[0])
  if (cause && cause !== error) return describeError(cause)
  return classify(error)
}
