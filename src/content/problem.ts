import { isMap, isNode, isScalar, type Document, type LineCounter } from "yaml"

/**
 * A problem of the content check and where it is: the file, its line and field. Kept free of the
 * kinds (src/kinds) so the rules a kind lists (src/content/rules) can import it without a cycle.
 */

export interface Problem {
  /** Path from the project root, such as "data/erp/muhasebe-sistemi.yaml". */
  file: string
  line?: number
  /** Field path inside the file, such as "hero.actions[0].href"; empty for the whole file. */
  field: string
  expected: string
  found: string
  /** The nearest valid value or a way to fix it, such as 'did you mean "title"?'. */
  hint?: string
}

export type PathKey = string | number

export const formatPath = (keys: readonly PropertyKey[]) =>
  keys.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  )

/** The keys of a field path written by formatPath ("sections[2].items[0].title"). */
export function parsePath(field: string): PathKey[] {
  const keys: PathKey[] = []
  for (const match of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) keys.push(match[2] !== undefined ? Number(match[2]) : match[1])
  return keys
}

/** The hint that offers the likely meant value, already written as it should appear ("/contact" (İletişim)). */
export const suggestion = (shown: string) => `Şunu mu demek istediniz: ${shown}?`

/**
 * Line of the deepest node on `keys` that exists in the document (1-based). A field is found at
 * its key, because a block value (a list, a group) starts on the line after it.
 */
export function lineOf(doc: Document, counter: LineCounter, keys: readonly PathKey[]): number | undefined {
  for (let depth = keys.length; depth >= 0; depth--) {
    const parent = depth <= 1 ? doc.contents : doc.getIn(keys.slice(0, depth - 1), true)
    const key = isMap(parent)
      ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === keys[depth - 1])?.key
      : undefined
    const node = isNode(key) ? key : depth === 0 ? doc.contents : doc.getIn(keys.slice(0, depth), true)
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line
  }
  return undefined
}

/**
 * The line of position `index` inside the text at `keys`. In a literal block (an article's body,
 * a `|` text) each line of the text is a line of the file, so the report names the exact line.
 */
export function lineIn(
  doc: Document,
  counter: LineCounter,
  keys: readonly PathKey[],
  text: string,
  index: number,
): number | undefined {
  const line = lineOf(doc, counter, keys)
  const node = doc.getIn(keys, true)
  if (line === undefined || !isScalar(node) || node.type !== "BLOCK_LITERAL") return line
  return line + 1 + (text.slice(0, index).match(/\n/g)?.length ?? 0)
}

/**
 * The problems a rule finds in one file, and the function that adds one at a field's path (its line looked
 * up in the file's YAML): what a kind's rules over its own file's fields share.
 */
export function problemList(entry: { file: string; doc: Document; counter: LineCounter }) {
  const problems: Problem[] = []
  const add = (keys: PathKey[], expected: string, found: string, hint?: string) =>
    problems.push({
      file: entry.file,
      line: lineOf(entry.doc, entry.counter, keys),
      field: formatPath(keys),
      expected,
      found,
      ...(hint && { hint }),
    })
  return { problems, add }
}
