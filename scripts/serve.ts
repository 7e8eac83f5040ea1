/**
 * `npm run serve` (and `npm start` after the build): one Node process serving the built site in public/
 * and the lead service at /api/leads, on port 9000. Every response carries the headers the build's own
 * public/_headers declares for its path (CSP, HSTS, cache rules), unknown addresses get 404.html with
 * status 404, and pages with a form get a fresh time token in their hidden `_token` input, so local
 * serving behaves like production. In production it runs behind nginx (docs/deploying.md).
 *
 * Tests and the browser suite import `startSiteServer`.
 */
import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import { serve, type HttpBindings } from "@hono/node-server"
import { Hono } from "hono"
import { headersForPath, parseHeadersFile } from "../src/postbuild/headers-file"
import type { HeaderRule } from "../src/postbuild/host-config"
import { createLeadApp, plainPage, type PageRenderer } from "../src/leads/app"
import { leadSettings, type LeadSettings } from "../src/leads/config"
import { formPageHtml, servedPage, tokenPlan } from "../src/leads/form-page"
import { drainable, drainSummary, exitOnSignals, type Drainable } from "../src/leads/http-server"
import type { Logger } from "../src/leads/mail"
import { startLeadService, type LeadService } from "../src/leads/service"
import { contentTypeOf, htmlContentType } from "../src/postbuild/content-types"
import { compressForRequest, copySuffix, preferredEncoding } from "../src/postbuild/precompress"
import { translations } from "../src/content/languages"

/**
 * Files of public/ that are instructions for hosts, not part of the site (nginx hides them too):
 * _headers, _redirects and the nginx files (_nginx.conf, _nginx-upstream.conf), in any letter case
 * (a case-insensitive file system would serve /_NGINX.conf).
 */
export const isHostFile = (relative: string) => /^_(headers|redirects|nginx[^/]*\.conf)$/i.test(relative)

/**
 * The file a static host answers for a URL path: the file, or the route's folder index.html. The path
 * is decoded and normalised first (//x, /%2Fx, /./x and /a/../x are all /x), so no spelling reaches a
 * host file or leaves public/.
 */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let clean: string
  try {
    clean = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (clean.includes("\0") || clean.includes("\\")) return undefined
  const relative = path.posix.normalize(`/${clean}`).replace(/^\/+/, "").replace(/\/+$/, "")
  if (relative.split("/").includes("..") || isHostFile(relative)) return undefined
  const candidates = [path.join(root, relative), path.join(root, relative, "index.html")]
  return candidates.find((file) => file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile())
}

export interface SiteServerOptions {
  publicDir: string
  /** 9000 for `npm start`; 0 picks a free port (tests). */
  port?: number
  /** 127.0.0.1 by default: in production nginx is in front. */
  host?: string
  /** The lead service's settings; by default from the environment and data/. */
  settings?: LeadSettings
  /** An already started lead service (tests share one database); the server then does not close it. */
  service?: LeadService
  logger?: Logger
  /** How long close() lets the requests in flight finish before cutting them (10 s). */
  drainTimeoutMs?: number
}

export interface SiteServer {
  url: string
  service: LeadService
  close(): Promise<void>
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const root = path.resolve(options.publicDir)
  const headersFile = path.join(root, "_headers")
  if (!fs.existsSync(headersFile)) throw new Error(`${headersFile} is missing: run \`npm run build\` first.`)
  const rules: HeaderRule[] = parseHeadersFile(fs.readFileSync(headersFile, "utf8"))
  const notFound = path.join(root, "404.html")

  const settings = options.settings ?? leadSettings()
  const service = options.service ?? (await startLeadService(settings, { logger: options.logger }))

  /** The built page a native post came from (if it holds that form), else the form's own page. */
  const renderPage: PageRenderer = async ({ form, page, outcome, token, status }) => {
    const wanted = page ? new URL(page, "http://site.invalid").pathname : undefined
    for (const route of [wanted, form === "demo" ? "/demo" : "/contact"]) {
      if (!route) continue
      const file = resolveFile(root, route)
      if (!file?.endsWith(".html")) continue
      const html = fs.readFileSync(file, "utf8")
      if (!html.includes(`data-lead-form="${form}"`)) continue
      return new Response(formPageHtml(html, outcome, token), {
        status,
        headers: { ...headersForPath(rules, route), "Content-Type": htmlContentType },
      })
    }
    // A build without the form's page (a partial public/): the outcome alone, still in Turkish.
    return plainPage({ form, page, outcome, token, status })
  }

  const app = new Hono<{ Bindings: HttpBindings }>()
  const leads = createLeadApp({
    service,
    renderPage,
    clientAddress: (c) => {
      const forwarded = settings.trustProxy ? c.req.header("x-real-ip") : undefined
      const incoming = (c.env as HttpBindings | undefined)?.incoming
      return forwarded ?? incoming?.socket.remoteAddress ?? "unknown"
    },
  })
  app.route("/", leads)

