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
 * and netlify.toml ships data/ and the migrations with the function, and the built form pages with
 * public/_headers. The function also serves those pages (`config.path`), with a fresh time token in the
 * page, so a visitor without JavaScript can send the form at the first try, and answers such a post
 * with the form's own page (the outcome written into it). Netlify applies no _headers rule to a
 * function's answer, so the function sends the page's headers itself.
 */
import fs from "fs"
import path from "path"
import { headersForPath, parseHeadersFile } from "../../src/postbuild/headers-file"
import { createLeadApp, plainPage, type PageRenderer } from "../../src/leads/app"
import { leadSettings } from "../../src/leads/config"
import { openDatabase } from "../../src/leads/db"
import { formPageHtml, servedPage, tokenPlan } from "../../src/leads/form-page"
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

/** The routes of the form pages this function serves (the browser suite checks them against the build). */
// host-config: form routes (written by `npm run host-config`; do not edit)
export const formRoutes: readonly string[] = [
  "/contact",
  "/demo",
  "/e-donusum-testi/basit-usul",
  "/e-donusum-testi/isletme/araci-hizmet/10-milyon-alti",
  "/e-donusum-testi/isletme/araci-hizmet/10-milyon-ve-ustu",
  "/e-donusum-testi/isletme/epdk-otv",
  "/e-donusum-testi/isletme/hal",
  "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/10-milyon-ve-ustu",
  "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/500-bin-10-milyon",
  "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/500-bin-alti",
  "/e-donusum-testi/isletme/konaklama/10-milyon-alti",
  "/e-donusum-testi/isletme/konaklama/10-milyon-ve-ustu",
  "/e-donusum-testi/isletme/yok/10-milyon-ve-ustu",
  "/e-donusum-testi/isletme/yok/3-milyon-10-milyon",
  "/e-donusum-testi/isletme/yok/3-milyon-alti",
  "/e-donusum-testi/serbest-meslek",
  "/e-donusum-testi/sirket/araci-hizmet/10-milyon-alti",
  "/e-donusum-testi/sirket/araci-hizmet/10-milyon-ve-ustu",
  "/e-donusum-testi/sirket/epdk-otv",
  "/e-donusum-testi/sirket/hal",
  "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/10-milyon-ve-ustu",
  "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/500-bin-10-milyon",
  "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/500-bin-alti",
  "/e-donusum-testi/sirket/konaklama/10-milyon-alti",
  "/e-donusum-testi/sirket/konaklama/10-milyon-ve-ustu",
  "/e-donusum-testi/sirket/yok/10-milyon-ve-ustu",
  "/e-donusum-testi/sirket/yok/3-milyon-10-milyon",
  "/e-donusum-testi/sirket/yok/3-milyon-alti",
  "/en/contact",
  "/en/demo",
  "/en/e-document-check/basit-usul",
  "/en/e-document-check/isletme/araci-hizmet/10-milyon-alti",
  "/en/e-document-check/isletme/araci-hizmet/10-milyon-ve-ustu",
  "/en/e-document-check/isletme/epdk-otv",
  "/en/e-document-check/isletme/hal",
  "/en/e-document-check/isletme/internet-gayrimenkul-tasit/10-milyon-ve-ustu",
  "/en/e-document-check/isletme/internet-gayrimenkul-tasit/500-bin-10-milyon",
  "/en/e-document-check/isletme/internet-gayrimenkul-tasit/500-bin-alti",
  "/en/e-document-check/isletme/konaklama/10-milyon-alti",
  "/en/e-document-check/isletme/konaklama/10-milyon-ve-ustu",
  "/en/e-document-check/isletme/yok/10-milyon-ve-ustu",
  "/en/e-document-check/isletme/yok/3-milyon-10-milyon",
  "/en/e-document-check/isletme/yok/3-milyon-alti",
  "/en/e-document-check/serbest-meslek",
  "/en/e-document-check/sirket/araci-hizmet/10-milyon-alti",
  "/en/e-document-check/sirket/araci-hizmet/10-milyon-ve-ustu",
  "/en/e-document-check/sirket/epdk-otv",
  "/en/e-document-check/sirket/hal",
  "/en/e-document-check/sirket/internet-gayrimenkul-tasit/10-milyon-ve-ustu",
  "/en/e-document-check/sirket/internet-gayrimenkul-tasit/500-bin-10-milyon",
  "/en/e-document-check/sirket/internet-gayrimenkul-tasit/500-bin-alti",
  "/en/e-document-check/sirket/konaklama/10-milyon-alti",
  "/en/e-document-check/sirket/konaklama/10-milyon-ve-ustu",
  "/en/e-document-check/sirket/yok/10-milyon-ve-ustu",
  "/en/e-document-check/sirket/yok/3-milyon-10-milyon",
  "/en/e-document-check/sirket/yok/3-milyon-alti",
]
// Literal, as Netlify reads it from the source: the API and each form page, with and without the
// trailing slash. A function's path takes precedence over the static file of that address.
export const config = {
  path: [
    "/api/leads",
    "/api/leads/token",
    "/contact",
    "/contact/",
    "/demo",
    "/demo/",
    "/e-donusum-testi/basit-usul",
    "/e-donusum-testi/basit-usul/",
    "/e-donusum-testi/isletme/araci-hizmet/10-milyon-alti",
    "/e-donusum-testi/isletme/araci-hizmet/10-milyon-alti/",
    "/e-donusum-testi/isletme/araci-hizmet/10-milyon-ve-ustu",
    "/e-donusum-testi/isletme/araci-hizmet/10-milyon-ve-ustu/",
    "/e-donusum-testi/isletme/epdk-otv",
    "/e-donusum-testi/isletme/epdk-otv/",
    "/e-donusum-testi/isletme/hal",
    "/e-donusum-testi/isletme/hal/",
    "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/10-milyon-ve-ustu",
    "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/10-milyon-ve-ustu/",
    "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/500-bin-10-milyon",
    "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/500-bin-10-milyon/",
    "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/500-bin-alti",
    "/e-donusum-testi/isletme/internet-gayrimenkul-tasit/500-bin-alti/",
    "/e-donusum-testi/isletme/konaklama/10-milyon-alti",
    "/e-donusum-testi/isletme/konaklama/10-milyon-alti/",
    "/e-donusum-testi/isletme/konaklama/10-milyon-ve-ustu",
    "/e-donusum-testi/isletme/konaklama/10-milyon-ve-ustu/",
    "/e-donusum-testi/isletme/yok/10-milyon-ve-ustu",
    "/e-donusum-testi/isletme/yok/10-milyon-ve-ustu/",
    "/e-donusum-testi/isletme/yok/3-milyon-10-milyon",
    "/e-donusum-testi/isletme/yok/3-milyon-10-milyon/",
    "/e-donusum-testi/isletme/yok/3-milyon-alti",
    "/e-donusum-testi/isletme/yok/3-milyon-alti/",
    "/e-donusum-testi/serbest-meslek",
    "/e-donusum-testi/serbest-meslek/",
    "/e-donusum-testi/sirket/araci-hizmet/10-milyon-alti",
    "/e-donusum-testi/sirket/araci-hizmet/10-milyon-alti/",
    "/e-donusum-testi/sirket/araci-hizmet/10-milyon-ve-ustu",
    "/e-donusum-testi/sirket/araci-hizmet/10-milyon-ve-ustu/",
    "/e-donusum-testi/sirket/epdk-otv",
    "/e-donusum-testi/sirket/epdk-otv/",
    "/e-donusum-testi/sirket/hal",
    "/e-donusum-testi/sirket/hal/",
    "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/10-milyon-ve-ustu",
    "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/10-milyon-ve-ustu/",
    "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/500-bin-10-milyon",
    "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/500-bin-10-milyon/",
    "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/500-bin-alti",
    "/e-donusum-testi/sirket/internet-gayrimenkul-tasit/500-bin-alti/",
    "/e-donusum-testi/sirket/konaklama/10-milyon-alti",
    "/e-donusum-testi/sirket/konaklama/10-milyon-alti/",
    "/e-donusum-testi/sirket/konaklama/10-milyon-ve-ustu",
    "/e-donusum-testi/sirket/konaklama/10-milyon-ve-ustu/",
    "/e-donusum-testi/sirket/yok/10-milyon-ve-ustu",
    "/e-donusum-testi/sirket/yok/10-milyon-ve-ustu/",
    "/e-donusum-testi/sirket/yok/3-milyon-10-milyon",
    "/e-donusum-testi/sirket/yok/3-milyon-10-milyon/",
    "/e-donusum-testi/sirket/yok/3-milyon-alti",
    "/e-donusum-testi/sirket/yok/3-milyon-alti/",
    "/en/contact",
    "/en/contact/",
    "/en/demo",
    "/en/demo/",
    "/en/e-document-check/basit-usul",
    "/en/e-document-check/basit-usul/",
    "/en/e-document-check/isletme/araci-hizmet/10-milyon-alti",
    "/en/e-document-check/isletme/araci-hizmet/10-milyon-alti/",
    "/en/e-document-check/isletme/araci-hizmet/10-milyon-ve-ustu",
    "/en/e-document-check/isletme/araci-hizmet/10-milyon-ve-ustu/",
    "/en/e-document-check/isletme/epdk-otv",
    "/en/e-document-check/isletme/epdk-otv/",
    "/en/e-document-check/isletme/hal",
    "/en/e-document-check/isletme/hal/",
    "/en/e-document-check/isletme/internet-gayrimenkul-tasit/10-milyon-ve-ustu",
    "/en/e-document-check/isletme/internet-gayrimenkul-tasit/10-milyon-ve-ustu/",
    "/en/e-document-check/isletme/internet-gayrimenkul-tasit/500-bin-10-milyon",
    "/en/e-document-check/isletme/internet-gayrimenkul-tasit/500-bin-10-milyon/",
    "/en/e-document-check/isletme/internet-gayrimenkul-tasit/500-bin-alti",
    "/en/e-document-check/isletme/internet-gayrimenkul-tasit/500-bin-alti/",
    "/en/e-document-check/isletme/konaklama/10-milyon-alti",
    "/en/e-document-check/isletme/konaklama/10-milyon-alti/",
    "/en/e-document-check/isletme/konaklama/10-milyon-ve-ustu",
    "/en/e-document-check/isletme/konaklama/10-milyon-ve-ustu/",
    "/en/e-document-check/isletme/yok/10-milyon-ve-ustu",
    "/en/e-document-check/isletme/yok/10-milyon-ve-ustu/",
    "/en/e-document-check/isletme/yok/3-milyon-10-milyon",
    "/en/e-document-check/isletme/yok/3-milyon-10-milyon/",
    "/en/e-document-check/isletme/yok/3-milyon-alti",
    "/en/e-document-check/isletme/yok/3-milyon-alti/",
    "/en/e-document-check/serbest-meslek",
    "/en/e-document-check/serbest-meslek/",
    "/en/e-document-check/sirket/araci-hizmet/10-milyon-alti",
    "/en/e-document-check/sirket/araci-hizmet/10-milyon-alti/",
    "/en/e-document-check/sirket/araci-hizmet/10-milyon-ve-ustu",
    "/en/e-document-check/sirket/araci-hizmet/10-milyon-ve-ustu/",
    "/en/e-document-check/sirket/epdk-otv",
    "/en/e-document-check/sirket/epdk-otv/",
    "/en/e-document-check/sirket/hal",
    "/en/e-document-check/sirket/hal/",
    "/en/e-document-check/sirket/internet-gayrimenkul-tasit/10-milyon-ve-ustu",
    "/en/e-document-check/sirket/internet-gayrimenkul-tasit/10-milyon-ve-ustu/",
    "/en/e-document-check/sirket/internet-gayrimenkul-tasit/500-bin-10-milyon",
    "/en/e-document-check/sirket/internet-gayrimenkul-tasit/500-bin-10-milyon/",
    "/en/e-document-check/sirket/internet-gayrimenkul-tasit/500-bin-alti",
    "/en/e-document-check/sirket/internet-gayrimenkul-tasit/500-bin-alti/",
    "/en/e-document-check/sirket/konaklama/10-milyon-alti",
    "/en/e-document-check/sirket/konaklama/10-milyon-alti/",
    "/en/e-document-check/sirket/konaklama/10-milyon-ve-ustu",
    "/en/e-document-check/sirket/konaklama/10-milyon-ve-ustu/",
    "/en/e-document-check/sirket/yok/10-milyon-ve-ustu",
    "/en/e-document-check/sirket/yok/10-milyon-ve-ustu/",
    "/en/e-document-check/sirket/yok/3-milyon-10-milyon",
    "/en/e-document-check/sirket/yok/3-milyon-10-milyon/",
    "/en/e-document-check/sirket/yok/3-milyon-alti",
    "/en/e-document-check/sirket/yok/3-milyon-alti/",
  ],
}
// host-config: end

