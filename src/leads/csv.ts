/**
 * The leads as CSV for the sales team: UTF-8 with a byte-order mark (so Excel reads Turkish letters),
 * semicolons as Excel's Turkish locale expects, every cell quoted, and a cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) prefixed with an apostrophe.
 */
import { fieldLabels, formFieldNames } from "./fields"
import type { LeadRow } from "./schema"

export const BOM = "\uFEFF"

/** A cell as text a spreadsheet shows and never evaluates. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

const visitorFields = [...new Set([...formFieldNames.contact, ...formFieldNames.demo])]

/** `subjectLabels`: the contact subjects' labels by key, so the sheet reads "ERP Sistemleri", not "erp". */
export function leadsCsv(
  rows: (LeadRow & { mailedAt: Date | null })[],
  subjectLabels: ReadonlyMap<string, string> = new Map(),
): string {
  const header = [
    "Talep no",
    "Gönderilme zamanı",
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
    lead.createdAt.toISOString(),
    lead.form === "demo" ? "Demo talebi" : "İletişim formu",
    lead.team,
    ...visitorFields.map((name) => {
      const value = lead.fields[name]
      if (name === "subject" && typeof value === "string") return subjectLabels.get(value) ?? value
      return Array.isArray(value) ? value.join(", ") : (value ?? "")
    }),
    lead.page ?? "",
    lead.referrerOrigin ?? "",
    new URLSearchParams(lead.utm).toString(),
    lead.noticeVersion,
    lead.noticeSentAt.toISOString(),
    lead.marketingConsent ? "Evet" : "Hayır",
    lead.marketingConsentAt?.toISOString() ?? "",
    lead.mailedAt?.toISOString() ?? "",
  ])
  return BOM + [header, ...lines].map((cells) => cells.map(csvCell).join(";")).join("\r\n") + "\r\n"
}
