import { leadSettings } from "../../src/leads/config"
import { shownValue } from "../../src/leads/fields"
import { openDatabase } from "../../src/leads/db"
import { DEFAULT_RATE_LIMIT, RateLimiter } from "../../src/leads/rate-limit"
import { addressOf, teamFor } from "../../src/leads/routing"
import { root } from "./support/leads"

/** Issue 30: the defaults hold unless a variable says otherwise (the bench lifts them for itself only). */
describe("lead service settings", () => {
  it("keeps the 3-second time trap and 10 posts per 10 minutes unless set, and reads data/", () => {
    const settings = leadSettings({}, root)
    expect(settings.minAgeMs).toBe(3000)
    expect(settings.rateLimit).toEqual(DEFAULT_RATE_LIMIT)
    expect(settings.rateLimit).toEqual({ max: 10, windowMs: 600_000 })
    expect(settings.retentionDays).toBe(730)
    expect(settings.subjects.get("teknik-destek")).toBe("Teknik Destek")
    expect(settings.databaseUrl).toBeUndefined()
    expect(settings.smtpUrl).toBeUndefined()
    expect(settings.trustProxy).toBe(false)
    expect(settings.mailFrom).toBe('"Yakamoz Yazılım web sitesi" <info@yakamoz-yazilim.example>')
  })

  it("takes explicit values, and ignores malformed ones instead of weakening the defaults", () => {
    expect(leadSettings({ LEAD_MIN_AGE_MS: "0", LEAD_RATE_LIMIT: "20/60" }, root)).toMatchObject({
      minAgeMs: 0,
      rateLimit: { max: 20, windowMs: 60_000 },
    })
    expect(leadSettings({ LEAD_MIN_AGE_MS: "hızlı", LEAD_RATE_LIMIT: "çok" }, root)).toMatchObject({
      minAgeMs: 3000,
      rateLimit: DEFAULT_RATE_LIMIT,
    })
    expect(leadSettings({ LEAD_MIN_AGE_MS: "-5" }, root).minAgeMs).toBe(3000)
  })

  it("routes demo and sales subjects to sales, support to support, KVKK to the KVKK address, general to info", () => {
    const site = leadSettings({}, root).site
    const to = (form: "contact" | "demo", subject: string) => addressOf(site, teamFor(form, subject))
    expect(to("demo", "demo")).toBe("satis@yakamoz-yazilim.example")
    for (const subject of ["fiyat-teklifi", "demo-talebi", "erp", "e-ticaret", "danismanlik"])
      expect(to("contact", subject)).toBe("satis@yakamoz-yazilim.example")
    for (const subject of ["teknik-destek", "destek-paketi-temel", "destek-paketi-premium"])
      expect(to("contact", subject)).toBe("destek@yakamoz-yazilim.example")
    expect(to("contact", "kvkk-basvurusu")).toBe("kvkk@yakamoz-yazilim.example")
    expect(to("contact", "genel-bilgi")).toBe("info@yakamoz-yazilim.example")
  })

  it("counts each address in its own window and says when it may post again (PGlite: in the process that holds it)", async () => {
    const database = await openDatabase({ dataDir: "memory://" })
    try {
      const limiter = new RateLimiter(database, Buffer.from("rate-limit-test-secret"), { max: 2, windowMs: 60_000 })
      const t0 = Date.parse("2026-11-28T10:00:00Z")
      expect(await limiter.hit("203.0.113.7", t0)).toEqual({ allowed: true, counted: true })
      expect(await limiter.hit("203.0.113.7", t0 + 1000)).toEqual({ allowed: true, counted: true })
      expect(await limiter.hit("203.0.113.7", t0 + 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 })
      expect(await limiter.hit("203.0.113.8", t0 + 2000)).toEqual({ allowed: true, counted: true })
      // A refund gives one post back (a post the database could not store).
      await limiter.refund("203.0.113.7")
      expect(await limiter.hit("203.0.113.7", t0 + 3000)).toEqual({ allowed: false, retryAfterSeconds: 57 })
      expect(await limiter.hit("203.0.113.7", t0 + 60_000)).toEqual({ allowed: true, counted: true })
    } finally {
      await database.close()
    }
  })
})

describe("a stored field as the teams read it (mail and export alike)", () => {
  it("shows choices and subjects by their labels, joins lists, and leaves free text and unknown values as sent", () => {
    const subjects = new Map([["erp", "ERP Sistemleri"]])
    expect(shownValue("sector", "saglik", subjects)).toBe("Sağlık")
    expect(shownValue("employeeCount", "1-10", subjects)).toBe("1-10 çalışan")
    expect(shownValue("subject", "erp", subjects)).toBe("ERP Sistemleri")
    expect(shownValue("interestedProducts", ["ERP Sistemi", "CRM Sistemi"], subjects)).toBe("ERP Sistemi, CRM Sistemi")
    expect(shownValue("message", "=1+1 <b>", subjects)).toBe("=1+1 <b>")
    expect(shownValue("sector", "bilinmeyen", subjects)).toBe("bilinmeyen")
    expect(shownValue("position", undefined, subjects)).toBe("")
  })
})
