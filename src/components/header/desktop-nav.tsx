import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, mq, radii, shadows, space } from "../../theme"
import { Icon } from "../icon"
import { useChromeLabels } from "../chrome-labels"

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
  white-space: nowrap;
  /* From 1024 to 1279 px the bar also holds the search link: the menus sit closer. */
  ${mq.down("xl")} {
    padding-inline: 0.5rem;
  }
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

// With the language link in the bar as well, the menus sit closer still.
const compactTrigger = css`
  padding-inline: 0.625rem;
  ${mq.down("xl")} {
    padding-inline: 0.25rem;
  }
`

// Once the header script runs (html.enhanced) the open state decides; before, hover and keyboard focus open the panel.
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
  .enhanced &:not([data-open]) {
    display: none;
  }
  html:not(.enhanced) li:not(:hover):not(:focus-within) > & {
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

/**
 * The four header menus (disclosure pattern), rendered as markup only. Without JavaScript a panel
 * opens on hover and while keyboard focus is inside it; src/browser/header.ts adds the rest (click
 * and tap, Enter, Space and ArrowDown, Escape returning focus, aria-expanded kept true to state).
 */
export function DesktopNav({ menus, compact = false }: { menus: readonly Queries.MenuFieldsFragment[]; compact?: boolean }) {
  const labels = useChromeLabels()
  return (
    <nav css={nav} aria-label={labels.mainMenu} data-desktop-nav="">
      <ul>
        {menus.map((menu, index) => {
          const panelId = `menu-panel-${index}`
          return (
            <li key={menu.label} css={item} data-menu="">
              <button
                type="button"
                css={compact ? [trigger, compactTrigger] : trigger}
                aria-expanded="false"
                aria-controls={panelId}
              >
                {menu.label}
                <Icon name="chevron-down" size={16} />
              </button>
              <div id={panelId} css={panel}>
                <ul>
                  {menu.items.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>
                        <strong>{link.label}</strong>
                        <span>{link.description}</span>
                      </a>
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

export const query = graphql`
  fragment MenuFields on Menu {
    label
    items {
      href
      label
      description
    }
  }
`
