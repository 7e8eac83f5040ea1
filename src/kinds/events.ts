import { z } from "zod"
import { buildTime } from "../content/build-time"
import { href, paragraph, text } from "../content/schema/common"
import { imageField } from "../content/schema/image"
import { field } from "../content/schema/meta"
import { deliveryOf } from "../content/conditions"
import { SUBJECT_PARAM } from "../content/form-links"
import type { SiteContent } from "../content/schema/site"
import { fillTokens, tokenValues } from "../content/tokens"
import type { KindFile, KindRoute, PageType } from "./kind"

/**
 * Events (data/events/*.yaml): web seminars, seminars and trade fairs. /etkinlikler lists the
 * upcoming ones first and the past ones after; /etkinlikler/<slug> shows one, with its schema.org
 * Event, and /etkinlikler/<slug>.ics adds it to a calendar. A visitor registers through the contact
 * form, the event chosen as the subject, until the event starts: after that the build says it is
 * past and offers no registration (the build's time: src/content/build-time.ts).
 */

export const eventsPath = "/etkinlikler"
export const eventPath = (slug: string) => `${eventsPath}/${slug}`
export const calendarPath = (slug: string) => `${eventPath(slug)}.ics`
/** The contact form's subject that registers for the event. */
export const eventSubject = (slug: string) => `etkinlik-${slug}`
export const registrationHref = (slug: string) => `/contact?${SUBJECT_PARAM}=${eventSubject(slug)}`

export const eventFormats = { webinar: "Web semineri", seminer: "Seminer", fuar: "Fuar" } as const
export const attendanceModes = { "cevrim-ici": "Çevrim içi", "yuz-yuze": "Yüz yüze" } as const

const key = (example: string) =>
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `küçük harf (a-z), rakam ve kısa çizgiden oluşan bir ad, örneğin "${example}"`)

/** A moment with its zone: an event starts at an hour somewhere, not on a bare day. */
const instant = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?(Z|[+-]\d{2}:\d{2})$/,
    'saat ve saat dilimiyle bir zaman, örneğin "2026-12-17T14:00:00+03:00"',
  )
  .meta({ datetime: true })

const titleLength = "10 ile 90 karakter arasında bir başlık"
const descriptionLength = "50 ile 180 karakter arasında bir açıklama"

export const venueSchema = z
  .strictObject({
    name: field(text, "Salon ya da mekân"),
    address: field(text, "Adres", "Açık adres; ofisimizde yapılan etkinlikte {address} yazın."),
    city: field(text, "İl", "Ofisimizde yapılan etkinlikte {city} yazın."),
  })
  .meta({ id: "EventVenue" })

