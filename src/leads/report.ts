/**
 * The sales team's report (`npm run leads -- report`): leads per week by subject and team, by page and
 * campaign, and by the state of their mail. It reads counts only, through GROUP BY queries over the
 * columns that carry no personal data (form, subject, team, created_at, page, utm, the outbox's times),
 * so neither the terminal text nor the HTML file (src/leads/report-html.ts) can hold a visitor's details.
 */
import { and, count, eq, gte, lt, sql, type SQL } from "drizzle-orm"
import type { LeadDb } from "./db"
import { teamNames, type EmailTarget } from "./routing"
import { leads, outbox } from "./schema"

/** Weeks start on Monday in Türkiye's time, whatever the server's time zone. */
const ZONE = "Europe/Istanbul"

export interface ReportRange {
  /** First day, inclusive (YYYY-MM-DD, Türkiye time). */
  from?: string
  /** Last day, inclusive: the whole day in Türkiye time. */
  to?: string
}

/** One row of a weekly table: a subject, a team or a delivery state, with its count in every week. */
export interface Series {
  key: string
  label: string
  total: number
  /** Aligned with LeadReport.weeks. */
  weeks: number[]
}

export interface Tally {
  label: string
  count: number
}

export type DeliveryState = "sent" | "waiting" | "dead" | "none"

export const deliveryLabels: Record<DeliveryState, string> = {
  sent: "Gönderildi",
  waiting: "Bekliyor",
  dead: "Teslim edilemedi",
  none: "E-posta kaydı yok",
}

export interface LeadReport {
  range: ReportRange
  /** Every week's Monday (YYYY-MM-DD) from the first to the last, weeks without leads included. */
  weeks: string[]
  total: number
  weekTotals: number[]
  /** Most leads first. */
  subjects: Series[]
  /** In teamNames' order; the four teams always, others only when they have leads. */
  teams: Series[]
  /** Sent, waiting, dead letter; "no mail row" only when there is such a lead. */
  delivery: (Series & { key: DeliveryState })[]
  pages: Tally[]
  campaigns: (Tally & { campaign: string; source: string })[]
}

export const NO_CAMPAIGN = "(kampanyasız)"
export const DEMO_LABEL = "Demo talebi"

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day as YYYY-MM-DD, or a Turkish error naming the option. */
export function parseDay(option: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  const match = datePattern.exec(text)
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined
  // Date.UTC rolls 2026-02-30 over to March: a real day formats back to the same text.
  if (!day || day.toISOString().slice(0, 10) !== text)
    throw new Error(`${option}: "${text}" geçerli bir tarih değil; YYYY-AA-GG biçiminde yazın, örneğin 2026-11-01.`)
  return text
}

export function parseRange(fromText?: string, toText?: string): ReportRange {
  const from = parseDay("--from", fromText)
  const to = parseDay("--to", toText)
  if (from && to && from > to) throw new Error(`--from (${from}) --to'dan (${to}) sonra olamaz.`)
  return { from, to }
}

const DAY_MS = 86_400_000

/** The Monday of a day's ISO week, both as YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10)
}

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10)

/** The ISO week number of the week starting on `monday` (week 1 holds the year's first Thursday). */
export function isoWeek(monday: string): { year: number; week: number } {
  const thursday = new Date(`${addDays(monday, 3)}T00:00:00Z`)
  const year = thursday.getUTCFullYear()
  return { year, week: 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) }
}

// More weeks than this (a --from years back) would print hundreds of empty rows: then the weeks that
// hold leads bound the table instead.
const MAX_EMPTY_SPAN_WEEKS = 156

function weekList(range: ReportRange, seen: string[]): string[] {
  const sorted = [...seen].sort()
  const list = (first: string, last: string) => {
    const weeks: string[] = []
    for (let week = first; week <= last; week = addDays(week, 7)) weeks.push(week)
    return weeks
  }
  const first = range.from ? mondayOf(range.from) : sorted[0]
  const last = range.to ? mondayOf(range.to) : sorted[sorted.length - 1]
  if (!first || !last) return []
  const span = list(first, last)
  if (span.length <= MAX_EMPTY_SPAN_WEEKS) return span
  return sorted.length ? list(sorted[0], sorted[sorted.length - 1]) : []
}

