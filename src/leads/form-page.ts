/**
 * The lead service's answer to a form posted without JavaScript: the built page the form is on
 * (public/<page>/index.html), rewritten so the visitor sees the outcome where the form is. Sent:
 * the success text in the form's `[data-lead-status]` and the fields empty. Refused: every value
 * back in its field, the refused fields marked `aria-invalid`, a summary linking to each, and a
 * fresh time token, so the next press of the button can succeed.
 *
 * The HTML is parsed and written back with parse5 (the HTML standard's parser), never edited as
 * text: values are the visitor's own, and the serializer escapes each one where it lands.
 */
import crypto from "crypto"
import { defaultTreeAdapter as tree, html, parse, serialize, type DefaultTreeAdapterMap } from "parse5"
import { linkedFormValues } from "../content/form-links"
import { postFields } from "../forms/post-fields"

type Element = DefaultTreeAdapterMap["element"]
type Node = DefaultTreeAdapterMap["node"]

export type LeadFormName = "contact" | "demo"

export type FormOutcome =
  | { kind: "sent"; form: LeadFormName; message: string }
  | {
      kind: "refused"
      form: LeadFormName
      message: string
      values: Record<string, string | string[]>
      errors: { field: string; message: string }[]
    }

/** Hidden fields the build writes and the service fills; the visitor's values never go there. */
const TOKEN_FIELD = postFields.token
const HONEYPOT_FIELD = postFields.honeypot

/** Inputs whose value is text the visitor typed (not boxes, buttons or hidden fields). */
const notTyped = new Set(["checkbox", "radio", "hidden", "submit", "button", "reset", "image", "file"])

function* elementsUnder(node: Node): Generator<Element> {
  const children = "childNodes" in node ? node.childNodes : []
  for (const child of children) {
    if (tree.isElementNode(child)) {
      yield child
      yield* elementsUnder(child)
    }
  }
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

function setAttribute(element: Element, name: string, value: string) {
  const existing = element.attrs.find((attr) => attr.name === name)
  if (existing) existing.value = value
  else element.attrs.push({ name, value })
}

function removeAttribute(element: Element, name: string) {
  element.attrs = element.attrs.filter((attr) => attr.name !== name)
}

function removeChildren(element: Element) {
  for (const child of [...element.childNodes]) tree.detachNode(child)
}

function appendElement(parent: Element, tagName: string, attrs: Record<string, string> = {}, text?: string) {
  const element = tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  )
  tree.appendChild(parent, element)
  if (text !== undefined) tree.insertText(element, text)
  return element
}

/** Fills every `_token` input that has no value yet (a page served to a visitor without JavaScript). */
function fillEmptyTokens(root: Node, token: string) {
  for (const element of elementsUnder(root)) {
    if (element.tagName === "input" && attribute(element, "name") === TOKEN_FIELD && !attribute(element, "value"))
      setAttribute(element, "value", token)
  }
}

/** A range of the page's UTF-8 bytes that becomes `<prefix>value="<token>"` in every served copy. */
interface TokenSlot {
  start: number
  end: number
  prefix: string
}

/**
 * Where the subject and message a link names (`?konu=`, `?mesaj=`, src/content/form-links.ts) go in the
 * page's contact form, as byte offsets: the site script writes them in with JavaScript, the server here
 * for a visitor without it.
 */
interface LinkedSlots {
  /** Each subject choice's value and the offset right after its `<option`. */
  options: { value: string; at: number }[]
  /** The `selected` attributes the build wrote on the placeholder, taken off when a linked subject is chosen. */
  selected: { start: number; end: number }[]
  /** The build chose a subject itself (the e-document check's answers): it stays, as the site script keeps it. */
  chosen: boolean
  /** Right after an empty message box's start tag; null when the build wrote a message there (the e-document check's). */
  message: number | null
}

/** What the server needs of a page to serve it with a token: where the token goes, and whether it holds a form. */
export interface TokenPlan {
  /** The page has a `_token` input (filled or not): it must never be cached (`Cache-Control: no-store`). */
  form: boolean
  slots: TokenSlot[]
  /** The contact form's subject and message, on a page that has one. */
  linked: LinkedSlots | null
}

