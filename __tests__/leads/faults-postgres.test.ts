import { eq, inArray } from "drizzle-orm"
import { openDatabase, type Database } from "../../src/leads/db"
import { OutboxSender } from "../../src/leads/mail"
import { RateLimiter } from "../../src/leads/rate-limit"
import { outbox, rateLimits } from "../../src/leads/schema"
import type { LeadService } from "../../src/leads/service"
import { runLeadsCommand } from "../../scripts/leads"
import { contactBody, postJson, removeTestFolders, testApp, testService, uniqueKey, waitUntil } from "./support/leads"
import { startPostgres, type Postgres } from "./support/postgres"
import { SmtpSink } from "./support/smtp-sink"

/**
 * Issue 46: the faults a hostile reliability engineer tried on a PostgreSQL server: an outage's refusals,
 * a frozen server, two instances on one database, what reaches the server's own log, and a mail the mail
 * server refuses for good.
 */
let pg: Postgres
let database: Database
const services: LeadService[] = []
const databases: Database[] = []

beforeAll(async () => {
  pg = await startPostgres()
  database = await openDatabase({ databaseUrl: pg.url, poolSize: 5 })
  databases.push(database)
})

afterAll(async () => {
  pg?.thaw()
  for (const service of services) await service.sender.stop(1000)
  for (const db of databases) await db.close().catch(() => {})
  pg?.close()
  removeTestFolders()
})

async function service(overrides: Parameters<typeof testService>[1] = {}, db = database) {
  const started = await testService(db, { databaseUrl: pg.url, ...overrides })
  services.push(started.service)
  return started
}

it("does not lock a visitor out after an outage: posts refused with 503 are not counted", async () => {
  const { service: limited, logger } = await service({ rateLimit: { max: 3, windowMs: 60_000 } })
  const app = testApp(limited)
  const visitor = { "x-test-address": `198.51.100.7-${uniqueKey()}` }
  await pg.stop()
  try {
    for (let i = 0; i < 5; i++) expect((await postJson(app, contactBody(limited), visitor)).status).toBe(503)
  } finally {
    await pg.start()
  }
  const after: number[] = []
  for (let i = 0; i < 4; i++) after.push((await postJson(app, contactBody(limited), visitor)).status)
  expect(after).toEqual([201, 201, 201, 429])
  // The log names the real cause, never a bare "(ERROR)".
  const log = logger.lines.join("\n")
  expect(log).toMatch(/the database did not answer \((connection refused \(ECONNREFUSED\)|connection lost|connect timeout)/)
  expect(log).not.toContain("(ERROR)")
})

it("answers 503 within seconds while the server is frozen (SIGSTOP), and recovers by itself", async () => {
  const { service: frozen, logger } = await service({ rateLimit: { max: 1000, windowMs: 60_000 } })
  const app = testApp(frozen)
  // A pooled connection exists, as in production: the freeze catches it open.
  expect((await postJson(app, contactBody(frozen))).status).toBe(201)
  pg.freeze()
  let elapsed: number
  try {
    const started = Date.now()
    const response = await postJson(app, contactBody(frozen))
    elapsed = Date.now() - started
    expect(response.status).toBe(503)
    // A fresh connection waits for the connect limit (5 s), an open one for the answer limit (5 s).
    const again = Date.now()
    expect((await postJson(app, contactBody(frozen))).status).toBe(503)
    expect(Date.now() - again).toBeLessThan(8000)
  } finally {
    pg.thaw()
  }
  expect(elapsed).toBeLessThan(8000)
  await waitUntil(async () => (await postJson(app, contactBody(frozen))).status === 201, 30_000, "a 201 after the thaw")
  expect(logger.lines.join("\n")).toMatch(/(query timeout|connect timeout|statement timeout)/)
})

it("shares one rate limit between two instances on one database", async () => {
  const second = await openDatabase({ databaseUrl: pg.url, poolSize: 2 })
  databases.push(second)
  const { service: a } = await service({ rateLimit: { max: 4, windowMs: 60_000 } })
  const { service: b } = await service({ rateLimit: { max: 4, windowMs: 60_000 } }, second)
  const apps = [testApp(a), testApp(b)]
  const visitor = { "x-test-address": `198.51.100.8-${uniqueKey()}` }
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) statuses.push((await postJson(apps[i % 2], contactBody(i % 2 ? b : a), visitor)).status)
  expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
  // The count is kept by an HMAC of the address, never the address itself.
  const rows = await database.db.select().from(rateLimits)
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) expect(row.bucket).not.toMatch(/198\.51\.100|127\.0\.0\.1/)
})

