/**
 * The lead's e-mail to its team, and the outbox sender. The lead is committed first; the sender then
 * works through the outbox with retries and growing pauses, so an SMTP server that is down loses
 * nothing. A row is marked sent as soon as SMTP accepts the message, and a marked row is never sent
 * again. Visitor input goes into the plain text as is and into the HTML part escaped.
 */
import nodemailer from "nodemailer"
import type { LeadDb } from "./db"
import { fieldLabels, formFieldNames, shownValue, type FormKind } from "./fields"
import type { LeadRow } from "./schema"
import { claimDueMail, markMailFailed, markMailSent, nextMailDue, type OutboxItem } from "./store"

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

/** Subject line, plain text and HTML of a lead's mail. The subject line carries no visitor input. */
export function composeLeadMail(lead: LeadRow, context: MailContext) {
  const form = lead.form as FormKind
  const subjectLabel = form === "demo" ? "Demo talebi" : (context.subjectLabels.get(lead.subject) ?? lead.subject)
  const rows: [string, string][] = []
  for (const name of formFieldNames[form]) {
    const raw = lead.fields[name]
    if (raw === undefined || raw === "" || (Array.isArray(raw) && raw.length === 0)) continue
    rows.push([fieldLabels[name as keyof typeof fieldLabels], shownValue(name, raw, context.subjectLabels)])
  }
  const about: [string, string][] = [
    ["Talep no", lead.id],
    ["Gönderilme zamanı", `${istanbulTime(lead.createdAt)} (Türkiye saati)`],
    ["Gönderildiği sayfa", lead.page ?? "bilinmiyor"],
    ["Geldiği site", lead.referrerOrigin ?? "yok"],
    ...Object.entries(lead.utm).map(([key, value]): [string, string] => [key, value]),
    ["Aydınlatma metni sürümü", lead.noticeVersion],
    [
      "Ticari elektronik ileti izni",
      lead.marketingConsent && lead.marketingConsentAt ? `Verildi (${istanbulTime(lead.marketingConsentAt)})` : "Verilmedi",
    ],
  ]
  const subject = `${context.brand} web sitesi: ${formTitles[form]} (${subjectLabel})`
  const text = [
    `${formTitles[form]} — ${subjectLabel}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...about.map(([label, value]) => `${label}: ${value}`),
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
  )}</h1>${table(rows)}<hr>${table(about)}</body></html>`
  return { subject, text, html }
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

  constructor(private readonly options: SenderOptions) {
    this.base = options.baseDelayMs ?? 30_000
    this.max = options.maxDelayMs ?? 60 * 60_000
    this.lease = options.leaseMs ?? 5 * 60_000
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          pool: true,
          maxConnections: 2,
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
      .catch((error: unknown) => this.options.logger.error(`leads: outbox pass failed (${errorCode(error)})`))
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

  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    while (this.running) await this.running
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
    if (!due || this.stopped) return
    const wait = Math.min(Math.max(due.getTime() - Date.now(), 50), this.max)
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.wake(), wait)
    this.timer.unref()
  }

  private async pass() {
    for (;;) {
      const batch = await claimDueMail(this.options.db, new Date(), this.lease, 10)
      if (batch.length === 0) return
      await Promise.all(batch.map((item) => this.send(item)))
      if (this.stopped) return
    }
  }

  private async send(item: OutboxItem) {
    const transport = this.transport
    if (!transport) return
    const { subject, text, html } = composeLeadMail(item.lead, this.options.context)
    try {
      await transport.sendMail({
        from: this.options.from,
        to: item.to,
        replyTo: item.lead.email,
        subject,
        text,
        html,
        messageId: `<lead-${item.leadId}@${this.options.messageIdDomain}>`,
      })
    } catch (error) {
      const delay = Math.min(this.base * 2 ** Math.max(0, item.tries - 1), this.max)
      await markMailFailed(this.options.db, item.id, new Date(Date.now() + delay), errorCode(error))
      this.options.logger.error(
        `leads: mail of lead ${item.leadId} failed (try ${item.tries}, ${errorCode(error)}), retry in ${Math.round(delay / 1000)} s`,
      )
      return
    }
    // SMTP has the message: mark it at once; if even this fails the lease still keeps others off it for a while.
    await markMailSent(this.options.db, item.id, new Date())
    this.options.logger.info(`leads: mail of lead ${item.leadId} sent`)
  }
}

/** An error's code only (ECONNREFUSED, EAUTH 535), never its message, which may quote the visitor's data. */
export function errorCode(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
    return [typeof code === "string" ? code : "ERROR", typeof responseCode === "number" ? responseCode : ""].join(" ").trim()
  }
  return "ERROR"
}