const noForm: TokenPlan = { form: false, slots: [], linked: null }

/** The subject choices and the message box of the page's contact form (parsed with source locations). */
function planLinked(document: Node, bytes: (offset: number) => number): LinkedSlots | null {
  const form = [...elementsUnder(document)].find(
    (element) => element.tagName === "form" && attribute(element, "data-lead-form") === "contact",
  )
  if (!form) return null
  const linked: LinkedSlots = { options: [], selected: [], chosen: false, message: null }
  for (const element of elementsUnder(form)) {
    const location = element.sourceCodeLocation
    if (!location?.startTag) continue
    if (element.tagName === "option" && attribute(element.parentNode as Element, "name") === "subject") {
      linked.options.push({
        value: attribute(element, "value") ?? "",
        at: bytes(location.startTag.startOffset + "<option".length),
      })
      const selected = location.attrs?.selected
      if (selected && attribute(element, "value")) linked.chosen = true
      else if (selected) linked.selected.push({ start: bytes(selected.startOffset), end: bytes(selected.endOffset) })
    }
    if (element.tagName === "textarea" && attribute(element, "name") === "message" && element.childNodes.length === 0)
      linked.message = bytes(location.startTag.endOffset)
  }
  return linked
}

/**
 * Finds the empty `_token` inputs with parse5's source locations (the same inputs `fillEmptyTokens`
 * fills), as byte offsets, so a request only splices the token in instead of parsing the page.
 */
function planTokens(page: string): TokenPlan {
  const document = parse(page, { sourceCodeLocationInfo: true })
  const slots: { start: number; end: number; prefix: string }[] = []
  let form = false
  for (const element of elementsUnder(document)) {
    if (element.tagName !== "input" || attribute(element, "name") !== TOKEN_FIELD) continue
    form = true
    if (attribute(element, "value")) continue
    const location = element.sourceCodeLocation
    if (!location?.startTag) continue
    const value = location.attrs?.value
    // An empty value attribute is replaced; a missing one is added right after the tag name.
    const [start, end, prefix] = value
      ? [value.startOffset, value.endOffset, ""]
      : [location.startTag.startOffset + "<input".length, location.startTag.startOffset + "<input".length, " "]
    slots.push({ start, end, prefix })
  }
  // parse5 counts UTF-16 code units; the server splices bytes.
  const bytes = (offset: number) => Buffer.byteLength(page.slice(0, offset), "utf8")
  return {
    form,
    slots: slots.map((slot) => ({ ...slot, start: bytes(slot.start), end: bytes(slot.end) })),
    linked: form ? planLinked(document, bytes) : null,
  }
}

/**
 * Plans by the hash of the page's bytes (never by file times: a page rewritten within the same
 * timestamp would keep a stale plan). Few distinct pages have forms; the map is emptied if a run of
 * builds ever fills it.
 */
const plans = new Map<string, TokenPlan>()
const MAX_PLANS = 256

/** The token plan of a page's bytes, parsed once per distinct content. */
export function tokenPlan(page: Buffer): TokenPlan {
  // Most pages have no form: a byte search spares hashing and parsing them.
  if (page.indexOf(TOKEN_FIELD) === -1) return noForm
  const key = crypto.hash("sha1", page, "base64")
  let plan = plans.get(key)
  if (!plan) {
    if (plans.size >= MAX_PLANS) plans.clear()
    plan = planTokens(page.toString("utf8"))
    plans.set(key, plan)
  }
  return plan
}

/** The token as an attribute value: ours (base64url and dots), escaped all the same. */
const attributeValue = (token: string) => token.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/** A change to a page's bytes: `start` to `end` becomes `text`. */
interface Splice {
  start: number
  end: number
  text: string
}

