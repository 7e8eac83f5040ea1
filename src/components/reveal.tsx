import { css } from "@emotion/react"
import type { ElementType, HTMLAttributes, ReactNode } from "react"
import { reveal } from "../theme"

/**
 * Scroll reveal (specification section 4): the element stays hidden until 10% of it is inside the
 * viewport, less a 50 px bottom margin, then fades in once over 700 ms. In a staggered list each
 * direct child follows the one before by `step` ms. Content is hidden only when the inline script
 * of Seo has marked that JavaScript runs and the visitor has not asked for reduced motion, so it is
 * always readable without JavaScript; src/browser/reveal.ts shows it.
 */
const hiddenUntilRevealed = css`
  @media (prefers-reduced-motion: no-preference) {
    .js &[data-reveal="hidden"],
    .js &[data-reveal-stagger="hidden"] > * {
      opacity: 0;
      transform: translateY(24px);
    }
    &,
    &[data-reveal-stagger] > * {
      transition:
        opacity ${reveal.durationMs}ms ease-out,
        transform ${reveal.durationMs}ms ease-out;
    }
  }
`

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
  const props = { [attribute]: "hidden", ...(stagger ? { "data-reveal-step": step } : {}) }
  return (
    <Tag css={hiddenUntilRevealed} className={className} {...rest} {...props}>
      {children}
    </Tag>
  )
}