/** Drizzle's count(*) comes back as a number on both drivers. */
const total = () => count().mapWith(Number)

export async function leadReport(
  db: LeadDb,
  range: ReportRange,
  subjectLabels: ReadonlyMap<string, string>,
): Promise<LeadReport> {
  // The bounds are converted by PostgreSQL with the same time zone rules as the weeks below.
  const bounds: SQL[] = []
  if (range.from) bounds.push(gte(leads.createdAt, sql`(${range.from}::date)::timestamp at time zone ${sql.raw(`'${ZONE}'`)}`))
  if (range.to) bounds.push(lt(leads.createdAt, sql`(${range.to}::date + 1)::timestamp at time zone ${sql.raw(`'${ZONE}'`)}`))
  const where = bounds.length ? and(...bounds) : undefined
  const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone ${sql.raw(`'${ZONE}'`)}), 'YYYY-MM-DD')`

  const byKind = await db
    .select({ week, form: leads.form, subject: leads.subject, team: leads.team, count: total() })
    .from(leads)
    .where(where)
    .groupBy(week, leads.form, leads.subject, leads.team)

  // One state per lead (a lead has one mail row; bool_or keeps the count right if it ever had more).
  const perLead = db
    .select({
      week: week.as("week"),
      state: sql<DeliveryState>`case
        when bool_or(${outbox.sentAt} is not null) then 'sent'
        when bool_or(${outbox.deadAt} is not null) then 'dead'
        when count(${outbox.id}) = 0 then 'none'
        else 'waiting' end`.as("state"),
    })
    .from(leads)
    .leftJoin(outbox, eq(outbox.leadId, leads.id))
    .where(where)
    .groupBy(leads.id)
    .as("per_lead")
  const byState = await db
    .select({ week: perLead.week, state: perLead.state, count: total() })
    .from(perLead)
    .groupBy(perLead.week, perLead.state)

  const byPage = await db.select({ page: leads.page, count: total() }).from(leads).where(where).groupBy(leads.page)
  const campaign = sql<string | null>`${leads.utm} ->> 'utm_campaign'`
  const source = sql<string | null>`${leads.utm} ->> 'utm_source'`
  const byCampaign = await db.select({ campaign, source, count: total() }).from(leads).where(where).groupBy(campaign, source)

  const weeks = weekList(range, [...new Set(byKind.map((row) => row.week))])
  const weekIndex = new Map(weeks.map((monday, index) => [monday, index]))

  /** Adds counts to named series, keeping the order in which keys were first met (or given). */
  const collect = (order: [string, string][] = []) => {
    const series = new Map<string, Series>()
    const ensure = (key: string, label: string) => {
      let found = series.get(key)
      if (!found) series.set(key, (found = { key, label, total: 0, weeks: weeks.map(() => 0) }))
      return found
    }
    for (const [key, label] of order) ensure(key, label)
    return {
      add(key: string, label: string, monday: string, n: number) {
        const found = ensure(key, label)
        found.total += n
        const at = weekIndex.get(monday)
        if (at !== undefined) found.weeks[at] += n
      },
      list: () => [...series.values()],
    }
  }

  const demoClash = [...subjectLabels.values()].some(
    (label) => label.toLocaleLowerCase("tr") === DEMO_LABEL.toLocaleLowerCase("tr"),
  )
  const subjectLabel = (form: string, subject: string) => {
    if (form === "demo") return DEMO_LABEL
    const label = subjectLabels.get(subject) ?? subject
    // The contact form's own "Demo Talebi" subject must not read as the demo form's row.
    return demoClash && label.toLocaleLowerCase("tr") === DEMO_LABEL.toLocaleLowerCase("tr") ? `${label} (iletişim formu)` : label
  }
  const subjects = collect()
  const mainTeams: EmailTarget[] = ["salesEmail", "supportEmail", "kvkkEmail", "email"]
  const teams = collect(mainTeams.map((team) => [team, teamNames[team]]))
  const weekTotals = weeks.map(() => 0)
  let sum = 0
  for (const row of byKind) {
    subjects.add(`${row.form}:${row.subject}`, subjectLabel(row.form, row.subject), row.week, row.count)
    teams.add(row.team, teamNames[row.team as EmailTarget] ?? row.team, row.week, row.count)
    const at = weekIndex.get(row.week)
    if (at !== undefined) weekTotals[at] += row.count
    sum += row.count
  }

  const states: DeliveryState[] = ["sent", "waiting", "dead", "none"]
  const delivery = collect(states.map((state) => [state, deliveryLabels[state]]))
  for (const row of byState) delivery.add(row.state, deliveryLabels[row.state], row.week, row.count)

  const byCount = <T extends { count: number; label: string }>(a: T, b: T) =>
    b.count - a.count || a.label.localeCompare(b.label, "tr")
  return {
    range,
    weeks,
    total: sum,
    weekTotals,
    subjects: subjects.list().sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, "tr")),
    teams: teams.list(),
    delivery: delivery.list().filter((series) => series.key !== "none" || series.total > 0) as LeadReport["delivery"],
    pages: byPage.map((row) => ({ label: row.page || "(bilinmiyor)", count: row.count })).sort(byCount),
    campaigns: byCampaign
      .map((row) => {
        const name = row.campaign || NO_CAMPAIGN
        const from = row.source || "—"
        return { campaign: name, source: from, label: row.source ? `${name} / ${from}` : name, count: row.count }
      })
      .sort(byCount),
  }
}

/* ------------------------------------------------------------------ text */

const months = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]

/** "05.10.2026" */
export const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
/** "05.10" */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`

