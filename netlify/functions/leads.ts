/**
 * The lead service as a Netlify Function (Functions API v2, Web-standard Request/Response), for a site
 * hosted on Netlify without a server of its own: /api/leads and /api/leads/token run the same Hono app
 * as `npm start` (src/leads/app.ts).
 *
 * KVKK CONSEQUENCE. Netlify, Inc. is a US company and runs this function outside Türkiye (AWS, by default
 * in the United States), so every lead the visitors send is personal data transferred abroad under
 * KVKK article 9 as amended by Law 7499 (in force since 1 June 2024). Before switching it on, the company
 * must have one of the article's grounds: in practice the Board's standard contract signed with Netlify
 * (and with the database provider, if DATABASE_URL points abroad) and notified to the KVKK Authority
 * within 5 business days of signing; and the information notice (/privacy) must name Netlify and the
 * transfer abroad instead of "Türkiye" (data/pages/privacy.yaml). Self-hosting (`npm start` behind nginx,
 * docs/deploying.md) keeps the leads in Türkiye and needs none of this. docs/leads.md says the same.
 *
 * Netlify keeps no files between calls: DATABASE_URL (a PostgreSQL server) and LEAD_SECRET are required,
 * and netlify.toml ships data/ and the migrations with the function. A post without JavaScript is
 * answered with a plain Turkish page (the built form pages are not part of the function).
 */
import path from "path"
import { createLeadApp } from "../../src/leads/app"
import { leadSettings } from "../../src/leads/config"
import { openDatabase } from "../../src/leads/db"
import { startLeadService, type LeadService } from "../../src/leads/service"

/** What this function uses of Netlify's context object. */
interface NetlifyContext {
  ip?: string
  waitUntil?: (promise: Promise<unknown>) => void
}

const unavailable = () =>
  new Response(
    JSON.stringify({
      ok: false,
      message: "Talep hizmeti şu anda çalışmıyor; girdiğiniz bilgiler silinmedi. Lütfen bize telefonla ya da e-postayla ulaşın.",
      errors: [],
    }),
    { status: 503, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } },
  )

let starting: Promise<{ service: LeadService; app: ReturnType<typeof createLeadApp> }> | undefined

/** One service per function instance, started on its first call and reused while Netlify keeps it warm. */
export function instance() {
  starting ??= (async () => {
    const root = process.env.LAMBDA_TASK_ROOT ?? process.cwd()
    const settings = leadSettings(process.env, root)
    if (!settings.databaseUrl) throw new Error("leads: DATABASE_URL is required on Netlify (no disk for PGlite)")
    if (!process.env.LEAD_SECRET) throw new Error("leads: LEAD_SECRET is required on Netlify (instances share no files)")
    const database = await openDatabase({
      databaseUrl: settings.databaseUrl,
      migrationsFolder: path.join(root, "src", "leads", "migrations"),
      poolSize: 2,
    })
    // The outbox is sent after each lead (below) and by the scheduled leads-outbox function, not by a loop.
    const service = await startLeadService(settings, { database, startSender: false })
    const app = createLeadApp({
      service,
      clientAddress: (c) => (c.env as NetlifyContext | undefined)?.ip ?? "unknown",
    })
    return { service, app }
  })()
  starting.catch(() => (starting = undefined))
  return starting
}

export default async function leads(request: Request, context: NetlifyContext): Promise<Response> {
  let started: Awaited<ReturnType<typeof instance>>
  try {
    started = await instance()
  } catch (error) {
    console.error(error instanceof Error ? error.message : "leads: the service did not start")
    return unavailable()
  }
  const response = await started.app.fetch(request, context)
  if (request.method === "POST" && (response.status === 201 || response.status === 200)) {
    // The visitor has the answer; the mail goes out while the instance lives, else on the schedule.
    const sending = started.service.sender.flush().catch(() => {})
    if (context.waitUntil) context.waitUntil(sending)
    else await sending
  }
  return response
}

export const config = { path: ["/api/leads", "/api/leads/token"] }
