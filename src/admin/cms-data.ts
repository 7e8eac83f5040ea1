import { isWrappedGroup } from "../content/cms-config"
import type { ObjectShape, Shape } from "../content/schema-walk"

/**
 * Content as the CMS edits it and as the files hold it differ in two ways, both undone here:
 * optional groups with required fields are one-item lists in the CMS (see isWrappedGroup), and
 * the CMS leaves empty values ("", [], empty groups) where an editor cleared an optional field,
 * which the files simply leave out.
 */

type Plain = Record<string, unknown>
const isObject = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value)

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.keys(value).length === 0)

function objectFor(shape: Shape, value: unknown): ObjectShape | undefined {
  if (shape.kind === "object") return shape
  if (shape.kind === "variants" && isObject(value))
    return shape.variants.find((v) => v.value === value[shape.discriminator])?.object
  return undefined
}

/** A file's content as the CMS edits it. */
export function toCms(value: unknown, shape: Shape): unknown {
  if (shape.kind === "list") return Array.isArray(value) ? value.map((item) => toCms(item, shape.item)) : value
  const object = objectFor(shape, value)
  if (!object || !isObject(value)) return value
  const out: Plain = { ...value }
  for (const field of object.fields) {
    if (!(field.name in value)) continue
    const inner = toCms(value[field.name], field.shape)
    out[field.name] = isWrappedGroup(field) && isObject(inner) ? [inner] : inner
  }
  return out
}

/**
 * The content the CMS saved, as the file should hold it: groups unwrapped, empty optional values
 * left out, fields in schema order (keys the schema does not know are kept, for the check to name).
 */
export function fromCms(value: unknown, shape: Shape): unknown {
  if (shape.kind === "list") return Array.isArray(value) ? value.map((item) => fromCms(item, shape.item)) : value
  const object = objectFor(shape, value)
  if (!object || !isObject(value)) return value
  const out: Plain = {}
  for (const field of object.fields) {
    let inner = value[field.name]
    if (isWrappedGroup(field) && Array.isArray(inner)) inner = inner[0]
    inner = fromCms(inner, field.shape)
    if (field.required ? inner !== undefined : !isEmpty(inner)) out[field.name] = inner
  }
  const known = new Set(object.fields.map((f) => f.name))
  for (const [key, inner] of Object.entries(value))
    if (!known.has(key) && !key.startsWith("__") && !isEmpty(inner)) out[key] = inner
  return out
}
