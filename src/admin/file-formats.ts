import { parse } from "yaml"
import { formatOf, pageCollections, schemaOfCollection, settingsFiles, type CmsCollectionKind } from "../content/cms-config"
import { describeSchema } from "../content/schema-walk"
import { contentTypes, isMarkdown } from "../kinds"
import type { ContentState } from "./change-check"
import { fromCms, toCms } from "./cms-data"
import type { DecapCms } from "./decap-types"
import { withSearchWords } from "./list-text"
import { dataToMarkdown, markdownToData } from "./markdown-format"
import { renderYaml } from "./yaml-round-trip"

/**
 * How the CMS reads and writes the content files: a format per content folder, YAML through
 * `yaml-round-trip` (saving one field changes only that field's lines) and Markdown with its front
 * matter, each entry in the CMS's shape of its schema (cms-data.ts).
 */

/** The key under which the file about to be written travels from the save check to the format. */
export const fileKey = "__file"

/** The CMS's shape of a collection's schema (cms-data.ts): a translation's has its `counterpart`. */
export const shapeOf = (collection: Pick<CmsCollectionKind, "type" | "translation">) =>
  describeSchema(
    schemaOfCollection(collection),
    collection.translation ? `${collection.type.typeName}Translation` : collection.type.typeName,
  )

/**
 * The collection of an entry, with its kind and language: a settings file by its path (data/en/site.yaml is
 * the site's English texts), a folder's entry by its collection ("erp_en").
 */
export function collectionOfEntry(collection: unknown, path: unknown): CmsCollectionKind | undefined {
  if (collection === "settings")
    return settingsFiles(contentTypes).find((entry) => typeof path === "string" && path === `data/${entry.file}`)
  return pageCollections(contentTypes).find((entry) => entry.name === collection)
}

/** `content`: the build's content as kept here, whose site tokens fill the entries' search words. */
export function registerFormats(cms: DecapCms, content: ContentState | undefined) {
  const formats = new Map<string, CmsCollectionKind[]>()
  const add = (name: string, collection: CmsCollectionKind) => formats.set(name, [...(formats.get(name) ?? []), collection])
  for (const entry of settingsFiles(contentTypes)) add(formatOf(entry.type), entry)
  for (const entry of pageCollections(contentTypes)) add(formatOf(entry.type, entry.translation), entry)
  for (const [name, types] of formats) {
    if (isMarkdown(types[0].type)) {
      const shape = shapeOf(types[0])
      cms.registerCustomFormat(name, "md", {
        fromFile: (text) => withSearchWords(toCms(markdownToData(text), shape), content?.tokens()),
        toFile(data) {
          if (typeof data[fileKey] === "string") return data[fileKey]
          const clean = Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith("__")))
          return dataToMarkdown(fromCms(clean, shape) as Record<string, unknown>)
        },
      })
      continue
    }
    cms.registerCustomFormat(name, "yaml", {
      fromFile(text) {
        const data = (parse(text) ?? {}) as unknown
        // Files of the settings collection have no wrapped groups (cms-config.ts checks it).
        if (types.length !== 1) return data
        const entry = toCms(data, shapeOf(types[0]))
        return types[0].type.file ? entry : withSearchWords(entry, content?.tokens())
      },
      toFile(data) {
        if (typeof data[fileKey] === "string") return data[fileKey]
        const clean = Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith("__")))
        return renderYaml((types.length === 1 ? fromCms(clean, shapeOf(types[0])) : clean) as Record<string, unknown>)
      },
    })
  }
}
