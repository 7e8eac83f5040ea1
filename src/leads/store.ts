/**
 * Every query of the lead service, through Drizzle's query builder. A lead and its outbox row are written
 * in one transaction: either both are committed or neither is.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm"
import type { Database, LeadDb } from "./db"
import { leads, outbox, type LeadRow, type NewLead } from "./schema"

export type StoredLead =
  /** Stored now (`created`), or the same post answered again from the lead stored under its key. */
  | { kind: "stored"; id: string; created: boolean }
  /** The key is stored with other content: the visitor must send it as a new lead. */
  | { kind: "keyReused"; id: string }
  /** The time token already served another lead (a token serves one lead). */
  | { kind: "tokenSpent" }

/**
 * Stores a lead and its mail to `mailTo` in one statement (the lead's insert as a CTE feeding the outbox's),
 * which PostgreSQL runs atomically: both rows or neither, in one round trip. A known idempotency key or an
 * already spent token inserts nothing; the key's stored lead then tells a replay from a reuse.
 */
export async function storeLead(database: Database, lead: NewLead, mailTo: string): Promise<StoredLead> {
  const { db } = database
  const inserted = db.$with("inserted").as(db.insert(leads).values(lead).onConflictDoNothing().returning({ id: leads.id }))
  // Drizzle's insert … select names every column of the table, in order.
  const [created] = await db
    .with(inserted)
    .insert(outbox)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as("id"),
          leadId: inserted.id,
          to: sql<string>`${mailTo}`.as("to"),
          tries: sql<number>`0`.as("tries"),
          nextAttemptAt: sql<Date>`now()`.as("next_attempt_at"),
          sentAt: sql<Date | null>`null`.as("sent_at"),
          deadAt: sql<Date | null>`null`.as("dead_at"),
          lastError: sql<string | null>`null`.as("last_error"),
        })
        .from(inserted),
    )
    .returning({ leadId: outbox.leadId })
  if (created) return { kind: "stored", id: created.leadId, created: true }
  const [existing] = await db
    .select({ id: leads.id, requestHash: leads.requestHash })
    .from(leads)
    .where(eq(leads.idempotencyKey, lead.idempotencyKey))
  if (!existing) return { kind: "tokenSpent" }
  // Leads stored before the content hash existed have none: answered as a replay, as they were then.
  if (existing.requestHash && lead.requestHash && existing.requestHash !== lead.requestHash)
    return { kind: "keyReused", id: existing.id }
  return { kind: "stored", id: existing.id, created: false }
}

export interface OutboxItem {
  id: string
  leadId: string
  to: string
  tries: number
  lead: LeadRow
}

/**
 * Claims up to `limit` due mails: each row's next attempt moves `leaseMs` ahead with a conditional update,
 * so another sender (a second instance, a scheduled function) skips it while this one sends.
 */
export async function claimDueMail(db: LeadDb, now: Date, leaseMs: number, limit: number): Promise<OutboxItem[]> {
  const due = await db
    .select({ id: outbox.id, tries: outbox.tries })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.deadAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
  const claimed: OutboxItem[] = []
  for (const row of due) {
    const [taken] = await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), tries: sql`${outbox.tries} + 1` })
      // `tries` as read is the row's version (timestamps lose their microseconds in JavaScript's Date).
      .where(
        and(
          eq(outbox.id, row.id),
          isNull(outbox.sentAt),
          isNull(outbox.deadAt),
          lte(outbox.nextAttemptAt, now),
          eq(outbox.tries, row.tries),
        ),
      )
      .returning()
    if (!taken) continue
    const [lead] = await db.select().from(leads).where(eq(leads.id, taken.leadId))
    if (lead) claimed.push({ id: taken.id, leadId: taken.leadId, to: taken.to, tries: taken.tries, lead })
  }
  return claimed
}

export async function markMailSent(db: LeadDb, id: string, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at, lastError: null }).where(eq(outbox.id, id))
}

export async function markMailFailed(db: LeadDb, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt, lastError: error.slice(0, 200) })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
}

/** The mail server refused the mail for good (SMTP 5xx): kept as a dead letter, not tried again by itself. */
export async function markMailDead(db: LeadDb, id: string, at: Date, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ deadAt: at, lastError: error.slice(0, 200) })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
}

/** Dead letters made due again (after the cause is fixed): `npm run leads -- resend`. Returns how many. */
export async function requeueDeadMail(db: LeadDb, now = new Date()): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ deadAt: null, nextAttemptAt: now })
    .where(and(isNull(outbox.sentAt), isNotNull(outbox.deadAt)))
    .returning({ id: outbox.id })
  return rows.length
}

/** Mails this sender claimed and did not finish: due again at once, for the next sender (a restart). */
export async function releaseMail(db: LeadDb, ids: readonly string[], now = new Date()): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(outbox)
    .set({ nextAttemptAt: now })
    .where(and(inArray(outbox.id, [...ids]), isNull(outbox.sentAt), isNull(outbox.deadAt)))
}

/** The earliest time a pending mail is due, so the sender sleeps exactly until then. */
export async function nextMailDue(db: LeadDb): Promise<Date | null> {
  const [row] = await db
    .select({ at: outbox.nextAttemptAt })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.deadAt)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
  return row?.at ?? null
}

/** Leads sent at or after `since`, oldest first, each with whether its mail went out. */
export async function listLeads(db: LeadDb, since?: Date): Promise<(LeadRow & { mailedAt: Date | null })[]> {
  const rows = await db
    .select({ lead: leads, mailedAt: outbox.sentAt })
    .from(leads)
    .leftJoin(outbox, eq(outbox.leadId, leads.id))
    .where(since ? gte(leads.createdAt, since) : undefined)
    .orderBy(asc(leads.createdAt))
  return rows.map(({ lead, mailedAt }) => ({ ...lead, mailedAt }))
}

/** Deletes one person's leads (matched by e-mail, any case) and with them their mails; returns both counts. */
export async function forgetEmail(database: Database, email: string): Promise<{ leads: number; mails: number }> {
  return database.transaction(async (tx) => {
    const ids = (await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, email.trim().toLowerCase()))).map(
      (row) => row.id,
    )
    if (ids.length === 0) return { leads: 0, mails: 0 }
    const mails = await tx.delete(outbox).where(inArray(outbox.leadId, ids)).returning({ id: outbox.id })
    const removed = await tx.delete(leads).where(inArray(leads.id, ids)).returning({ id: leads.id })
    return { leads: removed.length, mails: mails.length }
  })
}

/** Deletes leads older than the retention period (their mails go with them, by the foreign key's cascade). */
export async function purgeOlderThan(db: LeadDb, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000)
  const removed = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id })
  return removed.length
}
