import type { ChildProcess } from "child_process"
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import { inArray } from "drizzle-orm"
import { noticeVersion } from "../../src/content/notice-version"
import { openDatabase, type Database } from "../../src/leads/db"
import { leads } from "../../src/leads/schema"
import { TokenSigner } from "../../src/leads/token"
import { root } from "./support/leads"
import { startPostgres, type Postgres } from "./support/postgres"
import { startChildService, type ChildService } from "./support/child-process"

/**
 * Issue 46: the service is stopped with SIGTERM (systemd's stop, every `systemctl restart`) while 200
 * posts are in flight. It stops accepting, answers every post it has (none reset, none left without an
 * answer), stores each lead that got 201 exactly once, closes the database and exits 0 by itself.
 */
const secret = "shutdown-test-secret-0123456789"
let pg: Postgres
let database: Database
let child: ChildProcess | undefined
let dataDir: string

beforeAll(async () => {
  pg = await startPostgres()
  database = await openDatabase({ databaseUrl: pg.url, poolSize: 2 })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-shutdown-"))
})

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  await database?.close()
  pg?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** The service in its own process, with this test's data folder. */
async function startService(): Promise<ChildService> {
  const service = await startChildService({
    DATABASE_URL: pg.url,
    LEAD_SECRET: secret,
    LEAD_DATA_DIR: dataDir,
    // What is tested is that every post in flight is answered: on a machine busy with the rest of
    // npm test, 200 posts can take longer than production's 10 s deadline (the cut is logged in stderr).
    CHILD_DRAIN_MS: "60000",
  })
  child = service.child
  return service
}

type Outcome = { status: number; id?: string; connection: string | null } | { status: "no answer"; error: string }

it("answers every post in flight when stopped with SIGTERM during 200 concurrent posts, stores each 201 once and exits 0", async () => {
  const signer = new TokenSigner(Buffer.from(secret, "utf8"))
  const notice = noticeVersion(path.join(root, "data"))
  const run = Date.now().toString(36)
  const bodies = Array.from({ length: 200 }, (_, i) => ({
    form: "contact",
    noticeVersion: notice,
    _token: signer.issue(Date.now() - 5000),
    _key: `shutdown-${i}-${run}`,
    firstName: `Ziyaretçi ${i}`,
    lastName: "Kaya",
    email: `kapanis${i}@example.com`,
    subject: "erp",
    message: "Yeniden başlatılan sunucuya giden talep",
  }))

  const service = await startService()
  const { port } = new URL(service.url)
  // A keep-alive agent, as browsers and nginx use: the answers after the stop must end their connections.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
  let written = 0
  let answered = 0
  let signalled = 0
  // The stop comes once every post is on the wire (a post still connecting would rightly be refused)
  // and the first 20 are answered, so most are being handled.
  const stopWhenReady = () => {
    if (signalled === 0 && written === bodies.length && answered >= 20) {
      signalled = Date.now()
      service.child.kill("SIGTERM")
    }
  }
  const outcomes: Outcome[] = await Promise.all(
    bodies.map(
      (body) =>
        new Promise<Outcome>((resolve) => {
          const payload = JSON.stringify(body)
          const request = http.request(
            {
              host: "127.0.0.1",
              port,
              path: "/api/leads",
              method: "POST",
              agent,
              headers: {
                "Content-Type": "application/json",
                Accept: "application/json",
                "Content-Length": Buffer.byteLength(payload),
              },
            },
            (response) => {
              let text = ""
              response.setEncoding("utf8")
              response.on("data", (chunk: string) => (text += chunk))
              response.on("end", () => {
                answered++
                stopWhenReady()
                const answer = JSON.parse(text) as { id?: string }
                resolve({ status: response.statusCode ?? 0, id: answer.id, connection: response.headers.connection ?? null })
              })
              response.on("error", (error) => resolve({ status: "no answer", error: String(error) }))
            },
          )
          request.on("finish", () => {
            written++
            stopWhenReady()
          })
          request.on("error", (error) => resolve({ status: "no answer", error: String(error) }))
          request.end(payload)
        }),
    ),
  )
  agent.destroy()
  expect(signalled).toBeGreaterThan(0)

  // The process ends by itself, with 0, within the drain's time and the database's close; its last
  // line in stderr says what the drain answered and closed.
  const ending = await Promise.race([
    service.exited,
    new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 70_000)),
  ])

  // Every post got an answer: no reset, no connection closed unanswered.
  const unanswered = outcomes.filter((outcome) => outcome.status === "no answer")
  expect(
    unanswered.length === 0
      ? ""
      : `${unanswered.length} unanswered (${JSON.stringify(unanswered[0])}); the service ended ${JSON.stringify(ending)}, ` +
          `its stderr: ${service.errors()}`,
  ).toBe("")
  expect(ending).toEqual({ code: 0, signal: null })
  const statuses = outcomes.map((outcome) => outcome.status)
  // 201 stored; 503 (a post that waited past the pool's limit on a busy machine) acknowledges nothing.
  expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([])
  expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(100)
  // The answers finished after the stop told their clients the connection ends with them.
  expect(outcomes.filter((outcome) => "connection" in outcome && outcome.connection === "close").length).toBeGreaterThan(0)
  expect(service.errors()).toMatch(/drain: \d+ request\(s\) answered/)

  const created = outcomes.flatMap((outcome) => (outcome.status === 201 && "id" in outcome && outcome.id ? [outcome.id] : []))
  const keys = bodies.map((body) => `key:${body._key}`)
  const stored = await database.db.select().from(leads).where(inArray(leads.idempotencyKey, keys))
  const storedIds = stored.map((row) => row.id)
  // Each 201 is stored exactly once, and nothing answered otherwise was stored.
  expect([...storedIds].sort()).toEqual([...created].sort())
  expect(new Set(stored.map((row) => row.idempotencyKey)).size).toBe(stored.length)
})
