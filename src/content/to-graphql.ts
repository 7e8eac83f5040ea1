import type { z } from "zod"
import { describeSchema, type ChoiceShape, type Field, type ObjectShape, type Shape } from "./schema-walk"

/**
 * Turns the content schemas into GraphQL type definitions, so the validation schema and the
 * GraphQL schema cannot drift apart: a field required in YAML is non-null in every query.
 * Object types are named by their `.meta({ id })`, or after their parent type and field.
 */

export interface UnionDefinition {
  name: string
  /** Discriminator value in YAML (`type: hero`) to GraphQL type name (`HeroSection`). */
  typeByValue: Record<string, string>
}

export interface GraphqlDefinitions {
  typeDefs: string[]
  unions: UnionDefinition[]
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/**
 * Two objects are one GraphQL type when they have the same fields built from the same zod schemas:
 * a band written once (schema/common.ts) and its copy with a `type` key in a page's section list.
 */
const sameFields = (a: readonly Field[], b: readonly Field[]) =>
  a.length === b.length &&
  a.every((field, i) => field.name === b[i].name && field.required === b[i].required && field.shape.schema === b[i].shape.schema)

export interface GraphqlOptions {
  /** A directive put on every String field, such as "@tokens". */
  stringDirective?: string
  /** Node types (and the types only they use) whose strings get no directive. */
  skipTypes?: string[]
  /** Fields the build adds to an object type besides its content (an image's `picture`), as SDL lines. */
  extraFields?: (typeName: string, shape: ObjectShape) => string[]
}

export function toGraphql(nodeTypes: Record<string, z.ZodObject>, options: GraphqlOptions = {}): GraphqlDefinitions {
  const objects = new Map<string, { source: ObjectShape | ChoiceShape; fields?: Field[]; sdl: string }>()
  const unions = new Map<string, UnionDefinition>()
  let directive = ""

  /** The GraphQL type of a shape (without the non-null mark of the field itself). */
  function typeOf(shape: Shape, fallbackName: string): string {
    switch (shape.kind) {
      case "text":
        return "String"
      case "boolean":
        return "Boolean"
      case "number":
        return shape.integer ? "Int" : "Float"
      case "choice":
        // GraphQL enum values are names (letters, digits, "_"): a set such as the icon names
        // ("arrow-right") stays a String.
        if (shape.enumerated && shape.values.every((value) => typeof value === "string" && /^[_A-Za-z]\w*$/.test(value)))
          return enumType(shape, shape.id ?? fallbackName)
        return typeof shape.values[0] === "number" ? "Int" : "String"
      case "list": {
        // Every list item is required: a list never holds an empty entry.
        return `[${typeOf(shape.item, fallbackName)}!]`
      }
      case "object":
        return objectType(shape, shape.id ?? fallbackName)
      case "variants": {
        const name = shape.id ?? fallbackName
        const typeByValue: Record<string, string> = {}
        // A member's type leaves out the discriminator: the union's resolveType reads it from the
        // YAML value, and a band used both here and as a typed page's field stays one type.
        shape.variants.forEach(({ value, object }, i) => {
          typeByValue[value] = objectType(object, object.id ?? `${name}${i}`, undefined, shape.discriminator)
        })
        unions.set(name, { name, typeByValue })
        return name
      }
    }
  }

  // An enum makes GraphQL (and the generated types) name the allowed values, so components need no cast.
  function enumType(shape: ChoiceShape, name: string): string {
    const known = objects.get(name)
    if (known) {
      if (known.source.schema !== shape.schema) throw new Error(`Two different content schemas are both named ${name}`)
      return name
    }
    objects.set(name, {
      source: shape,
      sdl: `enum ${name} {\n${shape.values.map((value) => `  ${String(value)}`).join("\n")}\n}`,
    })
    return name
  }

  function objectType(shape: ObjectShape, name: string, header = `type ${name}`, omit?: string): string {
    const own = shape.fields.filter((field) => field.name !== omit)
    const known = objects.get(name)
    if (known) {
      if (known.source.kind !== "object" || !sameFields(known.fields ?? [], own))
        throw new Error(`Two different content schemas are both named ${name}`)
      return name
    }
    objects.set(name, { source: shape, fields: own, sdl: "" })
    const fields = own.map(({ name: key, required, shape: field }) => {
      const type = typeOf(field, `${name}${pascal(key)}`)
      const isText = type === "String" || type === "[String!]"
      return `  ${key}: ${type}${required ? "!" : ""}${isText && directive ? ` ${directive}` : ""}`
    })
    fields.push(...(options.extraFields?.(name, shape) ?? []))
    objects.set(name, { source: shape, fields: own, sdl: `${header} {\n${fields.join("\n")}\n}` })
    return name
  }

  // Types with the directive go first: a block shared with a skipped type is emitted once, and
  // must keep the directive for the types that need it.
  const skipped = (name: string) => options.skipTypes?.includes(name) ?? false
  const entries = Object.entries(nodeTypes)
  for (const [name, schema] of [...entries.filter(([n]) => !skipped(n)), ...entries.filter(([n]) => skipped(n))]) {
    directive = skipped(name) ? "" : (options.stringDirective ?? "")
    const shape = describeSchema(schema, name)
    if (shape.kind !== "object") throw new Error(`${name}: a node type must be an object schema`)
    objectType(shape, name, `type ${name} implements Node @dontInfer`)
  }
  return { typeDefs: [...objects.values()].map((o) => o.sdl), unions: [...unions.values()] }
}
