/**
 * Design tokens and media helpers: the one place for colours, spacing, type and breakpoints.
 * Colour pairs used for text are chosen for WCAG AA contrast (4.5:1 or more).
 */

export const colors = {
  ink: "#0f172a",
  text: "#1e293b",
  muted: "#475569",
  line: "#dbe3ec",
  surface: "#ffffff",
  surfaceAlt: "#f3f6fa",
  primary: "#0b4f7c",
  primaryHover: "#083b5e",
  primarySoft: "#e6f0f7",
  accent: "#0f766e",
  accentSoft: "#e3f4f2",
  night: "#0b1f33",
  nightText: "#e8eef5",
  nightMuted: "#b8c7d6",
  focus: "#f59e0b",
  critical: "#b42318",
  high: "#b54708",
  medium: "#075985",
  low: "#166534",
  success: "#166534",
  successSoft: "#e7f6ec",
  danger: "#b42318",
  dangerSoft: "#fdecea",
} as const

/**
 * The colour a browser gives its own interface around the site (address bar, task switcher): the
 * web manifest's theme_color (gatsby-config.ts) and every page's <meta name="theme-color"> (Seo).
 * The brand's primary, the colour of the logo tile in static/favicon.svg.
 */
export const themeColor = colors.primary

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  section: "clamp(3rem, 6vw, 5.5rem)",
} as const

/**
 * The site's typeface is Inter (a subset with every Turkish letter, static/fonts/). A visitor's first
 * page is set in "Inter Fallback", Arial scaled to Inter's metrics, so nothing waits for the font;
 * the site script then fetches Inter into the cache, and the pages reached from there use it
 * (`html.wf`, set by Seo's inline script for a visit from another page of the site).
 */
export const fonts = {
  file: "/fonts/inter-tr.woff2",
  /** Inter's descriptors, one set for the CSS face and the site script's warm-up of the cache. */
  face: { weight: "400 800", style: "normal", display: "optional" },
  body: '"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  fallback: '"Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
} as const

export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  h3: "1.1875rem",
  h2: "clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem)",
  h1: "clamp(2rem, 1.4rem + 2.6vw, 3.25rem)",
} as const

export const radii = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const

export const shadows = {
  card: "0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)",
  raised: "0 12px 32px rgba(15, 23, 42, 0.14)",
} as const

export const layout = { maxWidth: "1200px", gutter: "clamp(1rem, 4vw, 2rem)", headerHeight: "4.25rem" } as const

/** Breakpoints in pixels; "lg" (1024) is where the desktop header replaces the mobile menu. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const

/**
 * Below this width (px) the header has no room for its search link beside the menu's toggle; the open
 * menu has a search link of its own. Apart from `breakpoints`, which the site module bundles: a
 * value added there would be a byte more of JavaScript on every page.
 */
export const searchLinkMinWidth = 390
export type Breakpoint = keyof typeof breakpoints

/** `${mq.up("lg")} { ... }` applies from the breakpoint up; `down` applies below it. */
export const mq = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
}

/** Scroll reveal timing of the specification (section 4). */
export const reveal = {
  durationMs: 700,
  staggerMs: 150,
  threshold: 0.1,
  rootMargin: "0px 0px -50px 0px",
} as const

export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: "2px",
} as const
