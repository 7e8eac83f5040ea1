import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

/** A received message as the team's mailbox sees it. */
export interface ReceivedMail {
  to: string[]
  messageId: string
  subject: string
  text: string
  html: string
  replyTo: string
}

/**
 * A local SMTP server on loopback that keeps every message (the team's inbox in the tests). `close`
 * takes it down, `listen` brings it back on the same port: the "SMTP down, then back" fault.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = []
  /** An SMTP code (550) to refuse a recipient with, as a mail server does for a mailbox that does not exist. */
  refuseRecipient: (address: string) => number | undefined = () => undefined
  /** How long the server takes to accept a message (a slow mail server). */
  delayMs = 0
  private server: SMTPServer | undefined

  constructor(public port = 0) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }

  listen(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const code = this.refuseRecipient(address.address)
        if (code === undefined) return callback()
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: code }))
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: parsed.messageId ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              replyTo: parsed.replyTo?.text ?? "",
            })
            setTimeout(() => callback(), this.delayMs)
          })
          .catch(callback)
      },
    })
    const server = this.server
    return new Promise((resolve, reject) => {
      server.once("error", reject)
      server.listen(this.port, "127.0.0.1", () => {
        const address = server.server.address()
        if (address && typeof address === "object") this.port = address.port
        resolve()
      })
    })
  }

  close(): Promise<void> {
    const server = this.server
    this.server = undefined
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
  }

  /** Waits until `count` messages arrived (or fails after `timeoutMs` with how many did). */
  async waitFor(count: number, timeoutMs = 60000) {
    const until = Date.now() + timeoutMs
    while (this.mails.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} mails, got ${this.mails.length}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}
