/**
 * The report as one HTML file a manager opens in a browser (`npm run leads -- report --html FILE`): no
 * script, no external resource (styles and charts are inline), Turkish, readable without JavaScript and
 * printable. Every chart is an inline SVG with a title and a description, and the same numbers stand in a
 * table beside it, for screen readers and for copying.
 *
 * The charts size their bars in percent of the SVG's width (no viewBox), so the text keeps its size on a
 * phone instead of shrinking with the drawing.
 */
import {
  dotted,
  isoWeek,
  percent,
  periodText,
  shortDay,
  weekTitle,
  type DeliveryState,
  type LeadReport,
  type Series,
  type Tally,
} from "./report"
import { sheetTime } from "./csv"

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

/** Visitor-chosen labels (page paths, campaigns) lose control characters before they are escaped. */
// eslint-disable-next-line no-control-regex
const clean = (text: string) => escapeHtml(text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "�"))

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

const number = (n: number) => n.toLocaleString("tr-TR")

const teamColors: Record<string, string> = {
  salesEmail: "#1f4e99",
  supportEmail: "#0f8577",
  kvkkEmail: "#b7791f",
  email: "#7a8699",
  demoEmail: "#6b46c1",
}
const otherColors = ["#c2410c", "#4d7c0f", "#be185d", "#0369a1"]
const deliveryColors: Record<DeliveryState, string> = {
  sent: "#2f855a",
  waiting: "#d69e2e",
  dead: "#c53030",
  none: "#a0aec0",
}

let uid = 0
const nextId = (prefix: string) => `${prefix}-${++uid}`

/** A legend as an HTML list: the colours' meaning, also in the table's column heads. */
const legend = (items: { label: string; color: string }[]) =>
  `<ul class="legend">${items
    .map((item) => `<li><span class="swatch" style="background:${item.color}"></span>${clean(item.label)}</li>`)
    .join("")}</ul>`

/** Round steps for a count axis: 1, 2, 5 × 10^n, about four lines. */
function ticks(max: number): number[] {
  if (max <= 0) return [0]
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough
  const top = Math.ceil(max / step) * step
  const list: number[] = []
  for (let value = 0; value <= top + step / 2; value += step) list.push(Math.round(value))
  return list
}

/** Columns per week, stacked by series. */
function weeklyColumns(report: LeadReport, series: Series[], colors: string[], title: string, desc: string): string {
  const id = nextId("chart")
  const height = 260
  const top = 18
  const bottom = 222
  const axis = ticks(Math.max(0, ...report.weekTotals))
  const max = axis[axis.length - 1] || 1
  const y = (value: number) => bottom - (value / max) * (bottom - top)
  const gutter = 7 // percent of the width for the count labels
  const slot = (100 - gutter) / Math.max(1, report.weeks.length)
  const barWidth = Math.min(slot * 0.72, 9)
  // Fewer date labels on narrow screens, where they would overlap (CSS hides the marked ones).
  const wideStep = Math.ceil(report.weeks.length / 18)
  const narrowStep = Math.ceil(report.weeks.length / 6)
  const grid = axis
    .map(
      (value) =>
        `<line x1="${gutter}%" x2="100%" y1="${y(value)}" y2="${y(value)}" class="grid"/>` +
        `<text x="${gutter - 1}%" y="${y(value) + 4}" class="tick" text-anchor="end">${number(value)}</text>`,
    )
    .join("")
  const columns = report.weeks
    .map((monday, index) => {
      const x = gutter + slot * index + (slot - barWidth) / 2
      let base = 0
      const parts = series
        .map((one, s) => {
          const value = one.weeks[index]
          if (!value) return ""
          const y1 = y(base + value)
          const h = y(base) - y1
          base += value
          return `<rect x="${x}%" y="${y1}" width="${barWidth}%" height="${Math.max(h, 0.5)}" fill="${colors[s]}"><title>${escapeHtml(
            `${weekTitle(monday)}: ${one.label} ${value}`,
          )}</title></rect>`
        })
        .join("")
      const hidden = [index % wideStep ? "hide-wide" : "", index % narrowStep ? "hide-narrow" : ""].join(" ").trim()
      const label = `<text x="${x + barWidth / 2}%" y="${bottom + 18}" text-anchor="middle" class="tick${hidden ? ` ${hidden}` : ""}">${shortDay(monday)}</text>`
      return `<g>${parts}</g>${label}`
    })
    .join("")
  return `<svg class="chart" width="100%" height="${height}" role="img" aria-labelledby="${id}-t ${id}-d"><title id="${id}-t">${escapeHtml(
    title,
  )}</title><desc id="${id}-d">${escapeHtml(desc)}</desc>${grid}<line x1="${gutter}%" x2="100%" y1="${bottom}" y2="${bottom}" class="base"/>${columns}</svg>`
}

