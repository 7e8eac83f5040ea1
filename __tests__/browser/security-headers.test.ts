import { execFile } from "child_process"
import fs from "fs"
import http from "http"
import path from "path"
import { promisify } from "util"
import type { AddressInfo } from "net"
import type { BrowserContext, Page } from "playwright-core"
import { headerRules, hostPlan, renderHeadersFile, type HeaderRule, type HostSite } from "../../src/postbuild/host-config"
import { readBuiltAdmin, readBuiltPages } from "../../src/postbuild/write-host-config"
import { readSiteData } from "../../src/content/read-site"
import { keptPageDataDir } from "../../src/postbuild/runtime-removal"
import { CONTACT_SUCCESS } from "../../src/forms/messages"
import { headersForPath, metaPolicyIn, parseHeadersFile, parsePolicy } from "../support/headers"
import { baseUrl, sharedBrowser } from "./support/browser"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"
import { everyPage, unknownRoute } from "./support/routes"
import { startStaticServer } from "./support/static-server"

/**
 * Issue 13: the build served with exactly the headers its public/_headers declares (the suite's
 * static server parses and matches that file, so every other browser test runs under them too).
 * Here: the headers every page gets, no CSP violation on any route while its scripts, reveals and
 * form islands run, inline code that was not in the build is refused, and the forms post where
 * data/site.yaml says, and nowhere else, with and without JavaScript.
 */

const root = path.join(__dirname, "..", "..")
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
const headersFile = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
const site = readSiteData(path.join(root, "data"))
const routes = everyPage()
const FORM = "[data-island] form"

const browser = sharedBrowser()

interface Watched {
  /** Violations the page reported (securitypolicyviolation events) since it loaded. */
  violations: () => Promise<string[]>
  /** The browser's console messages about the CSP and the other policy headers. */
  console: string[]
}

/**
 * A context whose pages record every policy violation from before their first script runs, and
 * the console messages the browser writes about the policy headers.
 */
