import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterMap } from "parse5"
import { fillTokenSlots, servedPage, tokenPlan, withToken } from "../../src/leads/form-page"
import { LINKED_MESSAGE_MAX } from "../../src/content/form-links"

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

/** What a browser makes of a served contact form: the chosen subjects, the message box's text, any script element. */
function readForm(html: string) {
  const chosen: string[] = []
  let message: string | undefined
  let scripts = 0
  const attr = (node: DefaultTreeAdapterMap["element"], name: string) => node.attrs.find((a) => a.name === name)?.value
  const walk = (node: Node) => {
    if (tree.isElementNode(node)) {
      if (node.tagName === "option" && attr(node, "selected") !== undefined) chosen.push(attr(node, "value") ?? "")
      if (node.tagName === "textarea" && attr(node, "name") === "message")
        message = node.childNodes.map((child) => ("value" in child ? child.value : "")).join("")
      if (node.tagName === "script") scripts++
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child)
  }
  walk(parse(html))
  return { chosen, message, scripts }
}

/** A page with the contact form as the build writes it: a placeholder chosen, an empty message box. */
const contactPage = (box = '<textarea id="m" required="" maxLength="5000" name="message" rows="5"></textarea>') =>
  page(
    '<input type="hidden" name="_token" value=""/></form><form data-lead-form="contact" method="post">' +
      '<input type="hidden" name="_token" value=""/>' +
      '<select id="s" required="" name="subject"><option value="" selected="">Konu seçin</option>' +
      '<option value="erp">ERP Sistemleri</option><option value="fiyat-teklifi">Fiyat Teklifi</option></select>' +
      box,
  )

const served = (html: string, query: string) => {
  const bytes = Buffer.from(html, "utf8")
  return servedPage(bytes, tokenPlan(bytes), "T", new URLSearchParams(query)).toString("utf8")
}

describe("a link's subject and message, written in by the server for a visitor without JavaScript", () => {
  it("chooses the linked subject instead of the placeholder and writes the message, escaped", () => {
    const message = "Üretim ve MRP, Standart paket: </textarea><script>alert(1)</script> & “teklif” ğüşıöç"
    const html = served(contactPage(), `konu=fiyat-teklifi&mesaj=${encodeURIComponent(message)}`)
    expect(readForm(html)).toEqual({ chosen: ["fiyat-teklifi"], message, scripts: 0 })
    expect(tokenValues(html)).toEqual(["T", "T"])
  })

  it("ignores a subject the form does not offer, an empty one, and a missing message", () => {
    for (const query of ["konu=yok", "konu=", "", "mesaj="])
      expect(readForm(served(contactPage(), query))).toEqual({ chosen: [""], message: "", scripts: 0 })
  })

  it("leaves out what the service would refuse in the message: NUL and the other controls", () => {
    // (A lone surrogate cannot come through an address: decoding makes it U+FFFD.)
    const query = `mesaj=${encodeURIComponent("Teklif\u0000 iste\u0007yorum\u0085,\tsatır\r\nikinci \u{1F600}")}`
    expect(readForm(served(contactPage(), query)).message).toBe("Teklif isteyorum,\tsatır\nikinci \u{1F600}")
    expect(readForm(served(contactPage(), `mesaj=${encodeURIComponent("\u0000\u0001")}`)).message).toBe("")
  })

  it("cuts the message at the link's limit and keeps a leading line break", () => {
    const long = "a".repeat(LINKED_MESSAGE_MAX + 100)
    expect(readForm(served(contactPage(), `mesaj=${long}`)).message).toBe("a".repeat(LINKED_MESSAGE_MAX))
    expect(readForm(served(contactPage(), `mesaj=${encodeURIComponent("\nİkinci satır")}`)).message).toBe("\nİkinci satır")
  })

  it("leaves a message and a subject the build wrote (the e-document check's), and other forms, as they are", () => {
    const built = contactPage('<textarea name="message">Sonuç: e-Fatura zorunlu.</textarea>')
    expect(readForm(served(built, "konu=erp&mesaj=Başka")).message).toBe("Sonuç: e-Fatura zorunlu.")
    expect(readForm(served(built, "konu=erp&mesaj=Başka")).chosen).toEqual(["erp"])
    // A subject the build chose (the e-document check's answers) stays, as the site script keeps it.
    const chosen = contactPage()
      .replace('<option value="" selected="">', '<option value="">')
      .replace('<option value="erp">', '<option value="erp" selected="">')
    expect(readForm(served(chosen, "konu=fiyat-teklifi&mesaj=Merhaba"))).toEqual({
      chosen: ["erp"],
      message: "Merhaba",
      scripts: 0,
    })
    const demo = contactPage().replace('data-lead-form="contact"', 'data-lead-form="demo"')
    expect(served(demo, "konu=erp&mesaj=Merhaba")).toBe(served(demo, ""))
  })
})
