import { Global, css } from "@emotion/react"
import { colors, fonts, focusRing, layout, reveal } from "../theme"

const styles = css`
  @font-face {
    font-family: "Inter";
    src: url("${fonts.file}") format("woff2");
    font-weight: ${fonts.face.weight};
    font-style: ${fonts.face.style};
    /* Used on pages reached from another page of the site, once it is in the cache; if it is not
       ready at the first paint it is not swapped in later (no reflow, no layout shift). */
    font-display: ${fonts.face.display};
  }
  /* Arial scaled to Inter's metrics, so text does not shift when the web font arrives. */
  @font-face {
    font-family: "Inter Fallback";
    src: local("Arial"), local("Liberation Sans"), local("Helvetica");
    size-adjust: 107%;
    ascent-override: 90%;
    descent-override: 22.5%;
    line-gap-override: 0%;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  /* The hidden attribute always wins: a display rule below (svg, img, a component's) must not draw an
     element the markup hides, such as each page's icon symbols at the top of its body. */
  [hidden] {
    display: none !important;
  }
  /* What the browser scrolls to (a focused field, a #target) stops below the sticky header. Set on the
     content rather than as scroll-padding on the page, which also made Tab onto a header control nudge a
     scrolled page. */
  main *,
  footer * {
    scroll-margin-top: calc(${layout.headerHeight} + 0.75rem);
  }
  html.menu-open {
    overflow: hidden;
  }
  html.wf body {
    font-family: ${fonts.body};
  }
  body {
    margin: 0;
    font-family: ${fonts.fallback};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.surface};
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    color: ${colors.ink};
    line-height: 1.2;
    margin: 0;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
  }
  ul,
  ol {
    margin: 0;
    padding: 0;
  }
  a {
    color: ${colors.primary};
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  /* Lucide's stroke settings, once for every icon (an Icon is a <use> of its symbol, and the symbol's
     content inherits from the <use>), rather than on each symbol of the page. */
  use {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  address {
    font-style: normal;
  }
  main:focus {
    outline: none;
  }
  /* Scroll reveal (src/components/reveal.tsx, src/browser/reveal.ts), written once for the page rather
     than with each block's class. "html" lifts the rules above a block's or child's own class, as the
     block's class did before. Only the way in is animated: a block off screen is hidden at once. */
  @media (prefers-reduced-motion: no-preference) {
    html [data-reveal="hidden"],
    html [data-reveal-stagger="hidden"] > * {
      opacity: 0;
      transform: translateY(24px);
    }
    html [data-reveal="visible"],
    html [data-reveal-stagger="visible"] > * {
      transition:
        opacity ${reveal.durationMs}ms ease-out,
        transform ${reveal.durationMs}ms ease-out;
    }
  }
  /* No transition at all rather than a very short one: a 0.01 ms duration would turn every change of
     style into a transition (the default property is "all"), and a focused skip link would still be
     drawn where it was for one frame. Nothing listens for transitionend. */
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition: none !important;
      animation: none !important;
      scroll-behavior: auto !important;
    }
  }
`

export function GlobalStyles() {
  return <Global styles={styles} />
}
