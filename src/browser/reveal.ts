import { reveal } from "../theme"

/**
 * Scroll reveal (specification section 4): each element marked by the Reveal component shows once
 * when 10 % of it is inside the viewport, less a 50 px bottom margin; in a staggered list each
 * direct child follows the one before by its step. The CSS of Reveal hides them only under
 * `html.js` and without reduced motion, so content is readable without this script.
 */
export function observeReveals(root: ParentNode = document): () => void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal="hidden"], [data-reveal-stagger="hidden"]'))
  const attributeOf = (element: HTMLElement) =>
    element.hasAttribute("data-reveal-stagger") ? "data-reveal-stagger" : "data-reveal"
  const show = (element: HTMLElement) => element.setAttribute(attributeOf(element), "visible")

  for (const element of elements) {
    if (!element.hasAttribute("data-reveal-stagger")) continue
    const step = Number(element.dataset.revealStep ?? reveal.staggerMs)
    Array.from(element.children).forEach((child, index) => {
      ;(child as HTMLElement).style.transitionDelay = `${index * step}ms`
    })
  }
  if (typeof IntersectionObserver === "undefined") {
    elements.forEach(show)
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        show(entry.target as HTMLElement)
        observer.unobserve(entry.target)
      }
    },
    { threshold: reveal.threshold, rootMargin: reveal.rootMargin },
  )
  elements.forEach((element) => observer.observe(element))
  return () => observer.disconnect()
}
