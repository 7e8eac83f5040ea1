import { noJavaScriptVisits } from "./gates/visits"
import { everyPage } from "./support/routes"

// Every page, visited once with JavaScript off through its gates (gates/visits.ts).
noJavaScriptVisits(everyPage())
