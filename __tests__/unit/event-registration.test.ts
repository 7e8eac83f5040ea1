/** @jest-environment node */
import { eventRoutes, lastRegistrationDay, registrationCloses, registrationOpen } from "../../src/kinds/events"

// Registration closes at the start of the event's day in Türkiye, so the page's "last day to register"
// (the day before) is kept by a site that is rebuilt every night (issue 49).

const start = "2026-12-17T14:00:00+03:00"
const at = (iso: string) => new Date(iso)

describe("event registration", () => {
  it("closes at midnight of the event's day in Türkiye", () => {
    expect(new Date(registrationCloses(start)).toISOString()).toBe("2026-12-16T21:00:00.000Z")
    // An event early in the morning, written in UTC, closes at the start of its Turkish day too.
    expect(new Date(registrationCloses("2026-12-17T05:30:00Z")).toISOString()).toBe("2026-12-16T21:00:00.000Z")
  })

  it("is open the day before and closed on the event's day, before the event starts", () => {
    expect(registrationOpen({ start }, at("2026-12-16T23:59:00+03:00"))).toBe(true)
    expect(registrationOpen({ start }, at("2026-12-17T02:00:00+03:00"))).toBe(false)
  })

  it("names the day before as the last day to register", () => {
    expect(lastRegistrationDay(start)).toBe("16 Aralık 2026, Çarşamba")
  })

  it("gives the pages and the listing whether registration is open, apart from whether the event started", () => {
    const saved = process.env.SITE_BUILD_TIME
    process.env.SITE_BUILD_TIME = "2026-12-17T03:00:00+03:00"
    try {
      const routes = eventRoutes([{ file: "data/events/a.yaml", data: { slug: "yil-sonu", title: "Yıl sonu", start } }])
      expect(routes[0].context).toEqual({ upcoming: ["yil-sonu"], open: [] })
      expect(routes[1].context).toEqual({ past: false, open: false })
    } finally {
      if (saved === undefined) delete process.env.SITE_BUILD_TIME
      else process.env.SITE_BUILD_TIME = saved
    }
  })
})