async function watchedContext(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, ...options })
  await context.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, "__violations", { value: seen })
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`),
    )
  })
  const page = await context.newPage()
  const console: string[] = []
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Cross.Origin.Opener.Policy|Strict.Transport/i.test(message.text())) {
      console.push(`${message.type()}: ${message.text()}`)
    }
  })
  const watched: Watched = {
    violations: () => page.evaluate(() => [...(window as unknown as { __violations: string[] }).__violations]),
    console,
  }
  return { context, page, watched }
}

/** The policies a response carries: a host that applies several rules sends them comma-joined. */
const policiesOf = (value: string | null) => (value ?? "").split(/,\s*/).filter(Boolean).map(parsePolicy)
const sources = (policy: ReturnType<typeof parsePolicy>, directive: string) =>
  policy.find(([name]) => name === directive)?.[1] ?? null

describe("the headers of public/_headers", () => {
  const rules = parseHeadersFile(headersFile)

  it.each(routes)("%s has the security headers and a strict policy of its own", async (route) => {
    const response = await fetch(`${baseUrl()}${route}`)
    expect(response.status).toBe(route === unknownRoute ? 404 : 200)
    const headers = Object.fromEntries(response.headers.entries())
    // The server sends what the file declares for this path, as a host does; for an unknown address,
    // what it declares for the not-found page it answers with (nginx's error_page, scripts/serve.ts).
    const declared = headersForPath(rules, route === unknownRoute ? "/404.html" : route)
    for (const [name, value] of Object.entries(declared)) expect(headers[name.toLowerCase()]).toBe(value)

    expect(headers["strict-transport-security"]).toMatch(/^max-age=(\d+); includeSubDomains$/)
    expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"])?.[1])).toBeGreaterThanOrEqual(31536000)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toEqual(
      expect.stringMatching(/(^|, )camera=\(\)(?=, |$)[\s\S]*microphone=\(\)[\s\S]*geolocation=\(\)/),
    )

    const policies = policiesOf(headers["content-security-policy"])
    expect(policies.length).toBeGreaterThan(0)
    for (const policy of policies) {
      expect(sources(policy, "default-src")).toEqual(["'self'"])
      expect(sources(policy, "object-src")).toEqual(["'none'"])
      expect(sources(policy, "base-uri")).toEqual(["'self'"])
      expect(sources(policy, "frame-ancestors")).toEqual(["'none'"])
      expect(sources(policy, "form-action")).toEqual(["'self'"])
      expect(sources(policy, "script-src")).not.toContain("'unsafe-inline'")
    }
    // Whatever else a host adds, the page's own policy allows no eval and only hashed inline code.
    // An unknown address gets only the site-wide policy, the union of every policy (fallbackPolicy),
    // which allows the eval the CMS needs; the not-found page states its own in a <meta> element.
    const own = (route === unknownRoute ? metaPolicyIn(await response.text()) : policies.at(-1)) ?? []
    expect(own.length).toBeGreaterThan(0)
    expect(sources(own, "script-src")).not.toContain("'unsafe-eval'")
    expect(sources(own, "script-src")).not.toContain("'unsafe-inline'")
    if (route !== unknownRoute) {
      expect(policies).toHaveLength(2)
      expect(sources(own, "style-src")).not.toContain("'unsafe-inline'")
      expect(sources(own, "style-src")?.some((source) => source.startsWith("'sha256-"))).toBe(true)
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin")
      // A page with a lead form carries a fresh one-use time token: never kept by a cache (issue 46).
      const formPage = (await fetch(`${baseUrl()}${route}`).then((page) => page.text())).includes('name="_token"')
      expect(headers["cache-control"]).toBe(formPage ? "no-store" : "public, max-age=0, must-revalidate")
    }
  })

  it("the site's scripts are cached for a year, and security.txt names a contact until a date within a year", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    // The site module, as the page's inline loader imports it (src/postbuild/browser-scripts.ts).
    const script = /\bimport\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await fetch(`${baseUrl()}${script}`)
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(asset.headers.get("content-security-policy")).toContain("default-src 'self'")

    const response = await fetch(`${baseUrl()}/.well-known/security.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8")
    const fields = Object.fromEntries(
      (await response.text())
        .split("\n")
        .filter((line) => line && !line.startsWith("#"))
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
    )
    expect(fields.Contact).toBe(`mailto:${site.emails.support}`)
    expect(fields["Preferred-Languages"]).toBe("tr, en")
    expect(fields.Canonical).toBe(`${site.siteUrl}/.well-known/security.txt`)
    const expires = Date.parse(fields.Expires)
    const built = fs.statSync(path.join(publicDir, ".well-known", "security.txt")).mtimeMs
    expect(expires).toBeGreaterThan(Date.now())
    expect(expires - built).toBeLessThanOrEqual(365 * 24 * 60 * 60 * 1000)
  })
})

// Every route runs under its policy with no violation: the policy gate of pages-desktop.test.ts (gates/policy.ts).
describe("the site under its policy", () => {
  let context: BrowserContext
  let page: Page
  let watched: Watched
  beforeAll(async () => {
    ;({ context, page, watched } = await watchedContext())
  })
  afterAll(async () => {
    await context.close()
  })

  it("the header menu opens and the default form sends to the site's own lead service under the policy", async () => {
    watched.console.length = 0
    await page.goto(`${baseUrl()}/contact`)
    await waitUntilInteractive(page, CONTACT_FORM)
    const menuButton = page.locator("header button[aria-controls='menu-panel-0']")
    await menuButton.click()
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true")
    await page.keyboard.press("Escape")

    await fillContactForm(page)
    // The lead service's time trap: a form sent within 3 s of its token is refused.
    await page.waitForTimeout(3200)
    await page.locator(CONTACT_FORM).getByRole("button", { name: "Mesajı gönder" }).click()
    const status = page.locator(`${CONTACT_FORM} [data-lead-status][data-outcome] p`)
    await status.waitFor()
    expect(await status.textContent()).toBe(CONTACT_SUCCESS)
    expect(await watched.violations()).toEqual([])
    expect(watched.console).toEqual([])
  })
})

