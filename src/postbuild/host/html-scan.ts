import crypto from "crypto"
import { postFields } from "../../forms/post-fields"

/**
 * Reading a built page's inline code as the browser meets it: its inline scripts and styles (whose
 * hashes its Content-Security-Policy lists), the origins it loads code from, and the markup a policy
 * without 'unsafe-inline' would block. Pure; the policies are made from this in policy.ts.
 */

/** A CSP hash source for inline content, as the browser hashes it (UTF-8, newlines normalised). */
export function hashSource(content: string): string {
  const digest = crypto.createHash("sha256").update(content.replace(/\r\n?/g, "\n"), "utf8").digest("base64")
  return `'sha256-${digest}'`
}

/** Script types the browser runs (or applies, for speculation rules and import maps): CSP governs them. */
const executableScriptType = (type: string) =>
  type === "" ||
  ["module", "speculationrules", "importmap"].includes(type) ||
  /^(text|application)\/(x-)?(javascript|ecmascript)$/.test(type) ||
  type === "text/jscript"

/** The attributes of a start tag, by lower-case name (a name without a value maps to ""). */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, double, single, bare] of source.matchAll(
    /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const key = name.toLowerCase()
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? "")
  }
  return attributes
}

/**
 * The attribute names inlineContent looks at, anywhere in a tag's source: a tag without one of them
 * needs no parsing (most tags are SVG paths; parsing them all was 1.3 s of 1,221 pages' host files).
 */
const readsAttributes = /(?:^|[\s"'/])(?:data-island|data-search-form|style|on[a-z]+|href|src|action|formaction)\b/i

const isRemote = (url: string) => /^(https?:)?\/\//i.test(url)
const originOf = (url: string) => new URL(url, "https://self.invalid").origin

export interface InlineContent {
  /** Inline scripts the browser executes or applies (JSON data blocks such as JSON-LD are not). */
  scripts: string[]
  /** The text of every <style> element. */
  styles: string[]
  /** Origins of scripts and stylesheets loaded from other sites. */
  externalScripts: string[]
  externalStyles: string[]
  /** Whether the page has a React island, whose Emotion styles are inserted in the browser. */
  islands: boolean
  /** Whether the page is the search page (its form, src/components/sections/search-section.tsx), which runs Pagefind's WebAssembly. */
  search: boolean
  /** Markup a CSP without 'unsafe-inline' or 'unsafe-hashes' blocks: style and on* attributes, javascript: links. */
  blocked: string[]
  /**
   * Whether the page holds a lead form (an `<input name="_token">`): hosts pass it to the lead service,
   * which fills a fresh token in, and nothing caches it.
   */
  form: boolean
}

/**
 * The inline code of a page as the browser meets it. Script and style elements are raw text in
 * HTML, so their content in the file is exactly what the browser hashes.
 */
export function inlineContent(html: string): InlineContent {
  const result: InlineContent = {
    scripts: [],
    styles: [],
    externalScripts: [],
    externalStyles: [],
    islands: false,
    search: false,
    blocked: [],
    form: false,
  }
  for (const [, source, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = attributesOf(source)
    const src = attributes.get("src")
    if (src !== undefined) {
      if (isRemote(src)) result.externalScripts.push(originOf(src))
    } else if (executableScriptType((attributes.get("type") ?? "").trim().toLowerCase())) result.scripts.push(content)
  }
  for (const [, content] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) result.styles.push(content)

  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
  for (const [, source] of markup.matchAll(/<input\b([^>]*)>/gi))
    if (attributesOf(source).get("name") === postFields.token) result.form = true
  for (const [tag, name, source] of markup.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!readsAttributes.test(source)) continue
    const attributes = attributesOf(source)
    const shown = tag.slice(0, 100)
    if (attributes.has("data-island")) result.islands = true
    if (attributes.has("data-search-form")) result.search = true
    const href = attributes.get("href") ?? ""
    if (name.toLowerCase() === "link" && /stylesheet/i.test(attributes.get("rel") ?? "") && isRemote(href)) {
      result.externalStyles.push(originOf(href))
    }
    if (attributes.has("style")) result.blocked.push(`a style attribute: ${shown}`)
    for (const [key, value] of attributes) {
      if (/^on[a-z]+$/.test(key)) result.blocked.push(`an inline event handler (${key}): ${shown}`)
      if (["href", "src", "action", "formaction"].includes(key) && /^\s*javascript:/i.test(value)) {
        result.blocked.push(`a javascript: URL: ${shown}`)
      }
    }
  }
  return result
}
