import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import zlib from "zlib"
import type { Locator, Page } from "playwright-core"
import { startSiteServer, type SiteServer } from "../../scripts/serve"
import { headersForPath, parseHeadersFile } from "../../src/postbuild/headers-file"
import { formRoutes as netlifyFormRoutes } from "../../netlify/functions/leads"
import { inlineContent } from "../../src/postbuild/host-config"
import { readBuiltPages } from "../../src/postbuild/write-host-config"
import { CONTACT_SUCCESS, DEMO_SUCCESS } from "../../src/forms/messages"
import { leadSettings } from "../../src/leads/config"
import { listLeads } from "../../src/leads/store"
import { sharedBrowser, sharedPages, viewports } from "./support/browser"
import { startNginx, type RunningNginx } from "./support/nginx"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"

/**
 * Issue 46: the documented production setup, a real nginx (Debian's) in front of `npm run serve`. nginx
 * runs the build's public/_nginx.conf unmodified, with the test's own upstream file pointing at the lead
 * service this file starts (PGlite in a temporary folder, LEAD_TRUST_PROXY=1 as in production). Both forms
 * are sent without JavaScript at the first try and with JavaScript, each lead then read from the database;
 * the host files are never served under any spelling, through nginx or the Node server; and with the
 * service down nginx still serves the form pages from disk.
 */

const root = path.join(__dirname, "..", "..")
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
const DEMO_FORM = "form[aria-label='Demo talep formu']"
const MIN_AGE_MS = 800

const browser = sharedBrowser()
const pages = sharedPages(browser)
let dataDir: string
let site: SiteServer
let siteOpen = true
let nginx: RunningNginx

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-leads-"))
  const settings = leadSettings(
    {
      ...process.env,
      LEAD_DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LEAD_TRUST_PROXY: "1",
      LEAD_RATE_LIMIT: "100000/60",
      // The time trap, shortened so a test waits under a second instead of three.
      LEAD_MIN_AGE_MS: String(MIN_AGE_MS),
    },
    root,
  )
  site = await startSiteServer({ publicDir, port: 0, settings, logger: { info: () => undefined, error: () => undefined } })
  nginx = await startNginx({ publicDir, upstream: new URL(site.url).host })
})

afterAll(async () => {
  await pages.close()
  await nginx?.stop()
  if (siteOpen) await site?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A GET with the path sent exactly as written (fetch would normalise /./ and /../) and the raw headers. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; headers: string[]; body: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: rawPath, agent: false, timeout: 10_000 }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.rawHeaders, body }))
    })
    request.on("timeout", () => request.destroy(new Error(`GET ${rawPath} timed out`)))
    request.on("error", reject)
  })
}

/** How often each header name occurs in raw headers, by lower-case name. */
function headerCounts(raw: string[]): Map<string, string[]> {
  const counts = new Map<string, string[]>()
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase()
    counts.set(name, [...(counts.get(name) ?? []), raw[i + 1]])
  }
  return counts
}

/** The routes of the built pages that hold a lead form, as host-config finds them. */
const formRoutes = () =>
  readBuiltPages(publicDir)
    .filter((page) => inlineContent(page.html).form)
    .map((page) => page.route)
    .sort()

const tokenOf = (html: string) => /<input[^>]*name="_token"[^>]*>/.exec(html)?.[0].match(/value="([^"]*)"/)?.[1] ?? ""

const textbox = (form: Locator, name: string) => form.getByRole("textbox", { name, exact: true })

async function fillContact(form: Locator, email: string) {
  await textbox(form, "Adınız").fill("Deniz")
  await textbox(form, "Soyadınız").fill("Aydın")
  await textbox(form, "E-posta").fill(email)
  await textbox(form, "Telefon").fill("0452 555 00 10")
  await form.getByRole("combobox", { name: "Konu", exact: true }).selectOption("fiyat-teklifi")
  await textbox(form, "Mesajınız").fill("nginx arkasından gönderilen teklif isteği.")
}

async function fillDemo(form: Locator, email: string) {
  await textbox(form, "Adınız").fill("Can")
  await textbox(form, "Soyadınız").fill("Öztürk")
  await textbox(form, "E-posta").fill(email)
  await textbox(form, "Telefon").fill("0452 555 00 11")
  await textbox(form, "Şirket adı").fill("Öztürk Lojistik")
}

/** The outcome paragraph's text once the send has ended. */
async function outcomeText(form: Locator) {
  const paragraph = form.locator("[data-lead-status][data-outcome] p")
  await paragraph.waitFor({ timeout: 20_000 })
  return paragraph.textContent()
}

/** The stored leads with this e-mail. */
const leadsOf = async (email: string) => (await listLeads(site.service.database.db)).filter((lead) => lead.email === email)

const passTimeTrap = (page: Page) => page.waitForTimeout(MIN_AGE_MS + 200)