/** The page with each splice made; splices never overlap. */
function splice(page: Buffer<ArrayBuffer>, splices: Splice[]): Buffer<ArrayBuffer> {
  if (splices.length === 0) return page
  const parts: Buffer[] = []
  let at = 0
  for (const { start, end, text } of [...splices].sort((a, b) => a.start - b.start)) {
    parts.push(page.subarray(at, start), Buffer.from(text, "utf8"))
    at = end
  }
  parts.push(page.subarray(at))
  return Buffer.concat(parts)
}

const tokenSplices = (plan: TokenPlan, token: string): Splice[] =>
  plan.slots.map((slot) => ({ ...slot, text: `${slot.prefix}value="${attributeValue(token)}"` }))

/** The page's bytes with `token` in every slot of `plan` (a plan made from these same bytes). */
export function fillTokenSlots(page: Buffer<ArrayBuffer>, plan: TokenPlan, token: string): Buffer<ArrayBuffer> {
  return splice(page, tokenSplices(plan, token))
}

/** Text as a textarea's content: escaped, and a leading line break kept (the parser drops the first). */
const textareaText = (text: string) =>
  `${text.startsWith("\n") ? "\n" : ""}${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}`

/**
 * What the address's `?konu=` and `?mesaj=` change in the page's contact form, as the site script does
 * with JavaScript (src/browser/subject.ts): a subject the form offers is chosen unless the page chose one,
 * and a message of at most 600 characters (linkedFormValues) is written into an empty message box.
 * Anything else is ignored.
 */
function linkedSplices(plan: TokenPlan, query: URLSearchParams): Splice[] {
  const linked = plan.linked
  if (!linked) return []
  const splices: Splice[] = []
  const { subject, message } = linkedFormValues(query)
  const option =
    subject && !linked.chosen ? linked.options.find((choice) => choice.value !== "" && choice.value === subject) : undefined
  if (option) {
    for (const selected of linked.selected) splices.push({ ...selected, text: "" })
    splices.push({ start: option.at, end: option.at, text: ' selected=""' })
  }
  if (message && linked.message !== null)
    splices.push({ start: linked.message, end: linked.message, text: textareaText(message) })
  return splices
}

/**
 * The page as the server sends it: `token` in every empty token slot and, when the address links the
 * contact form (`?konu=`, `?mesaj=`), its subject chosen and its message written, so a visitor without
 * JavaScript lands at the same form as one with it.
 */
export function servedPage(
  page: Buffer<ArrayBuffer>,
  plan: TokenPlan,
  token: string,
  query: URLSearchParams,
): Buffer<ArrayBuffer> {
  return splice(page, [...tokenSplices(plan, token), ...linkedSplices(plan, query)])
}

/**
 * The page with a time token in every empty `_token` input, for visitors without JavaScript (the
 * island fetches its own). A page without such an input is returned as it is.
 */
export function withToken(page: string, token: string): string {
  if (!page.includes(TOKEN_FIELD)) return page
  const bytes = Buffer.from(page, "utf8")
  return fillTokenSlots(bytes, tokenPlan(bytes), token).toString("utf8")
}

