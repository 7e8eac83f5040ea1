import { eventPath, registrationHref } from "./paths"

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
