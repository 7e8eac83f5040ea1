import { z } from "zod"
import { labelOf } from "./schema/labels"
import { contentTypes, isMarkdown, type ContentType } from "../kinds"

/**
 * JSON Schemas of the content files, made by zod's own `z.toJSONSchema` from the same schemas the
 * build checks, so VS Code (with the YAML extension, mapped in .vscode/settings.json) completes
 * field names and marks mistakes as an editor types. Draft 7, which every YAML tool reads.
 * Two rules zod cannot express in JSON Schema are added from the schemas' `.meta()`: "exactly one
 * of these fields". Each field gets its Turkish label and hint (schema/labels.ts) for hover help.
 * Rules across files (links, unique slugs, tokens) stay with `npm run check:content`.
 */

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/** The file name under .vscode/schemas/ of a content type's JSON Schema. */
export const schemaFileName = (type: ContentType) => `${type.file ? type.file.replace(/\.ya?ml$/, "") : type.folder}.schema.json`

/** The glob of the files a content type's schema applies to, relative to the project. */
export const schemaGlob = (type: ContentType) => (type.file ? `data/${type.file}` : `data/${type.folder}/*.yaml`)

/** The context a field's label is looked up in, as the CMS does (see schema/labels.ts). */
const topContext = (type: ContentType) => (type.folder ? "page" : type.typeName === "SiteYaml" ? "site" : "navigation")

/** Adds title and description to each property, from the Turkish labels. */
function annotate(schema: unknown, context: string) {
  if (Array.isArray(schema)) return schema.forEach((item) => annotate(item, context))
  if (!isObject(schema)) return
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property)) continue
      const label = labelOf(context, name)
      // In draft 7 a $ref's siblings are ignored, so a referenced block is wrapped to carry its label.
      const target = typeof property.$ref === "string" ? { allOf: [{ $ref: property.$ref }] } : property
      if (target !== property) schema.properties[name] = target
      if (label) Object.assign(target, { title: label.label, ...(label.hint && { description: label.hint }) })
      annotate(property, name)
    }
  }
  for (const key of ["items", "anyOf", "oneOf", "allOf"]) annotate(schema[key], context)
}

export function jsonSchemaOf(type: ContentType): Json {
  const schema = z.toJSONSchema(type.schema, {
    target: "draft-7",
    // The input a file may hold (optional fields with defaults stay optional).
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const meta = z.globalRegistry.get(zodSchema) as { exactlyOne?: readonly string[]; multiline?: boolean } | undefined
      const json = jsonSchema as Json
      delete json.multiline
      delete json.markdown
      delete json.datetime
      delete json.exactlyOne
      if (meta?.exactlyOne) json.oneOf = meta.exactlyOne.map((key) => ({ required: [key] }))
    },
  }) as Json
  // Blocks shared across the schemas (.meta({ id })) are named definitions; their name is their context.
  const definitions = (schema.definitions ?? {}) as Record<string, unknown>
  for (const [id, definition] of Object.entries(definitions)) annotate(definition, id)
  annotate(schema, topContext(type))
  return { ...schema, title: `${type.typeName}: ${schemaGlob(type)}` }
}

/** Every content type's schema, by file name, as written to .vscode/schemas/. */
/**
 * The content types VS Code checks through the YAML extension: every one but the Markdown kinds,
 * whose front matter the extension does not read (the build and the CMS check them).
 */
export const yamlTypes = contentTypes.filter((type) => !isMarkdown(type))

export function jsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(yamlTypes.map((type) => [schemaFileName(type), `${JSON.stringify(jsonSchemaOf(type), null, 2)}\n`]))
}
