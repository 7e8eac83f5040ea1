import { z } from "zod"
import { describeSchema, objectsIn, type ObjectShape, type Shape } from "./schema-walk"
import { isMarkdown, translationSchemaOf, type ContentType } from "./kind"
import { translations } from "./languages"

/**
 * JSON Schemas of the content files, made by zod's own `z.toJSONSchema` from the same schemas the
 * build checks, so VS Code (with the YAML extension, mapped in .vscode/settings.json) completes
 * field names and marks mistakes as an editor types. Draft 7, which every YAML tool reads.
 * Two rules zod cannot express in JSON Schema are added from the schemas' `.meta()`: "exactly one
 * of these fields". Each field gets its Turkish label and hint (its schema's `.meta()`, see
 * schema/meta.ts) for hover help.
 * Rules across files (links, unique slugs, tokens) stay with `npm run check:content`.
 */

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/** The file name under .vscode/schemas/ of a content type's JSON Schema. */
export const schemaFileName = (type: ContentType) => `${type.file ? type.file.replace(/\.ya?ml$/, "") : type.folder}.schema.json`

/** The glob of the files a content type's schema applies to, relative to the project. */
export const schemaGlob = (type: ContentType) => (type.file ? `data/${type.file}` : `data/${type.folder}/*.yaml`)

/** Keys of the schemas' `.meta()` that are for the CMS and the generators, not JSON Schema keywords. */
const ownMeta = ["multiline", "markdown", "datetime", "exactlyOne", "label", "hint", "item", "options", "fields"]

/**
 * Adds title and description to each property from its field's label (schema-walk.ts reads them),
 * walking the JSON Schema and the zod schema's shape side by side.
 */
function annotate(schema: unknown, shape: Shape | undefined) {
  if (!isObject(schema) || !shape) return
  if (isObject(schema.properties) && shape.kind === "object") {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property)) continue
      const field = shape.fields.find((f) => f.name === name)
      // In draft 7 a $ref's siblings are ignored, so a referenced block is wrapped to carry its label.
      const target = typeof property.$ref === "string" ? { allOf: [{ $ref: property.$ref }] } : property
      if (target !== property) schema.properties[name] = target
      if (field?.label)
        Object.assign(target, { title: field.label.label, ...(field.label.hint && { description: field.label.hint }) })
      annotate(property, field?.shape)
    }
  }
  annotate(schema.items, shape.kind === "list" ? shape.item : shape)
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const options = schema[key]
    if (!Array.isArray(options)) continue
    // A discriminated union's options are its variants, in order; other options describe the same value.
    options.forEach((option, i) => annotate(option, shape.kind === "variants" ? shape.variants[i]?.object : shape))
  }
}

export function jsonSchemaOf(type: ContentType, target: SchemaTarget = targetOf(type)): Json {
  const schema = z.toJSONSchema(target.schema, {
    target: "draft-7",
    // The input a file may hold (optional fields with defaults stay optional).
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const meta = z.globalRegistry.get(zodSchema) as { exactlyOne?: readonly string[]; multiline?: boolean } | undefined
      const json = jsonSchema as Json
      for (const key of ownMeta) delete json[key]
      if (meta?.exactlyOne) json.oneOf = meta.exactlyOne.map((key) => ({ required: [key] }))
    },
  }) as Json
  // Blocks shared across the schemas (.meta({ id })) are named definitions, annotated from the block of that id.
  const shape = describeSchema(target.schema, type.typeName)
  const blocks = new Map<string, ObjectShape>()
  for (const object of objectsIn(shape)) if (object.id) blocks.set(object.id, object)
  const definitions = (schema.definitions ?? {}) as Record<string, unknown>
  for (const [id, definition] of Object.entries(definitions)) annotate(definition, blocks.get(id))
  annotate(schema, shape)
  return { ...schema, title: `${type.typeName}: ${target.glob}` }
}

/** One JSON Schema VS Code applies: its file under .vscode/schemas/, the files it applies to, its zod schema. */
export interface SchemaTarget {
  fileName: string
  glob: string
  schema: z.ZodObject
}

const targetOf = (type: ContentType): SchemaTarget => ({
  fileName: schemaFileName(type),
  glob: schemaGlob(type),
  schema: type.schema,
})

/** A content type's schemas: its own, and for a translated kind its translations' (data/en/erp/*.yaml, data/en/site.yaml). */
export function schemaTargets(type: ContentType): SchemaTarget[] {
  const translated = translations.filter((t) => type.translations?.some((code) => code === t.code))
  const name = type.folder ?? type.file?.replace(/\.yaml$/, "")
  return [
    targetOf(type),
    ...translated.map((t) => ({
      fileName: `${name}.${t.code}.schema.json`,
      glob: type.folder ? `data/${t.folder}/${type.folder}/*.yaml` : `data/${t.folder}/${type.file}`,
      schema: translationSchemaOf(type),
    })),
  ]
}

/**
 * The content types VS Code checks through the YAML extension: every one but the Markdown kinds,
 * whose front matter the extension does not read (the build and the CMS check them).
 */
export const yamlTypes = (kinds: readonly ContentType[]) => kinds.filter((type) => !isMarkdown(type))

/** Every content type's schema, by file name, as written to .vscode/schemas/. */
export function jsonSchemaFiles(kinds: readonly ContentType[]): Record<string, string> {
  return Object.fromEntries(
    yamlTypes(kinds).flatMap((type) =>
      schemaTargets(type).map((target) => [target.fileName, `${JSON.stringify(jsonSchemaOf(type, target), null, 2)}\n`]),
    ),
  )
}
