import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { colors, fontSizes, mq, radii, space } from "../../theme"
import { ButtonLink, whatsappHref } from "../action-link"
import { Section, type SectionTone } from "../blocks/section"
import { tileList } from "../blocks/tile-list"
import { Icon } from "../icon"
import { Reveal } from "../reveal"
import { defineWords } from "../words"

const grid = css`
  ${mq.up("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  .number {
    font-size: ${fontSizes.xl};
    font-weight: 750;
    color: ${colors.ink};
  }
  .email {
    overflow-wrap: anywhere;
    font-weight: 650;
  }
  .actions {
    display: grid;
    gap: ${space.sm};
    margin-top: auto;
    padding-top: ${space.sm};
  }
`

const iconBox = css`
  display: inline-flex;
  width: 48px;
  height: 48px;
  align-items: center;
  justify-content: center;
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.primary};
`

/**
 * The contact page's channel cards: each with its number, a call link, a WhatsApp link that opens
 * the channel's own line with its greeting, and the channel's e-mail address when it has one.
 */
const useWords = defineWords({
  tr: { call: "Ara: ", whatsapp: "WhatsApp ile yazın", newTab: "yeni sekmede açılır" },
  en: { call: "Call: ", whatsapp: "Message us on WhatsApp", newTab: "opens in a new tab" },
})

export function ContactChannelsSection({
  section,
  tone,
}: {
  section: Queries.ContactChannelsSectionFieldsFragment
  tone: SectionTone
}) {
  const { site } = useSiteData()
  const words = useWords()
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <Reveal as="ul" stagger css={[tileList, grid]}>
        {section.channels.map((channel) => {
          const phone = site.phones[channel.phone]
          const email = channel.email ? site.emails[channel.email] : undefined
          return (
            <li key={channel.title}>
              <span css={iconBox}>
                <Icon name={channel.icon} />
              </span>
              <h3>{channel.title}</h3>
              <p>{channel.description}</p>
              <p className="number">{phone.display}</p>
              {email && (
                <p>
                  <a className="email" href={`mailto:${email}`}>
                    {email}
                  </a>
                </p>
              )}
              <div className="actions">
                <ButtonLink href={`tel:${phone.tel}`} variant="primary">
                  {words.call}
                  {phone.display}
                </ButtonLink>
                <ButtonLink
                  href={whatsappHref(site.whatsapp[channel.whatsapp])}
                  variant="secondary"
                  label={`${words.whatsapp}: ${channel.title} (${words.newTab})`}
                >
                  {words.whatsapp}
                </ButtonLink>
              </div>
            </li>
          )
        })}
      </Reveal>
    </Section>
  )
}

export const query = graphql`
  fragment ContactChannelsSectionFields on ContactChannelsSection {
    heading
    intro
    channels {
      icon
      title
      description
      phone
      whatsapp
      email
    }
  }
`
