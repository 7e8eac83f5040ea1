import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { colors, radii, space } from "../../theme"
import { ButtonLink } from "../action-link"
import { Section, type SectionTone } from "../blocks/section"
import { Icon } from "../icon"
import { defineWords } from "../words"

const card = css`
  max-width: 40rem;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  dl {
    display: grid;
    gap: ${space.md};
    margin: 0 0 ${space.lg};
  }
  dl > div {
    display: grid;
    grid-template-columns: 24px 1fr;
    column-gap: ${space.md};
  }
  dt {
    font-weight: 700;
    color: ${colors.ink};
  }
  dd {
    grid-column: 2;
    margin: 0;
  }
  svg {
    grid-row: span 2;
    color: ${colors.primary};
    margin-top: 0.2rem;
  }
`

/** The office card: address, e-mail, opening hours and a link to the map, from data/site.yaml. */
const useWords = defineWords({
  tr: { address: "Adres", email: "E-posta", hours: "Çalışma saatleri", map: "Haritada görüntüle" },
  en: { address: "Address", email: "E-mail", hours: "Office hours", map: "View on the map" },
})

export function OfficeSection({ section, tone }: { section: Queries.OfficeSectionFieldsFragment; tone: SectionTone }) {
  const { site } = useSiteData()
  const words = useWords()
  const { address } = site
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <div css={card}>
        <dl>
          <div>
            <Icon name="map-pin" />
            <dt>{words.address}</dt>
            <dd>
              <address>{`${address.street}, ${address.postalCode} ${address.district}/${address.city}, ${address.country}`}</address>
            </dd>
          </div>
          <div>
            <Icon name="mail" />
            <dt>{words.email}</dt>
            <dd>
              <a href={`mailto:${site.emails.info}`}>{site.emails.info}</a>
            </dd>
          </div>
          <div>
            <Icon name="clock" />
            <dt>{words.hours}</dt>
            <dd>{site.officeHours.label}</dd>
          </div>
        </dl>
        <ButtonLink href={address.mapUrl} variant="secondary" icon="external-link">
          {words.map}
        </ButtonLink>
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment OfficeSectionFields on OfficeSection {
    heading
    intro
  }
`
