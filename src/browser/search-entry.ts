// The search page's module (src/browser/search.ts), loaded by its own loader after the site module.
import { startSearch } from "./search"

startSearch()
