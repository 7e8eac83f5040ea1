import fs from "fs"
import os from "os"
import path from "path"
import { sql } from "drizzle-orm"
import { drizzle } from "drizzle-orm/node-postgres"
import { Client } from "pg"
import { runLeadsCommand } from "../../scripts/leads"
import { leadSettings } from "../../src/leads/config"
import { openDatabase, type Database, type LeadDb } from "../../src/leads/db"
import { isoWeek, leadReport, mondayOf, parseRange, type LeadReport } from "../../src/leads/report"
import { reportHtml } from "../../src/leads/report-html"
import * as schema from "../../src/leads/schema"
import { root } from "./support/leads"
import { startPostgres, type Postgres } from "./support/postgres"

/**
 * Issue 46 part 10: `npm run leads -- report` on a real PostgreSQL server and on PGlite: weeks in
 * Türkiye's time, inclusive --from/--to, subjects, teams, pages, campaigns, delivery states, the HTML
 * file, and proof that it reads no personal column (it runs as a role that may not read them).
 */
let pg: Postgres
let database: Database
const subjects = leadSettings({}, root).subjects
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "leads-report-"))

/** Values no report may show: each lead carries them in every personal field. */
const secrets = {
  firstName: "Zümrütanka",
  lastName: "Qxvblorpoğlu",
  email: "gizli.kisi.7731@ornek-ozel.com.tr",
  phone: "+90 999 123 45 67",
  message: "MESAJ-GİZLİ-8842 <script>alert(1)</script>",
  company: "Şirket-Gizli-5519",
}

interface Seed {
  at: string
  form?: "contact" | "demo"
  subject?: string
  team?: string
  page?: string | null
  utm?: Record<string, string>
  state?: "sent" | "dead" | "waiting"
}

/** Leads around the week and day boundaries of Türkiye's time (UTC+3). */
const seeds: Seed[] = [
  // 22 Nov 2026 is a Sunday: 20:59:59Z is 23:59:59 there (before --from 2026-11-23), 21:00Z is Monday 00:00.
  { at: "2026-11-22T20:59:59Z", subject: "erp", team: "salesEmail" },
  { at: "2026-11-22T21:00:00Z", subject: "erp", team: "salesEmail", utm: { utm_campaign: "kasim-erp", utm_source: "google" } },
  { at: "2026-11-25T09:00:00Z", form: "demo", subject: "demo", team: "salesEmail", page: "/demo", state: "dead" },
  { at: "2026-11-26T12:00:00Z", subject: "teknik-destek", team: "supportEmail", page: "/destek", state: "waiting" },
  // Sunday 29 Nov 23:59 in Türkiye (week of 23 Nov), then Monday 30 Nov 00:00 (next week): the same UTC day.
  {
    at: "2026-11-29T20:59:00Z",
    subject: "demo-talebi",
    team: "salesEmail",
    utm: { utm_campaign: "kasim-erp", utm_source: "google" },
  },
  {
    at: "2026-11-29T21:00:00Z",
    form: "demo",
    subject: "demo",
    team: "salesEmail",
    page: "/demo",
    utm: { utm_source: "linkedin" },
  },
  { at: "2026-12-02T08:00:00Z", subject: "kvkk-basvuru", team: "kvkkEmail", state: "waiting" },
  { at: "2026-12-03T08:00:00Z", subject: "eski-konu", team: "email" },
  // The last second of Sunday 6 Dec in Türkiye (inside --to 2026-12-06), then Monday 7 Dec 00:00 (outside).
  { at: "2026-12-06T20:59:59Z", subject: "genel-bilgi", team: "email", state: "dead" },
  { at: "2026-12-06T21:00:00Z", subject: "genel-bilgi", team: "email" },
]

