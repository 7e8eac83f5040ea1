import { css } from "@emotion/react"
import { listingPagePath } from "../../content/kind-helpers"
import { colors, fontSizes, radii, space } from "../../theme"

const bar = css`
  margin-top: ${space.xxl};
  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space.sm};
    list-style: none;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding-inline: ${space.md};
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
    font-size: ${fontSizes.sm};
    font-weight: 650;
    text-decoration: none;
  }
  a {
    color: ${colors.primary};
    background: ${colors.surface};
  }
  a:hover {
    border-color: ${colors.primary};
  }
  [aria-current] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: #fff;
  }
`

/** The pages to show: the first, the last, and two on each side of the current one. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]))
}

/** Links to a listing's pages: previous, numbers (gaps as "…"), next. */
export function Pagination({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav css={bar} aria-label="Sayfalar">
      <ol>
        {page > 1 && (
          <li>
            <a href={listingPagePath(basePath, page - 1)} rel="prev">
              Önceki<span className="visually-hidden"> sayfa</span>
            </a>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">Sayfa </span>
                  {n}
                </span>
              ) : (
                <a href={listingPagePath(basePath, n)}>
                  <span className="visually-hidden">Sayfa </span>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={listingPagePath(basePath, page + 1)} rel="next">
              Sonraki<span className="visually-hidden"> sayfa</span>
            </a>
          </li>
        )}
      </ol>
    </nav>
  )
}
