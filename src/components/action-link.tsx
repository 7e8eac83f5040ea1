import { css } from "@emotion/react"
import { Link } from "gatsby"
import type { ReactNode } from "react"
import { contactTargetEntries, type ContactTarget } from "../content/contact-targets"
import { useSiteData, type SiteData } from "../hooks/use-site-data"
import { colors, radii, space } from "../theme"
import { Icon } from "./icon"

export type ButtonVariant = "primary" | "secondary" | "light" | "link"

export interface ActionData {
  readonly label: string
  readonly href?: string | null
  readonly contact?: string | null
  readonly variant?: string | null
}

/** A wa.me link that opens a chat with the line's number and greeting. */
export const whatsappHref = (line: { readonly number: string; readonly message: string }) =>
  `https://wa.me/${line.number}?text=${encodeURIComponent(line.message)}`

/** The address behind a `contact:` action, read from the data/site.yaml entry the target names. */
export function contactHref(site: SiteData, target: ContactTarget): string {
  const entry = contactTargetEntries[target]
  switch (entry[0]) {
    case "phones":
      return `tel:${site.phones[entry[1]].tel}`
    case "whatsapp":
      return whatsappHref(site.whatsapp[entry[1]])
    case "emails":
      return `mailto:${site.emails[entry[1]]}`
  }
}

const iconFor = (href: string) =>
  href.startsWith("tel:")
    ? "phone"
    : href.startsWith("mailto:")
      ? "mail"
      : href.startsWith("https://wa.me")
        ? "message-circle"
        : "arrow-right"

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 48px;
  padding: 0.75rem 1.375rem;
  border-radius: ${radii.md};
  border: 2px solid transparent;
  font-weight: 650;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  svg {
    flex: none;
  }
`

export const buttonStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    ${base};
    background: ${colors.primary};
    color: #fff;
    &:hover {
      background: ${colors.primaryHover};
    }
  `,
  secondary: css`
    ${base};
    background: ${colors.surface};
    color: ${colors.primary};
    border-color: ${colors.primary};
    &:hover {
      background: ${colors.primarySoft};
    }
  `,
  light: css`
    ${base};
    background: #fff;
    color: ${colors.night};
    &:hover {
      background: ${colors.primarySoft};
    }
  `,
  link: css`
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 24px;
    font-weight: 650;
    color: ${colors.primary};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  `,
}

interface ButtonLinkProps {
  href: string
  variant?: ButtonVariant
  children: ReactNode
  icon?: string | false
  className?: string
  onClick?: () => void
  /** The accessible name, when the visible text alone is ambiguous; it starts with the visible text. */
  label?: string
}

/**
 * A link styled as a button. Pages of this site go through Gatsby's Link (prefetch, no reload);
 * outside addresses open in a new tab with rel="noopener noreferrer"; tel: and mailto: stay plain.
 */
export function ButtonLink({ href, variant = "primary", children, icon, className, onClick, label }: ButtonLinkProps) {
  const iconName = icon === false ? undefined : (icon ?? iconFor(href))
  const content = (
    <>
      <span>{children}</span>
      {iconName && <Icon name={iconName} size={18} />}
    </>
  )
  if (href.startsWith("/")) {
    return (
      <Link to={href} css={buttonStyles[variant]} className={className} onClick={onClick} aria-label={label}>
        {content}
      </Link>
    )
  }
  const external = href.startsWith("https://")
  return (
    <a
      href={href}
      css={buttonStyles[variant]}
      className={className}
      onClick={onClick}
      aria-label={label}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {content}
      {external && <span className="visually-hidden"> (yeni sekmede açılır)</span>}
    </a>
  )
}

/** An action from content: a page link, or a contact entry of data/site.yaml. */
export function ActionButton({
  action,
  variant,
  className,
}: {
  action: ActionData
  variant?: ButtonVariant
  className?: string
}) {
  const { site } = useSiteData()
  const href = action.href ?? contactHref(site, action.contact as ContactTarget)
  const chosen = variant ?? (action.variant === "secondary" ? "secondary" : "primary")
  return (
    <ButtonLink href={href} variant={chosen} className={className}>
      {action.label}
    </ButtonLink>
  )
}

export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  @media (max-width: 479.98px) {
    flex-direction: column;
    align-items: stretch;
  }
`
