/**
 * The leads as CSV for the sales team: UTF-8 with a byte-order mark (so Excel reads Turkish letters),
 * semicolons as Excel's Turkish locale expects, every cell quoted, and a cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) prefixed with an apostrophe. Phone
 * numbers are the exception (`phoneCell`): written as a text formula, so "+90 452 …" shows without the
 * apostrophe and "0452 …" keeps its leading zero.
 */
import { languageOfPage } from "../content/languages"
import { fieldLabels, formFieldNames, shownValue } from "./fields"
import { teamNames } from "./routing"
import type { LeadRow } from "./schema"

export const BOM = "\uFEFF"

/** A cell as text a spreadsheet shows and never evaluates. */
export function csvCell(value: string): string {
  return quoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`

/**
 * A phone number as validated by src/leads/fields.ts (digits, spaces and + ( ) . / -, with at least one
 * digit). Only such a value becomes a formula, and one whose sole content is a string literal.
 */
const plainPhone = /^\+?[0-9 ()./-]*[0-9][0-9 ()./-]*$/

/**
 * The phone column's cell: `="+90 452 555 01 00"`, a formula that yields exactly that text, so Excel and
 * LibreOffice show the number as written (no apostrophe, no "+90" read as a sum, no leading zero lost).
 * Anything else (an old row, a value that slipped past validation) falls back to the neutralised cell.
 */
export function phoneCell(value: string): string {
  if (value.length > 100 || !plainPhone.test(value)) return csvCell(value)
  return quoted(`="${value}"`)
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
    "Dil",
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
    languageOfPage(lead.page).name,
    teamNames[lead.team as keyof typeof teamNames] ?? lead.team,
    ...visitorFields.map((name) => {
      const shown = shownValue(name, lead.fields[name], subjectLabels)
      return name === "phone" && shown ? { phone: shown } : shown
    }),
    lead.page ?? "",
    lead.referrerOrigin ?? "",
    new URLSearchParams(lead.utm).toString(),
    lead.noticeVersion,
    sheetTime(lead.noticeSentAt),
    lead.marketingConsent ? "Evet" : "Hayır",
    sheetTime(lead.marketingConsentAt),
    sheetTime(lead.mailedAt),
  ])
  return (
    BOM +
    [header, ...lines]
      .map((cells) => cells.map((cell) => (typeof cell === "string" ? csvCell(cell) : phoneCell(cell.phone))).join(";"))
      .join("\r\n") +
    "\r\n"
  )
}
