import { reveal } from "../theme"

export interface RevealOptions {
  /** Reveal the direct children one after another, `step` ms apart. */
  stagger: boolean
  step: number
}

/**
 * Reveals `element` once when 10% of it is in the viewport (less a 50 px bottom margin); the
 * styles of the Reveal component hide it until then. Used by Reveal after React renders it and, for
 * content kept as server HTML (StaticContent), once the page has started.
 */
export function observeReveal(element: HTMLElement, { stagger, step }: RevealOptions): () => void {
  const attribute = stagger ? "data-reveal-stagger" : "data-reveal"
  if (stagger) {
    Array.from(element.children).forEach((child, index) => {
      ;(child as HTMLElement).style.transitionDelay = `${index * step}ms`
    })
  }
  const show = () => element.setAttribute(attribute, "visible")
  if (typeof IntersectionObserver === "undefined") {
    show()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        show()
        observer.disconnect()
      }
    },
    { threshold: reveal.threshold, rootMargin: reveal.rootMargin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/** Starts the reveal of every still-hidden element under `root`, reading its options from the DOM. */
export function observeRevealsIn(root: ParentNode) {
  root.querySelectorAll<HTMLElement>('[data-reveal="hidden"], [data-reveal-stagger="hidden"]').forEach((element) => {
    const stagger = element.hasAttribute("data-reveal-stagger")
    observeReveal(element, { stagger, step: Number(element.dataset.revealStep ?? reveal.staggerMs) })
  })
}
