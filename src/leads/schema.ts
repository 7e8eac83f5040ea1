/**
 * The lead service's tables (Drizzle). A migration in src/leads/migrations is generated from this file
 * with `npx drizzle-kit generate --config src/leads/drizzle.config.ts` and committed; the service applies
 * pending migrations at start, on PGlite and on a PostgreSQL server alike.
 */
import { sql } from "drizzle-orm"
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core"

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "contact" or "demo". */
    form: text("form").notNull(),
    /** The contact form's subject key, or "demo". */
    subject: text("subject").notNull(),
    /** The data/site.yaml contact target the lead was routed to ("salesEmail"). */
    team: text("team").notNull(),
    /** The visitor's fields exactly as validated (trimmed), keyed by the form's field names. */
    fields: jsonb("fields").$type<Record<string, string | string[]>>().notNull(),
    /** Lower-cased copy of the e-mail field, for `forget` and export. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Hash of the KVKK notice the form linked, and when the visitor sent the form under it. */
    noticeVersion: text("notice_version").notNull(),
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }).notNull(),
    /** Law 6563 consent to commercial electronic messages, with its own time (null when not given). */
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    marketingConsentAt: timestamp("marketing_consent_at", { withTimezone: true }),
    /** The page's path (without query), the referrer's origin and the page's utm_* parameters. */
    page: text("page"),
    referrerOrigin: text("referrer_origin"),
    utm: jsonb("utm").$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text("idempotency_key").notNull().unique("leads_idempotency_key_unique"),
    /**
     * The time token's nonce: unique, so one token serves one lead (a replay of the same key is answered
     * from the stored lead instead). Null for leads stored before the rule.
     */
    tokenNonce: text("token_nonce").unique("leads_token_nonce_unique"),
    /** sha256 of the post's content (form, fields, consent, notice): the same key with other content is refused. */
    requestHash: text("request_hash"),
  },
  (table) => [index("leads_created_at_idx").on(table.createdAt), index("leads_email_idx").on(table.email)],
)

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Deleting a lead (forget, purge) deletes its pending mail too.
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    tries: integer("tries").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the mail server refused the mail for good (SMTP 5xx): a dead letter, never retried by itself. */
    deadAt: timestamp("dead_at", { withTimezone: true }),
    /** The SMTP error's class and code only, never the message text with the visitor's data. */
    lastError: text("last_error"),
  },
  (table) => [
    index("outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    index("outbox_lead_idx").on(table.leadId),
  ],
)

/**
 * The per-address rate limit, shared by every instance on one database: a fixed window per address. The
 * address is kept only as an HMAC with the service's secret, and rows of past windows are deleted.
 */
export const rateLimits = pgTable("lead_rate_limits", {
  bucket: text("bucket").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
})

export type LeadRow = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert
export type OutboxRow = typeof outbox.$inferSelect
