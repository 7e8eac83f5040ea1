import { parse } from "yaml"
import { formatOf } from "../content/cms-config"
import { describeSchema } from "../content/schema-walk"
import { contentTypes, isMarkdown, type ContentType } from "../kinds"
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

/** The CMS's shape of a content type's schema (cms-data.ts). */
export const shapeOf = (type: ContentType) => describeSchema(type.schema, type.typeName)

/** The content type of an entry: a settings file by its path, a folder's entry by its collection. */
export function typeOfEntry(collection: unknown, path: unknown): ContentType | undefined {
  if (collection === "settings")
    return contentTypes.find((t) => t.file && typeof path === "string" && path.endsWith(`/${t.file}`))
  return contentTypes.find((t) => t.folder === collection)
}

/** `content`: the build's content as kept here, whose site tokens fill the entries' search words. */
export function registerFormats(cms: DecapCms, content: ContentState | undefined) {
  const formats = new Map<string, ContentType[]>()
  for (const type of contentTypes) formats.set(formatOf(type), [...(formats.get(formatOf(type)) ?? []), type])
  for (const [name, types] of formats) {
    if (isMarkdown(types[0])) {
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
        return types[0].file ? entry : withSearchWords(entry, content?.tokens())
      },
      toFile(data) {
        if (typeof data[fileKey] === "string") return data[fileKey]
        const clean = Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith("__")))
        return renderYaml((types.length === 1 ? fromCms(clean, shapeOf(types[0])) : clean) as Record<string, unknown>)
      },
    })
  }
}
