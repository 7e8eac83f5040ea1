import { mobileVisits } from "./gates/visits"
import { routeShare } from "./support/routes"

// Every other page (share 1 of 2), visited once on a phone at 390×844 through its gates (gates/visits.ts).
mobileVisits(routeShare(1, 2))