// The editors' CMS (static/admin/, copied by every build) starts under its own policy.
it("the CMS at /admin/ starts under its own policy with no violation", async () => {
  const cms = readBuiltAdmin(publicDir)
  if (!cms) {
    throw new Error(
      `The build in ${publicDir} lacks the CMS: admin/index.html is missing, so its policy cannot be checked. ` +
        "Every build copies static/admin/index.html; build again with `npm run build`.",
    )
  }
  const { context, page, watched } = await watchedContext()
  const response = await page.goto(`${baseUrl()}/admin/`)
  expect(response?.headers()["x-robots-tag"]).toBe("noindex")
  expect(policiesOf(response?.headers()["content-security-policy"] ?? null).at(-1)).toEqual(hostPlan(site, [], cms).admin)
  // Decap CMS renders into #nc-root once its bundle has run and read config.yml.
  await page.waitForSelector("#nc-root *")
  expect(await watched.violations()).toEqual([])
  expect(watched.console).toEqual([])
  await context.close()
})

async function fillContactForm(page: Page) {
  const form = page.locator(CONTACT_FORM)
  await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Zeynep")
  await form.getByRole("textbox", { name: "Soyadınız", exact: true }).fill("Çelik")
  await form.getByRole("textbox", { name: "E-posta", exact: true }).fill("zeynep@ornek.example")
  await form.getByRole("combobox", { name: "Konu", exact: true }).selectOption("erp")
  await form.getByRole("textbox", { name: "Mesajınız", exact: true }).fill("Güvenlik başlıklarıyla gönderim denemesi.")
}

// ---------------------------------------------------------------------------------------------
// Endpoint mode

