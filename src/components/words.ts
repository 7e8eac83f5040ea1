import { defaultLanguage, type TranslationCode } from "../content/languages"
import { usePageLanguage } from "./page-language"

/**
 * A component's fixed words (a visually hidden "opens in a new tab", a list's heading) in every language the
 * site has, written beside the component: `const useWords = defineWords({ tr: {...}, en: {...} })` at module
 * level, `const words = useWords()` in the component, which then reads the page's language's. A language
 * missing from `words` is a type error, so a new language names every component that still lacks its words.
 */
export function defineWords<T>(words: Readonly<Record<typeof defaultLanguage | TranslationCode, T>>): () => T {
  return function useWords() {
    const { language } = usePageLanguage()
    return language in words ? words[language as keyof typeof words] : words[defaultLanguage]
  }
}