/** One bar per row, the label above it and the count after it. */
function horizontalBars(
  rows: { label: string; count: number; color: string }[],
  total: number,
  title: string,
  desc: string,
): string {
  const id = nextId("chart")
  const rowHeight = 38
  const max = Math.max(1, ...rows.map((row) => row.count))
  const body = rows
    .map((row, index) => {
      const top = index * rowHeight
      const width = (row.count / max) * 78
      return (
        `<text x="0" y="${top + 14}" class="bar-label">${clean(cut(row.label, 44))}</text>` +
        `<rect x="0" y="${top + 20}" width="${Math.max(width, row.count ? 0.4 : 0)}%" height="12" rx="2" fill="${row.color}"><title>${clean(
          `${row.label}: ${row.count}`,
        )}</title></rect>` +
        `<text x="${width + 1.5}%" y="${top + 31}" class="bar-value">${number(row.count)} <tspan class="muted">${percent(row.count, total)}</tspan></text>`
      )
    })
    .join("")
  return `<svg class="chart bars" width="100%" height="${rows.length * rowHeight}" role="img" aria-labelledby="${id}-t ${id}-d"><title id="${id}-t">${escapeHtml(
    title,
  )}</title><desc id="${id}-d">${escapeHtml(desc)}</desc>${body}</svg>`
}

/** Weeks as rows, one column per series, the totals in the foot. */
function weeklyTable(report: LeadReport, series: Series[], colors: string[], caption: string): string {
  const head = series
    .map(
      (one, s) =>
        `<th scope="col" class="num"><span class="swatch" style="background:${colors[s]}"></span>${clean(one.label)}</th>`,
    )
    .join("")
  const rows = report.weeks
    .map(
      (monday, index) =>
        `<tr><th scope="row"><abbr title="${escapeHtml(weekTitle(monday))}">${dotted(monday)}</abbr> <span class="muted wk">${isoWeek(monday).week}. hf.</span></th>${series
          .map((one) => `<td>${number(one.weeks[index])}</td>`)
          .join("")}<td class="sum">${number(report.weekTotals[index])}</td></tr>`,
    )
    .join("")
  const foot = `<tr><th scope="row">Toplam</th>${series.map((one) => `<td>${number(one.total)}</td>`).join("")}<td class="sum">${number(report.total)}</td></tr>`
  return `<div class="table-wrap"><table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Hafta başı</th>${head}<th scope="col" class="num">Toplam</th></tr></thead><tbody>${rows}</tbody><tfoot>${foot}</tfoot></table></div>`
}

/** Rows of labels with their count and share. */
function tallyTable(rows: { cells: string[]; count: number }[], heads: string[], total: number, caption: string): string {
  const body = rows
    .map(
      (row) =>
        `<tr>${row.cells.map((cell, i) => (i === 0 ? `<th scope="row">${clean(cell)}</th>` : `<td class="text">${clean(cell)}</td>`)).join("")}<td>${number(
          row.count,
        )}</td><td class="muted">${percent(row.count, total)}</td></tr>`,
    )
    .join("")
  return `<div class="table-wrap"><table><caption>${escapeHtml(caption)}</caption><thead><tr>${heads
    .map((head, i) => `<th scope="col"${i >= heads.length - 2 ? ' class="num"' : ""}>${escapeHtml(head)}</th>`)
    .join("")}</tr></thead><tbody>${body}</tbody></table></div>`
}

