import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { createContext, useContext } from "react"
import type { DirectoryGroup } from "../../content/search"
import { useSiteData } from "../../hooks/use-site-data"
import { colors, fontSizes, mq, radii, space } from "../../theme"
import { Section, type SectionTone } from "../blocks/section"
import { buttonStyles } from "../button-styles"
import { Icon } from "../icon"
import { defineWords } from "../words"

/**
 * The search band's fixed words by language. The result counts are templates the search script fills
 * ({query}, {count}), so src/browser/search.ts holds no language of its own.
 */
const useWords = defineWords({
  tr: {
    search: "Ara",
    ask: "Bize sorun",
    more: "Daha fazla sonuç göster",
    noScript: (directory: string) =>
      `Arama sonuçları tarayıcınızda JavaScript ile gösterilir ve şu anda JavaScript kapalı. Aradığınız sayfayı aşağıdaki “${directory}” listesinden ya da menülerden bulabilirsiniz.`,
    found: "“{query}” için {count} sonuç bulundu.",
    foundOne: "“{query}” için 1 sonuç bulundu.",
    none: "“{query}” için sonuç bulunamadı.",
    failed: "Arama şu anda yapılamıyor. Aşağıdaki listeden aradığınız sayfaya ulaşabilirsiniz.",
  },
  en: {
    search: "Search",
    ask: "Ask us",
    more: "Show more results",
    noScript: (directory: string) =>
      `Search results are shown with JavaScript, which is turned off in your browser. You can find the page you are looking for in the “${directory}” list below or in the menus.`,
    found: "{count} results for “{query}”.",
    foundOne: "1 result for “{query}”.",
    none: "No results for “{query}”.",
    failed: "Search is not available at the moment. You can find the page you are looking for in the list below.",
  },
})

/**
 * The index of every page the search finds (src/content/search.ts), handed to the search page in
 * its page context by gatsby-node.ts and to this section by the generic page's template.
 */
export const SearchDirectory = createContext<readonly DirectoryGroup[]>([])

/** The id of the search field; also the header's search link's target on this page. */
export const SEARCH_INPUT_ID = "arama-sorgusu"

const form = css`
  max-width: 46rem;
  label {
    display: block;
    margin-bottom: ${space.sm};
    font-weight: 650;
    color: ${colors.ink};
  }
  div {
    display: flex;
    gap: ${space.sm};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0.625rem 0.875rem;
    border: 2px solid ${colors.muted};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
    font-size: 1.0625rem;
  }
  input:focus {
    border-color: ${colors.primary};
  }
  button span {
    display: none;
    ${mq.up("sm")} {
      display: inline;
    }
  }
`

const status = css`
  margin-top: ${space.lg};
  min-height: 1.5em;
  font-weight: 600;
  color: ${colors.ink};
`

const results = css`
  list-style: none;
  max-width: 46rem;
  > li {
    padding-block: ${space.lg};
    border-bottom: 1px solid ${colors.line};
  }
  h3 {
    font-size: ${fontSizes.xl};
    line-height: 1.3;
  }
  h3 a {
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }
  .search-about {
    margin-top: ${space.xs};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.accent};
  }
  .search-about + p {
    margin-top: ${space.sm};
    color: ${colors.text};
  }
  mark {
    padding-inline: 0.125rem;
    border-radius: ${radii.sm};
    background: ${colors.primarySoft};
    color: ${colors.ink};
    font-weight: 650;
  }
`

const more = css`
  ${buttonStyles.secondary};
  margin-top: ${space.lg};
`

const states = css`
  max-width: 46rem;
  p {
    color: ${colors.text};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin-top: ${space.md};
    list-style: none;
  }
  ul a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.pill};
    background: ${colors.surfaceAlt};
    color: ${colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  ul a:hover {
    border-color: ${colors.primary};
  }
`

const directory = css`
  margin-top: ${space.xxl};
  padding-top: ${space.xl};
  border-top: 1px solid ${colors.line};
  > h3 {
    font-size: ${fontSizes.h2};
  }
  > div {
    display: grid;
    gap: ${space.xl} ${space.xl};
    margin-top: ${space.lg};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  }
  h4 {
    font-size: ${fontSizes.h3};
    padding-bottom: ${space.sm};
    border-bottom: 2px solid ${colors.primarySoft};
  }
  ul {
    list-style: none;
    margin-top: ${space.sm};
  }
  li a {
    display: block;
    padding-block: 0.625rem;
    color: ${colors.text};
    font-weight: 550;
    text-decoration: none;
  }
  li a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
  li.more a {
    color: ${colors.primary};
    font-weight: 650;
  }
`

/** The overviews of the header's menus and the contact page: where a visitor goes when the search finds nothing. */
function MenuLinks() {
  const { navigation } = useSiteData()
  const words = useWords()
  return (
    <ul>
      {navigation.menus.map((menu) => (
        <li key={menu.label}>
          <a href={menu.overview}>{menu.label}</a>
        </li>
      ))}
      <li>
        <a href={navigation.contact}>{words.ask}</a>
      </li>
    </ul>
  )
}

/**
 * The search page's band: the form, the region the search script fills with results and states
 * (src/browser/search.ts, found by the data-search-* attributes), and the index of every page, which
 * is what the page shows without JavaScript, with a note saying so. The form works without JavaScript
 * too: it sends the query to this page, whose address then holds it. Results are h3 under the band's h2.
 */
export function SearchSection({ section, tone }: { section: Queries.SearchSectionFieldsFragment; tone: SectionTone }) {
  const groups = useContext(SearchDirectory)
  const words = useWords()
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <form css={form} role="search" method="get" data-search-form="">
        <label htmlFor={SEARCH_INPUT_ID}>{section.label}</label>
        <div>
          <input id={SEARCH_INPUT_ID} type="search" name="q" autoComplete="off" enterKeyHint="search" data-search-input="" />
          <button type="submit" css={buttonStyles.primary} aria-label={words.search}>
            <Icon name="search" size={20} />
            <span>{words.search}</span>
          </button>
        </div>
      </form>
      <noscript>
        <p css={status}>{words.noScript(section.directory)}</p>
      </noscript>
      <p
        css={status}
        role="status"
        data-search-status=""
        data-found={words.found}
        data-found-one={words.foundOne}
        data-none={words.none}
        data-failed={words.failed}
      />
      <ol css={results} hidden data-search-results="" />
      <button type="button" css={more} hidden data-search-more="">
        {words.more}
      </button>
      <div css={states} data-search-empty="">
        <p>{section.hint}</p>
        <MenuLinks />
      </div>
      <div css={states} hidden data-search-none="">
        <p>{section.noResults}</p>
        <MenuLinks />
      </div>
      <div css={directory} data-search-directory="">
        <h3>{section.directory}</h3>
        <div>
          {groups.map((group) => (
            <div key={group.heading}>
              <h4>{group.heading}</h4>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} data-search-legal={link.legal ? "" : undefined}>
                      {link.label}
                    </a>
                  </li>
                ))}
                {group.more && (
                  <li className="more">
                    <a href={group.more.href}>{group.more.label}</a>
                  </li>
                )}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment SearchSectionFields on SearchSection {
    heading
    intro
    label
    hint
    noResults
    directory
  }
`
