/**
 * The site's languages. Turkish is the site: its files are data/<folder>/<file> and its pages sit at
 * the root. A translation lives in its own folder of data/ (data/en/<folder>/<file>, the Turkish file's
 * name) and its pages under its prefix (/en/...), so the Turkish files and their history stay as they
 * are. Decap's own i18n structures would rename or move every Turkish file (docs/cms.md, "English").
 */

export const defaultLanguage = "tr"

export interface Translation {
  /** The language's code, as <html lang> and hreflang write it. */
  readonly code: string
  /** Its folder under data/. */
  readonly folder: string
  /** The start of every address of its pages. */
  readonly prefix: string
  /** Its name as the CMS and the content check name it to a Turkish editor. */
  readonly name: string
}

export const translations = [
  { code: "en", folder: "en", prefix: "/en", name: "İngilizce" },
] as const satisfies readonly Translation[]

export type TranslationCode = (typeof translations)[number]["code"]

/**
 * A content file's language and its path as its Turkish counterpart has it ("en/erp/x.yaml" →
 * en, "erp/x.yaml"), from its path relative to data/ with "/" separators.
 */
export function languageOfPath(relativePath: string): { translation?: (typeof translations)[number]; path: string } {
  const [first, ...rest] = relativePath.split("/")
  const translation = translations.find((t) => t.folder === first)
  return translation && rest.length > 0 ? { translation, path: rest.join("/") } : { path: relativePath }
}
