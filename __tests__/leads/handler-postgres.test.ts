import { count, eq } from "drizzle-orm"
import { openDatabase, type Database } from "../../src/leads/db"
import { leads, outbox } from "../../src/leads/schema"
import { startLeadService, type LeadService } from "../../src/leads/service"
import { runLeadsCommand } from "../../scripts/leads"
import { attackCases } from "./support/attack-cases"
import { handlerCases } from "./support/handler-cases"
import {
  contactBody,
  memoryLogger,
  NOTICE,
  postJson,
  removeTestFolders,
  testApp,
  testService,
  testSettings,
  waitUntil,
  storeTestLead,
} from "./support/leads"
import { startPostgres, freePort, type Postgres } from "./support/postgres"
import { SmtpSink } from "./support/smtp-sink"

/**
 * Issue 30: the lead handler on a real PostgreSQL server (Debian's, a throwaway cluster on a loopback
 * port), the database going down, SMTP down during a burst, and the commands, on one cluster for the file.
 */
let pg: Postgres
let database: Database
let service: LeadService
let logLines: string[]

beforeAll(async () => {
  pg = await startPostgres()
  database = await openDatabase({ databaseUrl: pg.url, poolSize: 10 })
  const started = await testService(database, { rateLimit: { max: 30, windowMs: 60_000 }, databaseUrl: pg.url })
  service = started.service
  logLines = started.logger.lines
})

afterAll(async () => {
  await service?.close()
  pg?.close()
  removeTestFolders()
})

describe("lead handler on PostgreSQL", () => {
  handlerCases(() => ({ database, service, logLines }))
  attackCases(() => ({ database, service, logLines }))

  it("answers 503 in Turkish while the database is down, writes nothing, and stores again once it is back", async () => {
    const app = testApp(service)
    const body = contactBody(service)
    const before = (await database.db.select({ n: count() }).from(leads))[0].n
    await pg.stop()
    try {
      const response = await postJson(app, body)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        ok: false,
        message:
          "Talebiniz şu anda kaydedilemedi; girdiğiniz bilgiler silinmedi. Birkaç dakika sonra yeniden gönderebilir ya da bize 0452 555 01 00 numaralı telefondan veya info@yakamoz-yazilim.example adresinden ulaşabilirsiniz.",
        errors: [],
      })
    } finally {
      await pg.start()
    }
    // Nothing of the refused post was written: the same key is new to the database, so it stores now.
    const retry = await postJson(app, body)
    expect(retry.status).toBe(201)
    const { id } = (await retry.json()) as { id: string }
    expect((await database.db.select({ n: count() }).from(leads))[0].n).toBe(before + 1)
    expect(
      (
        await database.db
          .select()
          .from(leads)
          .where(eq(leads.idempotencyKey, `key:${body._key}`))
      ).map((row) => row.id),
    ).toEqual([id])
  })
})

describe("mail through the outbox", () => {
  it("keeps 50 leads while SMTP is down and, once it is back, sends 50 mails, each exactly once, to the right team", async () => {
    const sink = new SmtpSink(await freePort())
    // The leads of the tests above wait in the outbox too (that service has no SMTP): this test counts its own.
    await database.db.update(outbox).set({ sentAt: new Date() })
    const logger = memoryLogger()
    const mailing = await startLeadService(
      testSettings({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, rateLimit: { max: 1000, windowMs: 60_000 } }),
      {
        database,
        logger,
        senderTiming: { baseDelayMs: 100, maxDelayMs: 500, leaseMs: 10_000 },
      },
    )
    try {
      const app = testApp(mailing)
      const bodies = Array.from({ length: 50 }, (_, i) =>
        contactBody(mailing, {
          subject: i % 5 === 0 ? "teknik-destek" : "erp",
          firstName: `Ziyaretçi ${i}`,
          message: i === 7 ? `<script>alert("x")</script> çğıİöşü 🚀` : `Mesaj ${i}`,
        }),
      )
      const answers = await Promise.all(bodies.map((body) => postJson(app, body)))
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201))
      const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id))
      const mine = async () => (await database.db.select().from(outbox)).filter((row) => ids.includes(row.leadId))
      await waitUntil(
        async () => (await mine()).every((row) => row.tries >= 1 && row.lastError),
        60_000,
        "every mail's first failed try",
      )
      const pending = (await mine()).filter((row) => row.sentAt === null)
      expect(pending).toHaveLength(50)
      expect(new Set(pending.map((row) => row.lastError))).toEqual(new Set(["ESOCKET"]))
      expect(pending.every((row) => row.tries >= 1)).toBe(true)

      await sink.listen()
      await sink.waitFor(50, 60_000)
      await waitUntil(async () => (await mine()).every((row) => row.sentAt), 30_000, "every outbox row marked sent")
      // Long enough for any duplicate a retry could send: several back-off periods of the sender.
      await new Promise((r) => setTimeout(r, 2000))
      expect(sink.mails).toHaveLength(50)
      const mailedIds = sink.mails.map((m) => /<lead-([0-9a-f-]{36})@/.exec(m.messageId)?.[1])
      expect(new Set(mailedIds)).toEqual(new Set(ids))
      const toSupport = sink.mails.filter((m) => m.to.includes("destek@yakamoz-yazilim.example"))
      expect(toSupport).toHaveLength(10)
      expect(sink.mails.filter((m) => m.to.includes("satis@yakamoz-yazilim.example"))).toHaveLength(40)
      const special = sink.mails.find((m) => m.text.includes("Ziyaretçi 7"))
      expect(special?.text).toContain(`Mesajınız: <script>alert("x")</script> çğıİöşü 🚀`)
      expect(special?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; çğıİöşü 🚀")
      expect(special?.html).not.toContain("<script>")
      expect(special?.replyTo).toBe("ayse.yilmaz@example.com")
      expect(special?.subject).toBe("Yakamoz Yazılım web sitesi: İletişim formu mesajı (ERP Sistemleri)")
      for (const line of logger.lines) expect(line).not.toMatch(/Ziyaretçi|example\.com|Mesaj \d/)
    } finally {
      await mailing.sender.stop()
      await sink.close()
    }
  })
})

