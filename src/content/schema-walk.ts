import { z } from "zod"
import type { ReferenceName } from "./reference-names"
import type { FieldLabel, FieldMeta } from "./schema/meta"

/**
 * The one place that reads zod's internal definitions (`_zod.def`). It turns a content schema into
 * a plain description (`Shape`) that the generators read: GraphQL types (to-graphql.ts), the CMS
 * configuration (cms-config.ts) and the content check's suggestions (check-file.ts). The JSON Schemas
 * for VS Code come from zod's own `z.toJSONSchema` (json-schema.ts), which the CMS test also uses as an
 * independent check of this walker; only their titles (the fields' labels) are read through it.
 */

type AnySchema = z.core.$ZodType
type Def = z.core.$ZodTypeDef & Record<string, unknown>
const defOf = (schema: AnySchema) => schema._zod.def as Def

/** Extra facts a schema carries in `.meta()`, besides zod's own `id`, `title` and `description`. */
export interface ContentMeta {
  id?: string
  /** A text that spans several lines (a paragraph); the CMS gives it a multi-line box. */
  multiline?: boolean
  /** A Markdown text (an article's body); the CMS gives it its Markdown editor. */
  markdown?: boolean
  /** A point in time ("2026-09-14T10:00:00+03:00"); the CMS gives it its date and time picker. */
  datetime?: boolean
  /** An object whose fields are alternatives: exactly one of them must be written. */
  exactlyOne?: readonly string[]
  /** The value names something another file offers (references.ts); the CMS lists the choices. */
  ref?: ReferenceName
}

export interface TextRule {
  regex: RegExp
  message: string
}

interface ShapeBase {
  /** The zod schema this shape describes, so shared blocks keep one identity. */
  schema: AnySchema
  id?: string
  multiline?: boolean
  markdown?: boolean
  datetime?: boolean
}

export interface TextShape extends ShapeBase {
  kind: "text"
  /** Leading and trailing spaces are dropped before the length is checked. */
  trim: boolean
  minLength?: number
  maxLength?: number
  /** The message of the length checks (zod's own when the schema sets none). */
  lengthMessage?: string
  patterns: TextRule[]
  /** zod's named formats, such as "email". */
  format?: string
}

export interface NumberShape extends ShapeBase {
  kind: "number"
  integer: boolean
  minimum?: number
  maximum?: number
}

export interface BooleanShape extends ShapeBase {
  kind: "boolean"
}

/** One value out of a fixed list: a zod enum, a literal or a union of literals. */
export interface ChoiceShape extends ShapeBase {
  kind: "choice"
  values: (string | number)[]
  /** A zod enum (a named set of values, a GraphQL enum), rather than literals. */
  enumerated?: boolean
  message?: string
}

export interface ListShape extends ShapeBase {
  kind: "list"
  item: Shape
  minItems?: number
  maxItems?: number
}

export interface Field {
  name: string
  required: boolean
  shape: Shape
  /** What editors call the field (schema/meta.ts); the CMS generator refuses a field without one. */
  label?: FieldLabel
}

export interface ObjectShape extends ShapeBase {
  kind: "object"
  fields: Field[]
  /** Unknown keys are rejected (z.strictObject). */
  strict: boolean
  exactlyOne?: readonly string[]
}

/** A discriminated union: objects told apart by the value of one key, such as `type: hero`. */
export interface VariantsShape extends ShapeBase {
  kind: "variants"
  discriminator: string
  variants: { value: string; object: ObjectShape }[]
}

export type Shape = TextShape | NumberShape | BooleanShape | ChoiceShape | ListShape | ObjectShape | VariantsShape

export const metaOf = (schema: AnySchema) => (z.globalRegistry.get(schema) ?? {}) as ContentMeta & FieldMeta & { title?: string }

/** A field's label: the outermost `.meta({ label })` on its schema or the `.optional()` around it. */
function labelOf(schema: AnySchema): FieldLabel | undefined {
  const { label, hint } = metaOf(schema)
  if (label !== undefined) return hint ? { label, hint } : { label }
  const def = defOf(schema)
  return def.type === "optional" ? labelOf(def.innerType as AnySchema) : undefined
}