const root = () => process.env.LAMBDA_TASK_ROOT ?? process.cwd()

/** A built page shipped with the function (netlify.toml's included_files), if it is there. */
function builtPage(route: string): Buffer<ArrayBuffer> | undefined {
  const file = path.join(root(), "public", route.slice(1), "index.html")
  return formRoutes.includes(route) && fs.existsSync(file) ? fs.readFileSync(file) : undefined
}

/** The headers public/_headers gives the page (what Netlify would send with the file), never cached. */
function pageHeaders(route: string): Record<string, string> {
  const file = path.join(root(), "public", "_headers")
  const rules = fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, "utf8")) : []
  return { ...headersForPath(rules, `${route}/`), "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }
}

/** A native post's answer: the form's own page with the outcome, or the plain page if it was not shipped. */
const renderPage: PageRenderer = async (args) => {
  const wanted = args.page ? new URL(args.page, "http://site.invalid").pathname : undefined
  for (const route of [wanted, args.form === "demo" ? "/demo" : "/contact"]) {
    const page = route ? builtPage(route)?.toString("utf8") : undefined
    if (!route || !page?.includes(`data-lead-form="${args.form}"`)) continue
    return new Response(formPageHtml(page, args.outcome, args.token), { status: args.status, headers: pageHeaders(route) })
  }
  return plainPage(args)
}

