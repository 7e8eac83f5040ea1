import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import { openDatabase, type Database } from "../../src/leads/db"
import type { LeadService } from "../../src/leads/service"
import { startSiteServer, type SiteServer } from "../../scripts/serve"
import { NOTICE, removeTestFolders, testService, uniqueKey } from "./support/leads"

/**
 * Issue 30: `npm start`'s server on a small build of its own (a temporary public/ with a _headers file,
 * a form page and a not-found page): the build's headers per path, 404 with status 404, time tokens in
 * served forms, the lead API over real HTTP, and the no-JavaScript post answered with the form's page.
 */
let database: Database
let service: LeadService
let site: SiteServer
let publicDir: string

const headersFile = `# test build
/*
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; form-action 'self'

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/contact
  Cache-Control: public, max-age=0, must-revalidate
  Content-Security-Policy: default-src 'none'; style-src 'sha256-test'

/404.html
  Cache-Control: public, max-age=0, must-revalidate
`

const contactPage = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>İletişim</title></head><body><main>
<form data-lead-form="contact" method="post" action="/api/leads">
<div data-lead-status role="status"></div>
<input type="hidden" name="form" value="contact"><input type="hidden" name="noticeVersion" value="${NOTICE}">
<input type="hidden" name="_token" value=""><input type="hidden" name="_page" value="/contact">
<input name="_gotcha" tabindex="-1" autocomplete="off">
<label for="firstName">Adınız</label><input id="firstName" name="firstName">
<label for="lastName">Soyadınız</label><input id="lastName" name="lastName">
<label for="email">E-posta</label><input id="email" name="email" type="email">
<label for="subject">Konu</label><select id="subject" name="subject"><option value="">Konu seçin</option><option value="erp">ERP Sistemleri</option></select>
<label for="message">Mesajınız</label><textarea id="message" name="message"></textarea>
<button type="submit">Mesajı Gönder</button>
</form></main></body></html>`

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-public-"))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
  write("_headers", headersFile)
  write("_nginx.conf", "# not for visitors")
  write("index.html", "<!doctype html><title>Ana sayfa</title><p>Yakamoz</p>")
  write("contact/index.html", contactPage)
  write("404.html", "<!doctype html><title>Sayfa bulunamadı</title><h1>Sayfa bulunamadı</h1>")
  write("en/404/index.html", '<!doctype html><html lang="en"><title>Page not found</title><h1>Page not found</h1>')
  write("assets/app-0123abcd.js", "console.log('site')")
  database = await openDatabase({ dataDir: "memory://" })
  service = (await testService(database, { rateLimit: { max: 100, windowMs: 60_000 } })).service
  site = await startSiteServer({ publicDir, port: 0, service })
})

afterAll(async () => {
  await site?.close()
  await service?.close()
  fs.rmSync(publicDir, { recursive: true, force: true })
  removeTestFolders()
})

const get = (route: string) => fetch(`${site.url}${route}`, { redirect: "manual" })

describe("the site server (npm start)", () => {
  it("sends the headers public/_headers declares for each path, every matching rule", async () => {
    const page = await get("/contact")
    expect(page.status).toBe(200)
    expect(page.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains")
    expect(page.headers.get("x-content-type-options")).toBe("nosniff")
    // A page with a form carries a one-use token: never cached, whatever the build's rule says (issue 46).
    expect(page.headers.get("cache-control")).toBe("no-store")
    expect(page.headers.get("content-security-policy")).toBe(
      "default-src 'self'; form-action 'self', default-src 'none'; style-src 'sha256-test'",
    )
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    const asset = await get("/assets/app-0123abcd.js")
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(asset.headers.get("content-type")).toMatch(/^text\/javascript/)
    expect(await asset.text()).toBe("console.log('site')")
  })

  it("answers an unknown address under /en/ with the English not-found page, status 404", async () => {
    // Issue 53: a translation's not-found page (/en/404) answers the unknown addresses under its prefix.
    const english = await get("/en/no-such-page")
    expect(english.status).toBe(404)
    expect(await english.text()).toContain("Page not found")
    const turkish = await get("/no-such-page")
    expect(turkish.status).toBe(404)
    expect(await turkish.text()).toContain("Sayfa bulunamadı")
  })

  it("answers unknown addresses and the host files with the not-found page and status 404", async () => {
    for (const route of ["/yok-boyle-bir-sayfa", "/_headers", "/_nginx.conf", "/%2e%2e/package.json", "/..%2fpackage.json"]) {
      const response = await get(route)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain("Sayfa bulunamadı")
    }
    const missing = await get("/yok")
    expect(missing.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains")
    expect(missing.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
  })

  it("keeps an idle connection longer than nginx keeps its own to the service, so nginx always closes first", async () => {
    // nginx reuses its kept-alive connections to the service (_nginx-upstream.conf) and closes them after 60 s
    // idle (its upstream keepalive_timeout). Were the service to close one first, a lead posted on it just
    // then would get a 502: nginx does not send a POST again.
    const keepAlive = await new Promise<string>((resolve, reject) =>
      http
        .get(`${site.url}/`, { agent: new http.Agent({ keepAlive: true }) }, (response) => {
          response.resume()
          resolve(String(response.headers["keep-alive"] ?? ""))
          response.socket.destroy()
        })
        .on("error", reject),
    )
    expect(Number(/timeout=(\d+)/.exec(keepAlive)?.[1])).toBeGreaterThan(60)
  })

  it("redirects a route with a trailing slash to the route, as nginx does", async () => {
    const response = await get("/contact/?konu=erp")
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/contact?konu=erp")
  })

  it("fills the form's empty time token in every page it serves", async () => {
    const html = await (await get("/contact")).text()
    const token = /name="_token" value="([^"]+)"/.exec(html)?.[1]
    expect(token).toBeDefined()
    expect(service.signer.verify(token ?? "", Date.now() + 3500)).toMatchObject({ ok: true })
    expect(service.signer.verify(token ?? "", Date.now())).toEqual({ ok: false, reason: "early" })
  })

  it("writes a link's subject and message into the contact form it serves, for a visitor without JavaScript", async () => {
    const message = "Üç şube için teklif: <b>acil</b> değil"
    const html = await (await get(`/contact?konu=erp&mesaj=${encodeURIComponent(message)}`)).text()
    expect(html).toContain('<option value="">Konu seçin</option><option selected="" value="erp">')
    expect(html).toContain('name="message">Üç şube için teklif: &lt;b&gt;acil&lt;/b&gt; değil</textarea>')
    expect(/name="_token" value="[^"]+"/.test(html)).toBe(true)
    // A subject the form does not offer changes nothing.
    expect(await (await get("/contact?konu=yok")).text()).toContain('<option value="">Konu seçin</option><option value="erp">')
  })

  it("takes a JSON lead over HTTP (201) and refuses another site's post (403)", async () => {
    const body = {
      form: "contact",
      noticeVersion: NOTICE,
      _token: service.signer.issue(Date.now() - 5000),
      _key: uniqueKey(),
      firstName: "Ömer",
      lastName: "Çelik",
      email: "omer@example.com",
      subject: "erp",
      message: "Merhaba",
    }
    const post = (headers: Record<string, string>) =>
      fetch(`${site.url}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
        body: JSON.stringify(body),
      })
    expect((await post({ Origin: "https://baska-site.example" })).status).toBe(403)
    const response = await post({ Origin: site.url })
    expect(response.status).toBe(201)
    expect(response.headers.get("cache-control")).toBe("no-store")
  })

  it("answers a post without JavaScript with the form's page: the success text, or the values kept and errors named", async () => {
    const postForm = (fields: Record<string, string>) =>
      fetch(`${site.url}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: site.url },
        body: new URLSearchParams(fields).toString(),
      })
    const base = { form: "contact", noticeVersion: NOTICE, _page: "/contact?utm_source=x", _gotcha: "" }

    const refused = await postForm({
      ...base,
      _token: service.signer.issue(Date.now() - 5000),
      firstName: "Şule <i>",
      email: "sule@",
    })
    expect(refused.status).toBe(400)
    expect(refused.headers.get("content-security-policy")).toContain("default-src 'none'")
    const refusedHtml = await refused.text()
    // Inside a quoted attribute "<" is text; only the one attribute value holds it, no element was made.
    expect(refusedHtml).toContain('value="Şule <i>"')
    expect(refusedHtml.split("<i>")).toHaveLength(2)
    expect(refusedHtml).toContain("E-posta: geçerli bir e-posta adresi yazın")
    expect(refusedHtml).toContain("Soyadınız: bu alanı doldurun.")
    const freshToken = /name="_token" value="([^"]+)"/.exec(refusedHtml)?.[1]
    expect(freshToken && service.signer.verify(freshToken, Date.now() + 3500).ok).toBe(true)

    const early = await postForm({
      ...base,
      _token: service.signer.issue(),
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      subject: "erp",
      message: "x",
    })
    expect(early.status).toBe(400)
    expect(await early.text()).toContain("Güvenlik denetimi için formu bir kez daha gönderin.")

    const sent = await postForm({
      ...base,
      _token: service.signer.issue(Date.now() - 5000),
      firstName: "Şule",
      lastName: "Işık",
      email: "sule@example.com",
      subject: "erp",
      message: "Teklif istiyoruz",
    })
    expect(sent.status).toBe(200)
    const sentHtml = await sent.text()
    expect(sentHtml).toContain("Mesajınız alındı! En kısa sürede size dönüş yapacağız.")
    expect(sentHtml).not.toContain('value="Şule"')
  })
})
