import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, mq, radii, shadows, space } from "../../theme"
import { Icon } from "../icon"
import { Reveal } from "../reveal"
import { defineWords } from "../words"

const grid = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${mq.up("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const columnCounts = [1, 2, 3, 4] as const
const columnStyles = Object.fromEntries(
  columnCounts.map((n) => [
    n,
    css`
      ${mq.up(n > 2 ? "lg" : "md")} {
        grid-template-columns: repeat(${n}, minmax(0, 1fr));
      }
    `,
  ]),
) as Record<(typeof columnCounts)[number], ReturnType<typeof css>>

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  height: 100%;
  padding: ${space.lg};
  background: ${colors.surface};
  color: ${colors.text};
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  h3 {
    font-size: ${fontSizes.h3};
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  /* The title link covers the whole card, so the card is one large target with one link name. */
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }
  h3 a:focus-visible {
    outline: none;
  }
  h3 a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  &[data-linked]:hover {
    border-color: ${colors.primary};
  }
  > p {
    color: ${colors.muted};
  }
`

const iconBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${space.xs};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.primary};
`

const value = css`
  font-size: 1.75rem;
  font-weight: 800;
  line-height: 1.1;
  color: ${colors.accent};
`

const bulletList = css`
  list-style: none;
  display: grid;
  gap: 0.375rem;
  margin-top: ${space.xs};
  li {
    display: flex;
    gap: ${space.sm};
    font-size: ${fontSizes.sm};
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${colors.accent};
  }
`

const tagList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  margin-top: auto;
  padding-top: ${space.sm};
  li {
    padding: 0.125rem 0.625rem;
    border-radius: ${radii.pill};
    background: ${colors.surfaceAlt};
    border: 1px solid ${colors.line};
    color: ${colors.text};
    font-size: ${fontSizes.xs};
    font-weight: 600;
  }
`

const more = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  margin-top: auto;
  padding-top: ${space.sm};
  color: ${colors.primary};
  font-weight: 650;
  font-size: ${fontSizes.sm};
`

const useWords = defineWords({ tr: { tags: "Etiketler", more: "Ayrıntılar" }, en: { tags: "Tags", more: "Details" } })

export function Card({ card: data }: { card: Queries.CardFieldsFragment }) {
  const words = useWords()
  return (
    <article css={card} data-linked={data.href ? "" : undefined}>
      {data.icon && (
        <span css={iconBox}>
          <Icon name={data.icon} size={24} />
        </span>
      )}
      {data.value && <p css={value}>{data.value}</p>}
      <h3>{data.href ? <a href={data.href}>{data.title}</a> : data.title}</h3>
      <p>{data.description}</p>
      {data.bullets && (
        <ul css={bulletList}>
          {data.bullets.map((bullet) => (
            <li key={bullet}>
              <Icon name="check" size={16} />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      )}
      {data.tags && (
        <ul css={tagList} aria-label={words.tags}>
          {data.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {data.href && (
        <span css={more} aria-hidden="true">
          {data.linkLabel ?? words.more}
          <Icon name="arrow-right" size={16} />
        </span>
      )}
    </article>
  )
}

/** Cards in a responsive grid that reveals card by card; a single card spans the full width. */
export function CardGrid({ cards, columns }: { cards: readonly Queries.CardFieldsFragment[]; columns?: number | null }) {
  const preferred = columns ?? (cards.length % 4 === 0 ? 4 : cards.length <= 2 ? 2 : 3)
  const count = (cards.length === 1 ? 1 : Math.min(preferred, 4)) as 1 | 2 | 3 | 4
  return (
    <Reveal as="ul" stagger css={[grid, columnStyles[count]]}>
      {cards.map((item) => (
        <li key={item.title}>
          <Card card={item} />
        </li>
      ))}
    </Reveal>
  )
}

export const query = graphql`
  fragment CardFields on Card {
    icon
    value
    title
    description
    bullets
    tags
    href
    linkLabel
  }
`