/** "41. hafta · 5–11 Ekim 2026", "40. hafta · 28 Eylül – 4 Ekim 2026" */
export function weekTitle(monday: string): string {
  const sunday = addDays(monday, 6)
  const [y1, m1, d1] = monday.split("-").map(Number)
  const [y2, m2, d2] = sunday.split("-").map(Number)
  const days =
    y1 !== y2
      ? `${d1} ${months[m1 - 1]} ${y1} – ${d2} ${months[m2 - 1]} ${y2}`
      : m1 !== m2
        ? `${d1} ${months[m1 - 1]} – ${d2} ${months[m2 - 1]} ${y2}`
        : `${d1}–${d2} ${months[m2 - 1]} ${y2}`
  return `${isoWeek(monday).week}. hafta · ${days}`
}

/**
 * A page path or a campaign name as the terminal shows it: visitors choose these (the page's address),
 * so control and bidirectional characters are replaced and long ones cut.
 */
export function plainLabel(text: string, max = 40): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "�")
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}

export const percent = (n: number, of: number) => (of ? `%${Math.round((n / of) * 100)}` : "%0")

export function periodText(report: Pick<LeadReport, "range" | "weeks">): string {
  const { from, to } = report.range
  const first = from ?? report.weeks[0]
  const last = to ?? (report.weeks.length ? addDays(report.weeks[report.weeks.length - 1], 6) : undefined)
  if (!first || !last) return "tüm kayıtlar"
  return `${dotted(first)} – ${dotted(last)}${from || to ? "" : " (tüm kayıtlar)"}`
}

type Cell = string | number

/** A plain text table: the first column left-aligned, numbers right-aligned. */
function textTable(header: Cell[], rows: Cell[][], footer?: Cell[]): string {
  const all = [header, ...rows, ...(footer ? [footer] : [])].map((row) => row.map(String))
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)))
  // Counts line up on the right, names on the left.
  const numeric = header.map((_, column) => rows.some((row) => typeof row[column] === "number"))
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join("  ")
      .trimEnd()
  const rule = widths.map((width) => "─".repeat(width)).join("  ")
  const body = all.slice(1, footer ? -1 : undefined).map(line)
  return [line(all[0]), rule, ...body, ...(footer ? [rule, line(all[all.length - 1])] : [])].join("\n")
}

