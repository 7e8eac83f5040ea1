import { css } from "@emotion/react"
import { colors, layout, mq, radii, space } from "../../theme"
import { buttonStyles } from "../button-styles"
import { Icon, noteIcons } from "../icon"
import { useChromeLabels } from "../chrome-labels"
import { LanguageLink } from "./language-link"
import { panelLink } from "./tool-link-styles"

export const PANEL_ID = "mobil-menu"

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

// Once the header script runs (html.enhanced) its state decides; before, the toggle is a link and :target shows the panel.
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
  .enhanced &[data-open],
  html:not(.enhanced) &:target {
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
  menus: readonly Queries.MenuFieldsFragment[]
  /** The search page (data/navigation.yaml `search`), linked first in the open panel. */
  search?: string | null
  /** The contact page (data/navigation.yaml `contact`). */
  contact: string
  phone: { display: string; tel: string }
  email: string
}

/**
 * The mobile menu's toggle, in the header: without JavaScript a link to the panel (MobileMenu), which
 * opens as the page's :target. src/browser/header.ts turns it into a button.
 */
export function MobileMenuToggle() {
  const labels = useChromeLabels()
  // The open menu's toggle shows a close icon, drawn by the header script.
  noteIcons(["x"])
  return (
    <a
      href={`#${PANEL_ID}`}
      css={toggle}
      aria-label={labels.openMenu}
      data-menu-toggle=""
      data-close-label={labels.closeMenu}
      data-close-text={labels.close}
    >
      <Icon name="menu" size={22} />
      <span>{labels.menu}</span>
    </a>
  )
}

/**
 * The menu below 1024 px, rendered as markup only, after the footer (Layout): it is drawn only when
 * opened, and in the header it put 4.5 KB and 118 elements of markup before the hero, which the browser
 * then painted a parse task after the header (bench/results.md, 29 November). Without JavaScript the
 * panel opens as the page's :target, with every group expanded.
 * src/browser/header.ts adds the rest: groups that collapse (each with its count of links), the page
 * behind inert and not scrolling while open, and closing on a link tap, Escape or the toggle, with
 * focus back on the toggle.
 */
export function MobileMenu({ menus, search, contact, phone, email }: MobileMenuProps) {
  const labels = useChromeLabels()
  return (
    <nav id={PANEL_ID} css={panel} aria-label={labels.mobileMenu} data-mobile-menu="">
      {search && (
        <a href={search} css={panelLink}>
          <Icon name="search" size={20} />
          {labels.searchSite}
        </a>
      )}
      <LanguageLink placement="menu" />
      <ul css={groupList}>
        {menus.map((menu, index) => {
          const listId = `${PANEL_ID}-grup-${index}`
          return (
            <li key={menu.label}>
              <button type="button" css={groupButton} aria-expanded="true" aria-controls={listId} data-menu-group="">
                <span>{menu.label}</span>
                <span css={count}>
                  {menu.items.length}
                  <span className="visually-hidden">{labels.pagesAfterCount(menu.items.length)}</span>
                </span>
                <Icon name="chevron-down" size={20} />
              </button>
              <ul id={listId} css={links}>
                {menu.items.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      <div css={contactBlock}>
        <a href={contact} css={buttonStyles.primary}>
          {labels.getInTouch}
        </a>
        <p>{labels.reachUs}</p>
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
  )
}