describe("npm run leads on PostgreSQL", () => {
  const env = () => ({ DATABASE_URL: pg.url, LEAD_DATA_DIR: testSettings().dataDir })

  it("exports with --since, forgets one address and says how many, purges by data/site.yaml's retention", async () => {
    const app = testApp(service)
    const body = contactBody(service, { email: "Cli.Kisi@Example.com", firstName: "=1+1", _page: "/contact?utm_medium=eposta" })
    // An address of its own: the rate limit is shared by every service on this database.
    const { id } = (await (await postJson(app, body, { "x-test-address": "198.51.100.200" })).json()) as { id: string }

    const csv = await runLeadsCommand(["export", "--since", new Date(Date.now() - 60_000).toISOString()], env())
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const row = csv.split("\r\n").find((line) => line.includes(id))
    expect(row).toContain(`"'=1+1"`)
    expect(row).toContain(`"/contact"`)
    expect(row).toContain(`"utm_medium=eposta"`)
    expect(row).toContain(`"${NOTICE}"`)
    const future = await runLeadsCommand(["export", "--since", "2999-01-01"], env())
    expect(future.split("\r\n").filter(Boolean)).toHaveLength(1)
    await expect(runLeadsCommand(["export", "--since", "dün"], env())).rejects.toThrow('--since: "dün" bir tarih değil')

    expect(await runLeadsCommand(["forget", "cli.kisi@example.com"], env())).toBe(
      "cli.kisi@example.com: 1 talep ve 1 e-posta kaydı silindi.",
    )
    expect(await database.db.select().from(leads).where(eq(leads.id, id))).toEqual([])

    const old = await storeTestLead(
      database,
      {
        form: "contact",
        subject: "erp",
        team: "salesEmail",
        fields: {},
        email: "eski@example.com",
        createdAt: new Date(Date.now() - 1000 * 86_400_000),
        noticeVersion: NOTICE,
        noticeSentAt: new Date(Date.now() - 1000 * 86_400_000),
        idempotencyKey: `old-${Date.now()}`,
      },
      "satis@yakamoz-yazilim.example",
    )
    expect(await runLeadsCommand(["purge"], env())).toBe("730 günden eski 1 talep silindi.")
    expect(await database.db.select().from(leads).where(eq(leads.id, old.id))).toEqual([])
  })

  it("purges at the service's start", async () => {
    const old = await storeTestLead(
      database,
      {
        form: "demo",
        subject: "demo",
        team: "salesEmail",
        fields: {},
        email: "eski2@example.com",
        createdAt: new Date(Date.now() - 800 * 86_400_000),
        noticeVersion: NOTICE,
        noticeSentAt: new Date(Date.now() - 800 * 86_400_000),
        idempotencyKey: `old2-${Date.now()}`,
      },
      "satis@yakamoz-yazilim.example",
    )
    const logger = memoryLogger()
    const second = await startLeadService(testSettings(), { database, logger, startSender: false })
    await second.sender.stop()
    expect(await database.db.select().from(leads).where(eq(leads.id, old.id))).toEqual([])
    expect(logger.lines).toContain("leads: purge removed 1 lead(s) older than 730 days")
  })
})

describe("the Netlify function", () => {
  it("runs the same app: a token, a JSON lead stored (201), a post without JavaScript answered with a Turkish page", async () => {
    const saved = { ...process.env }
    Object.assign(process.env, {
      DATABASE_URL: pg.url,
      LEAD_SECRET: "netlify-test-secret-0123",
      LEAD_DATA_DIR: testSettings().dataDir,
      SMTP_URL: "",
    })
    try {
      const { default: leadsFunction, instance } = await import("../../netlify/functions/leads")
      const context = { ip: "192.0.2.44" }
      const tokenAnswer = await leadsFunction(new Request("https://www.yakamoz-yazilim.example/api/leads/token"), context)
      expect(tokenAnswer.status).toBe(200)
      const { service } = await instance()
      const body = contactBody(service, { _token: service.signer.issue(Date.now() - 5000) })
      const stored = await leadsFunction(
        new Request("https://www.yakamoz-yazilim.example/api/leads", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            Origin: "https://www.yakamoz-yazilim.example",
          },
          body: JSON.stringify(body),
        }),
        context,
      )
      expect(stored.status).toBe(201)
      const { id } = (await stored.json()) as { id: string }
      expect(await database.db.select({ id: leads.id }).from(leads).where(eq(leads.id, id))).toEqual([{ id }])

      const native = await leadsFunction(
        new Request("https://www.yakamoz-yazilim.example/api/leads", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
          body: new URLSearchParams({
            form: "demo",
            _token: service.signer.issue(Date.now() - 5000),
            noticeVersion: NOTICE,
          }).toString(),
        }),
        context,
      )
      expect(native.status).toBe(400)
      const page = await native.text()
      expect(page).toContain('<html lang="tr">')
      expect(page).toContain("Şirket adı: bu alanı doldurun.")
      // The form's own page when the build shipped it (netlify-forms.test.ts), else a page that links back to it.
      expect(page).toMatch(/data-lead-form="demo"|<a href="\/demo">Forma dön<\/a>/)
      await service.close()
    } finally {
      process.env = saved
    }
  })
})
