import { createContext, useContext } from "react"
import { defaultLanguage, type LanguageSwitch } from "../content/languages"

/**
 * The language of the page being rendered and its addresses in every language it has (gatsby-node puts
 * both in the page's context; gatsby-ssr.tsx and gatsby-browser.tsx provide them), so the head, the header
 * and the footer know them without every template passing them on.
 */
export interface PageLanguageValue {
  language: string
  alternates?: Readonly<Record<string, string>>
  /** The language link's target (src/content/routes.ts, `languageSwitches`); none while the site has one language. */
  switchTo?: LanguageSwitch
}

const PageLanguageContext = createContext<PageLanguageValue>({ language: defaultLanguage })

export const PageLanguageProvider = PageLanguageContext.Provider

export const usePageLanguage = () => useContext(PageLanguageContext)

/** The language and alternates of a page's context as gatsby-node wrote them (Turkish, alone, by default). */
export function pageLanguageOf(pageContext: unknown): PageLanguageValue {
  const context = (pageContext ?? {}) as { language?: unknown; alternates?: unknown; switchTo?: unknown }
  const language = typeof context.language === "string" ? context.language : defaultLanguage
  const alternates =
    context.alternates && typeof context.alternates === "object"
      ? Object.fromEntries(
          Object.entries(context.alternates).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : undefined
  const switchTo = context.switchTo as Partial<LanguageSwitch> | undefined
  return {
    language,
    ...(alternates && { alternates }),
    ...(typeof switchTo?.language === "string" &&
      typeof switchTo.slug === "string" && { switchTo: { language: switchTo.language, slug: switchTo.slug } }),
  }
}
