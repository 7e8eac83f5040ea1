/**
 * Per-address limit on lead posts: a fixed window per address, counted in PostgreSQL, so every instance of
 * the service on one server shares one limit (two instances behind a load balancer do not double it); with
 * PGlite, which one process alone opens, in that process. The address itself is never kept: only an HMAC
 * of it with the service's secret.
 */
import { createHmac } from "crypto"
import { lte, sql } from "drizzle-orm"
import type { LeadDb } from "./db"
import { rateLimits } from "./schema"

export interface RateLimit {
  /** Posts allowed per window. */
  max: number
  windowMs: number
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60 * 1000 }

/** "20/60" = 20 posts per 60 seconds (LEAD_RATE_LIMIT); unset or invalid keeps the default. */
export function parseRateLimit(value: string | undefined): RateLimit {
  const match = value?.match(/^(\d+)\/(\d+)$/)
  if (!match) return DEFAULT_RATE_LIMIT
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}

export type RateDecision = { allowed: true; counted: boolean } | { allowed: false; retryAfterSeconds: number }

/** Where the counts live: a table shared by every instance, or this process's memory. */
interface RateStore {
  hit(bucket: string, now: number, windowMs: number): Promise<{ windowStart: number; hits: number }>
  refund(bucket: string): Promise<void>
  sweep(now: number, windowMs: number): Promise<void>
}

/**
 * The counts in PostgreSQL, one statement a post. A count needs no durability (a crash forgets at most a
 * few minutes of it), so the statement commits without waiting for its write-ahead log to reach the disk
 * (`synchronous_commit` off for that transaction alone): with it, every post of one address waited for
 * the previous post's flush on the same row, and the service's throughput halved.
 */
function databaseStore(db: LeadDb): RateStore {
  return {
    async hit(bucket, now, windowMs) {
      const at = new Date(now).toISOString()
      const expired = new Date(now - windowMs).toISOString()
      const over = sql`${rateLimits.windowStart} <= ${expired}::timestamptz`
      const result = await db.execute(sql`
        with relaxed as (select set_config('synchronous_commit', 'off', true))
        insert into ${rateLimits} (${sql.identifier("bucket")}, ${sql.identifier("window_start")}, ${sql.identifier("hits")})
        select ${bucket}, ${at}::timestamptz, 1 from relaxed
        on conflict (${sql.identifier("bucket")}) do update set
          ${sql.identifier("window_start")} = case when ${over} then excluded.window_start else ${rateLimits.windowStart} end,
          ${sql.identifier("hits")} = case when ${over} then 1 else ${rateLimits.hits} + 1 end
        returning ${rateLimits.windowStart} as window_start, ${rateLimits.hits} as hits`)
      const [row] = (result as unknown as { rows: { window_start: string | Date; hits: number | string }[] }).rows
      return { windowStart: new Date(row.window_start).getTime(), hits: Number(row.hits) }
    },
    async refund(bucket) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(sql`${rateLimits.bucket} = ${bucket}`)
    },
    async sweep(now, windowMs) {
      await db.delete(rateLimits).where(lte(rateLimits.windowStart, new Date(now - windowMs)))
    },
  }
}

/**
 * The counts in this process: for PGlite, which only one process can open (its lock proves it), so this
 * process sees every post, exactly as the table would, without a second statement per post.
 */
function memoryStore(): RateStore {
  const windows = new Map<string, { windowStart: number; hits: number }>()
  return {
    async hit(bucket, now, windowMs) {
      const known = windows.get(bucket)
      const window =
        !known || known.windowStart <= now - windowMs ? { windowStart: now, hits: 1 } : { ...known, hits: known.hits + 1 }
      windows.set(bucket, window)
      return window
    },
    async refund(bucket) {
      const known = windows.get(bucket)
      if (known) known.hits = Math.max(0, known.hits - 1)
    },
    async sweep(now, windowMs) {
      for (const [bucket, window] of windows) if (window.windowStart <= now - windowMs) windows.delete(bucket)
    },
  }
}

export class RateLimiter {
  private lastSweep = 0
  private readonly store: RateStore

  constructor(
    database: { db: LeadDb; kind: "pglite" | "postgres" },
    private readonly secret: Buffer,
    private readonly limit: RateLimit = DEFAULT_RATE_LIMIT,
  ) {
    this.store = database.kind === "postgres" ? databaseStore(database.db) : memoryStore()
  }

  private bucket(address: string) {
    return createHmac("sha256", this.secret).update(`rate:${address}`).digest("base64url").slice(0, 32)
  }

  /**
   * Counts one post of `address` and says whether it may go on. One statement: a new window starts when
   * the stored one is over, else the count grows; concurrent posts of one address serialise on its row.
   */
  async hit(address: string, now = Date.now()): Promise<RateDecision> {
    const row = await this.store.hit(this.bucket(address), now, this.limit.windowMs)
    // Windows that are over are deleted now and then, so many addresses cannot grow the table.
    if (now - this.lastSweep >= this.limit.windowMs) {
      this.lastSweep = now
      await this.store.sweep(now, this.limit.windowMs)
    }
    if (row.hits <= this.limit.max) return { allowed: true, counted: true }
    const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart + this.limit.windowMs - now) / 1000))
    return { allowed: false, retryAfterSeconds }
  }

  /** Gives back a post that the service could not handle (the database failed while storing it). */
  async refund(address: string): Promise<void> {
    await this.store.refund(this.bucket(address))
  }
}