/**
 * GET of a form page: the built page with a fresh token and a link's subject and message written in (as
 * `npm start`'s server does, servedPage); without a service, the page as built.
 */
async function formPage(request: Request, route: string): Promise<Response> {
  const page = builtPage(route)
  if (!page) return new Response("Sayfa bulunamadı.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } })
  let body = page
  try {
    const { service } = await instance()
    body = servedPage(page, tokenPlan(page), service.issueToken(), new URL(request.url).searchParams)
  } catch (error) {
    // The island fetches its own token once the service is back; the page itself must still load.
    console.error(error instanceof Error ? error.message : "leads: the service did not start")
  }
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers: pageHeaders(route) })
}

/** One service per function instance, started on its first call and reused while Netlify keeps it warm. */
export function instance() {
  starting ??= (async () => {
    const settings = leadSettings(process.env, root())
    if (!settings.databaseUrl) throw new Error("leads: DATABASE_URL is required on Netlify (no disk for PGlite)")
    if (!process.env.LEAD_SECRET) throw new Error("leads: LEAD_SECRET is required on Netlify (instances share no files)")
    const database = await openDatabase({
      databaseUrl: settings.databaseUrl,
      migrationsFolder: path.join(root(), "src", "leads", "migrations"),
      poolSize: 2,
    })
    // The outbox is sent after each lead (below) and by the scheduled leads-outbox function, not by a loop.
    const service = await startLeadService(settings, { database, startSender: false })
    const app = createLeadApp({
      service,
      renderPage,
      clientAddress: (c) => (c.env as NetlifyContext | undefined)?.ip ?? "unknown",
    })
    return { service, app }
  })()
  starting.catch(() => (starting = undefined))
  return starting
}

export default async function leads(request: Request, context: NetlifyContext): Promise<Response> {
  const route = new URL(request.url).pathname.replace(/(.)\/+$/, "$1")
  if (formRoutes.includes(route) && (request.method === "GET" || request.method === "HEAD")) return formPage(request, route)
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