/** Direct inserts (the store's own insert is tested elsewhere): each lead with its mail row in its state. */
async function seed(target: Database, rows: Seed[]) {
  for (const [index, row] of rows.entries()) {
    const at = new Date(row.at)
    const [{ id }] = await target.db
      .insert(schema.leads)
      .values({
        form: row.form ?? "contact",
        subject: row.subject ?? "erp",
        team: row.team ?? "salesEmail",
        fields: { ...secrets, subject: row.subject ?? "erp" },
        email: secrets.email,
        createdAt: at,
        noticeVersion: "0123456789abcdef",
        noticeSentAt: at,
        page: row.page === undefined ? "/contact" : row.page,
        referrerOrigin: "https://gizli-referans.example",
        utm: row.utm ?? {},
        idempotencyKey: `report-${index}-${Math.random()}`,
      })
      .returning({ id: schema.leads.id })
    const state = row.state ?? "sent"
    await target.db.insert(schema.outbox).values({
      leadId: id,
      to: "ekip@example.com",
      sentAt: state === "sent" ? at : null,
      deadAt: state === "dead" ? at : null,
      lastError: state === "dead" ? "smtp 550" : null,
    })
  }
}

const env = () => ({ DATABASE_URL: pg.url, LEAD_DATA_DIR: tmp })
const range = { from: "2026-11-23", to: "2026-12-06" }

const count = (series: { key: string; total: number; weeks: number[] }[], key: string) => series.find((one) => one.key === key)

beforeAll(async () => {
  pg = await startPostgres()
  database = await openDatabase({ databaseUrl: pg.url, poolSize: 4 })
  await seed(database, seeds)
})

afterAll(async () => {
  await database?.close()
  pg?.close()
  fs.rmSync(tmp, { recursive: true, force: true })
})

function expectWithinRange(report: LeadReport) {
  // 8 of the 10 leads: the first (Sunday 22 Nov, 23:59:59 in Türkiye) and the last (Monday 7 Dec) are outside.
  expect(report.total).toBe(8)
  expect(report.weeks).toEqual(["2026-11-23", "2026-11-30"])
  expect(report.weekTotals).toEqual([4, 4])
  expect(count(report.teams, "salesEmail")).toMatchObject({ label: "Satış", total: 4, weeks: [3, 1] })
  expect(count(report.teams, "supportEmail")).toMatchObject({ label: "Destek", total: 1, weeks: [1, 0] })
  expect(count(report.teams, "kvkkEmail")).toMatchObject({ label: "KVKK", total: 1, weeks: [0, 1] })
  expect(count(report.teams, "email")).toMatchObject({ label: "Genel", total: 2, weeks: [0, 2] })
  expect(count(report.subjects, "demo:demo")).toMatchObject({ label: "Demo talebi", total: 2, weeks: [1, 1] })
  expect(count(report.subjects, "contact:erp")).toMatchObject({ label: "ERP Sistemleri", total: 1 })
  expect(count(report.subjects, "contact:demo-talebi")).toMatchObject({ label: "Demo Talebi (iletişim formu)", total: 1 })
  expect(count(report.subjects, "contact:eski-konu")).toMatchObject({ label: "eski-konu", total: 1 })
  expect(report.delivery.map(({ key, total, weeks }) => ({ key, total, weeks }))).toEqual([
    { key: "sent", total: 4, weeks: [2, 2] },
    { key: "waiting", total: 2, weeks: [1, 1] },
    { key: "dead", total: 2, weeks: [1, 1] },
  ])
  expect(report.pages).toEqual([
    { label: "/contact", count: 5 },
    { label: "/demo", count: 2 },
    { label: "/destek", count: 1 },
  ])
  expect(report.campaigns.map(({ campaign, source, count }) => ({ campaign, source, count }))).toEqual([
    { campaign: "(kampanyasız)", source: "—", count: 5 },
    { campaign: "kasim-erp", source: "google", count: 2 },
    { campaign: "(kampanyasız)", source: "linkedin", count: 1 },
  ])
}

