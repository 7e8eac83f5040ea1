import { buildTime } from "../../content/build-time"
import type { KindFile, KindRoute, PageType } from "../../content/kind"
import { eventCalendar, factsOf } from "./calendar"
import { eventDay, hasStarted, registrationOpen } from "./dates"
import { calendarPath, eventPath, eventsPath, eventSubject } from "./paths"
import { eventFormats, eventSchema } from "./schema"

/**
 * Events (data/events/*.yaml): web seminars, seminars and trade fairs. /etkinlikler lists the
 * upcoming ones first and the past ones after; /etkinlikler/<slug> shows one, with its schema.org
 * Event, and /etkinlikler/<slug>.ics adds it to a calendar. A visitor registers through the contact
 * form, the event chosen as the subject, until the event starts: after that the build says it is
 * past and offers no registration (the build's time: src/content/build-time.ts).
 */

export * from "./calendar"
export * from "./dates"
export * from "./json-ld"
export * from "./paths"
export * from "./schema"

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
    { slug: eventsPath, title: "Etkinlikler", template: "kinds/events/event-list-page", context: { upcoming, open } },
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
  template: "kinds/events/event-page",
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
