/**
 * `npm run leads -- <command>`: the sales team's and the data controller's commands on the lead database
 * (the same DATABASE_URL or .data/leads the service uses).
 *
 *   export [--since 2026-11-01] [--out leads.csv]   CSV (UTF-8 with BOM) to the file or to the terminal
 *   forget <e-posta>                                 deletes that person's leads and mails, says how many
 *   purge                                            deletes leads older than data/site.yaml leads.retentionDays
 */
import fs from "fs"
import { leadSettings } from "../src/leads/config"
import { leadsCsv } from "../src/leads/csv"
import { openDatabase } from "../src/leads/db"
import { forgetEmail, listLeads, purgeOlderThan } from "../src/leads/store"

const usage = `Kullanım:
  npm run leads -- export [--since YYYY-AA-GG] [--out dosya.csv]
  npm run leads -- forget <e-posta>
  npm run leads -- purge`

export async function runLeadsCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): Promise<string> {
  const [command, ...rest] = args
  if (!["export", "forget", "purge"].includes(command ?? "")) throw new Error(usage)
  const settings = leadSettings(env, root)
  // With PGlite the running service holds the folder: the export reads a copy, forget and purge must wait.
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: `${settings.dataDir}/leads`,
    snapshotIfBusy: command === "export",
  })
  try {
    if (command === "export") {
      const option = (name: string) => {
        const at = rest.indexOf(name)
        return at >= 0 ? rest[at + 1] : undefined
      }
      const sinceText = option("--since")
      const since = sinceText ? new Date(sinceText) : undefined
      if (since && Number.isNaN(since.getTime()))
        throw new Error(`--since: "${sinceText}" bir tarih değil; örneğin 2026-11-01 yazın.`)
      const csv = leadsCsv(await listLeads(database.db, since), settings.subjects)
      const out = option("--out")
      if (!out) return csv
      fs.writeFileSync(out, csv)
      return `${out} yazıldı.`
    }
    if (command === "forget") {
      const email = rest[0]
      if (!email || !email.includes("@")) throw new Error(`forget için bir e-posta adresi yazın.\n${usage}`)
      const { leads, mails } = await forgetEmail(database, email)
      return `${email}: ${leads} talep ve ${mails} e-posta kaydı silindi.`
    }
    const removed = await purgeOlderThan(database.db, settings.retentionDays)
    return `${settings.retentionDays} günden eski ${removed} talep silindi.`
  } finally {
    await database.close()
  }
}

if (require.main === module) {
  runLeadsCommand(process.argv.slice(2)).then(
    (output) => process.stdout.write(output.endsWith("\n") ? output : `${output}\n`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