/** Weeks as rows, one column per series, then the week's total. */
function weeklyTable(report: LeadReport, series: Series[]): string {
  const rows = report.weeks.map((monday, index) => [
    `${dotted(monday)} (${isoWeek(monday).week}. hafta)`,
    ...series.map((one) => one.weeks[index]),
    report.weekTotals[index],
  ])
  return textTable(["Hafta başı", ...series.map((one) => one.label), "Toplam"], rows, [
    "Toplam",
    ...series.map((one) => one.total),
    report.total,
  ])
}

/** Series as rows and weeks as columns, in blocks of weeks that fit a terminal. */
function seriesByWeek(report: LeadReport, series: Series[], perBlock = 9): string {
  if (report.weeks.length === 0)
    return textTable(
      ["Konu", "Toplam"],
      series.map((one) => [plainLabel(one.label, 36), one.total]),
    )
  const blocks: string[] = []
  for (let start = 0; start < report.weeks.length; start += perBlock) {
    const end = Math.min(start + perBlock, report.weeks.length)
    const last = end === report.weeks.length
    const header = ["Konu", ...report.weeks.slice(start, end).map(shortDay), ...(last ? ["Toplam", "Pay"] : [])]
    const rows = series.map((one) => [
      plainLabel(one.label, 36),
      ...one.weeks.slice(start, end),
      ...(last ? [one.total, percent(one.total, report.total)] : []),
    ])
    const footer = ["Toplam", ...report.weekTotals.slice(start, end), ...(last ? [report.total, ""] : [])]
    blocks.push(textTable(header, rows, footer))
  }
  return blocks.join("\n\n")
}

export function reportText(report: LeadReport): string {
  const state = (key: DeliveryState) => report.delivery.find((one) => one.key === key)?.total ?? 0
  const parts = [
    "WEB SİTESİ TALEPLERİ RAPORU",
    `Dönem: ${periodText(report)} · Türkiye saati, haftalar pazartesi başlar`,
    `Toplam ${report.total} talep · gönderildi ${state("sent")} · bekliyor ${state("waiting")} · teslim edilemedi ${state("dead")}`,
  ]
  if (report.total === 0) return [...parts, "", "Bu dönemde talep yok."].join("\n") + "\n"
  const section = (title: string, body: string) => parts.push("", title, body)
  section("HAFTALARA VE EKİPLERE GÖRE", weeklyTable(report, report.teams))
  section("HAFTALARA VE KONULARA GÖRE (sütunlar: hafta başı, gün.ay)", seriesByWeek(report, report.subjects))
  section("E-POSTA TESLİMİ (haftalara göre)", weeklyTable(report, report.delivery))
  if (state("dead") > 0)
    parts.push(
      "Teslim edilemedi: posta sunucusu e-postayı kalıcı olarak reddetti. Talepler kayıtlı; ilgili ekibe export ile iletin.",
    )
  section(
    "SAYFALARA GÖRE",
    textTable(
      ["Sayfa", "Talep", "Pay"],
      report.pages.map((page) => [plainLabel(page.label, 48), page.count, percent(page.count, report.total)]),
      ["Toplam", report.total, ""],
    ),
  )
  section(
    "KAMPANYALARA GÖRE (utm_campaign / utm_source)",
    textTable(
      ["Kampanya", "Kaynak", "Talep", "Pay"],
      report.campaigns.map((one) => [
        plainLabel(one.campaign, 32),
        plainLabel(one.source, 24),
        one.count,
        percent(one.count, report.total),
      ]),
      ["Toplam", "", report.total, ""],
    ),
  )
  return parts.join("\n") + "\n"
}
