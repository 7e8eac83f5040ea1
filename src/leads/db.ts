/**
 * The lead database: a PostgreSQL server through `pg` when DATABASE_URL is set, else embedded PGlite (real
 * PostgreSQL in WebAssembly) in a folder, by default .data/leads. Both go through Drizzle with the same
 * schema and the same committed migrations, applied at start.
 */
import fs from "fs"
import path from "path"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import * as schema from "./schema"

export type LeadDb = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: LeadDb
  kind: "pglite" | "postgres"
  /** Runs `work` in one transaction: committed whole, or rolled back whole when anything throws. */
  transaction<T>(work: (tx: LeadDb) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres://… ; without it, PGlite in `dataDir`. */
  databaseUrl?: string
  /** PGlite's folder; "memory://" keeps the database in memory (tests). */
  dataDir?: string
  migrationsFolder?: string
  /** Pool size for the PostgreSQL server. */
  poolSize?: number
  /**
   * PGlite only: when another process (the running service) holds the folder, open a copy of it instead
   * of failing. For reading (the CSV export); the copy is deleted on close.
   */
  snapshotIfBusy?: boolean
}

/** PGlite's folder is in use by another live process: PGlite is one PostgreSQL per process, not shared. */
export class DatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `${dataDir} veri tabanını şu anda ${pid} numaralı süreç (çalışan hizmet) kullanıyor. Bu komut için önce hizmeti ` +
        "durdurun ya da DATABASE_URL ile bir PostgreSQL sunucusu kullanın (PGlite aynı anda tek süreçle açılır).",
    )
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * A process's start time in clock ticks since boot (Linux /proc), so a lock names one process and not a
 * PID the system may have given to another since; undefined for a dead or zombie process, null where
 * /proc is missing (the PID alone then decides).
 */
export function processStart(pid: number): string | undefined | null {
  if (!fs.existsSync("/proc/self/stat")) return null
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    // Fields after the command name (which may hold spaces): state is field 3, starttime field 22.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return fields[0] === "Z" || fields[0] === "X" ? undefined : fields[19]
  } catch {
    return undefined
  }
}

/** Whether the process a lock names ("<pid> <start>") still runs: the same PID and the same start time. */
export function lockHolderAlive(content: string): number | undefined {
  const [pidText, start] = content.trim().split(/\s+/)
  const pid = Number(pidText)
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return undefined
  const current = processStart(pid)
  if (current === null) return pid
  // A lock written before start times were recorded names the PID only: trusted while it runs.
  return current !== undefined && (start === undefined || start === current) ? pid : undefined
}

const lockContent = () => `${process.pid} ${processStart(process.pid) ?? ""}`.trim()

/**
 * Takes `<dataDir>.pid` for this process. Two PGlite instances writing one folder would corrupt it, so a
 * second opener gets DatabaseBusyError; a lock whose process died (SIGKILL), or whose PID now belongs to
 * another process (a different start time), is taken over.
 */
