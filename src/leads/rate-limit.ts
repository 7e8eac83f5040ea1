/**
 * Per-address limit on lead posts, in memory: a fixed window per address. One process holds it, which is
 * the deployments this service has (one Node process, or one function instance that restarts often);
 * nginx's limit_req can add a shared limit in front.
 */
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

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(private readonly limit: RateLimit = DEFAULT_RATE_LIMIT) {}

  /** Counts one post; when over the limit, how many seconds until the address may post again. */
  hit(address: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    this.sweep(now)
    const window = this.windows.get(address)
    if (!window || now - window.start >= this.limit.windowMs) {
      this.windows.set(address, { start: now, count: 1 })
      return { allowed: true }
    }
    window.count += 1
    if (window.count <= this.limit.max) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000)) }
  }

  // Old windows are dropped now and then, so many addresses cannot grow the map without bound.
  private lastSweep = 0
  private sweep(now: number) {
    if (now - this.lastSweep < this.limit.windowMs) return
    this.lastSweep = now
    for (const [address, window] of this.windows) if (now - window.start >= this.limit.windowMs) this.windows.delete(address)
  }
}