/** The message a zod check or schema was given, such as "a description of 50 to 180 characters". */
function messageOf(def: Record<string, unknown>): string | undefined {
  const error = def.error
  if (typeof error !== "function") return undefined
  const result = (error as (issue: unknown) => unknown)({ input: undefined })
  if (typeof result === "string") return result
  if (result && typeof result === "object" && "message" in result) return String((result as { message: unknown }).message)
  return undefined
}

const cache = new WeakMap<AnySchema, Shape>()

/** Describes a schema; `optional` wrappers are unwrapped by `describeField`. */
export function describeSchema(schema: AnySchema, where = "schema"): Shape {
  const known = cache.get(schema)
  if (known) return known
  const shape = build(schema, where)
  cache.set(schema, shape)
  return shape
}

/** A field's shape, whether it must be written, and its label. */
export function describeField(name: string, schema: AnySchema, where = name): Field {
  const label = labelOf(schema)
  return { name, ...describeValue(schema, where), ...(label && { label }) }
}

function describeValue(schema: AnySchema, where: string): { required: boolean; shape: Shape } {
  const def = defOf(schema)
  if (def.type === "optional") {
    const inner = describeValue(def.innerType as AnySchema, where)
    // Only facts of the shape make a copy: a copy of a named block would be a second type to the generators.
    const picked = pickMeta(metaOf(schema))
    return { required: false, shape: Object.keys(picked).length ? { ...inner.shape, ...picked } : inner.shape }
  }
  return { required: true, shape: describeSchema(schema, where) }
}

const pickMeta = (meta: ContentMeta) => ({
  ...(meta.id !== undefined && { id: meta.id }),
  ...(meta.multiline !== undefined && { multiline: meta.multiline }),
  ...(meta.markdown !== undefined && { markdown: meta.markdown }),
  ...(meta.datetime !== undefined && { datetime: meta.datetime }),
})

