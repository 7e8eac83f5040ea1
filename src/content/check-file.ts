import { LineCounter, parseDocument, isMap, isNode, isScalar, type Document } from "yaml"
import { stringsIn } from "./strings"
import type { z } from "zod"
import { shapeAt, describeSchema, type Shape } from "./schema-walk"
import { asciiSlug, closest } from "./suggest"
import { tokenNames, unknownTokens } from "./tokens"
import { contentTypeOf, contentTypes, type ContentType } from "./types"

/**
 * The checks of one content file that need no other file: YAML syntax, the schema of its content
 * type and the {tokens} in its texts, each problem with its line and, where one is likely, the
 * nearest valid value. The build (validate.ts) runs it on every file of data/ and adds the checks
 * across files; the CMS (src/admin/cms.ts) runs it on the file it is about to save.
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

export interface CheckedFile {
  /** Path from the project root, as problems name it. */
  file: string
  type?: ContentType
  doc?: Document
  counter?: LineCounter
  /** The parsed YAML, whenever the syntax is valid, even if the schema is not met. */
  raw?: Record<string, unknown>
  /** The content as the schema returns it, when the file has no problem of its own. */
  data?: Record<string, unknown>
  problems: Problem[]
  /** Field paths that already have a schema problem, so other checks do not repeat them. */
  schemaFields: Set<string>
}

export const formatPath = (keys: readonly PropertyKey[]) =>
  keys.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  )

