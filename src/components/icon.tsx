import { createContext, useContext } from "react"
import { iconId, type UiIconName } from "./icon-names"

export { iconId }

interface IconProps {
  /** A Lucide icon name; content icons are checked by the content validator. */
  name: UiIconName | (string & {})
  size?: number
  className?: string
}

/**
 * The document that holds the symbols: by default the page itself (gatsby-ssr.tsx writes the
 * symbols the page draws at the top of its body). `gatsby develop` renders pages in the browser,
 * without those symbols, and provides its sprite "/icons.svg" here (gatsby-browser.tsx).
 */
export const IconSprite = createContext("")

/**
 * Set inside an island: React draws its icons again in the browser, pointing at the page's own
 * symbols, so the build keeps those symbols in the page (src/postbuild/icon-split.ts).
 */
export const IconsInPage = createContext(false)

let drawn: Set<string> | null = null
let inPage: Set<string> | null = null

/**
 * Renders a page while noting every icon it draws (the build then writes exactly those symbols for
 * it), and those whose symbols must be in the page itself (`inPage`). Page rendering is synchronous,
 * so one page's icons never mix with another's.
 */
export function collectIcons(render: () => string): { html: string; icons: Set<string>; inPage: Set<string> } {
  const icons = new Set<string>()
  const pageIcons = new Set<string>()
  drawn = icons
  inPage = pageIcons
  try {
    return { html: render(), icons, inPage: pageIcons }
  } finally {
    drawn = null
    inPage = null
  }
}

/**
 * Notes icons a page needs that its HTML does not draw yet (an island's later states, the menu's
 * close icon), which a script or React draws in the browser from the page's own symbols.
 */
export function noteIcons(names: readonly string[]) {
  names.forEach((name) => {
    drawn?.add(name)
    inPage?.add(name)
  })
}

/** A decorative icon: a <use> of the page's symbol, so icons cost no JavaScript and no request. */
export function Icon({ name, size = 24, className }: IconProps) {
  const sprite = useContext(IconSprite)
  const island = useContext(IconsInPage)
  drawn?.add(name)
  if (island) inPage?.add(name)
  return (
    <svg aria-hidden="true" width={size} height={size} className={className}>
      <use href={`${sprite}#${iconId(name)}`} />
    </svg>
  )
}
