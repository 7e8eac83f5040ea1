import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { runLeadsCommand } from "../../scripts/leads"
import { DatabaseBusyError, openDatabase, type Database } from "../../src/leads/db"
import { storeLead } from "../../src/leads/store"

/**
 * Issue 30, default mode (no DATABASE_URL): PGlite in .data/leads is one PostgreSQL per process. While the
 * service runs, `npm run leads -- export` reads a copy; `forget` and `purge` wait for the service to stop
 * instead of opening the folder a second time (which would corrupt it); a lock left by a killed process
 * does not block the next start.
 */
let dataRoot: string
let service: Database | undefined

beforeAll(() => {
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "leads-folder-"))
})

afterAll(async () => {
  await service?.close()
  fs.rmSync(dataRoot, { recursive: true, force: true })
})

const env = () => ({ LEAD_DATA_DIR: dataRoot, DATABASE_URL: "" })

it("exports from a copy while the service holds the folder, and refuses to forget until it stops", async () => {
  service = await openDatabase({ dataDir: path.join(dataRoot, "leads") })
  expect(fs.readFileSync(path.join(dataRoot, "leads.pid"), "utf8")).toBe(String(process.pid))
  const { id } = await storeLead(
    service,
    {
      form: "contact",
      subject: "erp",
      team: "salesEmail",
      fields: { firstName: "Gül", email: "gul@example.com" },
      email: "gul@example.com",
      noticeVersion: "0123456789abcdef",
      noticeSentAt: new Date(),
      idempotencyKey: "folder-test-1",
    },
    "satis@yakamoz-yazilim.example",
  )
  const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("leads-snapshot-")).length

  // The folder belongs to another process for this test: the same check a second process makes.
  fs.writeFileSync(path.join(dataRoot, "leads.pid"), String(process.ppid))
  try {
    const csv = await runLeadsCommand(["export"], env())
    expect(csv).toContain(id)
    expect(csv).toContain('"Gül"')
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("leads-snapshot-")).length).toBe(before)
    await expect(runLeadsCommand(["forget", "gul@example.com"], env())).rejects.toThrow(DatabaseBusyError)
    await expect(runLeadsCommand(["purge"], env())).rejects.toThrow(/şu anda \d+ numaralı süreç \(çalışan hizmet\) kullanıyor/)
  } finally {
    fs.writeFileSync(path.join(dataRoot, "leads.pid"), String(process.pid))
  }
  await service.close()
  service = undefined
  expect(fs.existsSync(path.join(dataRoot, "leads.pid"))).toBe(false)
  expect(await runLeadsCommand(["forget", "gul@example.com"], env())).toBe("gul@example.com: 1 talep ve 1 e-posta kaydı silindi.")
})

it("takes over the lock of a process that was killed", async () => {
  const finished = spawnSync(process.execPath, ["-e", "0"])
  expect(finished.status).toBe(0)
  fs.writeFileSync(path.join(dataRoot, "leads.pid"), String(finished.pid))
  expect(await runLeadsCommand(["purge"], env())).toBe("730 günden eski 0 talep silindi.")
  expect(fs.existsSync(path.join(dataRoot, "leads.pid"))).toBe(false)
})
