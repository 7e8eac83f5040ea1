import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, radii, shadows, space } from "../../theme"

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
  &:hover {
    border-color: ${colors.primary};
  }
  h2,
  h3 {
    font-size: ${fontSizes.h3};
    line-height: 1.35;
  }
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  /* The title link covers the card: one large target with one link name. */
  h2 a::after,
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: ${radii.lg};
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  > p {
    color: ${colors.muted};
  }
`

const kicker = css`
  color: ${colors.accent};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const meta = css`
  margin-top: auto;
  padding-top: ${space.sm};
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
`

/** An article in a list: category, linked title, summary, date and reading time. */
export function ArticleCard({ article, level = 3 }: { article: Queries.ArticleCardFieldsFragment; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3"
  return (
    <article css={card}>
      <p css={kicker}>{article.categoryLabel}</p>
      <Heading>
        <a href={article.path}>{article.title}</a>
      </Heading>
      <p>{article.description}</p>
      <p css={meta}>
        <time dateTime={article.date}>{article.dateLabel}</time> · {article.readingMinutes} dk okuma
      </p>
    </article>
  )
}

export const articleGrid = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`

/** Articles as a grid of cards. */
export function ArticleGrid({ articles, level = 3 }: { articles: readonly Queries.ArticleCardFieldsFragment[]; level?: 2 | 3 }) {
  return (
    <ul css={articleGrid}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} level={level} />
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment ArticleCardFields on Article {
    slug
    path
    title
    description
    date
    dateLabel
    categoryLabel
    readingMinutes
  }
`
