import { css } from "@emotion/react"
import { ownNames } from "../../content/languages"
import { colors, mq, radii, space } from "../../theme"
import { Icon } from "../icon"
import { usePageLanguage } from "../page-language"

const inHeader = css`
  display: none;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  min-width: 44px;
  min-height: 48px;
  padding: 0.5rem 0.625rem;
  border-radius: ${radii.md};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
  /* Below the breakpoint the mobile menu carries it. */
  ${mq.up("lg")} {
    display: inline-flex;
  }
  /* The word shows where the header has room for it; below, the globe carries it and the word stays for screen readers. */
  ${mq.down("xl")} {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`

const inMenu = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 48px;
  margin-bottom: ${space.md};
  padding: 0.625rem 0.875rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
`

/**
 * The language link ("English" on a Turkish page, "Türkçe" on an English one): a plain link to the page in
 * the other language, or to that language's home, in that language (lang, hreflang). Nothing where the site
 * has one language. No redirect by the browser's language: the visitor chooses.
 */
export function LanguageLink({ placement }: { placement: "header" | "menu" }) {
  const { switchTo } = usePageLanguage()
  if (!switchTo) return null
  return (
    <a
      href={switchTo.slug}
      hrefLang={switchTo.language}
      lang={switchTo.language}
      css={placement === "header" ? inHeader : inMenu}
    >
      <Icon name="globe" size={placement === "header" ? 22 : 20} />
      <span>{ownNames[switchTo.language] ?? switchTo.language}</span>
    </a>
  )
}
