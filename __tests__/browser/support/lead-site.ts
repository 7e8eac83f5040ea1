import fs from "fs"
import os from "os"
import path from "path"
import { startSiteServer } from "../../../scripts/serve"
import { leadSettings } from "../../../src/leads/config"
import { listLeads } from "../../../src/leads/store"
import { SmtpSink } from "../../leads/support/smtp-sink"

const root = path.join(__dirname, "..", "..", "..")

/**
 * `npm start`'s server (scripts/serve.ts) started inside a test file, on its own free port, with its
 * own throwaway PGlite folder and SMTP sink: the test reads what the lead service stored through the
 * service's own storage module, and the mails the teams received from the sink.
 */
export async function startLeadSite({ minAgeMs = 800 } = {}) {
  const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-forms-leads-"))
  const sink = new SmtpSink()
  await sink.listen()
  const settings = leadSettings(
    {
      ...process.env,
      LEAD_DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      DATABASE_URL: "",
      LEAD_RATE_LIMIT: "100000/60",
      // The time trap, shortened so a test waits under a second instead of three.
      LEAD_MIN_AGE_MS: String(minAgeMs),
    },
    root,
  )
  const server = await startSiteServer({
    publicDir,
    port: 0,
    settings,
    logger: { info: () => undefined, error: () => undefined },
  })
  return {
    url: server.url,
    settings,
    sink,
    /** How long a form must be open before its send passes the time trap. */
    minAgeMs,
    /** Every stored lead, oldest first. */
    leads: () => listLeads(server.service.database.db),
    close: async () => {
      await server.close()
      await sink.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type LeadSite = Awaited<ReturnType<typeof startLeadSite>>
