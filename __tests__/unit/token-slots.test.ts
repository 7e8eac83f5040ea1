import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterMap } from "parse5"
import { fillTokenSlots, tokenPlan, withToken } from "../../src/leads/form-page"

/**
 * Issue 46: the server splices a page's token in at places found once per page content, instead of
 * parsing every request. The result must be what the HTML parser would make of filling every empty
 * `_token` input: checked through parse5 on pages with the input in every form it can take.
 */
type Node = DefaultTreeAdapterMap["node"]

const tokenValues = (html: string) => {
  const values: (string | undefined)[] = []
  const walk = (node: Node) => {
    if (tree.isElementNode(node) && node.tagName === "input" && node.attrs.find((a) => a.name === "name")?.value === "_token")
      values.push(node.attrs.find((a) => a.name === "value")?.value)
    if ("childNodes" in node) for (const child of node.childNodes) walk(child)
  }
  walk(parse(html))
  return values
}

/** The document without the token inputs' values: what must not change. */
const withoutTokens = (html: string) => serialize(parse(html)).replace(/ ?value="(TOKEN)?"/g, "")

const page = (inputs: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Şükrü'nün sayfası ğüşıöç 😊</title></head><body><p>İletişim — “formu” doldurun</p><form>${inputs}</form></body></html>`

describe("token slots", () => {
  it.each([
    ['<input type="hidden" name="_token" value=""/>', ["TOKEN"]],
    ['<input type="hidden" name="_token">', ["TOKEN"]],
    ["<INPUT TYPE=hidden NAME=_token VALUE=''>", ["TOKEN"]],
    ['<input name="_token" value="kept"><input name="_token" value="">', ["kept", "TOKEN"]],
    ['<textarea name="_token"></textarea><input name="_tokens" value="">', []],
  ])("fills %s as the parser reads it, bytes around it untouched", (inputs, expected) => {
    const html = page(inputs)
    const filled = withToken(html, "TOKEN")
    expect(tokenValues(filled)).toEqual(expected)
    // Everything but the token inputs is the same document.
    expect(withoutTokens(filled)).toBe(withoutTokens(html))
  })

  it("escapes what it writes and gives each request its own token from one plan", () => {
    const bytes = Buffer.from(page('<input name="_token" value="">'), "utf8")
    const plan = tokenPlan(bytes)
    expect(plan.form).toBe(true)
    expect(tokenPlan(Buffer.from(bytes))).toBe(plan)
    expect(tokenValues(fillTokenSlots(bytes, plan, 'a"b&c').toString("utf8"))).toEqual(['a"b&c'])
    expect(tokenValues(fillTokenSlots(bytes, plan, "ikinci").toString("utf8"))).toEqual(["ikinci"])
  })

  it("leaves a page without a form as it is and marks it as no form", () => {
    const html = page('<input name="email">')
    expect(withToken(html, "x")).toBe(html)
    expect(tokenPlan(Buffer.from(html)).form).toBe(false)
  })

  it("plans a changed page again: the plan follows the content, not the file", () => {
    const first = Buffer.from(page('<input name="_token" value="">'))
    const second = Buffer.from(page('<input name="a"><input name="_token" value="">'))
    expect(tokenPlan(first)).not.toEqual(tokenPlan(second))
    expect(tokenValues(fillTokenSlots(second, tokenPlan(second), "T").toString())).toEqual(["T"])
  })
})
