/**
 * "14 Eylül 2026 Pazartesi 10:00": a stored date and time as the site shows it, in Türkiye's time
 * (the editor's browser may be in another zone, so the CMS says which time this is).
 */
export function turkishDateTime(value: unknown): string {
  if (typeof value !== "string" || !value) return ""
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) return ""
  return new Intl.DateTimeFormat("tr-TR", { dateStyle: "full", timeStyle: "short", timeZone: "Europe/Istanbul" }).format(time)
}
