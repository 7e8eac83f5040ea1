import { LineCounter, parseDocument, isMap, isScalar, type Document } from "yaml"
import { formatPath, lineOf, suggestion, type PathKey, type Problem } from "./problem"
import { stringsIn } from "./strings"
import type { z } from "zod"
import { shapeAt, describeSchema, type Shape } from "./schema-walk"
import { asciiSlug, closest } from "./suggest"
import { tokenNames, unknownTokens } from "./tokens"
import { contentTypeOf, translationSchemaOf, type CheckedFile, type ContentType } from "./kind"
import { markdownYaml, noFrontMatter, type MarkdownYaml } from "./markdown-file"
import { languageOfPath } from "./languages"

/**
 * The checks of one content file that need no other file: YAML syntax, the schema of its content
 * type and the {tokens} in its texts, each problem with its line and, where one is likely, the
 * nearest valid value. The build (validate.ts) runs it on every file of data/ and adds the checks
 * across files (src/content/rules); the CMS (src/admin/cms.ts) runs it on the file it is about to save.
 */

// Where a problem is, defined beside it (problem.ts) and offered here as before.
export { formatPath, lineIn, lineOf, suggestion, type PathKey, type Problem } from "./problem"
export type { CheckedFile } from "./kind"

/*
 * Every message of the content check is Turkish: editors read it in the build's and
 * `npm run check:content`'s report and in the CMS, which refuses a save with the same report. Each
 * message is written once, here, in a rule of src/content/rules or in the schema it is about (src/content/schema).
 */

/** What a value is, as the report's "bulunan" line names it. */
export function describe(value: unknown): string {
  if (value === undefined) return "hiçbir değer (alan yazılmamış)"
  if (value === null) return "boş bir değer"
  if (typeof value === "string")
    return value.length > 80 ? `"${value.slice(0, 77)}..." metni (${value.length} karakter)` : `"${value}" metni`
  if (typeof value === "number") return `${value} sayısı`
  if (typeof value === "boolean") return `${value} değeri`
  if (Array.isArray(value)) return `${value.length} öğelik bir liste`
  return "bir alan grubu"
}

const didYouMean = (value: string | undefined) => (value === undefined ? undefined : suggestion(`"${value}"`))

/** The text of a value as written in the file ("0452 555 01 00", "09:00"), for quoting advice. */
function sourceOf(doc: Document, text: string, keys: readonly PathKey[]): string | undefined {
  const node = doc.getIn(keys, true)
  return isScalar(node) && node.range ? text.slice(node.range[0], node.range[1]) : undefined
}

const fieldsIn = (shape: Shape | undefined) => (shape?.kind === "object" ? shape.fields.map((f) => f.name) : [])

/** What a value of each zod type is, as the report's "beklenen" line names it. */
const typeNames: Record<string, string> = {
  string: "bir metin",
  array: "bir liste",
  object: "bir alan grubu",
  number: "bir sayı",
  int: "bir tam sayı",
  boolean: "evet ya da hayır (true ya da false)",
}

/**
 * The "beklenen" line of a schema problem. A rule the schema states in words (a pattern, a length,
 * a rule across fields) brings its own Turkish message; zod's general checks get theirs here, so
 * no English default of zod reaches an editor.
 */
function expectationOf(issue: z.core.$ZodIssue, fields: string[]): string {
  switch (issue.code) {
    case "invalid_type":
      return typeNames[issue.expected] ?? "başka türde bir değer"
    case "invalid_union":
      if ("discriminator" in issue) {
        const options = (issue as { options?: unknown[] }).options ?? []
        return `bölüm türlerinden biri: ${options.join(", ")}`
      }
      return "izin verilen biçimlerden biri"
    case "invalid_value":
      // A long list (the icon names) is named by the schema's message instead of listed.
      return issue.values.length > 12 ? issue.message : `şunlardan biri: ${issue.values.map(String).join(", ")}`
    case "unrecognized_keys":
      return fields.length > 0 && fields.length <= 16
        ? `buradaki alanlardan biri: ${fields.join(", ")}`
        : "yalnızca bu bölümün tanımladığı alanlar"
    case "too_small":
      if (issue.origin === "array") return `en az ${String(issue.minimum)} öğelik bir liste`
      if (issue.origin === "number") return `${String(issue.minimum)} ya da daha büyük bir sayı`
      return issue.message
    case "too_big":
      if (issue.origin === "array") return `en çok ${String(issue.maximum)} öğelik bir liste`
      if (issue.origin === "number") return `${String(issue.maximum)} ya da daha küçük bir sayı`
      return issue.message
    default:
      return issue.message
  }
}