  app.on(["GET", "HEAD"], "*", async (c) => {
    const urlPath = c.req.path
    // Routes have no trailing slash: /about/ is /about, as nginx redirects it. Leading slashes are
    // collapsed too: a Location of //host/ would send the visitor to another site.
    if (urlPath.length > 1 && urlPath.endsWith("/") && !urlPath.startsWith("/admin/")) {
      const query = new URL(c.req.url).search
      return c.redirect(`/${urlPath.replace(/^\/+/, "").replace(/\/+$/, "")}${query}`, 301)
    }
    const file = resolveFile(root, urlPath)
    // An unknown address under a translation's prefix gets that language's not-found page (/en/404), if built.
    const translation = file ? undefined : translations.find((t) => urlPath.startsWith(`${t.prefix}/`))
    const ownNotFound = translation && resolveFile(root, `${translation.prefix}/404`)
    const served = file ?? ownNotFound ?? notFound
    const headers: Record<string, string> = {
      ...headersForPath(rules, file ? urlPath : ownNotFound ? `${translation?.prefix}/404` : "/404.html"),
      "Content-Type": contentTypeOf(served),
    }
    let body: Buffer<ArrayBuffer> = await fs.promises.readFile(served)
    const encoding = preferredEncoding(c.req.header("accept-encoding"))
    let encoded: Buffer<ArrayBuffer> | undefined
    if (served.endsWith(".html")) {
      // A page with a form gets a fresh token, spliced in where the page's plan says (parsed once per
      // content), and is never cached: tokens are used once and are the no-JavaScript idempotency key.
      // A link's subject and message (?konu=, ?mesaj=) are spliced into its contact form the same way.
      const plan = tokenPlan(body)
      if (plan.form) {
        body = servedPage(body, plan, service.issueToken(), new URL(c.req.url).searchParams)
        headers["Cache-Control"] = "no-store"
        if (encoding) encoded = compressForRequest(body, encoding)
      }
    }
    // Otherwise the build's compressed copy beside the file, as nginx sends it (src/postbuild/precompress.ts).
    const copy = encoding && !encoded ? `${served}${copySuffix[encoding]}` : undefined
    if (copy && fs.existsSync(copy)) encoded = await fs.promises.readFile(copy)
    if (encoded && encoding) headers["Content-Encoding"] = encoding
    if (encoded || fs.existsSync(`${served}.br`)) headers.Vary = "Accept-Encoding"
    return new Response(c.req.method === "HEAD" ? null : (encoded ?? body), { status: file ? 200 : 404, headers })
  })
  app.all("*", (c) => c.text("Bu adres yalnızca GET isteği kabul eder.", 405, { Allow: "GET, HEAD" }))

  // Tracked from before the first connection, so close() can finish what is in flight (src/leads/http-server.ts).
  const { server, drain } = await new Promise<{ server: http.Server; drain: Drainable }>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 9000, hostname: options.host ?? "127.0.0.1" }, () =>
      resolve({ server: started as http.Server, drain: tracked }),
    )
    if (!(started instanceof http.Server)) return reject(new Error("startSiteServer needs an HTTP/1 server"))
    const tracked = drainable(started)
  })
  // An idle keep-alive connection stays open for a minute (Node's default is 5 s): a client that reuses
  // one just as the server closes it gets "other side closed", which a busy machine made happen in the
  // browser suite. Longer than a proxy's usual 60 s idle time upstream; the header timeout above it, as Node needs.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const { port } = server.address() as AddressInfo
  const shownHost = options.host && options.host !== "0.0.0.0" ? options.host : "localhost"
  return {
    url: `http://${shownHost === "127.0.0.1" ? "127.0.0.1" : shownHost}:${port}`,
    service,
    /** Stops accepting, lets the requests in flight finish (bounded), then closes the service it started. */
    close: async () => {
      const { timedOut, report } = await drain.drain(options.drainTimeoutMs ?? 10_000)
      console.log(drainSummary(report))
      if (timedOut) console.error("serve: requests still open after the drain timeout were cut")
      if (!options.service) await service.close()
    },
  }
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 9000)
  startSiteServer({ publicDir: process.env.PUBLIC_DIR ?? "public", port, host: process.env.HOST ?? "127.0.0.1" })
    .then((site) => {
      console.log(`Site and lead service at ${site.url.replace("127.0.0.1", "localhost")}`)
      // SIGTERM (systemd's stop) and SIGINT: finish the requests in flight, close the database, exit 0.
      exitOnSignals(() => site.close(), console.log)
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