function lockFolder(dataDir: string): () => void {
  const file = `${dataDir}.pid`
  const mine = lockContent()
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: "wx", mode: 0o600 })
      const release = () => {
        try {
          if (fs.readFileSync(file, "utf8") === mine) fs.rmSync(file)
        } catch {
          // Already gone.
        }
      }
      process.once("exit", release)
      return () => {
        process.off("exit", release)
        release()
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const pid = lockHolderAlive(fs.readFileSync(file, "utf8"))
      if (pid !== undefined) throw new DatabaseBusyError(dataDir, pid)
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock ${dataDir}`)
}

/**
 * Copies of a busy PGlite folder live beside it, in `<dataDir>.snapshots/<pid> <start>`, never in the
 * system's temporary folder: a copy holds personal data, so it must stay under the same protection and
 * be gone when the command ends, also when it is interrupted (the signal handlers) or killed (the next
 * opener removes copies whose process is gone).
 */
function snapshotFolder(dataDir: string): { dir: string; remove: () => void } {
  const parent = `${dataDir}.snapshots`
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 })
  removeStaleSnapshots(dataDir)
  const dir = path.join(parent, lockContent().replace(" ", "-"))
  fs.rmSync(dir, { recursive: true, force: true })
  const remove = () => {
    fs.rmSync(dir, { recursive: true, force: true })
    process.off("exit", remove)
    process.off("SIGINT", interrupted)
    process.off("SIGTERM", interrupted)
    process.off("SIGHUP", interrupted)
  }
  const interrupted = (signal: NodeJS.Signals) => {
    remove()
    process.kill(process.pid, signal)
  }
  process.once("exit", remove)
  process.once("SIGINT", interrupted)
  process.once("SIGTERM", interrupted)
  process.once("SIGHUP", interrupted)
  return { dir, remove }
}

/** Removes the copies left by commands that were killed (their process is gone). */
export function removeStaleSnapshots(dataDir: string) {
  const parent = `${dataDir}.snapshots`
  if (!fs.existsSync(parent)) return
  for (const name of fs.readdirSync(parent)) {
    if (lockHolderAlive(name.replace("-", " ")) === undefined && !name.startsWith(`${process.pid}-`))
      fs.rmSync(path.join(parent, name), { recursive: true, force: true })
  }
}

/** The lead service's bounds on the PostgreSQL server (milliseconds); see openDatabase. */
export const timeLimits = { connectMs: 5000, statementMs: 4000, queryMs: 5000, idleInTransactionMs: 10_000 }

export const defaultMigrationsFolder = path.join(__dirname, "migrations")

// Any number, the same in every process: two instances starting together migrate one after the other.
const MIGRATION_LOCK = 7_466_353_301

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder
  if (options.databaseUrl) {
    const { Pool } = await import("pg")
    const { drizzle } = await import("drizzle-orm/node-postgres")
    const { migrate } = await import("drizzle-orm/node-postgres/migrator")
    const { Client } = await import("pg")
    // Migrations may take long (an index on a large table): their own connection, without the limits below.
    const migrator = new Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 10_000 })
    migrator.on("error", () => {})
    await migrator.connect()
    try {
      await migrator.query("select pg_advisory_lock($1)", [MIGRATION_LOCK])
      await migrate(drizzle(migrator, { schema }), { migrationsFolder })
    } finally {
      await migrator.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {})
      await migrator.end().catch(() => {})
    }
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that is down, frozen or cut off must turn into a 503 within seconds, not a hanging
      // request: a bound on connecting (and on waiting for a free client), on every statement at the
      // server, on every answer at the client (a frozen server never reports its own timeout), and TCP
      // keepalive so a connection to a vanished host is found dead.
      connectionTimeoutMillis: timeLimits.connectMs,
      statement_timeout: timeLimits.statementMs,
      query_timeout: timeLimits.queryMs,
      idle_in_transaction_session_timeout: timeLimits.idleInTransactionMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      idleTimeoutMillis: 30_000,
    })
    // An idle client losing its server emits here; without a listener the process would exit.
    pool.on("error", () => {})
    return {
      db: drizzle(pool, { schema }),
      kind: "postgres",
      // Drizzle's own transaction over a pool leaks the client when BEGIN itself fails (a connection the
      // server has closed), so this one releases it in every case and discards a client that failed.
      transaction: async (work) => {
        const client = await pool.connect()
        let failure: Error | undefined
        // A checked-out client whose server goes away emits "error"; unheard, it would end the process.
        const onError = (error: Error) => (failure = error)
        client.on("error", onError)
        try {
          await client.query("begin")
          const result = await work(drizzle(client, { schema }))
          await client.query("commit")
          return result
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error))
          await client.query("rollback").catch(() => {})
          throw error
        } finally {
          client.off("error", onError)
          client.release(failure)
        }
      },
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import("@electric-sql/pglite")
  const { drizzle } = await import("drizzle-orm/pglite")
  const { migrate } = await import("drizzle-orm/pglite/migrator")
  let dataDir = options.dataDir ?? path.join(process.cwd(), ".data", "leads")
  let release = () => {}
  if (!dataDir.startsWith("memory://")) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    try {
      release = lockFolder(dataDir)
      removeStaleSnapshots(dataDir)
    } catch (error) {
      if (!(error instanceof DatabaseBusyError) || !options.snapshotIfBusy) throw error
      // The service keeps running; the export reads a copy of what it has written so far.
      const copy = snapshotFolder(dataDir)
      fs.cpSync(dataDir, copy.dir, { recursive: true })
      dataDir = copy.dir
      release = copy.remove
    }
  }
  try {
    const client = await PGlite.create(dataDir)
    const db = drizzle(client, { schema })
    await migrate(db, { migrationsFolder })
    return {
      db,
      kind: "pglite",
      transaction: (work) => db.transaction(work),
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}
