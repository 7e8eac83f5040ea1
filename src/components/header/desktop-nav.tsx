import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react"
import { colors, mq, radii, shadows, space } from "../../theme"
import { Icon } from "../icon"

export interface MenuData {
  readonly label: string
  readonly items: readonly { readonly href: string; readonly label: string; readonly description: string }[]
}

const nav = css`
  display: none;
  ${mq.up("lg")} {
    display: block;
  }
  > ul {
    display: flex;
    gap: ${space.xs};
    list-style: none;
  }
`

const item = css`
  position: relative;
`

const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  font-weight: 600;
  color: ${colors.ink};
  cursor: pointer;
  &:hover,
  &[aria-expanded="true"] {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`

// With JavaScript the open state decides; without it, hover and keyboard focus open the panel.
const panel = css`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 50%;
  transform: translateX(-50%);
  width: min(40rem, 90vw);
  padding: ${space.md};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  z-index: 40;
  .js &:not([data-open]) {
    display: none;
  }
  html:not(.js) li:not(:hover):not(:focus-within) > & {
    display: none;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.xs};
    list-style: none;
  }
  a {
    display: block;
    height: 100%;
    padding: 0.75rem;
    border-radius: ${radii.md};
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${colors.surfaceAlt};
  }
  strong {
    display: block;
    color: ${colors.ink};
    font-weight: 650;
    font-size: 0.9375rem;
  }
  span {
    display: block;
    margin-top: 0.125rem;
    color: ${colors.muted};
    font-size: 0.8125rem;
    line-height: 1.45;
  }
`

type OpenedBy = "hover" | "click"

/**
 * The four header menus (disclosure pattern): a button per menu with aria-expanded; opens on mouse
 * hover, on click or tap, and with Enter or Space; closes on Escape (focus returns to its button),
 * when the pointer or keyboard focus leaves it, and when a link is chosen.
 */
export function DesktopNav({ menus }: { menus: readonly MenuData[] }) {
  const [open, setOpen] = useState<{ index: number; by: OpenedBy } | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const close = useCallback(() => setOpen(null), [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        // The button sits in the sticky header: scrolling it "into view" would jump the page up.
        buttons.current[open.index]?.focus({ preventScroll: true })
        setOpen(null)
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open])

  const onPointerEnter = (index: number) => (event: PointerEvent) => {
    if (event.pointerType === "mouse")
      setOpen((current) => (current?.by === "click" && current.index === index ? current : { index, by: "hover" }))
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setOpen((current) => (current?.by === "hover" ? null : current))
  }
  const onClick = (index: number) =>
    // A click on a menu the mouse has just opened keeps it open; otherwise it toggles.
    setOpen((current) => (current?.index === index && current.by === "click" ? null : { index, by: "click" }))
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" && open?.index !== index) {
      event.preventDefault()
      setOpen({ index, by: "click" })
    }
  }

  return (
    <nav css={nav} aria-label="Ana menü">
      <ul>
        {menus.map((menu, index) => {
          const isOpen = open?.index === index
          const panelId = `menu-panel-${index}`
          return (
            <li
              key={menu.label}
              css={item}
              onPointerEnter={onPointerEnter(index)}
              onPointerLeave={onPointerLeave}
              onBlur={onBlur}
            >
              <button
                type="button"
                css={trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                ref={(element) => {
                  buttons.current[index] = element
                }}
                onClick={() => onClick(index)}
                onKeyDown={onKeyDown(index)}
              >
                {menu.label}
                <Icon name="chevron-down" size={16} />
              </button>
              <div id={panelId} css={panel} data-open={isOpen ? "" : undefined}>
                <ul>
                  {menu.items.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} onClick={close}>
                        <strong>{link.label}</strong>
                        <span>{link.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
