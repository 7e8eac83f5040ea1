import path from "path"
import { kindFileAt } from "../../src/postbuild/kind-files"
import { siteRoutes } from "../../src/content/routes"
import { readSiteData } from "../../src/content/read-site"
import { contentTypes } from "../../src/kinds"

/** The develop server answers a kind's files (gatsby-node's onCreateDevServer) from the content as it is now. */
const dataDir = path.join(__dirname, "..", "..", "data")

it("finds an event's calendar file by its address, and nothing at an address no kind publishes", () => {
  const routes = siteRoutes(contentTypes, dataDir)
  const site = readSiteData(dataDir)
  const calendar = routes.flatMap((route) => route.kind.files?.(route, site) ?? []).find((file) => file.path.endsWith(".ics"))
  expect(calendar?.body).toMatch(/^BEGIN:VCALENDAR/)
  expect(kindFileAt(routes, site, calendar?.path ?? "")).toBe(calendar?.body)
  expect(kindFileAt(routes, site, "/etkinlikler/olmayan-etkinlik.ics")).toBeUndefined()
})