const valuesOf = (values: Record<string, string | string[]>, name: string): string[] => {
  const value = values[name]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

/** Puts the posted values back into the form's fields, or empties them when `values` is null. */
function fillFields(form: Element, values: Record<string, string | string[]> | null) {
  for (const element of elementsUnder(form)) {
    const name = attribute(element, "name")
    if (!name || name === HONEYPOT_FIELD) continue
    const posted = values ? valuesOf(values, name) : []
    if (element.tagName === "input") {
      const type = attribute(element, "type") ?? "text"
      if (type === "checkbox" || type === "radio") {
        // A box without a value attribute posts "on".
        if (posted.includes(attribute(element, "value") ?? "on")) setAttribute(element, "checked", "")
        else removeAttribute(element, "checked")
      } else if (!notTyped.has(type)) {
        if (posted[0]) setAttribute(element, "value", posted[0])
        else removeAttribute(element, "value")
      }
    } else if (element.tagName === "textarea") {
      removeChildren(element)
      if (posted[0]) tree.insertText(element, posted[0])
    } else if (element.tagName === "select") {
      const options = [...elementsUnder(element)].filter((option) => option.tagName === "option")
      const chosen = options.find((option) => posted.includes(attribute(option, "value") ?? "")) ?? options[0]
      for (const option of options) {
        if (option === chosen) setAttribute(option, "selected", "")
        else removeAttribute(option, "selected")
      }
    }
  }
}

/** Marks the refused fields (every box of a refused group) and unmarks the rest. */
function markInvalid(form: Element, fields: ReadonlySet<string>) {
  for (const element of elementsUnder(form)) {
    const name = attribute(element, "name")
    if (!name || !["input", "select", "textarea"].includes(element.tagName)) continue
    // Hidden fields (the token) have nothing to show: their refusal is a sentence in the summary.
    if (fields.has(name) && attribute(element, "type") !== "hidden") setAttribute(element, "aria-invalid", "true")
    else removeAttribute(element, "aria-invalid")
  }
}

/** The id of the first field named `name` that has one: where an error's link takes the visitor. */
function fieldIdOf(form: Element, name: string): string | undefined {
  for (const element of elementsUnder(form)) {
    if (attribute(element, "name") === name && attribute(element, "id")) return attribute(element, "id")
  }
  return undefined
}

/** The island around the form, if any: the rewritten form must not be hydrated (see below). */
function islandAround(element: Element): Element | undefined {
  for (let node: Node | null = element.parentNode; node && tree.isElementNode(node); node = node.parentNode) {
    if (attribute(node, "data-island") !== undefined) return node
  }
  return undefined
}

/**
 * The page the form is on, rewritten for a form posted without JavaScript (see the module's
 * comment). The same `[data-lead-status]` markup the island writes: `data-outcome` on the region,
 * a paragraph, and for refusals a list of links to the fields. The paragraph takes the focus on
 * load (`autofocus`), so the browser shows the outcome rather than the top of the page.
 */
export function formPageHtml(page: string, outcome: FormOutcome, token: string): string {
  const document = parse(page)
  const form = [...elementsUnder(document)].find(
    (element) => element.tagName === "form" && attribute(element, "data-lead-form") === outcome.form,
  )
  if (!form) throw new Error(`The page has no form with data-lead-form="${outcome.form}".`)
  const status = [...elementsUnder(form)].find((element) => attribute(element, "data-lead-status") !== undefined)
  if (!status) throw new Error(`The ${outcome.form} form has no [data-lead-status] region.`)

  // This form's token is replaced: the one it was posted with is spent.
  for (const element of elementsUnder(form)) {
    if (element.tagName === "input" && attribute(element, "name") === TOKEN_FIELD) setAttribute(element, "value", token)
  }
  fillEmptyTokens(document, token)

  fillFields(form, outcome.kind === "refused" ? outcome.values : null)
  markInvalid(form, new Set(outcome.kind === "refused" ? outcome.errors.map((error) => error.field) : []))

  removeChildren(status)
  setAttribute(status, "data-outcome", outcome.kind === "sent" ? "sent" : "failed")
  appendElement(status, "p", { tabindex: "-1", autofocus: "" }, outcome.message)
  if (outcome.kind === "refused" && outcome.errors.length > 0) {
    const list = appendElement(status, "ul")
    for (const error of outcome.errors) {
      const item = appendElement(list, "li")
      const id = error.field.startsWith("_") ? undefined : fieldIdOf(form, error.field)
      if (id) appendElement(item, "a", { href: `#${id}` }, error.message)
      else tree.insertText(item, error.message)
    }
  }

  // A visitor whose browser runs scripts after all (the page loaded while the island had not) would
  // get the island hydrated over this markup, and React would render the form afresh, empty. Without
  // the island marker the form stays this page's plain form, which posts as it did.
  const island = islandAround(form)
  if (island) {
    removeAttribute(island, "data-island")
    removeAttribute(island, "data-props")
  }
  return serialize(document)
}
