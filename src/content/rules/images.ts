import { checkImage } from "../image-check"
import { formatPath, lineOf, type Problem } from "../problem"
import { slotOfSchema, type ImageRef } from "../schema/image"
import { describeSchema, shapeAt } from "../schema-walk"
import { stringsIn } from "../strings"
import { markdownImages } from "./markdown-lines"
import type { ContentRule } from "./rule"

/**
 * Every image field of every file (a group whose schema was made by `imageField`, found by its
 * `src`): the file it names must exist in data/media/, fit its slot and have alt text
 * (src/content/image-check.ts). A field the schema already refused is not reported twice. Images
 * of a Markdown body (![alt text](/media/file.jpg)) are checked at their own line, in fenced code
 * too, as the build makes every one of them (article-pages.ts).
 */
export const images: ContentRule = ({ parsed, media, bodyLines }) => {
  const problems: Problem[] = []
  for (const entry of parsed) {
    const { data, doc, counter, type } = entry
    const shape = describeSchema(type.schema, type.typeName)
    for (const { keys, text } of stringsIn(data)) {
      if (keys.at(-1) !== "src") continue
      const group = keys.slice(0, -1)
      const slot = slotOfSchema(shapeAt(shape, group, data)?.schema)
      if (!slot) continue
      const field = formatPath(group)
      if (entry.schemaFields.has(`${field}.src`)) continue
      let ref = data as unknown
      for (const key of group) ref = (ref as Record<PropertyKey, unknown>)[key]
      const found = checkImage({ ...(ref as ImageRef), src: text }, slot, media, {
        file: entry.file,
        field,
        line: (name) => lineOf(doc, counter, [...group, name]),
      })
      problems.push(...found.filter((problem) => !entry.schemaFields.has(problem.field)))
    }
    if (entry.schemaFields.has("body")) continue
    for (const { text, line } of bodyLines(entry))
      for (const image of markdownImages(text))
        problems.push(
          ...checkImage({ src: image.src, alt: image.alt }, "body", media, { file: entry.file, field: "body", line }).map(
            (problem) => ({ ...problem, field: "body" }),
          ),
        )
  }
  return problems
}
