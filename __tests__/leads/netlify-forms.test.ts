import fs from "fs"
import os from "os"
import path from "path"
import { eq } from "drizzle-orm"
import { contentTypes } from "../../src/kinds"
import { formPageRoutes } from "../../src/postbuild/host-config"
import { CONTACT_SUCCESS } from "../../src/forms/messages"
import { openDatabase, type Database } from "../../src/leads/db"
import { leads } from "../../src/leads/schema"
import { NOTICE, removeTestFolders, root, testSettings } from "./support/leads"
import { startPostgres, type Postgres } from "./support/postgres"

/**
 * Issue 46: on Netlify a visitor without JavaScript sends the form at the first try. The function
 * (netlify/functions/leads.ts, called as Netlify calls it: its default export with a Web Request) serves
 * the form pages netlify.toml ships with it, with a fresh token and the page's headers from _headers,
 * never cached, and answers a native post with the form's own page. Against a PostgreSQL server, in a
 * function folder of its own (LAMBDA_TASK_ROOT) holding what netlify.toml's included_files ship.
 */
const SITE = "https://www.yakamoz-yazilim.example"
const CSP = "default-src 'self'; form-action 'self'"
const PAGE_CSP = "default-src 'none'; style-src 'sha256-test'"

const formPage = (
  form: "contact" | "demo",
) => `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${form}</title></head><body><main>
<form data-lead-form="${form}" method="post" action="/api/leads">
<div data-lead-status role="status"></div>
<input type="hidden" name="form" value="${form}"><input type="hidden" name="noticeVersion" value="${NOTICE}">
<input type="hidden" name="_token" value=""><input type="hidden" name="_page" value="/${form}">
<label for="firstName">Adınız</label><input id="firstName" name="firstName">
<label for="lastName">Soyadınız</label><input id="lastName" name="lastName">
<label for="email">E-posta</label><input id="email" name="email" type="email">
<label for="subject">Konu</label><select id="subject" name="subject"><option value="">Konu seçin</option><option value="erp">ERP Sistemleri</option></select>
<label for="message">Mesajınız</label><textarea id="message" name="message"></textarea>
<button type="submit">Gönder</button>
</form></main></body></html>`

let pg: Postgres
let database: Database
let functionRoot: string
const saved = { ...process.env }

beforeAll(async () => {
  pg = await startPostgres()
  database = await openDatabase({ databaseUrl: pg.url, poolSize: 2 })
  // The function's folder as Netlify builds it: data/, the migrations, public/_headers and the form pages.
  functionRoot = fs.mkdtempSync(path.join(os.tmpdir(), "leads-netlify-"))
  fs.symlinkSync(path.join(root, "data"), path.join(functionRoot, "data"))
  fs.mkdirSync(path.join(functionRoot, "src", "leads"), { recursive: true })
  fs.symlinkSync(path.join(root, "src", "leads", "migrations"), path.join(functionRoot, "src", "leads", "migrations"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(functionRoot, file)), { recursive: true })
    fs.writeFileSync(path.join(functionRoot, file), text)
  }
  write(
    "public/_headers",
    `/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: ${CSP}\n\n/contact/\n  Cache-Control: no-store\n  Content-Security-Policy: ${PAGE_CSP}\n`,
  )
  write("public/contact/index.html", formPage("contact"))
  write("public/demo/index.html", formPage("demo"))
  Object.assign(process.env, {
    DATABASE_URL: pg.url,
    LEAD_SECRET: "netlify-forms-secret-0123",
    LEAD_DATA_DIR: testSettings().dataDir,
    LEAD_RATE_LIMIT: "100000/60",
    // The time trap, shortened so the test waits under a second for the token it was served.
    LEAD_MIN_AGE_MS: "300",
    SMTP_URL: "",
    LAMBDA_TASK_ROOT: functionRoot,
  })
})

afterAll(async () => {
  const { instance } = await import("../../netlify/functions/leads")
  await (await instance()).service.close()
  process.env = saved
  await database?.close()
  pg?.close()
  fs.rmSync(functionRoot, { recursive: true, force: true })
  removeTestFolders()
})

