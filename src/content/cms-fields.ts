import { metaOf, type ChoiceShape, type Field, type ObjectShape, type Shape, type TextShape } from "./schema-walk"
import type { FieldLabel } from "./schema/meta"
import { cmsImageRule } from "./schema/image"
import { referenceNames, type ReferenceName, type ReferenceOption, type ReferenceOptions } from "./references"

/**
 * The CMS's form fields of a content schema: every field, whether it is required, its pattern and
 * length (with the build's own message), its choices and, for generic pages, the typed section list
 * (cms-config.ts puts them into collections).
 */

export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>

/**
 * An optional group with required fields (an ERP page's `modules`, the hero's `panel`) is shown as
 * a list of at most one item: Decap validates the required fields of an empty optional object
 * (decaporg/decap-cms#7748), so an editor could not save a page without that section. The CMS's
 * file format (src/admin/cms.ts) turns the one-item list back into the group on save.
 */
export function isWrappedGroup(field: Field): boolean {
  return !field.required && field.shape.kind === "object" && field.shape.fields.some((f) => f.required)
}

/**
 * The pattern Decap checks and the message it shows: the build's own rule and words. Decap shows
 * it as "<label>: <message>" in capitals (src/admin/cms.ts), so each message is a Turkish phrase
 * naming what the field needs.
 */
export function textRule(shape: TextShape): [string, string] | undefined {
  const min = shape.minLength ?? 0
  const hasLength = min > 1 || shape.maxLength !== undefined
  if (shape.patterns.length > 1 || (shape.patterns.length > 0 && hasLength))
    throw new Error("A text with several rules cannot be one CMS pattern; split the rule or extend textRule")
  if (shape.patterns.length === 1) return [shape.patterns[0].regex.source, shape.patterns[0].message]
  if (hasLength) {
    // The length after leading and trailing spaces are dropped, as zod's trim() does first.
    const inner = `[\\s\\S]{${Math.max(min - 2, 0)},${shape.maxLength === undefined ? "" : shape.maxLength - 2}}`
    const body = shape.trim ? `^\\s*\\S${inner}\\S\\s*$` : `^[\\s\\S]{${min},${shape.maxLength ?? ""}}$`
    const length =
      shape.maxLength === undefined
        ? `en az ${min} karakterlik bir metin`
        : `${min} ile ${shape.maxLength} karakter arasında bir metin`
    return [body, shape.lengthMessage ?? length]
  }
  if (min === 1) return ["\\S", shape.lengthMessage ?? "boş olmayan bir metin"]
  return undefined
}

/** The visual editor's buttons: Decap's defaults without the heading levels an article cannot have. */
export const markdownButtons = [
  "bold",
  "italic",
  "code",
  "link",
  "heading-two",
  "heading-three",
  "quote",
  "bulleted-list",
  "numbered-list",
] as const

const summaryKeys = ["title", "heading", "label", "name", "level", "subheading", "value", "text"]
const summaryOf = (object: ObjectShape) => {
  const key = summaryKeys.find((k) => object.fields.some((f) => f.name === k && f.shape.kind === "text"))
  return key ? `{{fields.${key}}}` : undefined
}

/** No file offers anything: every reference field lists no choice. */
export const noReferences = Object.fromEntries(referenceNames.map((name) => [name, []])) as unknown as ReferenceOptions

/** The reference a text names (schema `.meta({ ref })`), if any. */
const refOf = (shape: Shape): ReferenceName | undefined =>
  shape.kind === "text" ? (metaOf(shape.schema) as { ref?: ReferenceName }).ref : undefined

/**
 * The CMS fields of an object's fields; `where` names the object in the message that refuses a
 * field without a label ("ErpYaml" → "ErpYaml.stats.heading").
 */
/** The choices an editor may pick: closed ones (a past event's registration) are left out. */
const offered = (options: readonly ReferenceOption[]) =>
  options.filter((option) => !option.closed).map(({ label, value }) => ({ label, value }))

