// The production entry point of islands.ts, imported by entry.ts on a page with a form.
import { hydrateIslands } from "./islands"

hydrateIslands()
