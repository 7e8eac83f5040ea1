import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { ButtonLink } from "../../components/action-link"
import type { Crumb } from "../../components/blog/breadcrumbs"
import { PageHead } from "../../components/blog/page-head"
import { noticeBox } from "../../components/blocks/notice-box"
import { Section } from "../../components/blocks/section"
import { container } from "../../components/container"
import { Layout } from "../../components/layout"
import { Picture } from "../../components/picture"
import { Seo } from "../../components/seo"
import { shareCardPath } from "../../postbuild/share-card-path"
import { deliveryOf } from "../../content/conditions"
import { landAtForm } from "../../content/form-links"
import { useSiteData } from "../../hooks/use-site-data"
import {
  attendanceModes,
  calendarPath,
  eventDay,
  eventFormats,
  eventHours,
  eventJsonLd,
  eventPath,
  eventsPath,
  lastRegistrationDay,
  registrationHref,
  type EventFacts,
} from "."
import { colors, fontSizes, mq, radii, space } from "../../theme"
import { roleAfterComma } from "../../content/role-text"

const factList = css`
  display: grid;
  gap: ${space.xs} ${space.lg};
  margin-top: ${space.lg};
  max-width: 44rem;
  ${mq.up("sm")} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${space.xs};
    color: ${colors.ink};
  }
`

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`

const notice = noticeBox

const cover = css`
  ${container};
  margin-top: ${space.xl};
  picture {
    display: block;
    max-width: 44rem;
  }
  img {
    border-radius: ${radii.lg};
  }
`

const prose = css`
  max-width: 44rem;
  p + p {
    margin-top: ${space.md};
  }
`

const list = css`
  max-width: 44rem;
  padding-left: 1.25rem;
  li + li {
    margin-top: ${space.xs};
  }
`

const agenda = css`
  max-width: 44rem;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 4rem 1fr;
    gap: ${space.md};
    padding-block: ${space.sm};
    border-bottom: 1px solid ${colors.line};
  }
  strong {
    color: ${colors.primary};
  }
`

/**
 * An event at /etkinlikler/<slug>: its facts, registration until the day before it (by the form, phone or
 * e-mail), then a note that registration is closed, and once it has started a note that it is past.
 */
export default function EventPage({ data, pageContext }: PageProps<Queries.EventPageQuery, { past: boolean; open?: boolean }>) {
  const { site } = useSiteData()
  const event = data.eventsYaml
  if (!event) return null
  const path = eventPath(event.slug)
  const authors = data.blogYaml?.authors ?? []
  const speakers = event.speakers.flatMap((id) => authors.filter((author) => author.id === id))
  // With the forms off (data/site.yaml), registration is by phone and e-mail.
  const byForm = deliveryOf(site) !== "off"
  const open = pageContext.open === true
  const facts: EventFacts = { ...event, speakers, past: pageContext.past, open, byForm }
  const crumbs: Crumb[] = [{ name: "Ana sayfa", path: "/" }, { name: "Etkinlikler", path: eventsPath }, { name: event.title }]
  const format = eventFormats[event.format as keyof typeof eventFormats] ?? event.format
  const online = event.attendance === "cevrim-ici"
  return (
    <Layout>
      <Seo
        title={event.title}
        description={event.description}
        path={path}
        breadcrumbs={crumbs}
        jsonLd={[eventJsonLd(facts, site, shareCardPath(path))]}
      />
      <article>
        <PageHead crumbs={crumbs} title={event.title} lead={event.description}>
          <dl css={factList}>
            <dt>Tür</dt>
            <dd>{format}, ücretsiz</dd>
            <dt>Tarih</dt>
            <dd>
              <time dateTime={event.start}>{eventDay(event.start)}</time>
            </dd>
            <dt>Saat</dt>
            <dd>{eventHours(event.start, event.end)}</dd>
            <dt>Katılım</dt>
            <dd>
              {online || !event.venue
                ? attendanceModes["cevrim-ici"]
                : `${attendanceModes["yuz-yuze"]}: ${event.venue.name}, ${event.venue.address}`}
            </dd>
            <dt>Konuşmacılar</dt>
            <dd>{speakers.map((speaker) => `${speaker.name}, ${roleAfterComma(speaker.role)}`).join("; ")}</dd>
          </dl>
          {pageContext.past ? (
            <div css={notice}>
              <p>
                <strong>Bu etkinlik sona erdi; kayıt alınmıyor.</strong>
              </p>
              {event.recording && <p>{event.recording.note}</p>}
              {event.recording?.href && (
                <p>
                  <a href={event.recording.href}>Konuyu anlatan sayfayı okuyun</a>
                </p>
              )}
            </div>
          ) : (
            <>
              {open ? (
                <p css={notice}>
                  Son kayıt günü: {lastRegistrationDay(event.start)}. {byForm ? "Formla ya da " : "Kaydolmak için "}
                  <a href={`tel:${site.phones.main.tel}`}>{site.phones.main.display}</a> numaralı telefonumuzu arayarak veya{" "}
                  <a href={`mailto:${site.emails.info}`}>{site.emails.info}</a> adresine yazarak ücretsiz kaydolabilirsiniz.
                </p>
              ) : (
                <p css={notice}>
                  <strong>Kayıtlar etkinlikten önceki gün sona erdi.</strong> Kayıt yaptırdıysanız katılım bilgileriniz
                  e-postanızda.
                </p>
              )}
              <div css={actions}>
                {byForm && open && <ButtonLink href={landAtForm(registrationHref(event.slug))}>Ücretsiz kaydolun</ButtonLink>}
                <ButtonLink href={calendarPath(event.slug)} variant={byForm && open ? "secondary" : "primary"}>
                  Takviminize ekleyin
                </ButtonLink>
              </div>
            </>
          )}
        </PageHead>
        {event.cover && (
          <figure css={cover}>
            <Picture picture={event.cover.picture} alt={event.cover.alt ?? ""} priority />
          </figure>
        )}
        <Section heading="Etkinlik hakkında">
          <div css={prose}>
            {event.about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
        {event.audience && event.audience.length > 0 && (
          <Section heading="Kimler için?" tone="alt">
            <ul css={list}>
              {event.audience.map((group) => (
                <li key={group}>{group}</li>
              ))}
            </ul>
          </Section>
        )}
        <Section heading="Program">
          <ol css={agenda}>
            {event.agenda.map((item) => (
              <li key={item.time}>
                <strong>{item.time}</strong>
                <span>{item.title}</span>
              </li>
            ))}
          </ol>
        </Section>
      </article>
    </Layout>
  )
}

export const query = graphql`
  query EventPage($id: String!) {
    eventsYaml(id: { eq: $id }) {
      slug
      title
      description
      format
      start
      end
      attendance
      venue {
        name
        address
        city
      }
      speakers
      about
      audience
      agenda {
        time
        title
      }
      recording {
        note
        href
      }
      cover {
        alt
        picture {
          ...PictureFields
        }
      }
    }
    blogYaml {
      authors {
        id
        name
        role
      }
    }
  }
`