export const eventSchema = z
  .strictObject({
    title: field(
      z.string().trim().min(10, titleLength).max(90, titleLength),
      "Etkinliğin adı",
      "10 ile 90 karakter; listede, sayfada ve takvim dosyasında görünür.",
    ),
    description: field(
      z.string().trim().min(50, descriptionLength).max(180, descriptionLength).meta({ multiline: true }),
      "Açıklama",
      "Arama sonuçlarında ve paylaşımlarda görünen özet: 50 ile 180 karakter arası.",
    ),
    /** The page's address is /etkinlikler/<slug>. */
    slug: field(
      key("yil-sonu-stok-sayimi-semineri"),
      "Adres",
      "Etkinliğin adresi /etkinlikler/<adres> olur. Küçük harf, rakam ve kısa çizgi kullanın; Türkçe harf ve boşluk kullanmayın. Yeni etkinlikte başlıktan önerilir; değiştirebilirsiniz.",
    ),
    format: field(
      z.enum(Object.keys(eventFormats) as [keyof typeof eventFormats]).meta({ options: eventFormats }),
      "Türü",
      "Web semineri, seminer ya da fuar.",
    ),
    start: field(
      instant,
      "Başlangıç",
      "Gün ve saat (Türkiye saati). Etkinlik başlayınca kayıt kapanır, sayfa geçmiş etkinlik olarak yayımlanır.",
    ),
    end: field(instant, "Bitiş", "Gün ve saat; başlangıçtan sonra olmalıdır."),
    attendance: field(
      z.enum(Object.keys(attendanceModes) as [keyof typeof attendanceModes]).meta({ options: attendanceModes }),
      "Katılım",
      "Çevrim içi ya da yüz yüze; yüz yüze etkinliğe yer bilgisi yazılır.",
    ),
    /** Where a face-to-face event takes place, in Türkiye. */
    venue: field(venueSchema.optional(), "Yer", "Yalnızca yüz yüze etkinlikte: salonun adı, adresi ve ili."),
    /** `id`s of data/blog.yaml's authors. */
    speakers: field(
      z
        .array(key("selin-aksoy").meta({ ref: "author" }))
        .min(1)
        .meta({ item: "Konuşmacı" }),
      "Konuşmacılar",
      "Listeden seçin; yeni bir konuşmacıyı önce Blog ayarlarındaki yazarlara ekleyin.",
    ),
    /** What the event is about, a paragraph each. */
    about: field(
      z.array(paragraph).min(1).meta({ item: "Paragraf" }),
      "Etkinlik hakkında",
      "Etkinliğin konusu, her biri bir paragraf.",
    ),
    audience: field(
      z.array(text).min(1).meta({ item: "Katılımcı grubu" }).optional(),
      "Kimler için",
      "Etkinliğin hitap ettiği ekipler ya da işletmeler, her satıra bir tane.",
    ),
    agenda: field(
      z
        .array(
          z
            .strictObject({
              time: field(
                z.string().regex(/^([01]\d|2[0-3])\.[0-5]\d$/, 'noktalı bir saat, örneğin "14.00"'),
                "Saat",
                "Örneğin 14.00.",
              ),
              title: field(text, "Oturum"),
            })
            .meta({ id: "AgendaItem", item: "Oturum" }),
        )
        .min(1),
      "Program",
      "Oturumlar saat sırasıyla; saati 14.00 biçiminde yazın.",
    ),
    /** Once the event is past: what became of its recording, and where it is when it is published. */
    recording: field(
      z
        .strictObject({
          note: field(paragraph, "Not", "Örneğin kaydın katılımcılarla paylaşıldığı ya da nerede izlenebileceği."),
          href: field(href.optional(), "Kaydın adresi", "Yayımlandıysa kaydın bağlantısı (isteğe bağlı)."),
        })
        .meta({ id: "EventRecording" })
        .optional(),
      "Kayıt notu",
      "Etkinlik bittikten sonra: kaydın ne olduğu ve yayımlandıysa adresi.",
    ),
    cover: field(
      imageField("cover").optional(),
      "Kapak görseli",
      "Sayfanın başında ve paylaşım kartında görünen görsel (isteğe bağlı).",
    ),
  })
  .superRefine((event, context) => {
    if (Date.parse(event.end) <= Date.parse(event.start))
      context.addIssue({ code: "custom", path: ["end"], input: event, message: "başlangıçtan (start) sonraki bir zaman" })
    if (event.attendance === "yuz-yuze" && !event.venue)
      context.addIssue({
        code: "custom",
        path: ["venue"],
        input: event,
        message: "yüz yüze etkinliğin yeri (venue: ad, adres, il)",
      })
    if (event.attendance === "cevrim-ici" && event.venue)
      context.addIssue({
        code: "custom",
        path: ["venue"],
        input: event,
        message: "yer (venue) yalnızca yüz yüze etkinlikte yazılır",
      })
  })

export type Event = z.infer<typeof eventSchema>

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

/** What the structured data and the calendar file say of an event, as its page shows it. */
export interface EventFacts {
  slug: string
  title: string
  description: string
  start: string
  end: string
  attendance: string
  venue?: { name: string; address: string; city: string } | null
  speakers: readonly { name: string; role: string }[]
  past: boolean
  /** Whether the event still takes registrations (until the day before it). */
  open: boolean
  /** Whether registration goes through the contact form (the forms send) or by phone and e-mail. */
  byForm: boolean
}