function build(schema: AnySchema, where: string): Shape {
  const def = defOf(schema)
  const meta = metaOf(schema)
  const base = { schema, ...pickMeta(meta) }
  switch (def.type) {
    case "string": {
      const shape: TextShape = { ...base, kind: "text", trim: false, patterns: [] }
      if (typeof def.format === "string") shape.format = def.format
      for (const check of (def.checks as AnySchema[] | undefined) ?? []) {
        const c = check._zod.def as unknown as Record<string, unknown>
        const message = messageOf(c)
        if (c.check === "overwrite") shape.trim = true
        else if (c.check === "min_length") {
          shape.minLength = c.minimum as number
          shape.lengthMessage ??= message
        } else if (c.check === "max_length") {
          shape.maxLength = c.maximum as number
          shape.lengthMessage ??= message
        } else if (c.check === "string_format" && c.format === "regex")
          shape.patterns.push({ regex: c.pattern as RegExp, message: message ?? `text matching ${String(c.pattern)}` })
        else throw new Error(`${where}: the string check "${String(c.check)}" has no mapping`)
      }
      // zod's named formats (z.email()) are string schemas with their own pattern.
      if (shape.format && def.pattern instanceof RegExp)
        shape.patterns.push({ regex: def.pattern, message: messageOf(def) ?? `a valid ${shape.format}` })
      return shape
    }
    case "number": {
      const number = schema as unknown as z.ZodNumber
      return {
        ...base,
        kind: "number",
        integer: number.format === "safeint",
        ...(Number.isFinite(number.minValue) && { minimum: number.minValue as number }),
        ...(Number.isFinite(number.maxValue) && { maximum: number.maxValue as number }),
      }
    }
    case "boolean":
      return { ...base, kind: "boolean" }
    case "enum":
      return {
        ...base,
        kind: "choice",
        enumerated: true,
        values: Object.values(def.entries as Record<string, string>),
        message: messageOf(def),
      }
    case "literal":
      return { ...base, kind: "choice", values: def.values as (string | number)[] }
    case "array": {
      const item = describeSchema(def.element as AnySchema, `${where}[]`)
      const checks = ((def.checks as AnySchema[] | undefined) ?? []).map((c) => c._zod.def as unknown as Record<string, unknown>)
      const min = checks.find((c) => c.check === "min_length")?.minimum as number | undefined
      const max = checks.find((c) => c.check === "max_length")?.maximum as number | undefined
      return {
        ...base,
        kind: "list",
        item,
        ...(min !== undefined && { minItems: min }),
        ...(max !== undefined && { maxItems: max }),
      }
    }
    case "object": {
      const object = schema as unknown as z.ZodObject
      const catchall = def.catchall as AnySchema | undefined
      for (const key of Object.keys(meta.fields ?? {}))
        if (!(key in object.shape)) throw new Error(`${where}: .meta({ fields }) labels "${key}", which is no field of it`)
      return {
        ...base,
        kind: "object",
        strict: catchall !== undefined && defOf(catchall).type === "never",
        ...(meta.exactlyOne && { exactlyOne: meta.exactlyOne }),
        fields: Object.entries(object.shape).map(([key, value]) => {
          const field = describeField(key, value as AnySchema, `${where}.${key}`)
          const named = meta.fields?.[key]
          return named ? { ...field, label: named } : field
        }),
      }
    }
    case "union": {
      const options = def.options as AnySchema[]
      if (options.every((o) => defOf(o).type === "literal"))
        return { ...base, kind: "choice", values: options.flatMap((o) => defOf(o).values as (string | number)[]) }
      const discriminator = def.discriminator as string | undefined
      if (!discriminator) throw new Error(`${where}: only unions of literals or discriminated unions are supported`)
      return {
        ...base,
        kind: "variants",
        discriminator,
        variants: options.map((option, i) => {
          const object = describeSchema(option, `${where}|${i}`) as ObjectShape
          const tag = object.fields.find((f) => f.name === discriminator)?.shape as ChoiceShape
          return { value: String(tag.values[0]), object }
        }),
      }
    }
    default:
      throw new Error(`${where}: the zod kind "${String(def.type)}" has no mapping`)
  }
}

/** Every object shape reachable from `shape`, each once. */
export function objectsIn(shape: Shape, out = new Set<ObjectShape>()): Set<ObjectShape> {
  if (shape.kind === "object") {
    if (out.has(shape)) return out
    out.add(shape)
    for (const field of shape.fields) objectsIn(field.shape, out)
  } else if (shape.kind === "list") objectsIn(shape.item, out)
  else if (shape.kind === "variants") for (const v of shape.variants) objectsIn(v.object, out)
  return out
}

/**
 * The shape at a path of a document (as zod reports it: keys and list indexes), using the data
 * to pick the variant of a discriminated union. Undefined when the path leaves the schema.
 */
export function shapeAt(shape: Shape, path: readonly PropertyKey[], data: unknown): Shape | undefined {
  let current: Shape | undefined = shape
  let value = data
  for (const key of path) {
    if (!current) return undefined
    if (current.kind === "variants") {
      const variants: VariantsShape = current
      const tag: unknown = (value as Record<string, unknown> | undefined)?.[variants.discriminator]
      current = variants.variants.find((v) => v.value === tag)?.object
      if (!current) return undefined
    }
    if (current.kind === "list" && typeof key === "number") current = current.item
    else if (current.kind === "object" && typeof key === "string") current = current.fields.find((f) => f.name === key)?.shape
    else return undefined
    value = (value as Record<PropertyKey, unknown> | undefined)?.[key]
  }
  if (current?.kind === "variants") {
    const variants: VariantsShape = current
    const tag: unknown = (value as Record<string, unknown> | undefined)?.[variants.discriminator]
    return variants.variants.find((v) => v.value === tag)?.object ?? variants
  }
  return current
}
