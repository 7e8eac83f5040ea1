import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { blogPath } from "./routes"
import type { ListingPageContext } from "./article-pages"
import { articleCategories } from "./schema"
import { ArticleGrid } from "../../components/blog/article-card"
import type { Crumb } from "../../components/blog/breadcrumbs"
import { PageHead } from "../../components/blog/page-head"
import { Pagination } from "../../components/blog/pagination"
import { container } from "../../components/container"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { colors, fontSizes, radii, space } from "../../theme"

const body = css`
  ${container};
  padding-block: ${space.xl} ${space.section};
`

const categoryNav = css`
  margin-top: ${space.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.25rem 1rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.text};
    font-size: ${fontSizes.sm};
    font-weight: 650;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.primary};
  }
  a[aria-current] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: #fff;
  }
`

/**
 * /blog and each category's listing: 12 articles a page, newest first, with their pages' links. The
 * page context names the listing and its articles' ids (src/kinds/articles/article-pages.ts); the query fetches them.
 */
export default function BlogList({ data, pageContext }: PageProps<Queries.BlogListQuery, ListingPageContext>) {
  const { listing } = pageContext
  const blog = data.blogYaml
  if (!blog) return null
  const category = listing.category ? articleCategories[listing.category] : null
  const name = category ? category.plural : "Blog"
  const pageNote = listing.page > 1 ? ` (sayfa ${listing.page}/${listing.pages})` : ""
  const path = listing.page > 1 ? `${listing.basePath}/sayfa/${listing.page}` : listing.basePath
  const crumbs: Crumb[] = [
    { name: "Ana sayfa", path: "/" },
    ...(category ? [{ name: "Blog", path: blogPath }] : []),
    { name: `${name}${pageNote}` },
  ]
  const description = category ? category.description : blog.description
  return (
    <Layout>
      <Seo title={`${name}${pageNote}`} description={description} path={path} breadcrumbs={crumbs} />
      <PageHead
        crumbs={crumbs}
        title={category ? `${name}${pageNote}` : `${blog.heading}${pageNote}`}
        lead={category ? category.description : blog.intro}
      >
        <nav css={categoryNav} aria-label="Yazı türleri">
          <ul>
            <li>
              <a href={blogPath} {...(!category && { "aria-current": "page" as const })}>
                Tüm yazılar
              </a>
            </li>
            {listing.categories.map((c) => (
              <li key={c.id}>
                <a href={c.path} {...(listing.category === c.id && { "aria-current": "page" as const })}>
                  {c.label} <span className="visually-hidden">({c.count} yazı)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHead>
      <div css={body}>
        <ArticleGrid articles={data.articlesById} level={2} />
        <Pagination basePath={listing.basePath} page={listing.page} pages={listing.pages} />
      </div>
    </Layout>
  )
}

export const query = graphql`
  query BlogList($ids: [String!]!) {
    blogYaml {
      heading
      intro
      description
    }
    articlesById(ids: $ids) {
      ...ArticleCardFields
    }
  }
`