/** schema.org Event: where (a place in Türkiye or the page itself), who speaks and organizes, free of charge. */
export function eventJsonLd(event: EventFacts, site: { brand: string; siteUrl: string }, image: string) {
  const url = `${site.siteUrl}${eventPath(event.slug)}`
  const online = event.attendance === "cevrim-ici"
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    url,
    image: `${site.siteUrl}${image}`,
    startDate: event.start,
    endDate: event.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location:
      online || !event.venue
        ? { "@type": "VirtualLocation", url }
        : {
            "@type": "Place",
            name: event.venue.name,
            address: {
              "@type": "PostalAddress",
              streetAddress: event.venue.address,
              addressRegion: event.venue.city,
              addressCountry: "TR",
            },
          },
    organizer: { "@type": "Organization", name: site.brand, url: site.siteUrl },
    performer: event.speakers.map((speaker) => ({ "@type": "Person", name: speaker.name, jobTitle: speaker.role })),
    isAccessibleForFree: true,
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "TRY",
      // Registration closes at the start of the event's day (registrationCloses).
      availability: event.open ? "https://schema.org/InStock" : "https://schema.org/Discontinued",
      url: !event.open || !event.byForm ? url : `${site.siteUrl}${registrationHref(event.slug)}`,
    },
  }
}

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
function factsOf(route: KindRoute, site: SiteContent): EventFacts {
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

/** The event's listing and its pages; each event is listed on /etkinlikler. */
export function eventRoutes(files: KindFile[]): KindRoute[] {
  const events = files.map(({ file, data }) => {
    if (typeof data.slug !== "string") throw new Error(`${file} has no slug: its page has no address`)
    return { file, data, slug: data.slug, start: typeof data.start === "string" ? data.start : "" }
  })
  if (events.length === 0) return []
  const now = buildTime()
  const upcoming = events.filter((event) => !hasStarted(event, now)).map((event) => event.slug)
  const open = events.filter((event) => event.start && registrationOpen(event, now)).map((event) => event.slug)
  return [
    // The listing's context names the upcoming events and those still open: it changes, and the page is
    // made again, when one closes or starts.
    { slug: eventsPath, title: "Etkinlikler", template: "event-list", context: { upcoming, open } },
    ...events.map(({ file, data, slug, start }) => ({
      slug: eventPath(slug),
      title: typeof data.title === "string" ? data.title : slug,
      file,
      data,
      context: { past: hasStarted({ start }, now), open: start !== "" && registrationOpen({ start }, now) },
      listedOn: [eventsPath],
    })),
  ]
}

export const events = {
  typeName: "EventsYaml",
  folder: "events",
  extensions: [".yaml"],
  schema: eventSchema,
  template: "event",
  cms: {
    label: "Etkinlikler",
    description: "Web seminerleri, seminerler ve fuarlar; her etkinlik /etkinlikler altında kendi sayfasında yayımlanır",
    singular: "Etkinlik",
    fileName: "{{fields.slug}}",
    previewPath: `${eventsPath.slice(1)}/{{fields.slug}}`,
    addressPrefix: "",
    summary: "{{fields.title}} · {{fields.start | date('DD.MM.YYYY HH:mm')}}",
    sortableFields: ["title", "start"],
  },
  section: "Etkinlikler",
  routes: eventRoutes,
  // Each event is a contact subject: an article may link its registration, the lead service accepts it.
  // A closed registration stays a valid subject (an article written while it was open), but the CMS no
  // longer offers it: the form on the site lists only open registrations.
  offers: (data) =>
    typeof data.slug === "string" && typeof data.title === "string"
      ? {
          contactSubject: [
            {
              value: eventSubject(data.slug),
              label: `Etkinlik kaydı: ${data.title}`,
              ...(typeof data.start === "string" && !registrationOpen({ start: data.start }) && { closed: true }),
            },
          ],
        }
      : {},
  search: (route) =>
    route.file
      ? {
          kind: "Etkinlik",
          category: eventFormats[route.data?.format as keyof typeof eventFormats] ?? "Etkinlik",
          group: "Etkinlikler",
          order: 5,
          // An event retells a subject its guide tells in full, so "ERP'ye geçiş" finds the guide first.
          // Measured: at 0.5 the short event page still ranked above the guide; at 0.2 it comes second.
          weight: 0.2,
          ...(typeof route.data?.start === "string" && { date: route.data.start }),
        }
      : null,
  // Until registration closes (the day before the event), the contact forms offer its registration.
  formSubjects: (route) =>
    route.file && route.context?.open === true && typeof route.data?.slug === "string"
      ? [{ value: eventSubject(route.data.slug), label: `Etkinlik kaydı: ${route.title}` }]
      : [],
  files: (route, site) =>
    route.file && route.data
      ? [
          {
            path: calendarPath(String(route.data.slug)),
            body: eventCalendar(factsOf(route, site), { brand: site.brand, siteUrl: site.siteUrl, email: site.emails.info }),
          },
        ]
      : [],
  card: (data) => ({
    ...(typeof data.start === "string" && { badge: eventDay(data.start) }),
    ...(typeof (data.cover as { src?: unknown } | undefined)?.src === "string" && {
      image: (data.cover as { src: string }).src,
    }),
  }),
  rules: [],
  // An event's times: no words a visitor reads (the house-style rules skip them). Its speakers' names and
  // roles are shown on the page, so they are read.
  notText: ["start", "end"],
} as const satisfies PageType
