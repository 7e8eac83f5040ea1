/**
 * The lead service's settings: the environment (DATABASE_URL, SMTP_URL, LEAD_SECRET, …) and the content
 * (data/site.yaml for the site's address, the teams' e-mails and the retention period; the contact
 * form's subjects from data/pages and the events). docs/leads.md lists every variable.
 */
import path from "path"
import { noticeVersion } from "../content/notice-version"
import { readReferenceOptions } from "../content/read-references"
import { readSiteData } from "../content/read-site"
import { fillTokens } from "../content/tokens"
import { contentTokens } from "../content/content-tokens"
import type { SiteContent } from "../content/schema/site"
import { parseRateLimit, type RateLimit } from "./rate-limit"
import { DEFAULT_MIN_AGE_MS } from "./token"
import { contentTypes } from "../kinds"

export const DEFAULT_RETENTION_DAYS = 730

export interface LeadSettings {
  /** The project's data/ folder. */
  contentDir: string
  /** Where PGlite's database and the generated secret live (.data by default, git-ignored). */
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
  /** LEAD_SECRET: the HMAC key of the time tokens and the rate limit's buckets; the same on every instance. */
  secret?: string
  /** Sender of the team mails (LEAD_MAIL_FROM), by default the site's general address. */
  mailFrom: string
  site: Pick<SiteContent, "brand" | "siteUrl" | "emails" | "phones">
  retentionDays: number
  /** Contact subjects' labels by value, from every contactForm section of data/pages. */
  subjects: Map<string, string>
  /** The time trap's minimum (LEAD_MIN_AGE_MS); 3 s unless a bench lowers it. */
  minAgeMs: number
  rateLimit: RateLimit
  /** Origins allowed to post besides siteUrl and the serving origin (LEAD_ALLOWED_ORIGINS, comma-separated). */
  extraOrigins: string[]
  /**
   * The KVKK notice's version (src/content/notice-version.ts, from data/pages/privacy.yaml): the only one a
   * post may carry, so a lead never records a notice the visitor was not shown.
   */
  noticeVersion: string
  /** Whether the address of a visitor comes from X-Real-IP (LEAD_TRUST_PROXY=1, behind nginx only). */
  trustProxy: boolean
}

/**
 * The subjects a contact form may send, with their labels: those of the contact forms in data/pages,
 * in the order the form lists them, then those other files offer (every event's registration, past
 * ones too, so a form built before an event started still sends; src/kinds/).
 */
export function readSubjects(contentDir: string): Map<string, string> {
  const tokens = contentTokens(contentTypes, contentDir)
  return new Map(
    readReferenceOptions(contentTypes, contentDir).contactSubject.map(({ value, label }) => [value, fillTokens(label, tokens)]),
  )
}

export function leadSettings(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): LeadSettings {
  const contentDir = path.resolve(root, env.LEAD_CONTENT_DIR ?? "data")
  const site = readSiteData(contentDir)
  // Unset or not a number keeps the 3-second default; only an explicit value (the bench's 0) changes it.
  const minAge = env.LEAD_MIN_AGE_MS ? Number(env.LEAD_MIN_AGE_MS) : Number.NaN
  return {
    contentDir,
    dataDir: path.resolve(root, env.LEAD_DATA_DIR ?? ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    secret: env.LEAD_SECRET || undefined,
    mailFrom: env.LEAD_MAIL_FROM || `"${site.brand} web sitesi" <${site.emails.info}>`,
    site,
    retentionDays: site.leads?.retentionDays ?? DEFAULT_RETENTION_DAYS,
    subjects: readSubjects(contentDir),
    minAgeMs: Number.isFinite(minAge) && minAge >= 0 ? minAge : DEFAULT_MIN_AGE_MS,
    rateLimit: parseRateLimit(env.LEAD_RATE_LIMIT),
    extraOrigins: (env.LEAD_ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    noticeVersion: noticeVersion(contentDir),
    trustProxy: env.LEAD_TRUST_PROXY === "1",
  }
}
