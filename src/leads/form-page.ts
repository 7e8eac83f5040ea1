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

/** What the server needs of a page to serve it with a token: where the token goes, and whether it holds a form. */
export interface TokenPlan {
  /** The page has a `_token` input (filled or not): it must never be cached (`Cache-Control: no-store`). */
  form: boolean
  slots: TokenSlot[]
}

const noForm: TokenPlan = { form: false, slots: [] }

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
  return { form, slots: slots.map((slot) => ({ ...slot, start: bytes(slot.start), end: bytes(slot.end) })) }
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

/** The page's bytes with `token` in every slot of `plan` (a plan made from these same bytes). */
export function fillTokenSlots(page: Buffer<ArrayBuffer>, plan: TokenPlan, token: string): Buffer<ArrayBuffer> {
  if (plan.slots.length === 0) return page
  const parts: Buffer[] = []
  let at = 0
  for (const slot of plan.slots) {
    parts.push(page.subarray(at, slot.start), Buffer.from(`${slot.prefix}value="${attributeValue(token)}"`, "utf8"))
    at = slot.end
  }
  parts.push(page.subarray(at))
  return Buffer.concat(parts)
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
