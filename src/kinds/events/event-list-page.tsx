import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import type { Crumb } from "../../components/blog/breadcrumbs"
import { PageHead } from "../../components/blog/page-head"
import { Section } from "../../components/blocks/section"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { deliveryOf } from "../../content/conditions"
import { landAtForm } from "../../content/form-links"
import { useSiteData } from "../../hooks/use-site-data"
import { attendanceModes, eventDay, eventFormats, eventHours, eventPath, eventsPath, registrationHref } from "."
import { colors, fontSizes, mq, radii, shadows, space } from "../../theme"

const grid = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  ${mq.up("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  height: 100%;
  padding: ${space.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  h3 {
    font-size: ${fontSizes.h3};
    line-height: 1.35;
  }
  h3 a {
    color: ${colors.ink};
  }
`

const when = css`
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
  font-weight: 600;
`

const register = css`
  margin-top: auto;
  padding-top: ${space.sm};
  font-weight: 700;
`

const empty = css`
  max-width: 44rem;
`

type EventSummary = Queries.EventListQuery["allEventsYaml"]["nodes"][number]

/** One event as the listing shows it: what, when, how, and for an upcoming one its registration. */
function EventItem({ event, registrable }: { event: EventSummary; registrable: boolean }) {
  const format = eventFormats[event.format as keyof typeof eventFormats] ?? event.format
  const attendance = attendanceModes[event.attendance as keyof typeof attendanceModes] ?? event.attendance
  return (
    <li css={card}>
      <p css={when}>
        <time dateTime={event.start}>{eventDay(event.start)}</time> · {eventHours(event.start, event.end)}
      </p>
      <h3>
        <a href={eventPath(event.slug)}>{event.title}</a>
      </h3>
      <p css={when}>
        {format} · {attendance}
      </p>
      <p>{event.description}</p>
      {registrable && (
        <p css={register}>
          <a href={landAtForm(registrationHref(event.slug))} aria-label={`Ücretsiz kaydolun: ${event.title}`}>
            Ücretsiz kaydolun
          </a>
        </p>
      )}
    </li>
  )
}

const description =
  "Web seminerlerimiz ve seminerlerimiz: yaklaşan etkinliklere ücretsiz kaydolun, geçmiş oturumların konularını okuyun."

/** /etkinlikler: the upcoming events first, soonest first, then the past ones, latest first. */
export default function EventList({
  data,
  pageContext,
}: PageProps<Queries.EventListQuery, { upcoming: string[]; open?: string[] }>) {
  const { site } = useSiteData()
  // With the forms off, an event's own page says how to register by phone and e-mail.
  const byForm = deliveryOf(site) !== "off"
  // By the moment each starts (the files write their own zone).
  const events = [...data.allEventsYaml.nodes].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  const upcoming = events.filter((event) => pageContext.upcoming.includes(event.slug))
  const past = events.filter((event) => !pageContext.upcoming.includes(event.slug)).reverse()
  const crumbs: Crumb[] = [{ name: "Ana sayfa", path: "/" }, { name: "Etkinlikler" }]
  return (
    <Layout>
      <Seo title="Etkinlikler" description={description} path={eventsPath} breadcrumbs={crumbs} />
      <PageHead crumbs={crumbs} title="Etkinlikler" lead={description} />
      <Section heading="Yaklaşan etkinlikler">
        {upcoming.length > 0 ? (
          <ul css={grid}>
            {upcoming.map((event) => (
              <EventItem key={event.slug} event={event} registrable={byForm && (pageContext.open ?? []).includes(event.slug)} />
            ))}
          </ul>
        ) : (
          <p css={empty}>Şu anda planlanmış bir etkinliğimiz yok. Yeni etkinliklerimizi bu sayfada ve blogumuzda duyururuz.</p>
        )}
      </Section>
      {past.length > 0 && (
        <Section heading="Geçmiş etkinlikler" tone="alt">
          <ul css={grid}>
            {past.map((event) => (
              <EventItem key={event.slug} event={event} registrable={false} />
            ))}
          </ul>
        </Section>
      )}
    </Layout>
  )
}

export const query = graphql`
  query EventList {
    allEventsYaml {
      nodes {
        slug
        title
        description
        format
        start
        end
        attendance
      }
    }
  }
`
