import { eq } from "drizzle-orm"
import { leadsCsv, sheetTime } from "../../src/leads/csv"
import { openDatabase, type Database } from "../../src/leads/db"
import { leads, outbox } from "../../src/leads/schema"
import type { LeadService } from "../../src/leads/service"
import { forgetEmail, listLeads, purgeOlderThan } from "../../src/leads/store"
import { attackCases } from "./support/attack-cases"
import { handlerCases } from "./support/handler-cases"
import { NOTICE, removeTestFolders, storeTestLead, testService } from "./support/leads"

/** Issue 30: the lead handler on embedded PGlite (the default without DATABASE_URL), one database for the file. */
let database: Database
let service: LeadService
let logLines: string[]

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" })
  const started = await testService(database, { rateLimit: { max: 30, windowMs: 60_000 } })
  service = started.service
  logLines = started.logger.lines
})

afterAll(async () => {
  await service?.close()
  removeTestFolders()
})

describe("lead handler on PGlite", () => {
  handlerCases(() => ({ database, service, logLines }))
  attackCases(() => ({ database, service, logLines }))
})

const lead = (email: string, fields: Record<string, string>, createdAt = new Date()) => ({
  form: "contact",
  subject: "genel-bilgi",
  team: "email",
  fields: { email, subject: "genel-bilgi", ...fields },
  email: email.toLowerCase(),
  createdAt,
  noticeVersion: NOTICE,
  noticeSentAt: createdAt,
  idempotencyKey: `direct:${email}:${createdAt.getTime()}:${Math.random()}`,
})

describe("lead records", () => {
  it("exports CSV with a BOM, Turkish letters, quotes and newlines kept, and formula cells neutralised", async () => {
    const since = new Date(Date.now() + 60_000)
    await storeTestLead(
      database,
      lead(
        "formul@example.com",
        {
          firstName: '=HYPERLINK("http://kotu.example","tıkla")',
          lastName: "+90 Öztürk",
          message: 'satır 1\n"alıntı"; noktalı virgül\n-2+3\n@SUM(A1)',
        },
        new Date(since.getTime() + 1000),
      ),
      "info@yakamoz-yazilim.example",
    )
    const csv = leadsCsv(await listLeads(database.db, since), service.settings.subjects)
    expect(csv.startsWith('\uFEFF"Talep no";')).toBe(true)
    const [, row] = csv.slice(1).split("\r\n")
    expect(row).toContain(`"'=HYPERLINK(""http://kotu.example"",""tıkla"")"`)
    expect(row).toContain(`"'+90 Öztürk"`)
    expect(row).toContain(`"satır 1\n""alıntı""; noktalı virgül\n-2+3\n@SUM(A1)"`)
    expect(row).toContain(`"formul@example.com"`)
    expect(row).toContain(`"Genel Bilgi"`)
    // The team by name, and the time as the sales team in Türkiye reads it (UTC+3).
    expect(row).toContain(`"Genel"`)
    expect(row).toContain(`"${sheetTime(new Date(since.getTime() + 1000))}"`)
    expect(sheetTime(new Date("2026-11-25T23:19:51Z"))).toBe("2026-11-26 02:19:51")
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2)
  })

  it("forgets one person: every lead of that address (any case) and its mails, and says how many", async () => {
    const { id } = await storeTestLead(
      database,
      lead("Unut.Beni@Example.com", { firstName: "Unut" }),
      "info@yakamoz-yazilim.example",
    )
    await storeTestLead(database, lead("unut.beni@example.com", { firstName: "Unut" }), "info@yakamoz-yazilim.example")
    const kept = await storeTestLead(
      database,
      lead("kalsin@example.com", { firstName: "Kalsın" }),
      "info@yakamoz-yazilim.example",
    )
    expect(await forgetEmail(database, "UNUT.beni@example.com")).toEqual({ leads: 2, mails: 2 })
    expect(await database.db.select().from(leads).where(eq(leads.id, id))).toEqual([])
    expect(await database.db.select().from(outbox).where(eq(outbox.leadId, id))).toEqual([])
    expect(await database.db.select().from(leads).where(eq(leads.id, kept.id))).toHaveLength(1)
    expect(await forgetEmail(database, "unut.beni@example.com")).toEqual({ leads: 0, mails: 0 })
  })

  it("purges leads older than the retention period with their mails, and keeps the rest", async () => {
    const now = new Date()
    const old = await storeTestLead(
      database,
      lead("eski@example.com", {}, new Date(now.getTime() - 731 * 86_400_000)),
      "info@yakamoz-yazilim.example",
    )
    const recent = await storeTestLead(
      database,
      lead("yeni@example.com", {}, new Date(now.getTime() - 729 * 86_400_000)),
      "info@yakamoz-yazilim.example",
    )
    expect(await purgeOlderThan(database.db, 730, now)).toBe(1)
    expect(await database.db.select().from(leads).where(eq(leads.id, old.id))).toEqual([])
    expect(await database.db.select().from(outbox).where(eq(outbox.leadId, old.id))).toEqual([])
    expect(await database.db.select().from(leads).where(eq(leads.id, recent.id))).toHaveLength(1)
  })
})
