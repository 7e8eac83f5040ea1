import fs from "fs"
import path from "path"
import ts from "typescript"
import { Document, LineCounter, parseDocument } from "yaml"
import { houseStyleSchema } from "../schema/house-style"
import { headingCaseProblems, spellingProblems } from "../house-style"
import type { Problem } from "../problem"
import type { HouseStyle, StyledFile } from "../styled-texts"
import type { RuleContext } from "./rule"

/**
 * The house style on the texts that live in code: the words a visitor reads in the components, pages
 * and templates of src/ (a button's text, a table's column heading, a form's submit label, the
 * not-found page). The same spelling list and sentence-case rule as data/ (../house-style.ts), so
 * "Mesajı Gönder" on a button fails the check like a heading in a YAML file would.
 *
 * What counts as visible text: the text between JSX tags, and string values of the attributes that
 * are shown or read aloud (`visibleAttributes`). Sentence case applies to headings and buttons: the
 * text of the elements in `titleElements` and the attributes in `titleAttributes`, and a form field's
 * `label` or `legend` (a field's name is a heading of its box: "Şirket adı", "Tercih ettiğiniz saat").
 * The lead forms' fields are declared as data (src/forms/fields.ts): there a declaration's `label` reads
 * like a field component's, and its `placeholder` like the attribute.
 */

/** The folders of src/ whose files draw what a visitor sees. */
export const sourceFolders = ["src/components", "src/pages", "src/kinds", "src/islands", "src/forms"]

/** Elements whose text is a heading or a button's label. */
const titleElements = new Set([
  "a",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "button",
  "legend",
  "th",
  "dt",
  "summary",
  "caption",
  "ButtonLink",
])

/** Attributes a visitor reads, or hears from a screen reader. */
const visibleAttributes = new Set([
  "title",
  "alt",
  "aria-label",
  "placeholder",
  "label",
  "legend",
  "submitLabel",
  "heading",
  "data-label",
])

/** Attributes that are a heading or a button's label. */
const titleAttributes = new Set(["title", "aria-label", "submitLabel", "heading", "data-label", "legend"])

/** Components whose `label` and `legend` name a form field. */
const fieldComponents = new Set(["TextField", "SelectField", "TextArea", "ChoiceGroup"])

/** A form field's declaration: an object literal with a `control` (src/forms/fields.ts). */
const declaresField = (node: ts.ObjectLiteralExpression) =>
  node.properties.some((property) => ts.isPropertyAssignment(property) && property.name.getText() === "control")

export interface SourceText {
  file: string
  line: number
  /** Where in the file, as the report names it: "<button>", "submitLabel". */
  where: string
  text: string
  /** A heading or a button's label: sentence case applies. */
  title: boolean
}

const tagName = (node: ts.JsxOpeningLikeElement) => node.tagName.getText()

/** The text parts of a template literal, its `${…}` parts left out: "Paketi seç: ${name}" → "Paketi seç: ". */
function literalText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" … ")
  return undefined
}

/** The visible texts of one source file (TypeScript or TSX). */
export function sourceTexts(file: string, source: string): SourceText[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const out: SourceText[] = []
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
  const push = (node: ts.Node, where: string, text: string, title: boolean) => {
    const clean = text.replace(/\s+/g, " ").trim()
    // Punctuation and code alone ("·", "/", "→") hold no words.
    if (/\p{L}/u.test(clean)) out.push({ file, line: lineOf(node), where, text: clean, title })
  }

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const parent = node.parent
      const element = ts.isJsxElement(parent) ? tagName(parent.openingElement) : ""
      push(node, element ? `<${element}>` : "JSX", node.text, titleElements.has(element))
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      // {"text"} or {`text`} as a child.
      const text = literalText(node.expression)
      const element = tagName(node.parent.openingElement)
      if (text !== undefined) push(node, `<${element}>`, text, titleElements.has(element))
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText()
      if (visibleAttributes.has(name)) {
        const value = ts.isStringLiteral(node.initializer)
          ? node.initializer.text
          : ts.isJsxExpression(node.initializer) && node.initializer.expression
            ? literalText(node.initializer.expression)
            : undefined
        const owner = node.parent.parent
        const field = (name === "label" || name === "legend") && fieldComponents.has(tagName(owner))
        if (value !== undefined) push(node, name, value, titleAttributes.has(name) || field)
      }
    } else if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent) && declaresField(node.parent)) {
      const name = node.name.getText()
      const value = literalText(node.initializer)
      if ((name === "label" || name === "placeholder") && value !== undefined) push(node, name, value, name === "label")
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return out
}

/** The files of `folders` under `projectDir`, as paths from it with "/" separators. */
function sourceFiles(projectDir: string, folders: readonly string[]): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(full)
    }
  }
  for (const folder of folders) walk(path.join(projectDir, folder))
  return found.sort().map((full) => path.relative(projectDir, full).split(path.sep).join("/"))
}

/** The house style's problems in the given source texts, reported at their files and lines. */
export function sourceTextProblems(texts: readonly SourceText[], style: HouseStyle): Problem[] {
  if (texts.length === 0) return []
  // The texts as one small YAML file, so the data/ rules read them as they read any content file: a
  // title under `linkLabel` (sentence case, "düğme etiketi"), running text under `text`.
  const data = { texts: texts.map((t) => (t.title ? { linkLabel: t.text } : { text: t.text })) }
  const counter = new LineCounter()
  const doc = parseDocument(String(new Document(data)), { lineCounter: counter })
  // Texts of the code belong to no kind: every field is checked.
  const entry: StyledFile = { file: "src", doc, counter, data, typeName: "PagesYaml", type: undefined }
  return [...spellingProblems([entry], style), ...headingCaseProblems([entry], style)].map((problem) => {
    const index = Number(/^texts\[(\d+)\]/.exec(problem.field)?.[1])
    const at = texts[index]
    return { ...problem, file: at.file, line: at.line, field: at.where }
  })
}

/** The content check's rule: the house style of data/house-style.yaml on the visible texts of src/. */
export const sourceTextRules = ({ projectDir, dataOf }: RuleContext): Problem[] => {
  const style = dataOf(houseStyleSchema)
  if (!style) return []
  const texts = sourceFiles(projectDir, sourceFolders).flatMap((file) =>
    sourceTexts(file, fs.readFileSync(path.join(projectDir, file), "utf8")),
  )
  return sourceTextProblems(texts, style)
}
