import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useCallback, useEffect, useRef, useState } from "react"
import { useHydrated } from "../../hooks/use-hydrated"
import { breakpoints, colors, layout, mq, radii, space } from "../../theme"
import { buttonStyles } from "../action-link"
import { Icon } from "../icon"
import type { MenuData } from "./desktop-nav"

const PANEL_ID = "mobil-menu"

const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 48px;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  font-weight: 650;
  text-decoration: none;
  cursor: pointer;
  ${mq.up("lg")} {
    display: none;
  }
`

// With JavaScript the state decides; without it the toggle is a link and :target shows the panel.
const panel = css`
  position: fixed;
  inset: ${layout.headerHeight} 0 0 0;
  z-index: 50;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.surface};
  border-top: 1px solid ${colors.line};
  padding: ${space.lg} ${layout.gutter} ${space.xxl};
  display: none;
  .js &[data-open],
  html:not(.js) &:target {
    display: block;
  }
  ${mq.up("lg")} {
    display: none !important;
  }
`

const groupList = css`
  list-style: none;
  border-bottom: 1px solid ${colors.line};
  > li {
    border-top: 1px solid ${colors.line};
  }
`

const groupButton = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: 56px;
  padding: 0.75rem 0;
  border: 0;
  background: none;
  font-size: 1.0625rem;
  font-weight: 650;
  color: ${colors.ink};
  text-align: left;
  cursor: pointer;
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`

const count = css`
  margin-left: auto;
  min-width: 2rem;
  padding: 0.125rem 0.5rem;
  border-radius: ${radii.pill};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: 0.8125rem;
  font-weight: 700;
  text-align: center;
`

const links = css`
  list-style: none;
  padding-bottom: ${space.md};
  a {
    display: block;
    padding: 0.625rem 0.75rem;
    border-radius: ${radii.md};
    color: ${colors.text};
    text-decoration: none;
    font-weight: 550;
  }
  a:hover {
    background: ${colors.surfaceAlt};
  }
`

const contactBlock = css`
  margin-top: ${space.lg};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surfaceAlt};
  display: grid;
  gap: ${space.sm};
  > a:first-of-type {
    margin-bottom: ${space.sm};
  }
  p {
    font-weight: 650;
    color: ${colors.ink};
  }
  a.contact-line {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    color: ${colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
`

interface MobileMenuProps {
  menus: readonly MenuData[]
  phone: { display: string; tel: string }
  email: string
}

/**
 * The menu below 1024 px: a toggle opens a full-screen panel with collapsible groups (each with its
 * count of links), the contact link and the phone and e-mail. While open the page behind is inert
 * and does not scroll; a link tap, Escape or the toggle closes it and focus returns to the toggle.
 */
export function MobileMenu({ menus, phone, email }: MobileMenuProps) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const toggleRef = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => {
    setOpen(false)
    // The toggle sits in the sticky header: scrolling it "into view" would jump the page up.
    toggleRef.current?.focus({ preventScroll: true })
  }, [])

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const outside = [document.getElementById("main"), document.querySelector("footer")].filter(Boolean) as HTMLElement[]
    root.classList.add("menu-open")
    outside.forEach((element) => element.setAttribute("inert", ""))
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close()
    }
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg}px)`)
    const onWide = () => wide.matches && setOpen(false)
    document.addEventListener("keydown", onKey)
    wide.addEventListener("change", onWide)
    return () => {
      root.classList.remove("menu-open")
      outside.forEach((element) => element.removeAttribute("inert"))
      document.removeEventListener("keydown", onKey)
      wide.removeEventListener("change", onWide)
    }
  }, [open, close])

  const toggleGroup = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })

  const toggleContent = (
    <>
      <Icon name={open ? "x" : "menu"} size={22} />
      <span>{open ? "Kapat" : "Menü"}</span>
    </>
  )

  return (
    <>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          css={toggle}
          aria-expanded={open}
          aria-controls={PANEL_ID}
          aria-label={open ? "Menüyü kapat" : "Menüyü aç"}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {toggleContent}
        </button>
      ) : (
        <a href={`#${PANEL_ID}`} css={toggle} aria-label="Menüyü aç">
          {toggleContent}
        </a>
      )}
      <nav id={PANEL_ID} css={panel} data-open={open ? "" : undefined} aria-label="Mobil menü">
        <ul css={groupList}>
          {menus.map((menu, index) => {
            // Groups start collapsed only once JavaScript can expand them.
            const isExpanded = !hydrated || expanded.has(index)
            const listId = `${PANEL_ID}-grup-${index}`
            return (
              <li key={menu.label}>
                <button
                  type="button"
                  css={groupButton}
                  aria-expanded={isExpanded}
                  aria-controls={listId}
                  onClick={() => toggleGroup(index)}
                >
                  <span>{menu.label}</span>
                  <span css={count}>
                    {menu.items.length}
                    <span className="visually-hidden"> çözüm</span>
                  </span>
                  <Icon name="chevron-down" size={20} />
                </button>
                <ul id={listId} css={links} hidden={!isExpanded}>
                  {menu.items.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} onClick={close}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
        <div css={contactBlock}>
          <Link to="/contact" css={buttonStyles.primary} onClick={close}>
            İletişime Geçin
          </Link>
          <p>Bize ulaşın</p>
          <a className="contact-line" href={`tel:${phone.tel}`}>
            <Icon name="phone" size={20} />
            {phone.display}
          </a>
          <a className="contact-line" href={`mailto:${email}`}>
            <Icon name="mail" size={20} />
            {email}
          </a>
        </div>
      </nav>
    </>
  )
}
