import { deliveryOf } from "../../content/conditions"
import type { SiteContent } from "../../content/schema/site"
import { fillTokens, tokenValues } from "../../content/tokens"
import type { KindRoute } from "../../content/kind"
import type { EventFacts } from "./json-ld"
import { eventPath } from "./paths"
import type { Event } from "./schema"

/** A text value of iCalendar (RFC 5545 3.3.11): backslash, comma, semicolon and line breaks escaped. */
const icsText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/[,;]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, "\\n")

/** "20261217T110000Z" */
const icsTime = (value: string) =>
  new Date(value)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")

/** Octets of a character in UTF-8 (TextEncoder is missing in some of the test environments). */
const octets = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/** A content line folded at 75 octets, continuation lines starting with a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = []
  let current = ""
  let size = 0
  for (const char of line) {
    if (size + octets(char) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ""
      size = 0
    }
    current += char
    size += octets(char)
  }
  parts.push(current)
  return parts.join("\r\n ")
}

/**
 * The event as an iCalendar file, for a visitor's calendar. Its stamp is the event's start, not the
 * build's clock, so the same content makes the same bytes.
 */
export function eventCalendar(event: EventFacts, site: { brand: string; siteUrl: string; email: string }): string {
  const url = `${site.siteUrl}${eventPath(event.slug)}`
  const host = new URL(site.siteUrl).host
  const where =
    event.attendance === "cevrim-ici" || !event.venue ? `Çevrim içi: ${url}` : `${event.venue.name}, ${event.venue.address}`
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(site.brand)}//Etkinlikler//TR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.slug}@${host}`,
    `DTSTAMP:${icsTime(event.start)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(`${event.description}\n\nAyrıntılar ve kayıt: ${url}`)}`,
    `LOCATION:${icsText(where)}`,
    `URL:${url}`,
    `ORGANIZER;CN=${icsText(site.brand)}:mailto:${site.email}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return `${lines.map(fold).join("\r\n")}\r\n`
}

/** The facts the calendar file needs, from the event's parsed file, with the tokens filled in. */
export function factsOf(route: KindRoute, site: SiteContent): EventFacts {
  const values = tokenValues(site)
  const event = route.data as unknown as Event
  const filled = (value: string) => fillTokens(value, values)
  return {
    ...event,
    title: filled(event.title),
    description: filled(event.description),
    venue: event.venue && {
      name: filled(event.venue.name),
      address: filled(event.venue.address),
      city: filled(event.venue.city),
    },
    speakers: [],
    past: route.context?.past === true,
    open: route.context?.open === true,
    byForm: deliveryOf(site) !== "off",
  }
}