/** A form delivery service on another origin (another port), answering as Formspree does. */
async function startEndpoint() {
  const received: URLSearchParams[] = []
  const server = http.createServer((request, response) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => (body += chunk))
    request.on("end", () => {
      if (request.method === "POST") received.push(new URLSearchParams(body))
      if ((request.headers.accept ?? "").includes("application/json")) {
        response.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" })
        response.end('{"ok":true}')
      } else {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        response.end("<!DOCTYPE html><title>Teşekkürler</title><p>Form alındı.</p>")
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Pages as a build with `delivery: endpoint` and `endpoint` in data/site.yaml writes them (see support/render-pages.mjs). */
async function renderPages(routesToRender: string[], endpoint?: string): Promise<Record<string, string>> {
  const forms = endpoint === undefined ? undefined : { delivery: "endpoint", endpoint }
  const input = JSON.stringify({ root, pageDataDir: keptPageDataDir(root), routes: routesToRender, forms })
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, "support", "render-pages.mjs"), input], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(stdout) as Record<string, string>
}

describe("forms with an endpoint in data/site.yaml", () => {
  const formRoutes = ["/contact", "/demo"]
  let endpoint: Awaited<ReturnType<typeof startEndpoint>>
  let variants: Record<string, string>
  const servers: { url: string; close: () => Promise<void> }[] = []

  /** Serves the build with the endpoint-mode form pages and the headers generated for `forSite`. */
  async function serveWith(forSite: HostSite) {
    const pages = readBuiltPages(publicDir).map((page) => ({ route: page.route, html: variants[page.route] ?? page.html }))
    // Generated, written and parsed again, as the build and the suite's server do.
    const rules: HeaderRule[] = parseHeadersFile(
      renderHeadersFile(headerRules(hostPlan(forSite, pages, readBuiltAdmin(publicDir)))),
    )
    const server = await startStaticServer(publicDir, { rules, pages: variants })
    servers.push(server)
    return server.url
  }

  beforeAll(async () => {
    endpoint = await startEndpoint()
    // The renderer is the one that wrote this build: with the site's own data it writes the same pages.
    const asBuilt = await renderPages(formRoutes)
    for (const route of formRoutes) {
      expect(asBuilt[route]).toBe(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"))
    }
    variants = await renderPages(formRoutes, `${endpoint.url}/f/yakamoz`)
  })
  afterAll(async () => {
    await Promise.all([...servers.map((server) => server.close()), endpoint.close()])
  })
  beforeEach(() => {
    endpoint.received.length = 0
  })

  it("the policy allows the endpoint's origin: the form posts there, with and without JavaScript", async () => {
    const url = await serveWith({ ...site, forms: { delivery: "endpoint", endpoint: `${endpoint.url}/f/yakamoz` } })

    const response = await fetch(`${url}/contact`)
    const own = policiesOf(response.headers.get("content-security-policy")).at(-1) ?? []
    expect(sources(own, "form-action")).toEqual(["'self'", endpoint.url])
    expect(sources(own, "connect-src")).toEqual(["'self'", endpoint.url])

    const { context, page, watched } = await watchedContext()
    for (const route of formRoutes) {
      await page.goto(`${url}${route}`)
      await waitUntilInteractive(page, FORM)
      expect(await page.locator(FORM).getAttribute("action")).toBe(`${endpoint.url}/f/yakamoz`)
      expect(await watched.violations()).toEqual([])
    }
    await page.goto(`${url}/contact`)
    await waitUntilInteractive(page, CONTACT_FORM)
    await fillContactForm(page)
    await page.locator(CONTACT_FORM).getByRole("button", { name: "Mesajı gönder" }).click()
    const status = page.locator(`${CONTACT_FORM} [data-lead-status] p`)
    await status.waitFor()
    expect((await status.textContent())?.trim()).toBe(CONTACT_SUCCESS)
    // The message's styles (the region's, in the page's stylesheet) apply under the policy.
    const region = page.locator(`${CONTACT_FORM} [data-lead-status]`)
    expect(await region.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(231, 246, 236)")
    expect(endpoint.received.map((fields) => fields.get("firstName"))).toEqual(["Zeynep"])
    expect(await watched.violations()).toEqual([])
    expect(watched.console).toEqual([])
    await context.close()

    endpoint.received.length = 0
    const noScript = await watchedContext({ javaScriptEnabled: false })
    await noScript.page.goto(`${url}/contact`)
    await fillContactForm(noScript.page)
    await noScript.page.locator(CONTACT_FORM).getByRole("button", { name: "Mesajı gönder" }).click()
    await noScript.page.waitForURL(`${endpoint.url}/f/yakamoz`)
    expect(endpoint.received.map((fields) => fields.get("email"))).toEqual(["zeynep@ornek.example"])
    expect(noScript.watched.console).toEqual([])
    await noScript.context.close()
  })

  it("a policy without the endpoint refuses to send there: the form reports the failure, a plain post is stopped", async () => {
    const url = await serveWith(site)

    const { context, page, watched } = await watchedContext()
    await page.goto(`${url}/contact`)
    await waitUntilInteractive(page, CONTACT_FORM)
    await fillContactForm(page)
    await page.locator(CONTACT_FORM).getByRole("button", { name: "Mesajı gönder" }).click()
    await page.locator(`${CONTACT_FORM} [data-lead-status][data-outcome='failed'] p`).waitFor()
    // Reported once by each policy the response carries (the site-wide one and the page's own).
    const violations = await watched.violations()
    expect(violations.length).toBeGreaterThan(0)
    expect(violations.filter((violation) => !violation.startsWith(`connect-src refused ${endpoint.url}/f/yakamoz `))).toEqual([])
    await context.close()

    const noScript = await watchedContext({ javaScriptEnabled: false })
    await noScript.page.goto(`${url}/contact`)
    await fillContactForm(noScript.page)
    const refused = noScript.page.waitForEvent("console", (message) => /form-action/.test(message.text()))
    // The browser stops the navigation, so the click has none to wait for.
    await noScript.page.locator(CONTACT_FORM).getByRole("button", { name: "Mesajı gönder" }).click({ noWaitAfter: true })
    await refused
    expect(new URL(noScript.page.url()).pathname).toBe("/contact")
    expect(endpoint.received).toEqual([])
    await noScript.context.close()
  })
})
