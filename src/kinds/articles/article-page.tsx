import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { articleCta, blogPath, categoryPath, tableOfContents } from "./routes"
import { landAtForm } from "../../content/form-links"
import type { ArticleCategory } from "./schema"
import { ArticleGrid } from "../../components/blog/article-card"
import type { Crumb } from "../../components/blog/breadcrumbs"
import { CustomerBox } from "../../components/blog/customer-box"
import { PageHead } from "../../components/blog/page-head"
import { proseFor } from "../../components/blog/prose"
import { TableOfContents } from "../../components/blog/table-of-contents"
import { CtaBanner } from "../../components/blocks/cta-banner"
import { Section } from "../../components/blocks/section"
import { container } from "../../components/container"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { altOf, Picture } from "../../components/picture"
import { colors, fontSizes, mq, radii, space } from "../../theme"
import { roleAfterComma } from "../../content/role-text"

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

/**
 * An article at /blog/<slug>: its node by `id` (src/content/markdown-nodes.ts), the body rendered by its
 * `rendered` field, and the related articles by the ids gatsby-node hands it (src/kinds/articles/article-pages.ts).
 */
export default function ArticlePage({ data }: PageProps<Queries.ArticlePageQuery>) {
  const { article, blog } = data
  if (!article || !blog) return null
  // The content check makes sure of both (author and category references, data/blog.yaml's calls).
  const author = blog.authors.find((a) => a.id === article.author)
  if (!author) throw new Error(`${article.path}: no author "${article.author}" in data/blog.yaml`)
  const call = blog.calls.find((c) => c.category === article.category)
  if (!call) throw new Error(`${article.path}: data/blog.yaml has no call for the category "${article.category}"`)
  const cta = articleCta(article)
  const toc = tableOfContents(article.rendered.toc)
  const crumbs: Crumb[] = [
    { name: "Ana sayfa", path: "/" },
    { name: "Blog", path: blogPath },
    // The schema allows only the categories of articleCategories; GraphQL types it as a string.
    { name: article.categoryLabel, path: categoryPath(article.category as ArticleCategory) },
    { name: article.title },
  ]
  const html = article.rendered.html
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
          author: { name: author.name, role: author.role },
          tags: article.tags,
          section: article.categoryLabel,
          image: article.cover?.picture.src ?? null,
        }}
      />
      <article>
        <PageHead crumbs={crumbs} title={article.title} lead={article.description}>
          <p css={meta}>
            <span>
              <strong>{author.name}</strong>, {roleAfterComma(author.role)}
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
        {article.cover && (
          <figure css={cover}>
            <Picture picture={article.cover.picture} alt={altOf(article.cover)} priority />
            {article.cover.caption && <figcaption>{article.cover.caption}</figcaption>}
          </figure>
        )}
        <div css={layout}>
          {toc.length > 0 && (
            <aside>
              <TableOfContents entries={toc} />
            </aside>
          )}
          {article.customer && <CustomerBox customer={article.customer} sector={article.sectorLabel} />}
          <div css={proseFor(html)} dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </article>
      <CtaBanner
        cta={{
          heading: call.heading,
          text: call.text,
          actions: [
            {
              label: cta.href === "/demo" ? blog.demoLabel : blog.contactLabel,
              href: landAtForm(cta.href),
              contact: null,
              variant: "primary",
            },
          ],
        }}
      />
      {data.related.length > 0 && (
        <Section heading="İlgili yazılar" tone="alt">
          <ArticleGrid articles={data.related} />
        </Section>
      )}
    </Layout>
  )
}

export const query = graphql`
  query ArticlePage($id: String!, $related: [String!]) {
    article(id: { eq: $id }) {
      path
      title
      description
      date
      dateLabel
      updated
      updatedLabel
      category
      categoryLabel
      sectorLabel
      tags
      author
      subject
      readingMinutes
      cover {
        alt
        decorative
        caption
        picture {
          ...PictureFields
        }
      }
      customer {
        ...CustomerBoxFields
      }
      rendered {
        html
        toc {
          id
          text
          depth
        }
      }
    }
    blog: blogYaml {
      authors {
        id
        name
        role
      }
      calls {
        category
        heading
        text
      }
      demoLabel
      contactLabel
    }
    related: articlesById(ids: $related) {
      ...ArticleCardFields
    }
  }
`
