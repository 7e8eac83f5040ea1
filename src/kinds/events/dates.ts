import { buildTime } from "../../content/build-time"
import type { Event } from "./schema"

/** Whether the event has started by the build's time: then its page says it is over. */
export const hasStarted = (event: Pick<Event, "start">, now = buildTime()) => Date.parse(event.start) <= now.getTime()

const dayMs = 24 * 3600 * 1000
const turkeyOffsetMs = 3 * 3600 * 1000

/**
 * When registration closes: at the start of the event's day in Türkiye, so the last day to register is the
 * day before, as the page says. A site rebuilt every night (docs/content.md#events) stops offering the
 * registration within that night's build, before the event starts, so the stated deadline is kept.
 */
export function registrationCloses(start: string): number {
  const local = Date.parse(start) + turkeyOffsetMs
  return Math.floor(local / dayMs) * dayMs - turkeyOffsetMs
}

/** Whether the event still takes registrations at the build's time. */
export const registrationOpen = (event: Pick<Event, "start">, now = buildTime()) =>
  now.getTime() < registrationCloses(event.start)

/** The last day to register, "16 Aralık 2026, Çarşamba": the day before the event. */
export const lastRegistrationDay = (start: string) => eventDay(new Date(registrationCloses(start) - 1).toISOString())

const months = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
const days = ["Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"]
const two = (n: number) => String(n).padStart(2, "0")

/** The moment as it is in Türkiye (UTC+3 all year since 2016), read from a shifted UTC date. */
const inTurkey = (value: string) => new Date(Date.parse(value) + 3 * 3600 * 1000)

/** "17 Aralık 2026, Perşembe" */
export function eventDay(value: string): string {
  const d = inTurkey(value)
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${days[d.getUTCDay()]}`
}

/** "14.00-15.00 (Türkiye saati)", in the house style's time format. */
export function eventHours(start: string, end: string): string {
  const hour = (value: string) => {
    const d = inTurkey(value)
    return `${two(d.getUTCHours())}.${two(d.getUTCMinutes())}`
  }
  return `${hour(start)}-${hour(end)} (Türkiye saati)`
}
