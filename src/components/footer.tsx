import { css } from "@emotion/react"
import { useSiteData } from "../hooks/use-site-data"
import { colors, mq, space } from "../theme"
import { container } from "./container"
import { Icon } from "./icon"
import { useChromeLabels } from "./chrome-labels"

const footer = css`
  background: ${colors.night};
  color: ${colors.nightText};
  padding-top: ${space.xxl};
  a {
    color: ${colors.nightText};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  h2 {
    color: #fff;
    font-size: 1rem;
    margin-bottom: ${space.md};
  }
`

const columns = css`
  ${container};
  display: grid;
  gap: ${space.xl};
  grid-template-columns: 1fr;
  ${mq.up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.up("lg")} {
    grid-template-columns: 1.4fr repeat(3, minmax(0, 1fr));
  }
  ul {
    list-style: none;
    display: grid;
    gap: 0.25rem;
  }
  li a {
    display: inline-block;
    padding: 0.3rem 0;
  }
`

const contactList = css`
  font-style: normal;
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.md};
  a,
  span {
    display: inline-flex;
    align-items: flex-start;
    gap: ${space.sm};
    min-height: 24px;
  }
  svg {
    margin-top: 0.2rem;
    color: #7dd3c7;
  }
`

const bottom = css`
  margin-top: ${space.xxl};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  > div {
    ${container};
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md} ${space.xl};
    justify-content: space-between;
    align-items: center;
    padding-block: ${space.lg};
    font-size: 0.9375rem;
    color: ${colors.nightMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.lg};
    list-style: none;
  }
  a {
    color: ${colors.nightMuted};
    display: inline-block;
    padding: 0.25rem 0;
  }
`

/** Site footer: contact data from data/site.yaml, link groups and legal links from navigation.yaml. */
export function Footer() {
  const { site, navigation } = useSiteData()
  const labels = useChromeLabels()
  return (
    <footer css={footer}>
      <div css={columns}>
        <div>
          <h2>{site.brand}</h2>
          <p>{site.slogan}</p>
          <address css={contactList}>
            <a href={`tel:${site.phones.main.tel}`}>
              <Icon name="phone" size={18} />
              {site.phones.main.display}
            </a>
            <a href={`mailto:${site.emails.info}`}>
              <Icon name="mail" size={18} />
              {site.emails.info}
            </a>
            <span>
              <Icon name="map-pin" size={18} />
              {`${site.address.street}, ${site.address.postalCode} ${site.address.district}/${site.address.city}`}
            </span>
          </address>
        </div>
        {navigation.footer.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div css={bottom}>
        <div>
          <p>
            {/* One text node: React would write a comment between each of the parts. */}
            {`© ${site.copyrightYear} ${site.brand}. ${labels.rightsReserved}`}
          </p>
          <nav aria-label={labels.legalLinks}>
            <ul>
              {navigation.legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
