/**
 * `npm run leads -- <command>`: the sales team's and the data controller's commands on the lead database
 * (the same DATABASE_URL or .data/leads the service uses).
 *
 *   export [--since 2026-11-01] [--out leads.csv]   CSV (UTF-8 with BOM) to the file or to the terminal
 *   report [--from 2026-11-01] [--to 2026-11-30] [--html rapor.html]
 *                                                    counts per week by subject, team, page, campaign and
 *                                                    mail state: text to the terminal, or one HTML file
 *   forget <e-posta>                                 deletes that person's leads and mails, says how many
 *   purge                                            deletes leads older than data/site.yaml leads.retentionDays
 *   resend                                           sends the dead letters again (mails the mail server refused
 *                                                    for good), once their cause is fixed
 */
import fs from "fs"
import { leadSettings } from "../src/leads/config"
import { leadsCsv } from "../src/leads/csv"
import { openDatabase } from "../src/leads/db"
import { leadReport, parseRange, reportText } from "../src/leads/report"
import { reportHtml } from "../src/leads/report-html"
import { forgetEmail, listLeads, purgeOlderThan, requeueDeadMail } from "../src/leads/store"

const usage = `Kullanım:
  npm run leads -- export [--since YYYY-AA-GG] [--out dosya.csv]
  npm run leads -- report [--from YYYY-AA-GG] [--to YYYY-AA-GG] [--html rapor.html]
  npm run leads -- forget <e-posta>
  npm run leads -- purge
  npm run leads -- resend`

/** The report's --from, --to and --html, each with a value; anything else is refused with the usage. */
function reportRange(args: string[]) {
  const values = new Map<string, string>()
  for (let at = 0; at < args.length; at += 2) {
    const [name, value] = [args[at], args[at + 1]]
    if (!["--from", "--to", "--html"].includes(name)) throw new Error(`report: "${name}" tanınmadı.\n${usage}`)
    if (value === undefined || value.startsWith("--")) throw new Error(`report: ${name} için bir değer yazın.\n${usage}`)
    values.set(name, value)
  }
  return parseRange(values.get("--from"), values.get("--to"))
}

export async function runLeadsCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): Promise<string> {
  const [command, ...rest] = args
  if (!["export", "report", "forget", "purge", "resend"].includes(command ?? "")) throw new Error(usage)
  const option = (name: string) => {
    const at = rest.indexOf(name)
    return at >= 0 ? rest[at + 1] : undefined
  }
  // The report's options are checked before the database opens, so a mistyped date answers at once.
  const range = command === "report" ? reportRange(rest) : undefined
  const settings = leadSettings(env, root)
  // With PGlite the running service holds the folder: export and report read a copy, forget and purge wait.
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: `${settings.dataDir}/leads`,
    snapshotIfBusy: command === "export" || command === "report",
  })
  try {
    if (range) {
      const report = await leadReport(database.db, range, settings.subjects)
      const html = option("--html")
      if (!html) return reportText(report)
      fs.writeFileSync(html, reportHtml(report, { brand: settings.site.brand }))
      return `${html} yazıldı (${report.total} talep).`
    }
    if (command === "export") {
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
    if (command === "resend") {
      const due = await requeueDeadMail(database.db)
      return due === 0
        ? "Teslim edilemeyen e-posta yok."
        : `${due} teslim edilemeyen e-posta yeniden gönderilmek üzere sıraya alındı; çalışan hizmet bunları bir dakika içinde gönderir.`
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