/** Subjects as rows and weeks as columns (scrolls sideways when the weeks do not fit). */
function subjectTable(report: LeadReport): string {
  const head = report.weeks
    .map((monday) => `<th scope="col" class="num"><abbr title="${escapeHtml(weekTitle(monday))}">${shortDay(monday)}</abbr></th>`)
    .join("")
  const rows = report.subjects
    .map(
      (one) =>
        `<tr><th scope="row">${clean(one.label)}</th>${one.weeks.map((n) => `<td${n ? "" : ' class="zero"'}>${number(n)}</td>`).join("")}<td class="sum">${number(
          one.total,
        )}</td></tr>`,
    )
    .join("")
  const foot = `<tr><th scope="row">Toplam</th>${report.weekTotals.map((n) => `<td>${number(n)}</td>`).join("")}<td class="sum">${number(report.total)}</td></tr>`
  return `<div class="table-wrap"><table class="matrix"><caption>Konulara göre haftalık talepler (sütunlar: hafta başı, gün.ay)</caption><thead><tr><th scope="col">Konu</th>${head}<th scope="col" class="num">Toplam</th></tr></thead><tbody>${rows}</tbody><tfoot>${foot}</tfoot></table></div>`
}

/** A list longer than this shows its first rows and the rest as one "other" row. */
const TOP = 12

function topWithRest<T extends Tally>(rows: T[], other: (rest: T[]) => T): T[] {
  if (rows.length <= TOP + 1) return rows
  return [...rows.slice(0, TOP), other(rows.slice(TOP))]
}

const css = `
:root{color-scheme:light;--ink:#1a202c;--muted:#5a6475;--line:#e2e8f0;--panel:#fff;--bg:#f4f6fa;--accent:#1f4e99}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:1180px;margin:0 auto;padding:28px 20px 48px}
header.top{margin-bottom:20px}
h1{font-size:1.6rem;margin:0 0 4px;letter-spacing:-.01em}
h2{font-size:1.15rem;margin:0 0 4px}
p{margin:0}
.muted{color:var(--muted)}
.lead{color:var(--muted)}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px;margin:20px 0 24px;padding:0}
.card{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:14px 16px;margin:0}
.card dt{font-size:.82rem;color:var(--muted)}
.card dd{margin:2px 0 0;font-size:1.7rem;font-weight:650;font-variant-numeric:tabular-nums}
.card.alert{border-color:#f5b5b5;background:#fff5f5}
.card.alert dd{color:#c53030}
section{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:20px;margin:0 0 20px}
section>header{margin-bottom:14px}
.pair{display:grid;gap:20px;align-items:start}
.stack{display:grid;gap:18px}
@media (min-width:1000px){.pair{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:32px}}
.chart{display:block;overflow:visible;font-size:12px}
.chart .grid{stroke:var(--line);stroke-width:1}
.chart .base{stroke:#a0aec0;stroke-width:1}
.chart .tick{fill:var(--muted);font-size:11px}
.chart .bar-label{fill:var(--ink);font-size:13px}
.chart .bar-value{fill:var(--ink);font-size:12px;font-weight:600}
.chart .bar-value .muted{fill:var(--muted);font-weight:400}
.hide-wide{display:none}
@media (max-width:640px){.hide-narrow{display:none}main{padding:16px 12px 32px}section{padding:14px}h1{font-size:1.35rem}}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:6px 16px;margin:0 0 10px;padding:0;font-size:.88rem}
.legend li{display:flex;align-items:center}
.swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px;vertical-align:baseline}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.88rem;font-variant-numeric:tabular-nums}
caption{text-align:left;color:var(--muted);font-size:.82rem;padding-bottom:6px}
th,td{padding:5px 8px;border-bottom:1px solid var(--line);white-space:nowrap}
thead th{font-weight:600;color:var(--muted);font-size:.8rem;text-align:left;border-bottom:1px solid #cbd5e0}
thead th.num{text-align:right}
tbody th,tfoot th{text-align:left}
tbody th{font-weight:500}
td{text-align:right}
td.text{text-align:left}
td.zero{color:#c0c7d2}
.sum{font-weight:650}
tfoot th,tfoot td{font-weight:650;border-top:1px solid #cbd5e0;border-bottom:0}
.matrix th[scope=row]{position:sticky;left:0;background:var(--panel);white-space:normal;min-width:9em;max-width:18em;line-height:1.3}
.stack .chart.bars{max-width:860px}
@media (max-width:640px){.matrix th[scope=row]{max-width:10em;font-size:.82rem}.wk{display:none}}
abbr{text-decoration:none}
.note{margin-top:12px;font-size:.88rem;padding:10px 12px;border-radius:8px;background:#fff5f5;border:1px solid #f5b5b5}
footer{color:var(--muted);font-size:.82rem;margin-top:8px}
@media print{body{background:#fff}section,.card{break-inside:avoid;border-color:#ccc}.hide-wide{display:none}}
`