describe("nginx in front of the lead service (public/_nginx.conf unmodified)", () => {
  it("sends the build's Brotli or gzip copy of a file by what the browser takes, and a form page compressed per request", async () => {
    const get = (rawPath: string, acceptEncoding: string, base = nginx.url) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const { hostname, port } = new URL(base)
        const request = http.get(
          { hostname, port, path: rawPath, agent: false, timeout: 10_000, headers: { "Accept-Encoding": acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = []
            response.on("data", (chunk: Buffer) => chunks.push(chunk))
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            )
          },
        )
        request.on("timeout", () => request.destroy(new Error(`GET ${rawPath} timed out`)))
        request.on("error", reject)
      })
    const script = fs.readdirSync(path.join(publicDir, "assets")).find((name) => name.endsWith(".js"))
    for (const [route, file] of [
      ["/about", "about/index.html"],
      [`/assets/${script}`, `assets/${script}`],
    ]) {
      const original = fs.readFileSync(path.join(publicDir, file))
      const brotli = await get(route, "gzip, deflate, br, zstd")
      // The copy as the build wrote it, byte for byte: nginx compressed nothing itself.
      expect({ route, status: brotli.status, encoding: brotli.headers["content-encoding"], vary: brotli.headers.vary }).toEqual({
        route,
        status: 200,
        encoding: "br",
        vary: "Accept-Encoding",
      })
      expect(brotli.body.equals(fs.readFileSync(path.join(publicDir, `${file}.br`)))).toBe(true)
      expect(zlib.brotliDecompressSync(brotli.body).equals(original)).toBe(true)
      const gzip = await get(route, "gzip")
      expect({ route, encoding: gzip.headers["content-encoding"] }).toEqual({ route, encoding: "gzip" })
      expect(gzip.body.equals(fs.readFileSync(path.join(publicDir, `${file}.gz`)))).toBe(true)
      const plain = await get(route, "identity")
      expect({ route, encoding: plain.headers["content-encoding"] }).toEqual({ route, encoding: undefined })
      expect(plain.body.equals(original)).toBe(true)
      // The page's own headers come with its copy (the policy with this page's hashes).
      expect(brotli.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"])
    }
    // `npm start`'s server sends the same copies.
    const local = await get("/about", "br", site.url)
    expect({ encoding: local.headers["content-encoding"], vary: local.headers.vary }).toEqual({
      encoding: "br",
      vary: "Accept-Encoding",
    })
    expect(local.body.equals(fs.readFileSync(path.join(publicDir, "about/index.html.br")))).toBe(true)
    // A form page is made per request (a fresh token): the service compresses it, and nginx passes that on once.
    const form = await get("/contact", "gzip, deflate, br")
    expect({ status: form.status, encoding: form.headers["content-encoding"], cache: form.headers["cache-control"] }).toEqual({
      status: 200,
      encoding: "br",
      cache: "no-store",
    })
    const html = zlib.brotliDecompressSync(form.body).toString("utf8")
    expect(tokenOf(html)).toMatch(/\S{20,}/)
    // Smaller than gzip level 1, what nginx would make of it on the fly (the page's headers are part of the first round trip).
    expect(form.body.length).toBeLessThan(zlib.gzipSync(html, { level: 1 }).length)
  })

  it("passes every built page with a lead form to the service: a fresh token each time, its own headers each once, never cached", async () => {
    const routes = formRoutes()
    expect(routes.length).toBeGreaterThan(0)
    // The Netlify function's routes and netlify.toml name the same pages (they must be literal there).
    expect([...netlifyFormRoutes].sort()).toEqual(routes)
    const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"))
    for (const route of routes) {
      const first = await rawGet(nginx.url, route)
      const second = await rawGet(nginx.url, route)
      expect(first.status).toBe(200)
      expect(tokenOf(first.body)).not.toBe("")
      expect(tokenOf(second.body)).not.toBe(tokenOf(first.body))
      const counts = headerCounts(first.headers)
      // Every header _headers declares for the page, exactly once (nginx's copy; the service's are hidden).
      for (const [name, value] of Object.entries(headersForPath(rules, `${route}/`))) {
        if (name.toLowerCase() === "content-security-policy") continue
        expect([name, counts.get(name.toLowerCase())]).toEqual([name, [value]])
      }
      // The page's own policy (nginx has no site-wide one beside it on a page).
      const own = rules.find((rule) => rule.path === `${route}/`)?.headers.find(([name]) => name === "Content-Security-Policy")
      expect(counts.get("content-security-policy")).toEqual([own?.[1]])
      expect(counts.get("cache-control")).toEqual(["no-store"])
    }
    // A page without a form is still nginx's own file.
    const about = await rawGet(nginx.url, "/about")
    expect(headerCounts(about.headers).get("cache-control")).toEqual(["public, max-age=0, must-revalidate"])
    expect(headerCounts(about.headers).get("etag")).toHaveLength(1)
  })

  it.each([
    ["contact", "/contact", CONTACT_FORM, "Mesajı gönder", CONTACT_SUCCESS],
    ["demo", "/demo", DEMO_FORM, "Demo talebini gönder", DEMO_SUCCESS],
  ] as const)(
    "the %s form sent without JavaScript succeeds at the first try and the lead is stored",
    async (name, route, selector, button, success) => {
      const email = `nginx-nojs-${name}@ornek.example`
      const { page } = await pages.open({ javaScriptEnabled: false, viewport: viewports.desktop })
      await page.goto(`${nginx.url}${route}`)
      const form = page.locator(selector)
      expect(await form.locator("[name='_token']").inputValue()).not.toBe("")
      if (name === "contact") await fillContact(form, email)
      else await fillDemo(form, email)
      await passTimeTrap(page)
      await form.getByRole("button", { name: button }).click()
      await page.waitForURL(`${nginx.url}/api/leads`)
      const sent = page.locator(selector)
      expect(await sent.locator("[data-lead-status]").getAttribute("data-outcome")).toBe("sent")
      expect(await outcomeText(sent)).toBe(success)
      expect(await leadsOf(email)).toEqual([expect.objectContaining({ form: name, page: route, email })])
    },
  )

  it.each([
    ["contact", "/contact", CONTACT_FORM, "Mesajı gönder", CONTACT_SUCCESS],
    ["demo", "/demo", DEMO_FORM, "Demo talebini gönder", DEMO_SUCCESS],
  ] as const)(
    "the %s form sent with JavaScript succeeds and the lead is stored",
    async (name, route, selector, button, success) => {
      const email = `nginx-js-${name}@ornek.example`
      const { page, problems } = await pages.open({ viewport: viewports.desktop })
      await page.goto(`${nginx.url}${route}`)
      await waitUntilInteractive(page, selector)
      const form = page.locator(selector)
      if (name === "contact") await fillContact(form, email)
      else await fillDemo(form, email)
      await passTimeTrap(page)
      await form.getByRole("button", { name: button }).click()
      expect(await outcomeText(form)).toBe(success)
      // The island posted through nginx's /api/ (the page stayed where it was).
      expect(page.url()).toBe(`${nginx.url}${route}`)
      expect(problems).toEqual([])
      expect(await leadsOf(email)).toEqual([expect.objectContaining({ form: name, email })])
    },
  )

  const hostFileSpellings = [
    "/_headers",
    "//_headers",
    "///_headers",
    "/%2F_headers",
    "/%2f_headers",
    "/%5Fheaders",
    "/_HEADERS",
    "/./_headers",
    "/x/../_headers",
    "/assets/../_headers",
    "/%2E/_headers",
    "/_headers?x=1",
    "/_nginx.conf",
    "//_nginx.conf",
    "/%2F_nginx.conf",
    "/%5Fnginx.conf",
    "/_NGINX.conf",
    "/_nginx.CONF",
    "/_nginx%2Econf",
    "/./_nginx.conf",
    "/x/../_nginx.conf",
    "/_nginx-upstream.conf",
    "//_nginx-upstream.conf",
    "/%5Fnginx-upstream.conf",
    "/_NGINX-UPSTREAM.conf",
  ]

  it.each(["nginx", "the Node server"])("%s never serves a host file, under any spelling of its path", async (which) => {
    const base = which === "nginx" ? nginx.url : site.url
    const secrets = ["_headers", "_nginx.conf", "_nginx-upstream.conf"].map(
      (file) => fs.readFileSync(path.join(publicDir, file), "utf8").split("\n")[0],
    )
    const served: string[] = []
    for (const spelling of hostFileSpellings) {
      const answer = await rawGet(base, spelling)
      if (answer.status === 200 || secrets.some((line) => answer.body.includes(line)))
        served.push(`${spelling} (${answer.status})`)
      expect([301, 400, 404]).toContain(answer.status)
      // A redirect never leaves the site (a Location of //host would).
      const location = headerCounts(answer.headers).get("location")?.[0]
      if (location) expect(location).toMatch(/^\/(?!\/)/)
    }
    expect(served).toEqual([])
  })

  it("serves the form pages from disk, with their headers each once, while the service is down", async () => {
    await site.close()
    siteOpen = false
    for (const route of formRoutes()) {
      const answer = await rawGet(nginx.url, route)
      expect(answer.status).toBe(200)
      expect(answer.body).toBe(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"))
      const counts = headerCounts(answer.headers)
      expect(counts.get("cache-control")).toEqual(["no-store"])
      expect(counts.get("content-security-policy")).toHaveLength(1)
      expect(counts.get("strict-transport-security")).toHaveLength(1)
    }
  })
})
