import type { UiIconName } from "./icon-names"

interface IconProps {
  /** A Lucide icon name; content icons are checked by the content validator. */
  name: UiIconName | (string & {})
  size?: number
  className?: string
}

/** The id of an icon's <symbol>. */
export const iconId = (name: string) => `i-${name}`

/**
 * Where a symbol lives: in the page itself in the production build (gatsby-ssr.tsx writes the
 * symbols the page draws at the top of its body), in the shared /icons.svg under `gatsby develop`,
 * which renders pages in the browser.
 */
export const iconHref = (name: string) =>
  process.env.BUILD_STAGE === "develop" ? `/icons.svg#${iconId(name)}` : `#${iconId(name)}`

let drawn: Set<string> | null = null

/**
 * Renders a page while noting every icon it draws (the build then writes exactly those symbols into
 * the page). Page rendering is synchronous, so one page's icons never mix with another's.
 */
export function collectIcons(render: () => string): { html: string; icons: Set<string> } {
  const icons = new Set<string>()
  drawn = icons
  try {
    return { html: render(), icons }
  } finally {
    drawn = null
  }
}

/** Notes icons a page needs that its HTML does not draw yet (an island's later states). */
export function noteIcons(names: readonly string[]) {
  names.forEach((name) => drawn?.add(name))
}

/** A decorative icon: a <use> of the page's symbol, so icons cost no JavaScript and no request. */
export function Icon({ name, size = 24, className }: IconProps) {
  drawn?.add(name)
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} className={className}>
      <use href={iconHref(name)} />
    </svg>
  )
}
