import type { CheckedFile } from "../check-file"
import type { ParsedFile } from "./rule"

/** A checked file as the rules read it, when its YAML could be read and its kind is known. */
export function asParsed(file: CheckedFile): ParsedFile | undefined {
  const { doc, counter, raw, type } = file
  return doc && counter && raw && type
    ? { file: file.file, doc, counter, data: raw, typeName: type.typeName, type, schemaFields: file.schemaFields }
    : undefined
}