export function cmsFields(object: ObjectShape, where: string, references: ReferenceOptions = noReferences): CmsField[] {
  const choiceOptions = new Map<ChoiceShape, unknown[]>()

  function options(shape: ChoiceShape) {
    const known = choiceOptions.get(shape)
    if (known) return known
    const names = metaOf(shape.schema).options ?? {}
    // Long lists (icons) are plain values, so the generated script can share one copy.
    const made =
      shape.values.length > 40 ? shape.values : shape.values.map((v) => ({ label: names[String(v)] ?? String(v), value: v }))
    choiceOptions.set(shape, made)
    return made
  }

  function labelFor(field: Field, path: string): FieldLabel {
    if (!field.label)
      throw new Error(
        `The field "${path}" has no Turkish label: give its schema one with field(schema, label, hint) or .meta({ label }) (src/content/schema/meta.ts)`,
      )
    return field.label
  }

  /** The widget settings of a field's shape (or a list's item), without name and label. */
  function widgetOf(shape: Shape, name: string, label: string, path: string): Record<string, unknown> & { widget: string } {
    switch (shape.kind) {
      case "text": {
        // A value another file offers (references.ts): chosen by its name, stored as its key.
        const ref = refOf(shape)
        if (ref) return { widget: "select", options: offered(references[ref]) }
        // An uploaded file (schema/image.ts): Decap's media library writes its /media/ address.
        if ((metaOf(shape.schema) as { widget?: string }).widget === "image")
          return { widget: "image", choose_url: false, pattern: cmsImageRule }
        const rule = textRule(shape)
        // Opens as Markdown text, as the hint says ("## Ara başlık"); the visual mode's toolbar makes
        // only the headings an article has (h2 and h3: its title is the page's only h1).
        if (shape.markdown)
          return { widget: "markdown", modes: ["raw", "rich_text"], buttons: markdownButtons, ...(rule && { pattern: rule }) }
        // Written with the editor's time zone ("2026-09-14T10:00:00+03:00"), as the schema's pattern wants.
        // The browser's date input orders day and month by its own language; src/admin/cms.ts writes
        // the moment out in Turkish under it (Decap ignores date_format and time_format beside format).
        if (shape.datetime) return { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ" }
        // The bounds again as numbers, for the counter under the box (src/admin/character-count.ts).
        const bounds = shape.maxLength !== undefined && {
          max_length: shape.maxLength,
          ...((shape.minLength ?? 0) > 1 && { min_length: shape.minLength }),
        }
        return { widget: shape.multiline ? "text" : "string", ...(rule && { pattern: rule }), ...bounds }
      }
      case "number":
        return {
          widget: "number",
          value_type: shape.integer ? "int" : "float",
          ...(shape.integer && { step: 1 }),
          ...(shape.minimum !== undefined && { min: shape.minimum }),
          ...(shape.maximum !== undefined && { max: shape.maximum }),
        }
      case "boolean":
        return { widget: "boolean" }
      case "choice": {
        const numbers = shape.values.every((v) => typeof v === "number") ? (shape.values as number[]) : undefined
        const contiguous = numbers && numbers.every((v, i) => Number.isInteger(v) && (i === 0 || v === numbers[i - 1] + 1))
        if (numbers && contiguous)
          return { widget: "number", value_type: "int", step: 1, min: numbers[0], max: numbers[numbers.length - 1] }
        return { widget: "select", options: options(shape) }
      }
      case "list": {
        const bounds = {
          ...(shape.minItems !== undefined && { min: shape.minItems }),
          ...(shape.maxItems !== undefined && { max: shape.maxItems }),
        }
        const item = shape.item
        // The list's own name for its items, else the one its item block carries.
        const singular = metaOf(shape.schema).item ?? metaOf(item.schema).item
        if (item.kind === "variants") {
          return {
            widget: "list",
            ...bounds,
            label_singular: singular,
            typeKey: item.discriminator,
            summary: "{{fields.heading}}",
            types: item.variants.map(({ value, object }) => {
              const summary = summaryOf(object)
              return {
                name: value,
                label: metaOf(object.schema).label ?? value,
                widget: "object",
                ...(summary && { summary }),
                fields: fieldsOf(object, `${path}[${value}]`, item.discriminator),
              }
            }),
          }
        }
        if (item.kind === "object") {
          const summary = summaryOf(item)
          return {
            widget: "list",
            ...bounds,
            collapsed: true,
            ...(singular && { label_singular: singular }),
            ...(summary && { summary }),
            fields: fieldsOf(item, `${path}[]`),
          }
        }
        if (item.kind === "list") throw new Error(`${path}: a list of lists has no CMS widget`)
        // Several values other files offer: one list to tick them in, saved as a YAML list.
        const ref = refOf(item)
        if (ref) return { widget: "select", multiple: true, options: offered(references[ref]), ...bounds }
        return {
          widget: "list",
          ...bounds,
          // Each value shows its own input: collapsed, a list of texts would show only their labels.
          collapsed: false,
          ...(singular && { label_singular: singular }),
          field: {
            name: singular ? singular.toLocaleLowerCase("tr") : name,
            label: singular ?? label,
            ...widgetOf(item, name, label, `${path}[]`),
          },
        }
      }
      case "object": {
        const summary = summaryOf(shape)
        return { widget: "object", collapsed: true, ...(summary && { summary }), fields: fieldsOf(shape, path) }
      }
      case "variants":
        throw new Error(`${path}: section types are supported only as list items`)
    }
  }

  function fieldsOf(shape: ObjectShape, where: string, skip?: string): CmsField[] {
    return shape.fields
      .filter((f) => f.name !== skip)
      .map((field) => {
        const path = `${where}.${field.name}`
        const { label, hint } = labelFor(field, path)
        if (isWrappedGroup(field)) {
          const group = field.shape as ObjectShape
          const summary = summaryOf(group)
          return {
            name: field.name,
            label,
            widget: "list",
            required: false,
            max: 1,
            collapsed: false,
            label_singular: label,
            hint: `${hint ? `${hint} ` : ""}İsteğe bağlı bölüm: “Ekle” ile ekleyin, çöp kutusu simgesiyle kaldırın.`,
            ...(summary && { summary }),
            fields: fieldsOf(group, path),
          }
        }
        return {
          name: field.name,
          label,
          ...widgetOf(field.shape, field.name, label, path),
          ...(!field.required && { required: false }),
          // A new article's date starts as the moment it is written.
          ...(field.required && field.shape.kind === "text" && field.shape.datetime && { default: "{{now}}" }),
          ...(hint && { hint }),
        }
      })
  }

  return fieldsOf(object, where)
}
