/**
 * The lead service alone in a process of its own, for the test that kills it with SIGKILL: settings from
 * the environment (DATABASE_URL, LEAD_SECRET, …) as in production; prints "PORT <n>" once it listens.
 */
import path from "path"
import { serve } from "@hono/node-server"
import { createLeadApp } from "../../../src/leads/app"
import { leadSettings } from "../../../src/leads/config"
import { startLeadService } from "../../../src/leads/service"

const root = path.join(__dirname, "..", "..", "..")

startLeadService(leadSettings(process.env, root), { logger: { info: () => {}, error: () => {} } })
  .then((service) => {
    const app = createLeadApp({ service, clientAddress: () => "127.0.0.1" })
    serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => process.stdout.write(`PORT ${info.port}\n`))
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
