import { fold } from "../content/suggest"
import { fillTokens } from "../content/tokens"
import { searchField } from "../content/cms-config"
import { rewriteText } from "./text-watch"

/**
 * What the editor reads and types in the CMS's entry lists (issue 47): titles with the site's
 * {tokens} filled in, and a search that finds "geçiş" when "gecis" is typed.
 *
 * Decap searches an entry's title and the fields its list summary names, comparing letters as they are
 * (its fuzzy match lowercases without Turkish rules). So each entry read from a file carries one more
 * field, `searchField`, holding its title with the tokens filled in, as written and folded to plain
 * Latin letters; the summary names it through a filter that shows nothing (cms-config.ts), and the
 * formats drop it again before a file is written (keys starting with "__").
 */

type Tokens = Record<string, string> | undefined

const filled = (text: string, tokens: Tokens) => (tokens ? fillTokens(text, tokens as Parameters<typeof fillTokens>[1]) : text)

/** The words an entry is found by: its title and address as on the site, with and without Turkish letters. */
export function searchWords(data: Record<string, unknown>, tokens: Tokens): string {
  const parts = [data.title, data.slug].filter((part): part is string => typeof part === "string" && part !== "")
  const text = parts.map((part) => filled(part, tokens)).join(" ")
  return text ? `${text} ${fold(text)}` : ""
}

/** `data` with its search words, as the formats hand an entry read from a file to Decap. */
export function withSearchWords<T>(data: T, tokens: Tokens): T {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data
  const words = searchWords(data as Record<string, unknown>, tokens)
  return words ? { ...data, [searchField]: words } : data
}

/** Links to entries: the cards of a collection's list and of the search results. */
const entryLinks = 'a[href*="/collections/"][href*="/entries/"]'

/**
 * Keeps every entry card's text with its tokens filled in: "{district} ofisimizde" reads "Ünye
 * ofisimizde". Done where the card is shown, not in the summary's data, so a title saved a moment ago
 * reads right too; `tokens` is asked each time, so a change to the site settings shows at once.
 */
export function fillTokensInLists(root: HTMLElement, tokens: () => Tokens): MutationObserver {
  return rewriteText(root, entryLinks, (text) => {
    const values = tokens()
    return values && text.includes("{") ? filled(text, values) : text
  })
}
