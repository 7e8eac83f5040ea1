import { css } from "@emotion/react"
import { defineWords } from "./words"
import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { contactTargetEntries, type ContactTarget } from "../content/contact-targets"
import { useSiteData, type SiteData } from "../hooks/use-site-data"
import { space } from "../theme"
import { buttonStyles, type ButtonVariant } from "./button-styles"
import { Icon } from "./icon"

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

/** Where an action leads; the content check guarantees it has exactly one of `href` and `contact`. */
export function actionHref(action: Queries.ActionFieldsFragment, site: SiteData): string {
  if (action.href) return action.href
  if (action.contact) return contactHref(site, action.contact)
  throw new Error(`The button "${action.label}" has neither \`href\` nor \`contact\``)
}

const iconFor = (href: string) =>
  href.startsWith("tel:")
    ? "phone"
    : href.startsWith("mailto:")
      ? "mail"
      : href.startsWith("https://wa.me")
        ? "message-circle"
        : "arrow-right"

interface ButtonLinkProps {
  href: string
  variant?: ButtonVariant
  children: ReactNode
  icon?: string | false
  className?: string
  /** The accessible name, when the visible text alone is ambiguous; it starts with the visible text. */
  label?: string
}

/**
 * A link styled as a button. Pages of this site are ordinary links (prefetched by the speculation
 * rules in the head); outside addresses open in a new tab with rel="noopener noreferrer"; tel: and
 * mailto: stay plain.
 */
const useWords = defineWords({ tr: { newTab: " (yeni sekmede açılır)" }, en: { newTab: " (opens in a new tab)" } })

export function ButtonLink({ href, variant = "primary", children, icon, className, label }: ButtonLinkProps) {
  const words = useWords()
  const iconName = icon === false ? undefined : (icon ?? iconFor(href))
  const content = (
    <>
      <span>{children}</span>
      {iconName && <Icon name={iconName} size={18} />}
    </>
  )
  const external = href.startsWith("https://")
  return (
    <a
      href={href}
      css={buttonStyles[variant]}
      className={className}
      aria-label={label}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {content}
      {external && <span className="visually-hidden">{words.newTab}</span>}
    </a>
  )
}

/** An action from content: a page link, or a contact entry of data/site.yaml. */
export function ActionButton({
  action,
  variant,
  className,
}: {
  action: Queries.ActionFieldsFragment
  variant?: ButtonVariant
  className?: string
}) {
  const { site } = useSiteData()
  return (
    <ButtonLink href={actionHref(action, site)} variant={variant ?? action.variant ?? "primary"} className={className}>
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

export const query = graphql`
  fragment ActionFields on Action {
    label
    href
    contact
    variant
  }
`