const context = { ip: "192.0.2.45" }
const call = async (route: string, init?: RequestInit) => {
  const { default: leadsFunction } = await import("../../netlify/functions/leads")
  return leadsFunction(new Request(`${SITE}${route}`, init), context)
}
const tokenIn = (html: string) => /name="_token" value="([^"]*)"/.exec(html)?.[1] ?? ""
const post = (values: Record<string, string>) =>
  call("/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: SITE },
    body: new URLSearchParams(values).toString(),
  })

describe("the Netlify function and the form pages", () => {
  it("is routed the form pages the build ships with it, with and without the trailing slash", async () => {
    const { config } = await import("../../netlify/functions/leads")
    const routes = formPageRoutes(contentTypes, path.join(root, "data"))
    expect(config.path).toEqual(["/api/leads", "/api/leads/token", ...routes.flatMap((route) => [route, `${route}/`])])
  })

  it("serves each form page with a fresh token, the page's headers from _headers and no caching", async () => {
    const first = await call("/contact")
    const second = await call("/contact/")
    expect(first.status).toBe(200)
    const [a, b] = [await first.text(), await second.text()]
    expect(tokenIn(a)).not.toBe("")
    expect(tokenIn(b)).not.toBe(tokenIn(a))
    // Only the token differs from the shipped file.
    expect(a.replace(tokenIn(a), "")).toBe(formPage("contact"))
    expect(first.headers.get("cache-control")).toBe("no-store")
    expect(first.headers.get("content-security-policy")).toBe(`${CSP}, ${PAGE_CSP}`)
    expect(first.headers.get("x-content-type-options")).toBe("nosniff")
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8")
    const demo = await call("/demo")
    expect(tokenIn(await demo.text())).not.toBe("")
    expect(demo.headers.get("cache-control")).toBe("no-store")
  })

  it("writes a link's subject and message into the contact form it serves, as npm start's server does", async () => {
    const message = "Üç şube için teklif: <b>acil</b>"
    const page = await (await call(`/contact?konu=erp&mesaj=${encodeURIComponent(message)}`)).text()
    expect(page).toContain('<option value="">Konu seçin</option><option selected="" value="erp">')
    expect(page).toContain('name="message">Üç şube için teklif: &lt;b&gt;acil&lt;/b&gt;</textarea>')
    expect(tokenIn(page)).not.toBe("")
  })

  it("stores a post without JavaScript sent at the first try and answers with the form's page and its success text", async () => {
    const served = await (await call("/contact")).text()
    await new Promise((resolve) => setTimeout(resolve, 400))
    const answer = await post({
      form: "contact",
      noticeVersion: NOTICE,
      _token: tokenIn(served),
      _page: "/contact",
      firstName: "Nur",
      lastName: "Demir",
      email: "nur.netlify@example.com",
      subject: "erp",
      message: "Netlify üzerinden, JavaScript olmadan.",
    })
    expect(answer.status).toBe(200)
    const page = await answer.text()
    expect(page).toContain('data-lead-form="contact"')
    expect(page).toContain('data-outcome="sent"')
    expect(page).toContain(CONTACT_SUCCESS)
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect(answer.headers.get("content-security-policy")).toBe(`${CSP}, ${PAGE_CSP}`)
    const stored = await database.db.select().from(leads).where(eq(leads.email, "nur.netlify@example.com"))
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ form: "contact", page: "/contact" })
  })

  it("answers a refused post with the form's page: the values kept, the fields named, a fresh token", async () => {
    const served = await (await call("/contact")).text()
    await new Promise((resolve) => setTimeout(resolve, 400))
    const answer = await post({
      form: "contact",
      noticeVersion: NOTICE,
      _token: tokenIn(served),
      _page: "/contact",
      firstName: "Nur",
      lastName: "",
      email: "nur.eksik@example.com",
      subject: "erp",
      message: "Soyadı eksik.",
    })
    expect(answer.status).toBe(400)
    const page = await answer.text()
    expect(page).toContain('data-lead-form="contact"')
    expect(page).toContain('data-outcome="failed"')
    expect(page).toContain('value="nur.eksik@example.com"')
    expect(page).toMatch(/<a href="#lastName">[^<]+<\/a>/)
    expect(tokenIn(page)).not.toBe("")
    expect(tokenIn(page)).not.toBe(tokenIn(served))
    expect(await database.db.select().from(leads).where(eq(leads.email, "nur.eksik@example.com"))).toEqual([])
  })
})
