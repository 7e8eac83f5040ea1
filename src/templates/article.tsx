import { css } from "@emotion/react"
import type { PageProps } from "gatsby"
import { blogPath, categoryPath } from "../content/articles"
import type { ArticlePageContext } from "../content/article-page"
import { ArticleGrid } from "../components/blog/article-card"
import type { Crumb } from "../components/blog/breadcrumbs"
import { CustomerBox } from "../components/blog/customer-box"
import { PageHead } from "../components/blog/page-head"
import { proseFor } from "../components/blog/prose"
import { TableOfContents } from "../components/blog/table-of-contents"
import { CtaBanner } from "../components/blocks/cta-banner"
import { Section } from "../components/blocks/section"
import { container } from "../components/container"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { Picture } from "../components/picture"
import { colors, fontSizes, mq, radii, space } from "../theme"

const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin-top: ${space.lg};
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
  strong {
    color: ${colors.ink};
  }
`

const tagList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin-top: ${space.md};
  list-style: none;
  li {
    padding: 0.125rem 0.625rem;
    border-radius: ${radii.pill};
    background: ${colors.surface};
    border: 1px solid ${colors.line};
    font-size: ${fontSizes.xs};
    font-weight: 600;
  }
`

const layout = css`
  ${container};
  display: grid;
  /* One column that may shrink below its content's width, so a long word never widens the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};
  padding-block: ${space.xl} ${space.lg};
  ${mq.up("lg")} {
    grid-template-columns: minmax(0, 44rem) minmax(14rem, 18rem);
    justify-content: space-between;
    align-items: start;
    > aside {
      grid-column: 2;
      grid-row: 1 / span 2;
      position: sticky;
      top: calc(4.25rem + ${space.lg});
    }
  }
`

const cover = css`
  ${container};
  margin-top: ${space.xl};
  picture,
  figcaption {
    display: block;
    max-width: 44rem;
  }
  img {
    border-radius: ${radii.lg};
  }
  figcaption {
    margin-top: ${space.sm};
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
  }
`

/** An article at /blog/<slug>: its content comes in the page context (src/build/article-pages.ts). */
export default function ArticlePage({ pageContext }: PageProps<object, ArticlePageContext>) {
  const { article, related, cta } = pageContext
  const crumbs: Crumb[] = [
    { name: "Ana sayfa", path: "/" },
    { name: "Blog", path: blogPath },
    { name: article.categoryLabel, path: categoryPath(article.category) },
    { name: article.title },
  ]
  return (
    <Layout>
      <Seo
        title={article.title}
        description={article.description}
        keywords={article.tags}
        path={article.path}
        breadcrumbs={crumbs}
        article={{
          date: article.date,
          updated: article.updated,
          author: article.author,
          tags: article.tags,
          section: article.categoryLabel,
          image: article.coverPicture?.picture.src ?? null,
        }}
      />
      <article>
        <PageHead crumbs={crumbs} title={article.title} lead={article.description}>
          <p css={meta}>
            <span>
              <strong>{article.author.name}</strong>, {article.author.role}
            </span>
            <span>
              <time dateTime={article.date}>{article.dateLabel}</time>
              {article.updated && article.updatedLabel && (
                <>
                  {" "}
                  · Güncelleme: <time dateTime={article.updated}>{article.updatedLabel}</time>
                </>
              )}
            </span>
            <span>{article.readingMinutes} dakikalık okuma</span>
          </p>
          <ul css={tagList} aria-label="Etiketler">
            {article.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </PageHead>
        {article.coverPicture && (
          <figure css={cover}>
            <Picture picture={article.coverPicture.picture} alt={article.coverPicture.alt} priority />
            {article.coverPicture.caption && <figcaption>{article.coverPicture.caption}</figcaption>}
          </figure>
        )}
        <div css={layout}>
          {article.toc.length > 0 && (
            <aside>
              <TableOfContents entries={article.toc} />
            </aside>
          )}
          {article.customer && <CustomerBox customer={article.customer} sector={article.sectorLabel} />}
          <div css={proseFor(article.html)} dangerouslySetInnerHTML={{ __html: article.html }} />
        </div>
      </article>
      <CtaBanner
        cta={{
          heading: cta.heading,
          text: cta.text,
          actions: [{ label: cta.label, href: cta.href, contact: null, variant: "primary" }],
        }}
      />
      {related.length > 0 && (
        <Section heading="İlgili yazılar" tone="alt">
          <ArticleGrid articles={related} />
        </Section>
      )}
    </Layout>
  )
}
