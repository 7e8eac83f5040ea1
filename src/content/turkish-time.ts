/**
 * Times as content files write them ("2026-09-14" or "2026-09-14T10:00:00+03:00") and as a Turkish
 * reader reads them: the articles, the events, the search results and the sitemap share these.
 */

/** A content file's time (an article's date, an event's start) as an instant: a day alone is read as midnight in Türkiye (UTC+3, all year since 2016). */
export function contentTime(value: string): Date {
  return new Date(/T/.test(value) ? value : `${value}T00:00:00+03:00`)
}

const months = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]

/** "14 Eylül 2026", the day as it is in Türkiye. */
export function turkishDate(value: string): string {
  const local = new Date(contentTime(value).getTime() + 3 * 3600 * 1000)
  return `${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}`
}

/** A day written "2026-11-28" (or as a moment that starts with it) as "28.11.2026". */
export function dayText(day: string): string {
  const [year, month, date] = day.slice(0, 10).split("-")
  return `${date}.${month}.${year}`
}
