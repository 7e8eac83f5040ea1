import { NOTICE_FILE } from "../content/notice-version"
import { isPageType, type ContentType } from "../content/kind"

/**
 * The content files the lead service reads when it starts (src/leads/config.ts), as paths and globs
 * from the project root: site.yaml (the company's data), the KVKK notice (its version) and the files of
 * every kind that offers choices (the contact subjects of the pages' forms and of the events'
 * registrations). Made from the kinds, so a new kind that offers a subject ships with the Netlify
 * function (its `included_files`, src/postbuild/host-config.ts) without a list to remember.
 */
export function leadContentFiles(types: readonly ContentType[]): string[] {
  const files = new Set(["data/site.yaml", `data/${NOTICE_FILE.split("\\").join("/")}`])
  for (const type of types) {
    if (!type.offers) continue
    if (type.file) files.add(`data/${type.file}`)
    else if (isPageType(type)) for (const extension of type.extensions) files.add(`data/${type.folder}/*${extension}`)
  }
  return [...files]
}
