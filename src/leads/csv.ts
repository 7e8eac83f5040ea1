/**
 * The leads as CSV for the sales team: UTF-8 with a byte-order mark (so Excel reads Turkish letters),
 * semicolons as Excel's Turkish locale expects, every cell quoted, and a cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) prefixed with an apostrophe.
 */
import { fieldLabels, formFieldNames, shownValue } from "./fields"
import { teamNames } from "./routing"
import type { LeadRow } from "./schema"

export const BOM = "\uFEFF"

/** A cell as text a spreadsheet shows and never evaluates. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

const visitorFields = [...new Set([...formFieldNames.contact, ...formFieldNames.demo])]

const turkeyTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
})

/** "2026-11-26 02:19:51": Türkiye's time, in an order Excel reads as a date and sorts as text. */
export const sheetTime = (date: Date | null | undefined) => (date ? turkeyTime.format(date) : "")

/** `subjectLabels`: the contact subjects' labels by key, so the sheet reads "ERP Sistemleri", not "erp". */
export function leadsCsv(
  rows: (LeadRow & { mailedAt: Date | null })[],
  subjectLabels: ReadonlyMap<string, string> = new Map(),
): string {
  const header = [
    "Talep no",
    "Gönderilme zamanı (Türkiye saati)",
    "Form",
    "Ekip",
    ...visitorFields.map((name) => fieldLabels[name]),
    "Sayfa",
    "Geldiği site",
    "UTM",
    "Aydınlatma metni sürümü",
    "Aydınlatma metni gönderim zamanı",
    "Ticari ileti izni",
    "İzin zamanı",
    "E-posta gönderildi",
  ]
  const lines = rows.map((lead) => [
    lead.id,
    sheetTime(lead.createdAt),
    lead.form === "demo" ? "Demo talebi" : "İletişim formu",
    teamNames[lead.team as keyof typeof teamNames] ?? lead.team,
    ...visitorFields.map((name) => shownValue(name, lead.fields[name], subjectLabels)),
    lead.page ?? "",
    lead.referrerOrigin ?? "",
    new URLSearchParams(lead.utm).toString(),
    lead.noticeVersion,
    sheetTime(lead.noticeSentAt),
    lead.marketingConsent ? "Evet" : "Hayır",
    sheetTime(lead.marketingConsentAt),
    sheetTime(lead.mailedAt),
  ])
  return BOM + [header, ...lines].map((cells) => cells.map(csvCell).join(";")).join("\r\n") + "\r\n"
}