export function reportHtml(report: LeadReport, options: { brand?: string; now?: Date } = {}): string {
  uid = 0
  const period = periodText(report)
  const count = (key: DeliveryState) => report.delivery.find((one) => one.key === key)?.total ?? 0
  const weeks = report.weeks.length
  const average = weeks ? report.total / weeks : 0
  const cards = [
    ["Toplam talep", number(report.total), false],
    ["Haftalık ortalama", average.toLocaleString("tr-TR", { maximumFractionDigits: 1 }), false],
    ["E-postası gönderildi", number(count("sent")), false],
    ["Bekliyor", number(count("waiting")), false],
    ["Teslim edilemedi", number(count("dead")), count("dead") > 0],
  ] as const
  const title = `${options.brand ? `${options.brand} · ` : ""}Web sitesi talepleri`
  const parts: string[] = []
  parts.push(
    `<header class="top"><h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(period)} · Türkiye saati · haftalar pazartesi başlar</p></header>`,
    `<dl class="cards">${cards
      .map(([label, value, alert]) => `<div class="card${alert ? " alert" : ""}"><dt>${label}</dt><dd>${value}</dd></div>`)
      .join("")}</dl>`,
  )

  if (report.total === 0) {
    parts.push(`<section><h2>Bu dönemde talep yok</h2><p class="muted">Seçilen tarihler arasında gelen form yok.</p></section>`)
  } else {
    const teamPalette = report.teams.map((team, i) => teamColors[team.key] ?? otherColors[i % otherColors.length])
    const busiest = report.weeks[report.weekTotals.indexOf(Math.max(...report.weekTotals))]
    parts.push(
      `<section aria-labelledby="s-teams"><header><h2 id="s-teams">Haftalara ve ekiplere göre</h2><p class="muted">Her sütun bir hafta; renkler talebin gittiği ekip.</p></header><div class="stack"><div>${legend(
        report.teams.map((team, i) => ({ label: team.label, color: teamPalette[i] })),
      )}${weeklyColumns(
        report,
        report.teams,
        teamPalette,
        "Haftalık talepler, ekiplere göre",
        `${weeks} haftada ${report.total} talep; en yoğun hafta ${busiest ? weekTitle(busiest) : "-"}. ${report.teams
          .map((team) => `${team.label} ${team.total}`)
          .join(", ")}.`,
      )}</div>${weeklyTable(report, report.teams, teamPalette, "Haftalık talepler, ekiplere göre")}</div></section>`,
    )

    const subjectRows = report.subjects.map((one) => ({ label: one.label, count: one.total, color: "#1f4e99" }))
    parts.push(
      `<section aria-labelledby="s-subjects"><header><h2 id="s-subjects">Konulara göre</h2><p class="muted">İletişim formunun konuları ve demo formu.</p></header><div class="stack"><div>${horizontalBars(
        subjectRows,
        report.total,
        "Konulara göre talepler",
        subjectRows.map((row) => `${row.label} ${row.count}`).join(", "),
      )}</div>${subjectTable(report)}</div></section>`,
    )

    const deliveryPalette = report.delivery.map((one) => deliveryColors[one.key])
    const deliveryRows = report.delivery.map((one, i) => ({ label: one.label, count: one.total, color: deliveryPalette[i] }))
    const dead = count("dead")
    parts.push(
      `<section aria-labelledby="s-delivery"><header><h2 id="s-delivery">E-posta teslimi</h2><p class="muted">Her talep kaydedilir ve ilgili ekibe e-postayla iletilir.</p></header><div class="stack"><div>${horizontalBars(
        deliveryRows,
        report.total,
        "Taleplerin e-posta durumu",
        deliveryRows.map((row) => `${row.label} ${row.count}`).join(", "),
      )}${
        dead
          ? `<p class="note"><strong>${number(dead)} talebin e-postası teslim edilemedi:</strong> posta sunucusu iletiyi kalıcı olarak reddetti. Talepler kayıtlı; ekibe dışa aktarılan listeden (export) iletin.</p>`
          : ""
      }</div>${weeklyTable(report, report.delivery, deliveryPalette, "Haftalık e-posta durumu")}</div></section>`,
    )

    const pages = topWithRest(report.pages, (rest) => ({
      label: `Diğer ${rest.length} sayfa`,
      count: rest.reduce((sum, row) => sum + row.count, 0),
    }))
    parts.push(
      `<section aria-labelledby="s-pages"><header><h2 id="s-pages">Sayfalara göre</h2><p class="muted">Formun gönderildiği sayfa.</p></header><div class="pair"><div>${horizontalBars(
        pages.map((row) => ({ ...row, color: "#0f8577" })),
        report.total,
        "Sayfalara göre talepler",
        pages.map((row) => `${row.label} ${row.count}`).join(", "),
      )}</div>${tallyTable(
        report.pages.map((row) => ({ cells: [row.label], count: row.count })),
        ["Sayfa", "Talep", "Pay"],
        report.total,
        "Sayfalara göre talepler",
      )}</div></section>`,
    )

    const campaigns = topWithRest(report.campaigns, (rest) => ({
      campaign: `Diğer ${rest.length}`,
      source: "",
      label: `Diğer ${rest.length} kampanya/kaynak`,
      count: rest.reduce((sum, row) => sum + row.count, 0),
    }))
    parts.push(
      `<section aria-labelledby="s-campaigns"><header><h2 id="s-campaigns">Kampanyalara göre</h2><p class="muted">Sayfa adresindeki utm_campaign ve utm_source; “(kampanyasız)” adresinde kampanya olmayanlar.</p></header><div class="pair"><div>${horizontalBars(
        campaigns.map((row) => ({ label: row.label, count: row.count, color: "#6b46c1" })),
        report.total,
        "Kampanyalara göre talepler",
        campaigns.map((row) => `${row.label} ${row.count}`).join(", "),
      )}</div>${tallyTable(
        report.campaigns.map((row) => ({ cells: [row.campaign, row.source], count: row.count })),
        ["Kampanya", "Kaynak", "Talep", "Pay"],
        report.total,
        "Kampanyalara göre talepler",
      )}</div></section>`,
    )
  }

  parts.push(
    `<footer><p>Oluşturma: ${escapeHtml(sheetTime(options.now ?? new Date()))} (Türkiye saati) · <code>npm run leads -- report</code>. Bu rapor yalnızca sayıları içerir; ad, e-posta, telefon ya da mesaj içermez.</p></footer>`,
  )
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(period)}</title>
<style>${css}</style>
</head>
<body>
<main>
${parts.join("\n")}
</main>
</body>
</html>
`
}
