// The production entry point of site.ts (a module script, so it runs once the HTML is parsed).
import { start } from "./site"
import { preselectSubject } from "./subject"

/** The hashed address of the islands' bundle, defined by src/build/browser-bundle.ts. */
declare const ISLANDS_SCRIPT: string

preselectSubject()
start(() => import(/* @vite-ignore */ ISLANDS_SCRIPT))
