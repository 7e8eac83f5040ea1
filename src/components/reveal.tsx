import type { ElementType, HTMLAttributes, ReactNode } from "react"
import { reveal } from "../theme"

/**
 * Scroll reveal (specification section 4): a block off screen stays hidden until 10% of it is
 * inside the viewport, less a 50 px bottom margin, then fades in once over 700 ms. In a staggered
 * list each direct child follows the one before by `step` ms. The page is built with every block
 * shown ("pending"); only src/browser/reveal.ts hides blocks, those off screen when it runs, and
 * only when the visitor has not asked for reduced motion, so content is always readable without
 * JavaScript and nothing already on screen disappears. The hidden and visible states are styled once
 * for the page by the global styles (src/components/global-styles.tsx).
 */
interface RevealProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode
  as?: ElementType
  /** Reveal the direct children one after another, `step` ms apart. */
  stagger?: boolean
  step?: number
  className?: string
}

export function Reveal({ children, as: Tag = "div", stagger = false, step = reveal.staggerMs, className, ...rest }: RevealProps) {
  const attribute = stagger ? "data-reveal-stagger" : "data-reveal"
  // The default step is left to src/browser/reveal.ts, which reads it when the attribute is absent.
  const props = { [attribute]: "pending", ...(stagger && step !== reveal.staggerMs ? { "data-reveal-step": step } : {}) }
  return (
    <Tag className={className} {...rest} {...props}>
      {children}
    </Tag>
  )
}
