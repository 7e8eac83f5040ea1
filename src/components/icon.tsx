import type { UiIconName } from "./icon-names"

interface IconProps {
  /** A Lucide icon name; content icons are checked by the content validator. */
  name: UiIconName | (string & {})
  size?: number
  className?: string
}

/**
 * A decorative icon drawn from the shared sprite /icons.svg (built from data/ and icon-names.ts),
 * so icons cost no JavaScript and each page downloads them once.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  )
}
