import { z } from "zod"

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

// Zod 4 keeps a schema's kind in `_zod.def`; these are the kinds content schemas use.
type AnySchema = z.core.$ZodType
const defOf = (schema: AnySchema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

export interface GraphqlOptions {
  /** A directive put on every String field, such as "@tokens". */
  stringDirective?: string
  /** Node types (and the types only they use) whose strings get no directive. */
  skipTypes?: string[]
}

export function toGraphql(nodeTypes: Record<string, z.ZodObject>, options: GraphqlOptions = {}): GraphqlDefinitions {
  const objects = new Map<string, { source: AnySchema; sdl: string }>()
  const unions = new Map<string, UnionDefinition>()

  const nameOf = (schema: AnySchema, fallback: string) => {
    const meta = z.globalRegistry.get(schema) as { id?: string } | undefined
    return meta?.id ?? fallback
  }

  /** Returns the GraphQL type of a field and whether YAML requires it. */
  let directive = ""

  function fieldType(schema: AnySchema, fallbackName: string): { type: string; required: boolean } {
    const def = defOf(schema)
    switch (def.type) {
      case "optional": {
        const inner = fieldType(def.innerType as AnySchema, fallbackName)
        return { type: inner.type, required: false }
      }
      case "string":
        return { type: "String", required: true }
      case "enum":
        return { type: enumType(schema, nameOf(schema, fallbackName)), required: true }
      case "boolean":
        return { type: "Boolean", required: true }
      case "number":
        return { type: (schema as z.ZodNumber).format === "safeint" ? "Int" : "Float", required: true }
      case "literal": {
        const values = def.values as unknown[]
        return { type: typeof values[0] === "number" ? "Int" : "String", required: true }
      }
      case "array": {
        const element = fieldType(def.element as AnySchema, fallbackName)
        return { type: `[${element.type}${element.required ? "!" : ""}]`, required: true }
      }
      case "object":
        return { type: objectType(schema as z.ZodObject, nameOf(schema, fallbackName)), required: true }
      case "union": {
        const options = def.options as AnySchema[]
        if (options.every((o) => defOf(o).type === "literal")) return fieldType(options[0], fallbackName)
        const discriminator = def.discriminator as string | undefined
        if (!discriminator) throw new Error(`${fallbackName}: only discriminated unions map to GraphQL`)
        const name = nameOf(schema, fallbackName)
        const typeByValue: Record<string, string> = {}
        for (const option of options) {
          const object = option as z.ZodObject
          const typeName = objectType(object, nameOf(object, `${name}${options.indexOf(option)}`))
          const literal = defOf(object.shape[discriminator] as AnySchema).values as string[]
          typeByValue[literal[0]] = typeName
        }
        unions.set(name, { name, typeByValue })
        return { type: name, required: true }
      }
      default:
        throw new Error(`${fallbackName}: the zod kind "${String(def.type)}" has no GraphQL mapping`)
    }
  }

  // An enum makes GraphQL (and the generated types) name the allowed values, so components need no cast.
  function enumType(schema: AnySchema, name: string): string {
    const known = objects.get(name)
    if (known) {
      if (known.source !== schema) throw new Error(`Two different content schemas are both named ${name}`)
      return name
    }
    const values = Object.values(defOf(schema).entries as Record<string, string | number>)
    if (!values.every((value) => typeof value === "string" && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)))
      throw new Error(`${name}: enum values must be GraphQL names (letters, digits and "_")`)
    objects.set(name, { source: schema, sdl: `enum ${name} {\n${values.map((value) => `  ${String(value)}`).join("\n")}\n}` })
    return name
  }

  function objectType(schema: z.ZodObject, name: string, header = `type ${name}`): string {
    const known = objects.get(name)
    if (known) {
      if (known.source !== schema) throw new Error(`Two different content schemas are both named ${name}`)
      return name
    }
    objects.set(name, { source: schema, sdl: "" })
    const fields = Object.entries(schema.shape).map(([key, value]) => {
      const { type, required } = fieldType(value as AnySchema, `${name}${pascal(key)}`)
      const isText = type === "String" || type === "[String!]" || type === "[String]"
      return `  ${key}: ${type}${required ? "!" : ""}${isText && directive ? ` ${directive}` : ""}`
    })
    objects.set(name, { source: schema, sdl: `${header} {\n${fields.join("\n")}\n}` })
    return name
  }

  // Types with the directive go first: a block shared with a skipped type is emitted once, and
  // must keep the directive for the types that need it.
  const skipped = (name: string) => options.skipTypes?.includes(name) ?? false
  const entries = Object.entries(nodeTypes)
  for (const [name, schema] of [...entries.filter(([n]) => !skipped(n)), ...entries.filter(([n]) => skipped(n))]) {
    directive = skipped(name) ? "" : (options.stringDirective ?? "")
    objectType(schema, name, `type ${name} implements Node @dontInfer`)
  }
  return { typeDefs: [...objects.values()].map((o) => o.sdl), unions: [...unions.values()] }
}
