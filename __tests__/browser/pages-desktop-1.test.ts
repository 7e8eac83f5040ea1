import { desktopVisits } from "./gates/visits"
import { routeShare } from "./support/routes"

// Every other page (share 1 of 2), visited once at 1280×800 with an empty cache through its gates (gates/visits.ts).
desktopVisits(routeShare(1, 2))
