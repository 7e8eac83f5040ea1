/**
 * The lead service alone in a process of its own, for the tests that kill it (SIGKILL) or stop it
 * (SIGTERM): settings from the environment (DATABASE_URL, LEAD_SECRET, …) as in production; prints
 * "PORT <n>" once it listens. SIGTERM drains as `npm run serve` does (src/leads/http-server.ts).
 */
import http from "http"
import path from "path"
import { serve } from "@hono/node-server"
import { createLeadApp } from "../../../src/leads/app"
import { leadSettings } from "../../../src/leads/config"
import { drainable, drainSummary, exitOnSignals } from "../../../src/leads/http-server"
import { startLeadService } from "../../../src/leads/service"

const root = path.join(__dirname, "..", "..", "..")

startLeadService(leadSettings(process.env, root), { logger: { info: () => {}, error: () => {} } })
  .then((service) => {
    const app = createLeadApp({ service, clientAddress: () => "127.0.0.1" })
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      process.stdout.write(`PORT ${info.port}\n`),
    )
    if (!(server instanceof http.Server)) throw new Error("the child service needs an HTTP/1 server")
    const drain = drainable(server)
    exitOnSignals(async () => {
      // The production deadline (10 s, scripts/serve.ts) unless the test sets another: a test of the drain
      // itself on a starved machine needs longer than production to answer 200 posts.
      const { report } = await drain.drain(Number(process.env.CHILD_DRAIN_MS ?? 10_000))
      // The test that stops it reads this when a post went unanswered.
      console.error(drainSummary(report))
      await service.close()
    })
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
