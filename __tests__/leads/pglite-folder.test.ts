import { spawn, spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { runLeadsCommand } from "../../scripts/leads"
import { DatabaseBusyError, openDatabase, type Database } from "../../src/leads/db"
import { NOTICE, root, storeTestLead } from "./support/leads"

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
  // The lock names this process by its PID and its start time, so a reused PID is not taken for it.
  expect(fs.readFileSync(path.join(dataRoot, "leads.pid"), "utf8")).toMatch(new RegExp(`^${process.pid} \\d+$`))
  const lock = fs.readFileSync(path.join(dataRoot, "leads.pid"), "utf8")
  const { id } = await storeTestLead(
    service,
    {
      form: "contact",
      subject: "erp",
      team: "salesEmail",
      fields: { firstName: "Gül", email: "gul@example.com" },
      email: "gul@example.com",
      noticeVersion: NOTICE,
      noticeSentAt: new Date(),
      idempotencyKey: "folder-test-1",
    },
    "satis@yakamoz-yazilim.example",
  )
  const snapshots = path.join(dataRoot, "leads.snapshots")

  // The folder belongs to another process for this test: the same check a second process makes.
  fs.writeFileSync(path.join(dataRoot, "leads.pid"), String(process.ppid))
  try {
    const csv = await runLeadsCommand(["export"], env())
    expect(csv).toContain(id)
    expect(csv).toContain('"Gül"')
    // The copy lived beside the database and is gone with the command.
    expect(fs.readdirSync(snapshots)).toEqual([])
    await expect(runLeadsCommand(["forget", "gul@example.com"], env())).rejects.toThrow(DatabaseBusyError)
    await expect(runLeadsCommand(["purge"], env())).rejects.toThrow(/şu anda \d+ numaralı süreç \(çalışan hizmet\) kullanıyor/)
  } finally {
    fs.writeFileSync(path.join(dataRoot, "leads.pid"), lock)
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

it("takes over a lock whose PID now belongs to another process (another start time)", async () => {
  // The parent process is alive, but it is not the one that wrote this lock: its start time differs.
  fs.writeFileSync(path.join(dataRoot, "leads.pid"), `${process.ppid} 1`)
  expect(await runLeadsCommand(["purge"], env())).toBe("730 günden eski 0 talep silindi.")
  expect(fs.existsSync(path.join(dataRoot, "leads.pid"))).toBe(false)
})

it("leaves no copy of the database behind when an export is interrupted (SIGINT) or killed", async () => {
  service = await openDatabase({ dataDir: path.join(dataRoot, "leads") })
  const snapshots = path.join(dataRoot, "leads.snapshots")
  // A command that opens a copy of the busy folder and waits, as a long export would.
  const script = `
    const { openDatabase } = require(${JSON.stringify(path.join(root, "src", "leads", "db.ts"))})
    openDatabase({ dataDir: process.argv[1], snapshotIfBusy: true }).then(() => console.log("OPEN"))
    setInterval(() => {}, 1000)
  `
  const waitOpen = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("OPEN") && resolve())
      child.once("exit", (code) => reject(new Error(`exited ${code} before opening`)))
    })
  const exited = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve))
  for (const signal of ["SIGINT", "SIGKILL"] as const) {
    const child = spawn(process.execPath, ["--import", "tsx", "-e", script, path.join(dataRoot, "leads")], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    await waitOpen(child)
    expect(fs.readdirSync(snapshots)).toHaveLength(1)
    const done = exited(child)
    child.kill(signal)
    await done
    if (signal === "SIGINT") expect(fs.readdirSync(snapshots)).toEqual([])
  }
  // The killed command could not clean up: the next opener removes its copy.
  expect(fs.readdirSync(snapshots)).toHaveLength(1)
  await service.close()
  service = await openDatabase({ dataDir: path.join(dataRoot, "leads") })
  expect(fs.readdirSync(snapshots)).toEqual([])
  await service.close()
  service = undefined
})