it("counts a window at the server and says when it may post again", async () => {
  const limiter = new RateLimiter(database, Buffer.from("rate-limit-test-secret"), { max: 2, windowMs: 60_000 })
  const t0 = Date.parse("2026-11-28T10:00:00Z")
  const visitor = `203.0.113.${Math.floor(Math.random() * 250)}-${uniqueKey()}`
  expect(await limiter.hit(visitor, t0)).toEqual({ allowed: true, counted: true })
  expect(await limiter.hit(visitor, t0 + 1000)).toEqual({ allowed: true, counted: true })
  expect(await limiter.hit(visitor, t0 + 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 })
  await limiter.refund(visitor)
  expect(await limiter.hit(visitor, t0 + 3000)).toEqual({ allowed: false, retryAfterSeconds: 57 })
  expect(await limiter.hit(visitor, t0 + 60_000)).toEqual({ allowed: true, counted: true })
})

it("never lets a visitor's text reach PostgreSQL's own log", async () => {
  const { service: plain } = await service({ rateLimit: { max: 1000, windowMs: 60_000 } })
  const app = testApp(plain)
  const bodies = [
    contactBody(plain, { firstName: "GIZLIAD\u0000X" }),
    contactBody(plain, { message: "GIZLIMESAJ \uD800" }),
    contactBody(plain, { _page: "/contact?utm_source=GIZLIUTM%00" }),
    contactBody(plain, { _referrer: "https://GIZLISITE.example/\u0000" }),
  ]
  for (const body of bodies) expect([201, 400]).toContain((await postJson(app, body)).status)
  expect(pg.log()).not.toMatch(/GIZLI/)
})

it("keeps a mail the server refuses for good (SMTP 550) as a dead letter, tries it no more, and resends it on demand", async () => {
  const sink = new SmtpSink()
  await sink.listen()
  sink.refuseRecipient = (to) => (to === "satis@yakamoz-yazilim.example" ? 550 : undefined)
  const { service: mailing, logger } = await service({ smtpUrl: sink.url, rateLimit: { max: 1000, windowMs: 60_000 } })
  try {
    const app = testApp(mailing)
    const sales = await postJson(app, contactBody(mailing, { subject: "erp" }))
    const support = await postJson(app, contactBody(mailing, { subject: "teknik-destek" }))
    const salesId = ((await sales.json()) as { id: string }).id
    const supportId = ((await support.json()) as { id: string }).id
    const row = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.leadId, id)))[0]
    await waitUntil(async () => (await row(salesId)).deadAt !== null, 30_000, "the dead letter")
    await sink.waitFor(1, 30_000)
    expect(sink.mails.map((mail) => mail.to)).toEqual([["destek@yakamoz-yazilim.example"]])
    // Several of the sender's back-off periods (100–400 ms here): not tried again.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const dead = await row(salesId)
    expect(dead).toMatchObject({ tries: 1, sentAt: null, lastError: "EENVELOPE 550" })
    expect((await row(supportId)).sentAt).not.toBeNull()
    expect(logger.lines.join("\n")).toContain(
      `leads: mail of lead ${salesId} refused for good by the mail server (recipient refused (EENVELOPE 550)); kept as a dead letter`,
    )
    // The address is fixed: `npm run leads -- resend` makes dead letters due again.
    sink.refuseRecipient = () => undefined
    expect(await runLeadsCommand(["resend"], { DATABASE_URL: pg.url, LEAD_DATA_DIR: mailing.settings.dataDir })).toMatch(
      /^\d+ teslim edilemeyen e-posta yeniden gönderilmek üzere sıraya alındı/,
    )
    // The running sender finds it by itself (it looks again while idle; 400 ms at this test's pace).
    await sink.waitFor(2, 30_000)
    await waitUntil(async () => (await row(salesId)).sentAt !== null, 30_000, "the resent mail marked sent")
  } finally {
    await mailing.sender.stop(1000)
    await sink.close()
  }
})

it("releases the mails it claimed and did not send when it stops, so a restart sends them at once", async () => {
  const { service: stored } = await service({ rateLimit: { max: 1000, windowMs: 60_000 } })
  const app = testApp(stored)
  const ids: string[] = []
  for (let i = 0; i < 10; i++) ids.push(((await (await postJson(app, contactBody(stored))).json()) as { id: string }).id)
  // A sender of its own, a slow mail server (0.5 s a mail) and a ten-minute lease, stopped mid-batch.
  const slow = new SmtpSink()
  slow.delayMs = 500
  await slow.listen()
  const sender = new OutboxSender({
    db: database.db,
    smtpUrl: slow.url,
    from: "site@yakamoz-yazilim.example",
    context: { subjectLabels: stored.settings.subjects, brand: "Yakamoz Yazılım" },
    logger: { info: () => {}, error: () => {} },
    messageIdDomain: "yakamoz-yazilim.example",
    leaseMs: 10 * 60_000,
  })
  try {
    sender.start()
    await slow.waitFor(1, 30_000)
    await sender.stop(20_000)
    const rows = await database.db.select().from(outbox).where(inArray(outbox.leadId, ids))
    const unsent = rows.filter((row) => row.sentAt === null)
    expect(unsent.length).toBeGreaterThan(0)
    // What it claimed and did not send is due now, not in ten minutes.
    for (const row of unsent) expect(row.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 1000)
    expect(rows.filter((row) => row.sentAt !== null)).toHaveLength(slow.mails.length)
  } finally {
    await slow.close()
  }
})
