import { SUBJECT_PARAM } from "../../content/form-links"

/** The addresses of the events' pages, calendar files and registration. */
export const eventsPath = "/etkinlikler"
export const eventPath = (slug: string) => `${eventsPath}/${slug}`
export const calendarPath = (slug: string) => `${eventPath(slug)}.ics`
/** The contact form's subject that registers for the event. */
export const eventSubject = (slug: string) => `etkinlik-${slug}`
export const registrationHref = (slug: string) => `/contact?${SUBJECT_PARAM}=${eventSubject(slug)}`
