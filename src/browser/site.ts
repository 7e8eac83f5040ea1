/**
 * The one script every page of the production build loads (a small ES module, no framework):
 * the header's menus, scroll reveal, and, on a page with a form, the React island loaded when the
 * visitor nears or enters it. The build bundles it with esbuild (src/postbuild/browser-bundle.ts).
 */
import { enhanceHeader } from "./header"
import { fonts } from "../theme"
import { observeReveals } from "./reveal"

/** How far ahead of the viewport an island starts loading: about a screen on a phone. */
const ISLAND_MARGIN = "0px 0px 800px 0px"

/**
 * Loads the islands' code once, when any island comes near the viewport or the visitor focuses,
 * touches or clicks inside one, whichever happens first.
 */
export function loadIslandsWhenNeeded(load: () => Promise<unknown>, root: ParentNode = document) {
  const elements = Array.from(root.querySelectorAll<HTMLElement>("[data-island]"))
  if (elements.length === 0) return
  let started = false
  const intents = ["focusin", "pointerdown", "touchstart"] as const
  const start = () => {
    if (started) return
    started = true
    observer?.disconnect()
    elements.forEach((element) => intents.forEach((intent) => element.removeEventListener(intent, start)))
    void load()
  }
  const observer =
    typeof IntersectionObserver === "undefined"
      ? undefined
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
          rootMargin: ISLAND_MARGIN,
        })
  elements.forEach((element) => {
    observer?.observe(element)
    intents.forEach((intent) => element.addEventListener(intent, start, { passive: true }))
  })
  if (!observer) start()
}

/**
 * Fetches the web font into the cache once the page has loaded and the browser is idle, without
 * applying it here (that would reflow the page): the next page of the site uses it (theme.ts). The
 * face takes the CSS face's descriptors: made without them its request is `font-display: auto`, which
 * Lighthouse's font-display insight flags on every page.
 */
export function warmFontCache() {
  if (typeof FontFace === "undefined" || document.fonts.check(`1em "Inter"`)) return
  const load = () => void new FontFace("Inter", `url(${fonts.file})`, fonts.face).load().catch(() => undefined)
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(load) : setTimeout(load, 200))
  if (document.readyState === "complete") idle()
  else window.addEventListener("load", idle, { once: true })
}

/**
 * Runs every enhancement of the page; `loadIslands` fetches the islands' module, which hydrates
 * them. `enhanced` on <html> switches the header's CSS from its no-JavaScript behaviour to the
 * state this script keeps.
 */
export function start(loadIslands: () => Promise<unknown>) {
  enhanceHeader()
  observeReveals()
  loadIslandsWhenNeeded(loadIslands)
  warmFontCache()
  document.documentElement.classList.add("enhanced")
}
