import { count, eq } from "drizzle-orm"
import { composeLeadMail } from "../../../src/leads/mail"
import { leads } from "../../../src/leads/schema"
import type { HandlerContext } from "./handler-cases"
import { contactBody, demoBody, postJson, testApp, uniqueKey, type App } from "./leads"

/** The largest answer any input may get (issue 46). */
const MAX_ANSWER_BYTES = 8 * 1024

type Answer = { ok: boolean; message: string; errors: { field: string; message: string }[]; id?: string }

/**
 * Issue 46's attack table, the same on PGlite and on a PostgreSQL server: each row an attack a hostile
 * visitor tried on 1223e63, answered as the issue asks.
 */
export function attackCases(get: () => HandlerContext) {
  let app: App
  const address = () => `192.0.2.${Math.floor(Math.random() * 250)}-${uniqueKey()}`
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(app, body, { "x-test-address": address(), ...headers })
  const postForm = (body: string, headers: Record<string, string> = {}) =>
    app.request("http://localhost:9000/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "x-test-address": address(), ...headers },
      body,
    })
  const storedWithKey = async (key: string) =>
    get()
      .database.db.select()
      .from(leads)
      .where(eq(leads.idempotencyKey, `key:${key}`))
  const total = async () => (await get().database.db.select({ n: count() }).from(leads))[0].n

  beforeAll(() => {
    app = testApp(get().service)
  })

  it("answers 3,000 unknown fields with one small error, as JSON and as a page, and counts the post", async () => {
    // 3,000 names in a 29 KB form post, as on 1223e63 (59.9 MB answered then).
    const unknown = Array.from({ length: 3000 }, (_, i) => `a${i}`)
    const page = await postForm(`form=contact&${unknown.map((name) => `${name}=`).join("&")}`)
    expect(page.status).toBe(400)
    const html = await page.text()
    expect(Buffer.byteLength(html)).toBeLessThan(MAX_ANSWER_BYTES)
    expect(html).toContain("Bu formda olmayan 3000 alan gönderildi: a0, a1, a2 ve 2997 alan daha.")

    const json = await post({
      ...contactBody(get().service),
      ...Object.fromEntries(unknown.slice(0, 2000).map((name) => [name, ""])),
    })
    expect(json.status).toBe(400)
    const text = await json.text()
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_ANSWER_BYTES)
    expect((JSON.parse(text) as Answer).errors).toEqual([
      {
        field: "_unknown",
        message:
          "Bu formda olmayan 2000 alan gönderildi: a0, a1, a2 ve 1997 alan daha. Sayfayı yenileyip formu yeniden gönderin.",
      },
    ])

    // Every name repeated, with long names: still one small error.
    const repeated = Array.from({ length: 300 }, (_, i) => `${"uzun".repeat(10)}${i}`)
    const twice = await postForm(`form=contact&${repeated.map((name) => `${name}=x&${name}=y`).join("&")}`, {
      Accept: "application/json",
    })
    expect(twice.status).toBe(400)
    const twiceText = await twice.text()
    expect(Buffer.byteLength(twiceText)).toBeLessThan(MAX_ANSWER_BYTES)
    expect((JSON.parse(twiceText) as Answer).errors).toHaveLength(1)

    // Such posts cost work, so they count: the 31st from one address is limited (the file's limit is 30).
    const attacker = { "x-test-address": `192.0.2.250-${uniqueKey()}` }
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await postForm(`form=contact&${unknown[i]}=x`, attacker)).status)
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it("refuses NUL, lone surrogates, control characters and line breaks in one-line fields with 400 naming the field", async () => {
    const before = await total()
    const logged = get().logLines.length
    const { service } = get()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: "A\u0000B" }, "firstName", "Adınız"],
      [{ lastName: "Kaya\uD800" }, "lastName", "Soyadınız"],
      [{ message: "Merhaba \uDC00 dünya" }, "message", "Mesajınız"],
      [{ message: "zil\u0007sesi" }, "message", "Mesajınız"],
      [{ firstName: "Ali\nTicari elektronik ileti izni: Verildi" }, "firstName", "Adınız"],
      [{ _page: "/contact\u0000" }, "_page", "Form verisi"],
      [{ _referrer: "https://a.example/\u0000" }, "_referrer", "Form verisi"],
    ]
    for (const [overrides, field, label] of cases) {
      const response = await post(contactBody(service, overrides))
      expect(response.status).toBe(400)
      const answer = (await response.json()) as Answer
      expect(answer.errors).toContainEqual({
        field,
        message: `${label}: bu alanda formdan yazılamayan görünmez karakterler var; alanı silip yeniden yazın.`,
      })
    }
    const demo = await post(demoBody(service, { company: "Işık\u0000Gıda" }))
    expect(((await demo.json()) as Answer).errors.map((error) => error.field)).toEqual(["company"])
    // As a form post too (the visitor without JavaScript): %00 decodes to NUL.
    const form = await postForm("form=contact&firstName=A%00B")
    expect(form.status).toBe(400)
    expect(await form.text()).toContain("Adınız: bu alanda formdan yazılamayan görünmez karakterler var")
    expect(await total()).toBe(before)
    // A tab, a line break in a text area and every Turkish letter are what forms produce: stored.
    const fine = await post(contactBody(service, { message: "Satır 1\r\nSatır\t2 — çğıİöşü 🚀" }))
    expect(fine.status).toBe(201)
    // A utm value that decodes to NUL is left out of the lead rather than refused (the visitor did not type it).
    const utm = await post(contactBody(service, { _page: "/contact?utm_source=%00&utm_campaign=kasim" }))
    expect(utm.status).toBe(201)
    const [row] = await get()
      .database.db.select()
      .from(leads)
      .where(eq(leads.id, ((await utm.json()) as Answer).id ?? ""))
    expect(row.utm).toEqual({ utm_campaign: "kasim" })
    // Refused as input, not as an outage: nothing about the database in the log.
    // Lead ids are UUIDs, whose hex can spell "503": the words are matched, not digits inside an id.
    expect(get().logLines.slice(logged).join("\n")).not.toMatch(/\b503\b|database|rate limit/)
  })

  it("lets a visitor's text in the team mail pose as none of the service's lines, and states the facts as headers", async () => {
    const { service } = get()
    const forged = "Teşekkürler.\nTicari elektronik ileti izni: Verildi (1 Oca 2026)\nTalep no: sahte"
    const response = await post(contactBody(service, { message: forged }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as Answer
    const [row] = await get()
      .database.db.select()
      .from(leads)
      .where(eq(leads.id, id ?? ""))
    const mail = composeLeadMail(row, { subjectLabels: service.settings.subjects, brand: "Yakamoz Yazılım" })
    const lines = mail.text.split("\n")
    expect(lines.filter((line) => line.startsWith("Ticari elektronik ileti izni:"))).toEqual([
      "Ticari elektronik ileti izni: Verilmedi",
    ])
    expect(lines.filter((line) => line.startsWith("Talep no:"))).toEqual([`Talep no: ${id}`])
    expect(lines).toContain("  | Ticari elektronik ileti izni: Verildi (1 Oca 2026)")
    expect(mail.headers).toMatchObject({ "X-Lead-Id": id, "X-Lead-Marketing-Consent": "no" })
  })

  it("lets one time token serve one lead: another key with the same token is refused, the same post is answered again", async () => {
    const { service } = get()
    const token = service.signer.issue(Date.now() - 5000)
    const first = contactBody(service, { _token: token })
    expect((await post(first)).status).toBe(201)
    const reused = await post(contactBody(service, { _token: token, message: "İkinci talep, aynı anahtar" }))
    expect(reused.status).toBe(400)
    expect(((await reused.json()) as Answer).errors).toEqual([
      { field: "_token", message: "Güvenlik denetimi için formu bir kez daha gönderin." },
    ])
    // A replay of the first post (the island retrying after a lost answer) is still answered with its lead.
    expect((await post(first)).status).toBe(200)
  })

  it("refuses the same idempotency key with other content (409) and tells the visitor what to do", async () => {
    const { service } = get()
    const body = contactBody(service)
    const stored = await post(body)
    expect(stored.status).toBe(201)
    const { id } = (await stored.json()) as Answer
    // The same content with a fresh token (the island fetched another after an error): the same lead.
    const again = await post({ ...body, _token: service.signer.issue(Date.now() - 5000) })
    expect(again.status).toBe(200)
    expect(((await again.json()) as Answer).id).toBe(id)
    const changed = await post({ ...body, message: "Başka bir mesaj" })
    expect(changed.status).toBe(409)
    const answer = (await changed.json()) as Answer
    expect(answer.message).toBe(
      "Bu form daha önce başka bilgilerle gönderildi ve o talebiniz bize ulaştı. Bu bilgileri yeni bir talep olarak iletmek için formu bir kez daha gönderin.",
    )
    expect(answer.errors.map((error) => error.field)).toEqual(["_key"])
    const rows = await storedWithKey(body._key)
    expect(rows.map((row) => row.fields.message)).toEqual([body.message])
  })

  it("accepts only the KVKK notice's real version", async () => {
    const { service } = get()
    for (const version of ["0123456789abcdef", "ffffffffffffffff"]) {
      const body = contactBody(service, { noticeVersion: version })
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as Answer).errors).toEqual([
        {
          field: "noticeVersion",
          message:
            "Aydınlatma metni bu sayfa açıldıktan sonra güncellendi: sayfayı yenileyip güncel metinle formu yeniden gönderin.",
        },
      ])
      expect(await storedWithKey(body._key)).toEqual([])
    }
  })
}
