import { css } from "@emotion/react"
import { ownNames } from "../../content/languages"
import { mq } from "../../theme"
import { panelLink, toolLink, wordFromXl } from "./tool-link-styles"
import { Icon } from "../icon"
import { usePageLanguage } from "../page-language"

// Below the breakpoint the header has no room for it: the mobile menu shows it.
const inHeader = css`
  ${toolLink};
  display: none;
  ${mq.up("lg")} {
    display: inline-flex;
  }
  ${wordFromXl};
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
      css={placement === "header" ? inHeader : panelLink}
    >
      <Icon name="globe" size={placement === "header" ? 22 : 20} />
      <span>{ownNames[switchTo.language] ?? switchTo.language}</span>
    </a>
  )
}
