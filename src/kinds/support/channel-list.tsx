import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { useSiteData, type SiteData } from "../../hooks/use-site-data"
import { colors, fontSizes, mq, space } from "../../theme"
import { whatsappHref } from "../../components/action-link"
import { Icon } from "../../components/icon"
import { Reveal } from "../../components/reveal"
import { tileList } from "../../components/blocks/tile-list"
import { defineWords } from "../../components/words"

const grid = css`
  ${mq.up("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.up("lg")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dl {
    display: grid;
    gap: ${space.sm};
    margin: auto 0 0;
    padding-top: ${space.sm};
    border-top: 1px solid ${colors.line};
  }
  dt {
    font-size: ${fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    font-weight: 700;
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 650;
    color: ${colors.ink};
    overflow-wrap: anywhere;
  }
  dd a {
    color: ${colors.primary};
  }
  svg {
    color: ${colors.primary};
  }
`

const lineKeys = ["main", "sales", "support"] as const

/**
 * A channel's contact text with its phone numbers and e-mail addresses as links, so a visitor on a
 * phone can tap to call or write: the text holds them already filled in from data/site.yaml
 * ({supportPhone}), and a number after "WhatsApp" opens a chat on that line instead of a call.
 */
export function linkedContact(text: string, site: SiteData): ReactNode[] {
  const targets = [
    ...lineKeys.map((key) => ({ shown: site.phones[key].display, href: `tel:${site.phones[key].tel}`, key })),
    ...Object.values(site.emails).flatMap((email) => (email ? [{ shown: email, href: `mailto:${email}`, key: undefined }] : [])),
  ].filter((target) => target.shown && text.includes(target.shown))
  if (targets.length === 0) return [text]
  const pattern = new RegExp(`(${targets.map((t) => t.shown.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`)
  return text.split(pattern).map((part, index) => {
    const target = targets.find((t) => t.shown === part)
    if (!target) return part
    const chat = target.key && /whatsapp\s*:?\s*$/i.test(text.slice(0, text.indexOf(part)))
    const href = chat && target.key ? whatsappHref(site.whatsapp[target.key]) : target.href
    return chat ? (
      <a key={index} href={href} target="_blank" rel="noopener noreferrer">
        {part}
      </a>
    ) : (
      <a key={index} href={href}>
        {part}
      </a>
    )
  })
}

/** Support channels or services with their availability and response time. */
const useWords = defineWords({
  tr: { contact: "İletişim", hours: "Hizmet saatleri", response: "Yanıt süresi" },
  en: { contact: "Contact", hours: "Service hours", response: "Response time" },
})

export function ChannelList({ channels }: { channels: readonly Queries.SupportChannelFieldsFragment[] }) {
  const { site } = useSiteData()
  const words = useWords()
  return (
    <Reveal as="ul" stagger css={[tileList, grid]}>
      {channels.map((channel) => (
        <li key={channel.title}>
          <Icon name={channel.icon} size={28} />
          <h3>{channel.title}</h3>
          <p>{channel.description}</p>
          <dl>
            {channel.contact && (
              <div>
                <dt>{words.contact}</dt>
                <dd>{linkedContact(channel.contact, site)}</dd>
              </div>
            )}
            <div>
              <dt>{words.hours}</dt>
              <dd>{channel.availability}</dd>
            </div>
            <div>
              <dt>{words.response}</dt>
              <dd>{channel.responseTime}</dd>
            </div>
          </dl>
        </li>
      ))}
    </Reveal>
  )
}

export const query = graphql`
  fragment SupportChannelFields on SupportChannel {
    icon
    title
    description
    contact
    availability
    responseTime
  }
  fragment SupportChannelSectionFields on SupportChannelSection {
    heading
    intro
    channels {
      ...SupportChannelFields
    }
  }
`
