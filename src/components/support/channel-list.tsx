import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, mq, space } from "../../theme"
import { Icon } from "../icon"
import { Reveal } from "../reveal"
import { tileList } from "../blocks/tile-list"

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
  }
  svg {
    color: ${colors.primary};
  }
`

/** Support channels or services with their availability and response time. */
export function ChannelList({ channels }: { channels: readonly Queries.SupportChannelFieldsFragment[] }) {
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
                <dt>İletişim</dt>
                <dd>{channel.contact}</dd>
              </div>
            )}
            <div>
              <dt>Hizmet Saatleri</dt>
              <dd>{channel.availability}</dd>
            </div>
            <div>
              <dt>Yanıt Süresi</dt>
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
