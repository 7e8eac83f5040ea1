/**
 * The lead database: a PostgreSQL server through `pg` when DATABASE_URL is set, else embedded PGlite (real
 * PostgreSQL in WebAssembly) in a folder, by default .data/leads. Both go through Drizzle with the same
 * schema and the same committed migrations, applied at start.
 */
import fs from "fs"
import os from "os"
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
 * Takes `<dataDir>.pid` for this process. Two PGlite instances writing one folder would corrupt it, so a
 * second opener gets DatabaseBusyError; a file left by a process that died (SIGKILL) is taken over.
 */
function lockFolder(dataDir: string): () => void {
  const file = `${dataDir}.pid`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 })
      const release = () => {
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.rmSync(file)
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
      const pid = Number(fs.readFileSync(file, "utf8"))
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) throw new DatabaseBusyError(dataDir, pid)
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock ${dataDir}`)
}

export const defaultMigrationsFolder = path.join(__dirname, "migrations")

// Any number, the same in every process: two instances starting together migrate one after the other.
const MIGRATION_LOCK = 7_466_353_301

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder
  if (options.databaseUrl) {
    const { Pool } = await import("pg")
    const { drizzle } = await import("drizzle-orm/node-postgres")
    const { migrate } = await import("drizzle-orm/node-postgres/migrator")
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that is down must turn into a 503 within seconds, not a hanging request.
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30000,
    })
    // An idle client losing its server emits here; without a listener the process would exit.
    pool.on("error", () => {})
    const client = await pool.connect()
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK])
      await migrate(drizzle(client, { schema }), { migrationsFolder })
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {})
      client.release()
    }
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
    } catch (error) {
      if (!(error instanceof DatabaseBusyError) || !options.snapshotIfBusy) throw error
      // The service keeps running; the export reads a copy of what it has written so far.
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), "leads-snapshot-"))
      fs.cpSync(dataDir, copy, { recursive: true })
      dataDir = copy
      release = () => fs.rmSync(copy, { recursive: true, force: true })
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