/**
 * YAML syntax errors in Turkish, by the code of the yaml package (its own messages are English);
 * a code not listed here is reported by the general line.
 */
const yamlErrors: Record<string, string> = {
  BAD_INDENT: "girinti hatalı ya da açılan bir köşeli parantez kapanmamış",
  TAB_AS_INDENT: "girintide sekme (Tab) var: YAML girintisi yalnızca boşlukla yazılır",
  DUPLICATE_KEY: "aynı alan bu grupta iki kez yazılmış",
  MISSING_CHAR: "bir karakter eksik: açılan tırnak ya da parantez kapanmamış",
  MULTILINE_IMPLICIT_KEY: "alan adı ile iki nokta arasında satır bölünmüş ya da bir metnin tırnağı kapanmamış",
  BLOCK_AS_IMPLICIT_KEY:
    'bir değerin içinde iki nokta ve boşluk (": ") var: metni tırnak içinde yazın ya da alt alanı alt satıra girintiyle yazın',
  UNEXPECTED_TOKEN: "burada beklenmeyen bir karakter var (çoğunlukla tırnak içine alınması gereken bir metin)",
  BAD_SCALAR_START: "metin bu karakterle başlayamaz: metni tırnak içinde yazın",
  BAD_DQ_ESCAPE: "çift tırnaklı metinde geçersiz bir ters eğik çizgi (\\) kullanımı",
  BLOCK_IN_FLOW: "tek satırlık bir liste ya da grubun içinde çok satırlı bir değer var",
  KEY_OVER_1024_CHARS: "alan adı çok uzun ya da iki nokta eksik",
  MULTIPLE_DOCS: "dosyada birden çok YAML belgesi var (---): yalnızca bir tane olmalı",
}

const yamlProblem = (code: string) => yamlErrors[code] ?? `YAML yazım hatası (${code})`

/**
 * Puts a Markdown file's body into the document parsed from its head (markdownYaml): the value the
 * site reads, the node spanning the body's lines of asYaml's text as a full parse would, so line
 * numbers and quotes come out the same.
 */
function withBody(doc: Document, markdown: MarkdownYaml) {
  const pair = isMap(doc.contents) ? doc.contents.items.at(-1) : undefined
  const node = pair?.value
  if (!pair || !isScalar(pair.key) || pair.key.value !== "body" || !isScalar(node) || !node.range)
    throw new Error("The head of a Markdown file did not end with its body")
  node.value = markdown.body
  node.range = [node.range[0], markdown.yaml.length, markdown.yaml.length]
}