describe("lead report", () => {
  it("counts per Türkiye week by team, subject, delivery state, page and campaign, --from and --to inclusive", async () => {
    expectWithinRange(await leadReport(database.db, range, subjects))
    const all = await leadReport(database.db, {}, subjects)
    expect(all.total).toBe(10)
    expect(all.weeks).toEqual(["2026-11-16", "2026-11-23", "2026-11-30", "2026-12-07"])
    expect(all.weekTotals).toEqual([1, 4, 4, 1])
    // One day: Monday 30 Nov in Türkiye holds the lead of 21:00Z on Sunday the 29th only.
    const day = await leadReport(database.db, { from: "2026-11-30", to: "2026-11-30" }, subjects)
    expect(day.total).toBe(1)
    expect(day.subjects.map((one) => one.label)).toEqual(["Demo talebi"])
  })

  it("gives PGlite the same weeks and counts", async () => {
    const lite = await openDatabase({ dataDir: "memory://" })
    try {
      await seed(lite, seeds)
      expectWithinRange(await leadReport(lite.db, range, subjects))
    } finally {
      await lite.close()
    }
  })

  it("prints Turkish plain-text tables with no personal value", async () => {
    const text = await runLeadsCommand(["report", "--from", range.from, "--to", range.to], env())
    expect(text).toContain("Dönem: 23.11.2026 – 06.12.2026 · Türkiye saati, haftalar pazartesi başlar")
    expect(text).toContain("Toplam 8 talep · gönderildi 4 · bekliyor 2 · teslim edilemedi 2")
    expect(text).toMatch(/^Hafta başı\s+Satış\s+Destek\s+KVKK\s+Genel\s+Toplam$/m)
    expect(text).toMatch(/^23\.11\.2026 \(48\. hafta\)\s+3\s+1\s+0\s+0\s+4$/m)
    expect(text).toMatch(/^30\.11\.2026 \(49\. hafta\)\s+1\s+0\s+1\s+2\s+4$/m)
    expect(text).toMatch(/^Demo talebi\s+1\s+1\s+2\s+%25$/m)
    expect(text).toMatch(/^Hafta başı\s+Gönderildi\s+Bekliyor\s+Teslim edilemedi\s+Toplam$/m)
    expect(text).toMatch(/^kasim-erp\s+google\s+2\s+%25$/m)
    expect(text).toMatch(/^\(kampanyasız\)\s+—\s+5\s+%63$/m)
    for (const value of [...Object.values(secrets), "gizli-referans"]) expect(text).not.toContain(value)
    expect(await runLeadsCommand(["report", "--from", "2030-01-01"], env())).toContain("Bu dönemde talep yok.")
  })

  it("writes one self-contained, accessible Turkish HTML file with no personal value", async () => {
    const file = path.join(tmp, "rapor.html")
    expect(await runLeadsCommand(["report", "--from", range.from, "--to", range.to, "--html", file], env())).toBe(
      `${file} yazıldı (8 talep).`,
    )
    const html = fs.readFileSync(file, "utf8")
    expect(html).toMatch(/^<!doctype html>\n<html lang="tr">/)
    expect(html).toContain('<meta charset="utf-8">')
    // Nothing to fetch and nothing to run: no script, no link, no source, no url(), no @import.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|\shref=|url\(|@import|https?:\/\//i)
    const svgs = html.match(/<svg[^>]*>/g) ?? []
    expect(svgs.length).toBeGreaterThanOrEqual(5)
    for (const svg of svgs) expect(svg).toMatch(/role="img" aria-labelledby="chart-\d+-t chart-\d+-d"/)
    expect(html.match(/<title id="chart-\d+-t">/g)).toHaveLength(svgs.length)
    expect(html.match(/<desc id="chart-\d+-d">/g)).toHaveLength(svgs.length)
    expect(html.match(/<table>|<table class="matrix">/g)?.length).toBeGreaterThanOrEqual(5)
    for (const label of ["Haftalara ve ekiplere göre", "Konulara göre", "E-posta teslimi", "Sayfalara göre", "Kampanyalara göre"])
      expect(html).toContain(label)
    expect(html).toContain("2 talebin e-postası teslim edilemedi")
    for (const value of [...Object.values(secrets), "gizli-referans", "alert(1)"]) expect(html).not.toContain(value)
  })

  it("reads only non-personal columns: it runs as a role that may not read names, e-mails or messages", async () => {
    await database.db.execute(sql.raw(`create role report_reader login`))
    await database.db.execute(sql.raw(`grant usage on schema public to report_reader`))
    await database.db.execute(sql.raw(`grant select (id, form, subject, team, created_at, page, utm) on leads to report_reader`))
    await database.db.execute(sql.raw(`grant select (id, lead_id, sent_at, dead_at) on outbox to report_reader`))
    // One client, not a pool: its end() waits until the server has closed the connection. A pool's end()
    // returns before that, and the server's stop in afterAll then reached the closing connection as an
    // error event that no one heard (CI: "terminating connection due to administrator command").
    const client = new Client({ connectionString: pg.url.replace("postgres@", "report_reader@") })
    await client.connect()
    try {
      const reader: LeadDb = drizzle(client, { schema })
      // The grant bites: the personal columns are out of the role's reach.
      await expect(client.query("select fields from leads")).rejects.toThrow(/permission denied/)
      await expect(client.query("select email from leads")).rejects.toThrow(/permission denied/)
      await expect(client.query("select referrer_origin from leads")).rejects.toThrow(/permission denied/)
      expect(await leadReport(reader, range, subjects)).toEqual(await leadReport(database.db, range, subjects))
      const html = reportHtml(await leadReport(reader, range, subjects))
      expect(html).toContain("Haftalara ve ekiplere göre")
    } finally {
      await client.end()
    }
  })

  it("refuses bad dates and options in Turkish before opening the database", async () => {
    const noDatabase = { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", LEAD_DATA_DIR: tmp }
    await expect(runLeadsCommand(["report", "--from", "2026-02-30"], noDatabase)).rejects.toThrow(
      '--from: "2026-02-30" geçerli bir tarih değil; YYYY-AA-GG biçiminde yazın, örneğin 2026-11-01.',
    )
    await expect(runLeadsCommand(["report", "--to", "dün"], noDatabase)).rejects.toThrow('--to: "dün" geçerli bir tarih değil')
    await expect(runLeadsCommand(["report", "--to", "2026-1-5"], noDatabase)).rejects.toThrow("geçerli bir tarih değil")
    await expect(runLeadsCommand(["report", "--from", "2026-12-01", "--to", "2026-11-01"], noDatabase)).rejects.toThrow(
      "--from (2026-12-01) --to'dan (2026-11-01) sonra olamaz.",
    )
    await expect(runLeadsCommand(["report", "--since", "2026-11-01"], noDatabase)).rejects.toThrow('report: "--since" tanınmadı.')
    await expect(runLeadsCommand(["report", "--html"], noDatabase)).rejects.toThrow("report: --html için bir değer yazın.")
    await expect(runLeadsCommand(["nope"], noDatabase)).rejects.toThrow(/npm run leads -- report \[--from YYYY-AA-GG\]/)
  })

  it("numbers ISO weeks from Monday, across years", () => {
    expect(mondayOf("2026-11-29")).toBe("2026-11-23")
    expect(mondayOf("2026-11-30")).toBe("2026-11-30")
    expect(isoWeek("2026-11-23")).toEqual({ year: 2026, week: 48 })
    expect(isoWeek("2026-12-28")).toEqual({ year: 2026, week: 53 })
    expect(isoWeek(mondayOf("2027-01-03"))).toEqual({ year: 2026, week: 53 })
    expect(isoWeek("2027-01-04")).toEqual({ year: 2027, week: 1 })
    expect(isoWeek(mondayOf("2025-01-01"))).toEqual({ year: 2025, week: 1 })
    expect(parseRange("2024-02-29", undefined)).toEqual({ from: "2024-02-29", to: undefined })
    expect(() => parseRange("2026-02-29", undefined)).toThrow("geçerli bir tarih değil")
  })
})