export function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)"
  if (value === null) return "an empty value"
  if (typeof value === "string")
    return value.length > 80 ? `the text "${value.slice(0, 77)}..." (${value.length} characters)` : `the text "${value}"`
  if (typeof value === "number") return `the number ${value}`
  if (typeof value === "boolean") return `the value ${value}`
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`
  return "a group of fields"
}

const didYouMean = (value: string | undefined) => (value === undefined ? undefined : `did you mean "${value}"?`)

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

/** The text of a value as written in the file ("0452 555 01 00", "09:00"), for quoting advice. */
function sourceOf(doc: Document, text: string, keys: readonly PathKey[]): string | undefined {
  const node = doc.getIn(keys, true)
  return isScalar(node) && node.range ? text.slice(node.range[0], node.range[1]) : undefined
}

const fieldsIn = (shape: Shape | undefined) => (shape?.kind === "object" ? shape.fields.map((f) => f.name) : [])

function expectationOf(issue: z.core.$ZodIssue, fields: string[]): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "string"
        ? "a text"
        : issue.expected === "array"
          ? "a list"
          : issue.expected === "object"
            ? "a group of fields"
            : `a ${issue.expected}`
    case "invalid_union":
      if ("discriminator" in issue) {
        const options = (issue as { options?: unknown[] }).options ?? []
        return `one of the section types: ${options.join(", ")}`
      }
      return "one of the allowed shapes"
    case "invalid_value":
      // A long list (the icon names) is named by the schema's message instead of listed.
      return issue.values.length > 12 ? issue.message : `one of: ${issue.values.map(String).join(", ")}`
    case "unrecognized_keys":
      return fields.length > 0 && fields.length <= 16
        ? `one of the fields here: ${fields.join(", ")}`
        : "only the fields this block defines"
    case "too_small":
      return issue.origin === "array" ? `a list of at least ${String(issue.minimum)} item(s)` : issue.message
    default:
      return issue.message
  }
}

export function checkFile(relativePath: string, text: string, file = `data/${relativePath}`): CheckedFile {
  const checked: CheckedFile = { file, problems: [], schemaFields: new Set() }
  const type = contentTypeOf(relativePath)
  if (!type) {
    const places = contentTypes.map((t) => (t.file ? `data/${t.file}` : `data/${t.folder}/*.yaml`)).join(", ")
    checked.problems.push({
      file,
      field: "",
      expected: `a content file at one of: ${places}`,
      found: "a YAML file in no known place",
    })
    return checked
  }
  checked.type = type
  const counter = new LineCounter()
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false })
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      checked.problems.push({
        file,
        line: counter.linePos(error.pos[0]).line,
        field: "",
        expected: "valid YAML",
        found: error.message.split("\n")[0],
      })
    }
    return checked
  }
  Object.assign(checked, { doc, counter })
  const raw = doc.toJS() as unknown
  if (raw && typeof raw === "object" && !Array.isArray(raw)) checked.raw = raw as Record<string, unknown>
  const shape = describeSchema(type.schema, type.typeName)
  const result = (type.schema as z.ZodType).safeParse(raw, { reportInput: true })
  if (result.success) checked.data = result.data as Record<string, unknown>
  else {
    const issues = result.error.issues
    // A misspelt key is reported once, with its suggestion, instead of also as the missing field.
    const guesses = new Map<string, string>()
    const covered = new Set<string>()
    for (const issue of issues) {
      if (issue.code !== "unrecognized_keys") continue
      const at = issue.path as PathKey[]
      const present = valueAt(raw, at) ?? {}
      const free = fieldsIn(shapeAt(shape, at, raw)).filter((f) => !(f in present))
      for (const key of issue.keys) {
        const guess = closest(key, free)
        if (!guess) continue
        guesses.set(formatPath([...at, key]), guess)
        covered.add(formatPath([...at, guess]))
      }
    }
    for (const issue of issues) {
      const keys = issue.path as PathKey[]
      if (issue.code === "invalid_type" && issue.input === undefined && covered.has(formatPath(keys))) continue
      const fields = fieldsIn(shapeAt(shape, keys, raw))
      // Each unknown field is reported where it is written, so a misspelt key is easy to find.
      const places = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...keys, key]) : [keys]
      for (const place of places) {
        const problem: Problem = {
          file,
          line: lineOf(doc, counter, place),
          field: formatPath(place),
          expected: expectationOf(issue, fields),
          found: describe(issue.input),
        }
        const last = place.at(-1)
        if (issue.code === "custom" && typeof last === "string" && issue.input && typeof issue.input === "object") {
          // A rule across fields names the field it is about; report that field's value, not the group's.
          problem.found = describe((issue.input as Record<string, unknown>)[last])
        } else if (issue.code === "unrecognized_keys") {
          const key = String(place.at(-1))
          problem.found = `the unknown field "${key}"`
          problem.hint = didYouMean(guesses.get(formatPath(place)))
        } else if (issue.code === "invalid_union" && "discriminator" in issue) {
          const input = issue.input as Record<string, unknown> | undefined
          const written = input?.[String(issue.discriminator)]
          problem.found = describe(written)
          const options = ((issue as { options?: unknown[] }).options ?? []).map(String)
          if (typeof written === "string") problem.hint = didYouMean(closest(written, options))
        } else if (issue.code === "invalid_value" && typeof issue.input === "string") {
          problem.hint = didYouMean(closest(issue.input, issue.values.map(String)))
        } else if (
          issue.code === "invalid_type" &&
          issue.expected === "string" &&
          ["number", "boolean"].includes(typeof issue.input)
        ) {
          const written = sourceOf(doc, text, keys) ?? String(issue.input)
          problem.hint = `write it in quotes: "${written}"`
        } else if (issue.code === "invalid_type" && issue.expected === "number" && typeof issue.input === "string") {
          if (/^-?\d+(\.\d+)?$/.test(issue.input.trim())) problem.hint = `write it without quotes: ${issue.input.trim()}`
        } else if (issue.code === "invalid_format" && place.at(-1) === "slug" && typeof issue.input === "string") {
          const fixed = `/${issue.input.split("/").map(asciiSlug).filter(Boolean).join("/")}`
          if (fixed !== issue.input) problem.hint = `write it as "${fixed}"`
        }
        checked.problems.push(problem)
        checked.schemaFields.add(problem.field)
      }
    }
  }

  // Tokens such as {brand} must be ones that data/site.yaml fills in.
  for (const { keys, text: value } of stringsIn(checked.raw)) {
    const unknown = unknownTokens(value)
    if (unknown.length === 0) continue
    const guesses = unknown.map((t) => closest(t, tokenNames)).filter((t): t is (typeof tokenNames)[number] => t !== undefined)
    checked.problems.push({
      file,
      line: lineOf(doc, counter, keys),
      field: formatPath(keys),
      expected: `tokens from data/site.yaml only: ${tokenNames.map((t) => `{${t}}`).join(", ")}`,
      found: unknown.map((t) => `{${t}}`).join(", "),
      ...(guesses.length > 0 && { hint: `did you mean ${guesses.map((t) => `{${t}}`).join(", ")}?` }),
    })
  }
  return checked
}

function valueAt(data: unknown, keys: readonly PathKey[]): Record<string, unknown> | undefined {
  let value = data
  for (const key of keys) value = (value as Record<PathKey, unknown> | undefined)?.[key]
  return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined
}

/** The problems as lines: "line 4  description", then what was expected, found and suggested. */
export function formatProblems(problems: Problem[]): string[] {
  const lines: string[] = []
  for (const p of [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
    lines.push(`  ${p.line ? `line ${p.line}` : "file"}${p.field ? `  ${p.field}` : ""}`)
    lines.push(`    expected: ${p.expected}`)
    lines.push(`    found:    ${p.found}`)
    if (p.hint) lines.push(`    hint:     ${p.hint}`)
  }
  return lines
}

export function formatReport(problems: Problem[]): string {
  const byFile = new Map<string, Problem[]>()
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem])
  const lines = [
    `Content check failed: ${problems.length} problem${problems.length === 1 ? "" : "s"} in ${byFile.size} file${byFile.size === 1 ? "" : "s"}. No pages were built.`,
  ]
  for (const [file, list] of byFile) lines.push("", file, ...formatProblems(list))
  return lines.join("\n")
}
