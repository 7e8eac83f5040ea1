import type { ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { inArray } from "drizzle-orm"
import { openDatabase, type Database } from "../../src/leads/db"
import { leads, outbox } from "../../src/leads/schema"
import { TokenSigner } from "../../src/leads/token"
import { NOTICE } from "./support/leads"
import { startPostgres, type Postgres } from "./support/postgres"
import { startChildService, type ChildService } from "./support/child-process"

/**
 * Issue 30: the service process is killed (SIGKILL) while 200 posts are in flight. Every lead that got
 * a 201 is in the database, none twice, each with its mail in the outbox; the visitors' retries after the
 * restart store the rest and get the stored ones back, so the database ends with exactly 200 leads.
 */
const secret = "crash-test-secret-0123456789"
let pg: Postgres
let database: Database
const children: ChildProcess[] = []
/** Each service process's .data folder (it holds the process's key file). */
const dataDirs: string[] = []

beforeAll(async () => {
  pg = await startPostgres()
  database = await openDatabase({ databaseUrl: pg.url, poolSize: 2 })
})

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  await database?.close()
  pg?.close()
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** Starts the service in its own process, with a data folder of its own. */
async function startService(): Promise<ChildService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-crash-"))
  dataDirs.push(dataDir)
  const service = await startChildService({ DATABASE_URL: pg.url, LEAD_SECRET: secret, LEAD_DATA_DIR: dataDir })
  children.push(service.child)
  return service
}

type Outcome = { status: number; id?: string } | { status: "no answer" }

it("keeps every lead that got 201 when the service is killed during 200 concurrent posts, none twice", async () => {
  const signer = new TokenSigner(Buffer.from(secret, "utf8"))
  const bodies = Array.from({ length: 200 }, (_, i) => ({
    form: "contact",
    noticeVersion: NOTICE,
    _token: signer.issue(Date.now() - 5000),
    _key: `crash-${i}-${Date.now().toString(36)}`,
    firstName: `Ziyaretçi ${i}`,
    lastName: "Kaya",
    email: `ziyaretci${i}@example.com`,
    subject: "erp",
    message: "Çöken sunucuya giden talep",
  }))
  const send = async (url: string, body: object): Promise<Outcome> => {
    try {
      const response = await fetch(`${url}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      })
      const answer = (await response.json()) as { id?: string }
      return { status: response.status, id: answer.id }
    } catch {
      return { status: "no answer" }
    }
  }

  const first = await startService()
  let answered = 0
  const outcomes = await Promise.all(
    bodies.map(async (body) => {
      const outcome = await send(first.url, body)
      if (outcome.status === 201 && ++answered === 40) first.child.kill("SIGKILL")
      return outcome
    }),
  )
  await new Promise((resolve) =>
    first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once("exit", resolve),
  )
  expect(first.child.signalCode).toBe("SIGKILL")

  const created = outcomes.flatMap((o) => (o.status === 201 && "id" in o && o.id ? [o.id] : []))
  expect(created.length).toBeGreaterThanOrEqual(40)
  expect(outcomes.filter((o) => o.status === "no answer").length).toBeGreaterThan(0)
  // Nothing else is an answer here: a 503 (on a busy machine a post can wait past the pool's 5 s for a
  // connection) acknowledges nothing either, and the retries below must then store it.
  expect(outcomes.filter((o) => o.status !== 201 && o.status !== 503 && o.status !== "no answer")).toEqual([])

  const keys = bodies.map((b) => `key:${b._key}`)
  const stored = await database.db.select().from(leads).where(inArray(leads.idempotencyKey, keys))
  const storedIds = new Set(stored.map((row) => row.id))
  for (const id of created) expect(storedIds.has(id)).toBe(true)
  expect(new Set(stored.map((row) => row.idempotencyKey)).size).toBe(stored.length)
  // Each stored lead has its mail row: the two were committed together.
  const mails = stored.length
    ? await database.db
        .select()
        .from(outbox)
        .where(inArray(outbox.leadId, [...storedIds]))
    : []
  expect(mails.map((m) => m.leadId).sort()).toEqual([...storedIds].sort())

  // The visitors retry (the island does after a network error) against the restarted service.
  const second = await startService()
  const retries = await Promise.all(bodies.map((body) => send(second.url, body)))
  retries.forEach((retry, i) => {
    const before = outcomes[i]
    if (before.status === 201 && "id" in before) expect(retry).toEqual({ status: 200, id: before.id })
    else expect([200, 201]).toContain(retry.status)
  })
  const final = await database.db.select().from(leads).where(inArray(leads.idempotencyKey, keys))
  expect(final).toHaveLength(200)
  expect(new Set(final.map((row) => row.id)).size).toBe(200)
  second.child.kill("SIGTERM")
})
