/**
 * Every string in a content file's data, with the field path it sits at. The content check reads
 * links, texts and tokens through it, and the icon sprite reads `icon` fields, so there is one walk
 * of a YAML tree instead of one per question.
 */

export type FieldPath = (string | number)[]

export interface FieldString {
  keys: FieldPath
  text: string
}

export function stringsIn(value: unknown, keys: FieldPath = [], out: FieldString[] = []): FieldString[] {
  if (typeof value === "string") out.push({ keys, text: value })
  else if (Array.isArray(value)) value.forEach((item, i) => stringsIn(item, [...keys, i], out))
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) stringsIn(child, [...keys, key], out)
  return out
}

/** The strings of fields with one of these names, such as every `href` of a page. */
export const stringsOfFields = (value: unknown, names: ReadonlySet<string>) =>
  stringsIn(value).filter(({ keys }) => names.has(String(keys.at(-1))))