/** Checks one file against the kind of `kinds` its path names (src/kinds/index.ts, or a test's variant). */
export function checkFile(
  kinds: readonly ContentType[],
  relativePath: string,
  text: string,
  file = `data/${relativePath}`,
): CheckedFile {
  const checked: CheckedFile = { file, problems: [], schemaFields: new Set() }
  const type = contentTypeOf(kinds, relativePath)
  if (!type) {
    const places = kinds
      .flatMap((t) => {
        if (t.file) return [`data/${t.file}`, ...(t.translations ?? []).map((code) => `data/${code}/${t.file}`)]
        const files = `${t.folder}/*${"extensions" in t ? (t.extensions as string[])[0] : ".yaml"}`
        return [`data/${files}`, ...(t.translations ?? []).map((code) => `data/${code}/${files}`)]
      })
      .join(", ")
    checked.problems.push({
      file,
      field: "",
      expected: `şu yerlerden birinde bir içerik dosyası: ${places}`,
      found: "bilinen bir yerde olmayan bir YAML dosyası",
    })
    return checked
  }
  checked.type = type
  const { translation } = languageOfPath(relativePath)
  if (translation) checked.translation = translation.code
  const schema = translation ? translationSchemaOf(type) : type.schema
  // A Markdown file is read as YAML with its body as one more field, line for line the same.
  let markdown: MarkdownYaml | undefined
  if (relativePath.endsWith(".md")) {
    const yaml = markdownYaml(text)
    if (yaml === null) {
      checked.problems.push({ file, line: 1, field: "", ...noFrontMatter })
      return checked
    }
    markdown = yaml
    text = yaml.yaml
  }
  const counter = new LineCounter()
  const doc = parseDocument(markdown?.head ?? text, { lineCounter: counter, prettyErrors: false })
  if (markdown && doc.errors.length === 0) withBody(doc, markdown)
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      checked.problems.push({
        file,
        line: counter.linePos(error.pos[0]).line,
        field: "",
        expected: "geçerli YAML",
        found: yamlProblem(error.code),
      })
    }
    return checked
  }
  Object.assign(checked, { doc, counter })
  const raw = doc.toJS() as unknown
  if (raw && typeof raw === "object" && !Array.isArray(raw)) checked.raw = raw as Record<string, unknown>
  const shape = describeSchema(schema, type.typeName)
  const result = (schema as z.ZodType).safeParse(raw, { reportInput: true })
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
          problem.found = `bilinmeyen "${key}" alanı`
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
          problem.hint = `tırnak içinde yazın: "${written}"`
        } else if (issue.code === "invalid_type" && issue.expected === "number" && typeof issue.input === "string") {
          if (/^-?\d+(\.\d+)?$/.test(issue.input.trim())) problem.hint = `tırnaksız yazın: ${issue.input.trim()}`
        } else if (issue.code === "invalid_format" && place.at(-1) === "slug" && typeof issue.input === "string") {
          const fixed = `/${issue.input.split("/").map(asciiSlug).filter(Boolean).join("/")}`
          if (fixed !== issue.input) problem.hint = `şöyle yazın: "${fixed}"`
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
      expected: `yalnızca data/site.yaml dosyasının doldurduğu kısaltmalar: ${tokenNames.map((t) => `{${t}}`).join(", ")}`,
      found: `bilinmeyen kısaltma: ${unknown.map((t) => `{${t}}`).join(", ")}`,
      ...(guesses.length > 0 && { hint: suggestion(guesses.map((t) => `{${t}}`).join(", ")) }),
    })
  }
  return checked
}

function valueAt(data: unknown, keys: readonly PathKey[]): Record<string, unknown> | undefined {
  let value = data
  for (const key of keys) value = (value as Record<PathKey, unknown> | undefined)?.[key]
  return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined
}

/** The problems as lines: "satır 4  description", then what was expected, found and suggested. */
export function formatProblems(problems: Problem[]): string[] {
  const lines: string[] = []
  for (const p of [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
    lines.push(`  ${p.line ? `satır ${p.line}` : "dosyanın tamamı"}${p.field ? `  ${p.field}` : ""}`)
    lines.push(`    beklenen: ${p.expected}`)
    lines.push(`    bulunan:  ${p.found}`)
    if (p.hint) lines.push(`    öneri:    ${p.hint}`)
  }
  return lines
}

/** How a report ends: the build stops, `gatsby develop` waits for the next save. */
export const reportEndings = {
  build: "Hiçbir sayfa oluşturulmadı.",
  develop: "Dosyaları düzeltip yeniden kaydedin.",
} as const

export function formatReport(problems: Problem[], ending: string = reportEndings.build): string {
  const byFile = new Map<string, Problem[]>()
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem])
  const lines = [`İçerik denetimi geçmedi: ${byFile.size} dosyada ${problems.length} sorun var. ${ending}`]
  for (const [file, list] of byFile) lines.push("", file, ...formatProblems(list))
  return lines.join("\n")
}

/** The warnings of the content check (ContentType.warnings), by file as the report lists problems. */
export function formatWarnings(warnings: Problem[]): string {
  const byFile = new Map<string, Problem[]>()
  for (const warning of warnings) byFile.set(warning.file, [...(byFile.get(warning.file) ?? []), warning])
  const lines = [
    `İçerik denetiminin uyarıları: ${byFile.size} dosyada ${warnings.length} uyarı. Derleme sürüyor; uyarıları giderin.`,
  ]
  for (const [file, list] of byFile) lines.push("", file, ...formatProblems(list))
  return lines.join("\n")
}

/** The line the build and `npm run check:content` print when every file passes. */
export const passedMessage = (files: number) => `İçerik denetimi geçti: data/ klasöründe ${files} dosya.`
