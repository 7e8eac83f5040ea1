import { reveal } from "../theme"

/** What a reveal block's attribute says: not decided yet (as built), waiting off screen, or shown. */
type RevealState = "pending" | "hidden" | "visible"

/**
 * Scroll reveal (specification section 4): each element marked by the Reveal component shows once
 * when 10 % of it is inside the viewport, less a 50 px bottom margin; in a staggered list each
 * direct child follows the one before by its step.
 *
 * The page is built with every block shown ("pending"), so it reads fully without this script or
 * when it fails. When it runs, blocks already on screen stay as they were painted (hiding them now
 * would blank what the visitor is reading and push back the page's largest paint); only blocks off
 * screen are hidden, and each fades in when it enters the viewport. Where each block is comes from
 * a first IntersectionObserver report, delivered after the browser's own layout, so the script never
 * forces one.
 */
export function observeReveals(root: ParentNode = document): () => void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal="pending"], [data-reveal-stagger="pending"]'))
  const mark = (element: HTMLElement, state: RevealState) =>
    element.setAttribute(element.hasAttribute("data-reveal-stagger") ? "data-reveal-stagger" : "data-reveal", state)
  if (typeof IntersectionObserver === "undefined") {
    elements.forEach((element) => mark(element, "visible"))
    return () => {}
  }
  const revealer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        staggerChildren(entry.target as HTMLElement)
        mark(entry.target as HTMLElement, "visible")
        revealer.unobserve(entry.target)
      }
    },
    { threshold: reveal.threshold, rootMargin: reveal.rootMargin },
  )
  // Reports once per block whether any of it is on screen now.
  const placer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const element = entry.target as HTMLElement
      placer.unobserve(element)
      if (entry.isIntersecting) {
        mark(element, "visible")
        continue
      }
      mark(element, "hidden")
      revealer.observe(element)
    }
  })
  elements.forEach((element) => placer.observe(element))
  // Stops watching; a block still waiting off screen goes back to "pending" (shown), so nothing
  // stays hidden and a new run places it again.
  return () => {
    placer.disconnect()
    revealer.disconnect()
    elements.forEach((element) => {
      const state = element.getAttribute(element.hasAttribute("data-reveal-stagger") ? "data-reveal-stagger" : "data-reveal")
      if (state === "hidden") mark(element, "pending")
    })
  }
}

/**
 * Delays each child of a staggered list by its place times the list's step. Set only on the way in:
 * a delay alone, without a duration, would still hold the old look for its time on the way out.
 */
function staggerChildren(element: HTMLElement) {
  if (!element.hasAttribute("data-reveal-stagger")) return
  const step = Number(element.dataset.revealStep ?? reveal.staggerMs)
  Array.from(element.children).forEach((child, index) => {
    ;(child as HTMLElement).style.transitionDelay = `${index * step}ms`
  })
}
