/**
 * The signed time trap: a token records when the form was shown (`GET /api/leads/token`, or the server
 * filling the page's hidden `_token` input) and the service refuses a post sent sooner than a person
 * fills a form, or a day later. No cookie and no third party: only an HMAC with the service's secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from "crypto"
import fs from "fs"
import path from "path"

export const DEFAULT_MIN_AGE_MS = 3000
export const DEFAULT_MAX_AGE_MS = 24 * 60 * 60 * 1000

export type TokenCheck =
  { ok: true; nonce: string; issuedAt: number } | { ok: false; reason: "malformed" | "signature" | "early" | "expired" }

const b64 = (data: Buffer | string) => Buffer.from(data).toString("base64url")

export class TokenSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly minAgeMs = DEFAULT_MIN_AGE_MS,
    private readonly maxAgeMs = DEFAULT_MAX_AGE_MS,
  ) {
    if (secret.length < 16) throw new Error("LEAD_SECRET must be at least 16 bytes")
  }

  private sign(payload: string): Buffer {
    return createHmac("sha256", this.secret).update(payload).digest()
  }

  /** base64url("<issuedAtMs>.<nonce>") + "." + base64url(HMAC-SHA256 of that part). */
  issue(now = Date.now()): string {
    const payload = b64(`${now}.${randomBytes(16).toString("base64url")}`)
    return `${payload}.${b64(this.sign(payload))}`
  }

  verify(token: string, now = Date.now()): TokenCheck {
    const [payload, signature, ...rest] = token.split(".")
    if (!payload || !signature || rest.length > 0) return { ok: false, reason: "malformed" }
    const expected = this.sign(payload)
    const given = Buffer.from(signature, "base64url")
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" }
    const [issued, nonce] = Buffer.from(payload, "base64url").toString("utf8").split(".")
    const issuedAt = Number(issued)
    if (!Number.isSafeInteger(issuedAt) || !nonce) return { ok: false, reason: "malformed" }
    if (now - issuedAt < this.minAgeMs) return { ok: false, reason: "early" }
    if (now - issuedAt > this.maxAgeMs) return { ok: false, reason: "expired" }
    return { ok: true, nonce, issuedAt }
  }
}

/**
 * The secret: LEAD_SECRET when set (every instance of a service behind a load balancer needs the same),
 * else one generated once into <dataDir>/secret, readable by the service's user only.
 */
export function loadSecret(dataDir: string, fromEnv = process.env.LEAD_SECRET): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, "utf8")
  const file = path.join(dataDir, "secret")
  try {
    return Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(32)
  // "wx": two processes starting together must not overwrite each other's secret.
  try {
    fs.writeFileSync(file, secret.toString("hex"), { mode: 0o600, flag: "wx" })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    return Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex")
  }
}
