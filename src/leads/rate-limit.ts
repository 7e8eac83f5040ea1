/**
 * Per-address limit on lead posts: a fixed window per address, counted in the database, so every instance
 * of the service on one PostgreSQL shares one limit (two instances behind a load balancer do not double
 * it). The address itself is never stored: only an HMAC of it with the service's secret.
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

export class RateLimiter {
  private lastSweep = 0

  constructor(
    private readonly db: LeadDb,
    private readonly secret: Buffer,
    private readonly limit: RateLimit = DEFAULT_RATE_LIMIT,
  ) {}

  private bucket(address: string) {
    return createHmac("sha256", this.secret).update(`rate:${address}`).digest("base64url").slice(0, 32)
  }

  /**
   * Counts one post of `address` and says whether it may go on. One statement: a new window starts when
   * the stored one is over, else the count grows; concurrent posts of one address serialise on its row.
   */
  async hit(address: string, now = Date.now()): Promise<RateDecision> {
    const at = new Date(now).toISOString()
    const expired = new Date(now - this.limit.windowMs).toISOString()
    const over = sql`${rateLimits.windowStart} <= ${expired}::timestamptz`
    const [row] = await this.db
      .insert(rateLimits)
      .values({ bucket: this.bucket(address), windowStart: new Date(now), hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.bucket,
        set: {
          windowStart: sql`case when ${over} then ${at}::timestamptz else ${rateLimits.windowStart} end`,
          hits: sql`case when ${over} then 1 else ${rateLimits.hits} + 1 end`,
        },
      })
      .returning({ windowStart: rateLimits.windowStart, hits: rateLimits.hits })
    await this.sweep(now)
    if (row.hits <= this.limit.max) return { allowed: true, counted: true }
    const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + this.limit.windowMs - now) / 1000))
    return { allowed: false, retryAfterSeconds }
  }

  /** Gives back a post that the service could not handle (the database failed while storing it). */
  async refund(address: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(sql`${rateLimits.bucket} = ${this.bucket(address)}`)
  }

  // Rows of windows that are over are deleted now and then, so many addresses cannot grow the table.
  private async sweep(now: number) {
    if (now - this.lastSweep < this.limit.windowMs) return
    this.lastSweep = now
    await this.db.delete(rateLimits).where(lte(rateLimits.windowStart, new Date(now - this.limit.windowMs)))
  }
}
