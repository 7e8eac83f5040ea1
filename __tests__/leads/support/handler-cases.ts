import { count, eq, sql } from "drizzle-orm"
import type { Database } from "../../../src/leads/db"
import { leadsCsv } from "../../../src/leads/csv"
import { composeLeadMail } from "../../../src/leads/mail"
import { leads, outbox } from "../../../src/leads/schema"
import type { LeadService } from "../../../src/leads/service"
import { contactBody, demoBody, NOTICE, postJson, testApp, uniqueKey, type App } from "./leads"

export interface HandlerContext {
  database: Database
  service: LeadService
  logLines: string[]
}

const address = () => `198.51.100.${Math.floor(Math.random() * 250)}-${uniqueKey()}`

/**
 * The handler's behaviour, the same on PGlite and on a PostgreSQL server: each test file calls this with
 * its own database (one per file) and a service whose rate limit is 30 posts per address.
 */
export function handlerCases(get: () => HandlerContext) {
  let app: App
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(app, body, { "x-test-address": address(), ...headers })
  const leadsWithKey = async (key: string) =>
    (
      await get()
        .database.db.select()
        .from(leads)
        .where(eq(leads.idempotencyKey, `key:${key}`))
    ).length
  const total = async () => (await get().database.db.select({ n: count() }).from(leads))[0].n

  beforeAll(() => {
    app = testApp(get().service)
  })

  it("stores a contact lead after commit (201) with its page, utm, referrer, notice version and team", async () => {
    const body = contactBody(get().service)
    const response = await post(body)
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { ok: boolean; id: string; message: string }
    expect(answer).toEqual({
      ok: true,
      id: expect.any(String),
      message: "Mesajınız alındı! En kısa sürede size dönüş yapacağız.",
    })
    const [row] = await get().database.db.select().from(leads).where(eq(leads.id, answer.id))
    expect(row).toMatchObject({
      form: "contact",
      subject: "erp",
      team: "salesEmail",
      email: "ayse.yilmaz@example.com",
      page: "/contact",
      referrerOrigin: "https://www.google.com",
      utm: { utm_source: "bulten", utm_campaign: "kasim" },
      noticeVersion: NOTICE,
      marketingConsent: false,
      marketingConsentAt: null,
      idempotencyKey: `key:${body._key}`,
    })
    expect(row.fields).toEqual({
      firstName: "Ayşe",
      lastName: "Yılmaz",
      email: "ayse.yilmaz@example.com",
      phone: "0452 555 01 99",
      subject: "erp",
      message: "Merhaba, stok modülünü görmek istiyoruz.",
    })
    expect(row.noticeSentAt.getTime()).toBe(row.createdAt.getTime())
    const mails = await get().database.db.select().from(outbox).where(eq(outbox.leadId, answer.id))
    expect(mails.map((m) => m.to)).toEqual(["satis@yakamoz-yazilim.example"])
  })

  it("routes support subjects to support and records the separate marketing consent with its own time", async () => {
    const support = await post(contactBody(get().service, { subject: "teknik-destek" }))
    const { id: supportId } = (await support.json()) as { id: string }
    const [supportMail] = await get().database.db.select().from(outbox).where(eq(outbox.leadId, supportId))
    expect(supportMail.to).toBe("destek@yakamoz-yazilim.example")

    const demo = await post(demoBody(get().service))
    expect(demo.status).toBe(201)
    const { id, message } = (await demo.json()) as { id: string; message: string }
    expect(message).toBe("Demo talebiniz başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz.")
    const [row] = await get().database.db.select().from(leads).where(eq(leads.id, id))
    expect(row).toMatchObject({ form: "demo", team: "salesEmail", marketingConsent: true })
    expect(row.marketingConsentAt?.getTime()).toBe(row.createdAt.getTime())
    expect(row.fields.interestedProducts).toEqual(["ERP Sistemi", "Stok Yönetimi"])
  })

  it("answers a retry with the same idempotency key with the same lead, stored once (also when concurrent)", async () => {
    const body = contactBody(get().service)
    const first = await post(body)
    const again = await post(body)
    expect([first.status, again.status]).toEqual([201, 200])
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { id: string }[]
    expect(b.id).toBe(a.id)

    const burst = contactBody(get().service)
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(burst)))
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    expect(ids.size).toBe(1)
    expect(await leadsWithKey(burst._key)).toBe(1)
    const [id] = ids
    expect((await get().database.db.select().from(outbox).where(eq(outbox.leadId, id))).length).toBe(1)
  })

  it("reads a form-encoded post, a repeated checkbox name as a list", async () => {
    const body = demoBody(get().service)
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries(body))
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item === true ? "on" : String(item))
    const response = await app.request("http://localhost:9000/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", "x-test-address": address() },
      body: form.toString(),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const [row] = await get().database.db.select().from(leads).where(eq(leads.id, id))
    expect(row.fields.interestedProducts).toEqual(["ERP Sistemi", "Stok Yönetimi"])
    expect(row.marketingConsent).toBe(true)
  })

  it("stores SQL, HTML, emoji and Turkish letters verbatim, and the mail's HTML escapes them", async () => {
    const message = `Robert'); DROP TABLE leads;-- <script>alert("x")</script> <img src=x onerror=alert(1)> 🚀👍🏽 çğıİöşüÇĞÖŞÜ`
    const body = contactBody(get().service, { firstName: "İpek <b>", lastName: "Şahin'; --", message })
    const response = await post(body)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const [row] = await get().database.db.select().from(leads).where(eq(leads.id, id))
    expect(row.fields).toMatchObject({ firstName: "İpek <b>", lastName: "Şahin'; --", message })
    const mail = composeLeadMail(row, { subjectLabels: get().service.settings.subjects, brand: "Yakamoz Yazılım" })
    expect(mail.text).toContain(`Mesajınız: ${message}`)
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).not.toContain("<img")
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
    expect(mail.html).toContain("İpek &lt;b&gt;")
    expect(mail.html).toContain("🚀👍🏽 çğıİöşüÇĞÖŞÜ")
    expect(mail.subject).not.toContain("İpek")
  })

  it("marks a lead from an English page as English in the sales mail, its subject line and the export", async () => {
    // Issue 53: the form's language is its page's (/en/…); a Turkish page's lead reads "Türkçe".
    const { service, database } = get()
    const sent = async (page: string) => {
      const response = await post(contactBody(service, { _page: page }))
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: string }
      const [row] = await database.db.select().from(leads).where(eq(leads.id, id))
      return { row, mail: composeLeadMail(row, { subjectLabels: service.settings.subjects, brand: "Yakamoz Yazılım" }) }
    }
    const english = await sent("/en/contact?utm_source=partner")
    expect(english.mail.subject).toMatch(/ \[İngilizce\]$/)
    expect(english.mail.text.split("\n")).toContain("Formun dili: İngilizce")
    expect(english.mail.headers).toMatchObject({ "X-Lead-Language": "en" })
    const turkish = await sent("/contact")
    expect(turkish.mail.subject).not.toContain("[")
    expect(turkish.mail.text.split("\n")).toContain("Formun dili: Türkçe")
    expect(turkish.mail.headers).toMatchObject({ "X-Lead-Language": "tr" })
    const [header, englishRow, turkishRow] = leadsCsv(
      [english.row, turkish.row].map((row) => ({ ...row, mailedAt: null })),
      service.settings.subjects,
    )
      .slice(1)
      .split("\r\n")
    const column = header.split(";").indexOf('"Dil"')
    expect(column).toBeGreaterThan(0)
    expect([englishRow.split(";")[column], turkishRow.split(";")[column]]).toEqual(['"İngilizce"', '"Türkçe"'])
  })

  it("answers a form from an English page in English: each refusal starts with the English form's label", async () => {
    // Issue 53: the form's page (`_page`) says its language; before the body is read, the Referer's path does.
    const { service } = get()
    const refused = await post(
      demoBody(service, { _page: "/en/demo", email: "not-an-address", lastName: "", preferredDate: "31.12.2026" }),
    )
    expect(refused.status).toBe(400)
    const answer = (await refused.json()) as { message: string; errors: { field: string; message: string }[] }
    expect(answer.message).toBe("Your form was not sent; please correct the marked fields and send it again.")
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { field: "lastName", message: "Last name: please fill in this field." },
        { field: "email", message: "E-mail: please enter a valid e-mail address, such as name@company.com." },
        { field: "preferredDate", message: "Preferred date: please choose a date from the calendar (YYYY-MM-DD)." },
      ]),
    )
    const stored = await post(demoBody(service, { _page: "/en/demo" }))
    expect(stored.status).toBe(201)
    expect(((await stored.json()) as { message: string }).message).toBe(
      "Your demo request has been sent. We will be in touch with you as soon as possible.",
    )
    const token = await post(contactBody(service, { _page: "/en/contact", _token: "x" }))
    expect(((await token.json()) as { message: string }).message).toBe("For a security check, please send the form once more.")
    const unknown = await post(contactBody(service, { _page: "/en/contact", extra: "1" }))
    expect(((await unknown.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      "A field this form does not have was sent: extra. Please reload the page and send the form again.",
    )
    // Refused before the body is read: the language of the page it came from.
    const media = await app.request("http://localhost:9000/api/leads", {
      method: "POST",
      headers: {
        "Content-Type": "text/plain",
        Accept: "application/json",
        Referer: "http://localhost:9000/en/demo",
        "x-test-address": address(),
      },
      body: "x",
    })
    expect(((await media.json()) as { message: string }).message).toBe(
      "The form's data was sent in a format we do not recognise; please send the form from our site's page.",
    )
    // A Turkish page's form is answered in Turkish, as before.
    const turkish = await post(demoBody(service, { email: "not-an-address" }))
    expect(((await turkish.json()) as { errors: { field: string; message: string }[] }).errors).toContainEqual({
      field: "email",
      message: "E-posta: geçerli bir e-posta adresi yazın, örneğin ad@sirket.com.tr.",
    })
  })

  it("refuses malformed JSON and a JSON that is not an object, in Turkish", async () => {
    const before = await total()
    for (const body of ['{"form": "contact", ', "[1, 2]", "null"]) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        ok: false,
        message: "Gönderilen veri okunamadı: geçerli bir JSON nesnesi değil.",
        errors: [{ field: "_body", message: "Gönderilen veri okunamadı: geçerli bir JSON nesnesi değil." }],
      })
    }
    expect(await total()).toBe(before)
  })

  it("refuses a 1 MB body with 413 before reading it whole, and stores nothing", async () => {
    const before = await total()
    const huge = JSON.stringify(contactBody(get().service, { message: "a".repeat(1024 * 1024) }))
    const response = await post(huge)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toBe(
      "Gönderilen form çok büyük: en fazla 32 KB kabul edilir. Metni kısaltıp yeniden gönderin.",
    )
    expect(await total()).toBe(before)
  })

  it("names unknown fields and every missing or invalid field by its label", async () => {
    const unknown = await post({ ...contactBody(get().service), website: "http://spam.example", isAdmin: true })
    expect(unknown.status).toBe(400)
    const unknownAnswer = (await unknown.json()) as { errors: { field: string; message: string }[] }
    expect(unknownAnswer.errors).toEqual([
      {
        field: "_unknown",
        message: "Bu formda olmayan 2 alan gönderildi: website, isAdmin. Sayfayı yenileyip formu yeniden gönderin.",
      },
    ])

    const { firstName, email, message, ...rest } = contactBody(get().service, { phone: "ara beni", subject: "yok-boyle-konu" })
    expect([firstName, email, message]).toHaveLength(3)
    const missing = await post(rest)
    expect(missing.status).toBe(400)
    const answer = (await missing.json()) as { ok: boolean; message: string; errors: { field: string; message: string }[] }
    expect(answer.ok).toBe(false)
    expect(answer.message).toBe("Formunuz gönderilmedi; lütfen işaretli alanları düzeltip yeniden gönderin.")
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { field: "firstName", message: "Adınız: bu alanı doldurun." },
        { field: "email", message: "E-posta: bu alanı doldurun." },
        { field: "message", message: "Mesajınız: bu alanı doldurun." },
        { field: "subject", message: "Konu: listedeki seçeneklerden birini seçin." },
        {
          field: "phone",
          message: "Telefon: yalnızca rakam, boşluk ve + ( ) - karakterleriyle bir numara yazın, örneğin 0452 555 01 00.",
        },
      ]),
    )
    const tooLong = await post(contactBody(get().service, { lastName: "ş".repeat(61), email: "kimse@" }))
    expect(((await tooLong.json()) as { errors: unknown[] }).errors).toEqual([
      { field: "lastName", message: "Soyadınız: en fazla 60 karakter yazabilirsiniz." },
      { field: "email", message: "E-posta: geçerli bir e-posta adresi yazın, örneğin ad@sirket.com.tr." },
    ])
    const noForm = await post({ firstName: "Ali" })
    expect(await noForm.json()).toMatchObject({
      errors: [{ field: "form", message: "Form türü tanınmadı: sayfayı yenileyip formu yeniden gönderin." }],
    })
  })

  it("refuses a filled honeypot and stores nothing", async () => {
    const body = contactBody(get().service, { _gotcha: "http://bot.example" })
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0].field).toBe("_gotcha")
    expect(await leadsWithKey(body._key)).toBe(0)
  })

  it("refuses a post sent under 3 s after its token, an old token and a forged one", async () => {
    const { service } = get()
    const [payload] = service.signer.issue(Date.now() - 5000).split(".")
    const tokens = {
      fresh: service.signer.issue(),
      old: service.signer.issue(Date.now() - 25 * 60 * 60 * 1000),
      forged: `${payload}.${Buffer.alloc(32, 7).toString("base64url")}`,
      garbage: "abc",
    }
    for (const token of Object.values(tokens)) {
      const body = contactBody(service, { _token: token })
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        ok: false,
        message: "Güvenlik denetimi için formu bir kez daha gönderin.",
        errors: [{ field: "_token", message: "Güvenlik denetimi için formu bir kez daha gönderin." }],
      })
      expect(await leadsWithKey(body._key)).toBe(0)
    }
    const fromEndpoint = await app.request("http://localhost:9000/api/leads/token")
    expect(fromEndpoint.headers.get("cache-control")).toBe("no-store")
    const { token } = (await fromEndpoint.json()) as { token: string }
    expect(service.signer.verify(token, Date.now() + 3000)).toMatchObject({ ok: true })
  })

  it("refuses posts from another site (Origin, or Sec-Fetch-Site) with 403, accepts the site's and the serving origin", async () => {
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ]
    for (const headers of crossSite) {
      const response = await post(contactBody(get().service), headers)
      expect(response.status).toBe(403)
      expect(((await response.json()) as { message: string }).message).toBe(
        "Bu form yalnızca sitemizin kendi sayfalarından gönderilebilir.",
      )
    }
    for (const origin of ["https://www.yakamoz-yazilim.example", "http://localhost:9000"])
      expect((await post(contactBody(get().service), { Origin: origin, "Sec-Fetch-Site": "same-origin" })).status).toBe(201)
  })

  it("refuses other content types with 415 in Turkish", async () => {
    const response = await post("form=contact", { "Content-Type": "text/plain" })
    expect(response.status).toBe(415)
    expect(((await response.json()) as { message: string }).message).toMatch(/tanınmayan bir biçimde/)
  })

  it("answers other methods with 405 and Allow", async () => {
    const get = await app.request("http://localhost:9000/api/leads", { headers: { Accept: "application/json" } })
    expect(get.status).toBe(405)
    expect(get.headers.get("allow")).toBe("POST")
    expect(((await get.json()) as { message: string }).message).toBe("Bu adres yalnızca form gönderimi (POST) kabul eder.")
    const postToken = await app.request("http://localhost:9000/api/leads/token", {
      method: "POST",
      headers: { Accept: "application/json" },
    })
    expect(postToken.status).toBe(405)
    expect(postToken.headers.get("allow")).toBe("GET")
  })

  it("limits posts per address: 429 in Turkish with Retry-After", async () => {
    const headers = { "x-test-address": "203.0.113.9" }
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await post(contactBody(get().service), headers)).status)
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true)
    const limited = await post(contactBody(get().service), headers)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^Bu adresten kısa sürede çok sayıda form gönderildi\. Lütfen \d+ dakika sonra yeniden deneyin\.$/,
    )
    expect((await post(contactBody(get().service), { "x-test-address": "203.0.113.10" })).status).toBe(201)
  })

  it("writes nothing when the outbox row fails: the lead and its mail commit together or not at all", async () => {
    const { db } = get().database
    await db.execute(sql`create or replace function leads_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused by the test'; end $$`)
    await db.execute(sql`create trigger leads_test_fail before insert on outbox for each row execute function leads_test_fail()`)
    try {
      const body = contactBody(get().service)
      const response = await post(body)
      expect(response.status).toBe(503)
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^Talebiniz şu anda kaydedilemedi; girdiğiniz bilgiler silinmedi\./,
      )
      expect(await leadsWithKey(body._key)).toBe(0)
    } finally {
      await db.execute(sql`drop trigger leads_test_fail on outbox`)
    }
  })

  it("logs lead ids only, never a visitor's details", () => {
    const log = get().logLines.join("\n")
    expect(log).toMatch(/lead [0-9a-f-]{36} stored/)
    // The whole phone number: a random lead id may contain "0452" by chance (a fresh clone's run met one).
    for (const detail of ["Ayşe", "Yılmaz", "example.com", "0452 555 01 99", "Merhaba", "Işık"]) expect(log).not.toContain(detail)
  })
}
