/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import {
  EMPTY_STYLE_HASH,
  cmsOrigins,
  fallbackPolicy,
  hashSource,
  headerRules,
  hostPlan,
  inlineContent,
  pagePolicy,
  renderHeadersFile,
  renderNetlifyToml,
  renderNginxUpstream,
  formPageRoutes,
  withFunctionRoutes,
  cacheControl,
  renderNginx,
  securityTxt,
  serializePolicy,
  type HostSite,
  type Policy,
  withMetaPolicy,
  beyondShared,
} from "../../src/postbuild/host-config"
import { siteLoaderScript } from "../../src/postbuild/browser-scripts"
import { speculationRulesText } from "../../src/postbuild/speculation-rules"
import { readSiteData } from "../../src/content/read-site"
import { headMarkerScript } from "../../src/components/seo"
import { headersForPath, metaPolicyIn, parseHeadersFile, parsePolicy, patternMatches } from "../support/headers"
import { contentTypes } from "../../src/kinds"

const root = path.join(__dirname, "..", "..")
const site: HostSite = {
  siteUrl: "https://www.ornek.example",
  emails: { support: "destek@ornek.example" },
  forms: {},
}
const withEndpoint: HostSite = { ...site, forms: { endpoint: "https://formspree.io/f/abcd1234" } }

const marker = headMarkerScript
const rules = '{"prerender":[{"source":"document","where":{"href_matches":"/*"}}]}'
const loader = siteLoaderScript("/assets/site-ABC.js")
const pageHtml = (body: string, css = "body{margin:0}") =>
  `<!DOCTYPE html><html lang="tr"><head><script data-react-helmet="true">${marker}</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<style data-emotion="css-global 1x">html{color:#111}</style><style data-emotion="css 2y">${css}</style>` +
  `<script>${loader}</script><script type="module" src="/assets/other-ABC.js"></script>` +
  `<script type="speculationrules">${rules}</script>` +
  `</head><body>${body}</body></html>`

const home = { route: "/", html: pageHtml('<main><h1 class="a">Yakamoz</h1></main>', "h1{font-size:2rem}") }
const contact = {
  route: "/contact",
  html: pageHtml('<main><div data-island="contact-form" data-props="{&quot;endpoint&quot;:null}"><form></form></div></main>'),
}
const notFound = { route: "/404.html", html: pageHtml("<main><h1>Sayfa bulunamadı</h1></main>", "h1{color:red}") }
const admin = {
  html: '<!DOCTYPE html><html><head><script src="/admin/decap-cms.js"></script><script>CMS.init()</script></head><body></body></html>',
  config: "backend:\n  name: github\n  repo: yakamoz/web\nlocal_backend: true\n",
}

const sources = (policy: Policy, directive: string) => policy.find(([name]) => name === directive)?.[1]

describe("inlineContent", () => {
  it("finds the inline scripts the browser runs or applies, not JSON data blocks or external scripts", () => {
    const content = inlineContent(contact.html)
    expect(content.scripts).toEqual([marker, loader, rules])
    expect(content.styles).toEqual(["html{color:#111}", "body{margin:0}"])
    expect(content.islands).toBe(true)
    expect(content.blocked).toEqual([])
    expect(inlineContent(home.html).islands).toBe(false)
  })

  it("reports markup a policy without 'unsafe-inline' would block, and not words that look like it", () => {
    const content = inlineContent(
      '<p style="color:red">a</p><button onclick="go()">b</button><a href="javascript:void 0">c</a>' +
        '<p class="style onclick" aria-label="style=">d</p><script>var style = "<b style=x>"</script>' +
        // Attributes the browser reads though no space comes before them, in upper case, or in an SVG drawing.
        '<a title="x"onmouseover="go()">e</a><img/ONERROR=go()><svg><path d="M0 0"/><path d="M1 1" STYLE="fill:red"/></svg>',
    )
    expect(content.blocked).toEqual([
      'a style attribute: <p style="color:red">',
      'an inline event handler (onclick): <button onclick="go()">',
      'a javascript: URL: <a href="javascript:void 0">',
      'an inline event handler (onmouseover): <a title="x"onmouseover="go()">',
      "an inline event handler (onerror): <img/ONERROR=go()>",
      'a style attribute: <path d="M1 1" STYLE="fill:red"/>',
    ])
    expect(() => hostPlan(site, [{ route: "/x", html: '<div style="top:0"></div>' }], null)).toThrow(
      /\/x: a style attribute: <div style="top:0">/,
    )
  })

  it("notes the origins of scripts and stylesheets from other sites", () => {
    const content = inlineContent(
      '<script src="https://identity.netlify.com/v1/widget.js"></script><link rel="stylesheet" href="https://cdn.example/a.css">',
    )
    expect(content.externalScripts).toEqual(["https://identity.netlify.com"])
    expect(content.externalStyles).toEqual(["https://cdn.example"])
  })
})

describe("hashSource", () => {
  it("hashes as the browser does: UTF-8, with line breaks normalised", () => {
    expect(hashSource("")).toBe(EMPTY_STYLE_HASH)
    expect(hashSource("a\r\nb")).toBe(hashSource("a\nb"))
    expect(hashSource("ı")).not.toBe(hashSource("i"))
  })
})

describe("pagePolicy", () => {
  it("hashes the page's own inline code; a form page also allows Emotion's empty style element", () => {
    const policy = pagePolicy(site, inlineContent(contact.html))
    // Plus the speculation rules the site module adds after the first paint (src/browser/speculation.ts).
    expect(sources(policy, "script-src")).toEqual([
      "'self'",
      hashSource(marker),
      hashSource(loader),
      hashSource(rules),
      hashSource(speculationRulesText),
    ])
    expect(sources(policy, "style-src")).toEqual([
      "'self'",
      hashSource("html{color:#111}"),
      hashSource("body{margin:0}"),
      EMPTY_STYLE_HASH,
    ])
    expect(sources(pagePolicy(site, inlineContent(home.html)), "style-src")).not.toContain(EMPTY_STYLE_HASH)
    expect(serializePolicy(policy)).not.toMatch(/unsafe/)
  })

  it("lets forms post and fetch to the endpoint's origin only when data/site.yaml sets one", () => {
    const without = pagePolicy(site, inlineContent(contact.html))
    expect(sources(without, "form-action")).toEqual(["'self'"])
    expect(sources(without, "connect-src")).toEqual(["'self'"])
    const policy = pagePolicy(withEndpoint, inlineContent(contact.html))
    expect(sources(policy, "form-action")).toEqual(["'self'", "https://formspree.io"])
    expect(sources(policy, "connect-src")).toEqual(["'self'", "https://formspree.io"])
  })

  it("serializes and parses back to the same policy", () => {
    const policy = pagePolicy(withEndpoint, inlineContent(contact.html))
    expect(parsePolicy(serializePolicy(policy))).toEqual(policy)
  })
})

describe("the CMS's policy", () => {
  it("talks to its backend's API and the local proxy that config.yml names", () => {
    expect(cmsOrigins(admin.config)).toEqual(["https://api.github.com", "http://localhost:8081"])
    expect(cmsOrigins("backend:\n  name: gitlab\n  api_root: https://git.ornek.example/api/v4\n")).toEqual([
      "https://git.ornek.example",
    ])
    expect(cmsOrigins("backend:\n  name: git-gateway\nlocal_backend:\n  url: http://localhost:8082/api/v1\n")).toEqual([
      "http://localhost:8082",
    ])
    expect(cmsOrigins(null)).toEqual([])
  })

  it("gets its own rule; the site-wide policy allows what every path's policy allows", () => {
    const plan = hostPlan(withEndpoint, [home, contact, notFound], admin)
    expect(sources(plan.admin ?? [], "script-src")).toEqual(["'self'", "'unsafe-eval'", hashSource("CMS.init()")])
    expect(sources(plan.admin ?? [], "connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "http://localhost:8081",
    ])
    const fallback = plan.fallback
    for (const policy of [...plan.pages.map((page) => page.policy), plan.admin ?? []]) {
      for (const [directive, list] of policy) {
        const allowed = sources(fallback, directive)
        if (!allowed) continue // not restricted by the site-wide policy
        for (const source of list) {
          const coveredByInline =
            directive === "style-src" && source.startsWith("'sha256-") && allowed.includes("'unsafe-inline'")
          expect(coveredByInline || allowed.includes(source)).toBe(true)
        }
      }
    }
    // Hashes in style-src would switch 'unsafe-inline' off.
    expect(sources(fallback, "style-src")).toEqual(["'self'", "'unsafe-inline'"])
    expect(sources(fallback, "frame-ancestors")).toEqual(["'none'"])
    expect(sources(fallback, "object-src")).toEqual(["'none'"])
  })

  it("merges source lists, dropping 'none' beside other sources, and leaves out what one policy does not restrict", () => {
    const union = fallbackPolicy([
      [
        ["default-src", ["'self'"]],
        ["frame-src", ["'none'"]],
        ["form-action", ["'self'"]],
      ],
      [
        ["default-src", ["'self'"]],
        ["frame-src", ["blob:"]],
      ],
    ])
    expect(union).toEqual([
      ["default-src", ["'self'"]],
      ["frame-src", ["blob:"]],
    ])
  })
})

describe("_headers", () => {
  const plan = hostPlan(withEndpoint, [home, contact, notFound], admin)
  const ruleList = headerRules(plan)

  it("is read back as written", () => {
    expect(parseHeadersFile(renderHeadersFile(ruleList))).toEqual(ruleList)
  })

  it("matches paths as Netlify does: * anywhere below, trailing slash optional, case ignored", () => {
    expect(patternMatches("/*", "/")).toBe(true)
    expect(patternMatches("/*", "/erp/muhasebe-sistemi")).toBe(true)
    expect(patternMatches("/assets/*", "/assets/site-ABC.js")).toBe(true)
    expect(patternMatches("/assets/*", "/about")).toBe(false)
    expect(patternMatches("/contact/", "/contact")).toBe(true)
    expect(patternMatches("/contact/", "/Contact/")).toBe(true)
    expect(patternMatches("/contact/", "/contact/x")).toBe(false)
    expect(patternMatches("/", "/")).toBe(true)
    expect(patternMatches("/", "/about")).toBe(false)
    expect(patternMatches("/erp/:page/", "/erp/muhasebe")).toBe(true)
  })

  it("sets no header twice for a path, except the CSP, whose policies combine", () => {
    const paths = ["/", "/index.html", "/contact", "/contact/", "/404.html", "/assets/site-ABC.js", "/fonts/inter-tr.woff2"]
    for (const path of [...paths, "/admin/", "/admin/config.yml", "/bilinmeyen", "/robots.txt"]) {
      const names = ruleList
        .filter((rule) => patternMatches(rule.path, path))
        .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))
      const twice = names.filter((name, index) => names.indexOf(name) !== index)
      expect({ path, twice: [...new Set(twice)] }).toEqual({ path, twice: twice.length ? ["content-security-policy"] : [] })
    }
  })

  it("gives a page the site-wide and its own policy, the assets a year in the cache, the CMS its own opener policy", () => {
    const contactHeaders = headersForPath(ruleList, "/contact")
    expect(contactHeaders["Content-Security-Policy"]).toBe(
      `${serializePolicy(plan.fallback)}, ${serializePolicy(plan.pages.find((page) => page.route === "/contact")?.policy ?? [])}`,
    )
    expect(contactHeaders["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
    expect(contactHeaders["Cross-Origin-Opener-Policy"]).toBe("same-origin")
    expect(headersForPath(ruleList, "/assets/site-ABC.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable")
    expect(headersForPath(ruleList, "/admin/")["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
    expect(headersForPath(ruleList, "/admin/")["X-Robots-Tag"]).toBe("noindex")
    // An unknown address (the host answers with 404.html) has only the site-wide headers.
    expect(Object.keys(headersForPath(ruleList, "/bilinmeyen"))).toEqual([
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "X-Frame-Options",
      "Permissions-Policy",
      "Content-Security-Policy",
    ])
  })
})

describe("the not-found page's own policy", () => {
  const plan = hostPlan(site, [home, notFound], admin)
  const policy = plan.pages.find((page) => page.route === "/404.html")?.policy ?? []
  const charset = '<meta charSet="utf-8"/>'
  const html = notFound.html.replace("<head>", `<head>${charset}`)

  it("is written right after the charset, before any script or style, without the directives a <meta> cannot carry", () => {
    const written = withMetaPolicy(html, policy)
    expect(written.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(written.indexOf(charset) + charset.length)
    expect(metaPolicyIn(written)).toEqual(policy.filter(([name]) => name !== "frame-ancestors"))
    expect(sources(metaPolicyIn(written) ?? [], "script-src")).not.toContain("'unsafe-eval'")
    // The site-wide policy, all a host sends at an unknown address, allows the CMS's eval: the page's own does not.
    expect(sources(plan.fallback, "script-src")).toContain("'unsafe-eval'")
  })

  it("replaces the one an earlier run wrote, and leaves the page's hashes valid", () => {
    const twice = withMetaPolicy(withMetaPolicy(html, policy), policy)
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(pagePolicy(site, inlineContent(twice))).toEqual(policy)
  })

  it("needs the charset element to find its place", () => {
    expect(() => withMetaPolicy(notFound.html, policy)).toThrow(/charSet/)
  })
})

describe("nginx", () => {
  const plan = hostPlan(withEndpoint, [home, contact, notFound], admin)
  const conf = renderNginx(plan)

  it("serves each route from its folder with its own policy and sends the slash form there", () => {
    const contactPolicy = serializePolicy(plan.pages.find((page) => page.route === "/contact")?.policy ?? [])
    const block = /location = \/contact \{\n([\s\S]*?)\n\}/.exec(conf)?.[1] ?? ""
    expect(block).toContain(`add_header Content-Security-Policy "${contactPolicy}" always;`)
    expect(block).toContain("add_header Strict-Transport-Security")
    expect(block).toContain("try_files /contact/index.html =404;")
    expect(conf).toContain("location = /contact/ { return 301 /contact$is_args$args; }")
    expect(conf).toContain("error_page 404 /404.html;")
    expect(conf).toMatch(/location = \/404\.html \{\n[^}]*Content-Security-Policy/)
  })

  it("repeats the common headers in every location that sets any (nginx does not inherit them then)", () => {
    const blocks = conf.split(/\nlocation /).slice(1)
    for (const block of blocks.filter((text) => text.includes("add_header"))) {
      expect(block).toContain("add_header Strict-Transport-Security")
      expect(block).toContain("add_header Content-Security-Policy")
    }
    expect(conf).toMatch(/location \^~ \/assets\/ \{[^}]*max-age=31536000, immutable/)
    expect(conf).toMatch(/location \^~ \/admin\/ \{[^}]*same-origin-allow-popups/)
  })

  it("passes /api/ to the lead service on loopback with the visitor's address, under the common headers", () => {
    const block = /location \^~ \/api\/ \{\n([\s\S]*?)\n\}/.exec(conf)?.[1] ?? ""
    // The upstream is defined in _nginx-upstream.conf (127.0.0.1:9000), kept alive between requests.
    expect(block).toContain("proxy_pass http://yakamoz_leads;")
    expect(block).toContain('proxy_set_header Connection "";')
    expect(block).toContain("proxy_set_header Host $http_host;")
    expect(block).toContain("proxy_set_header X-Real-IP $remote_addr;")
    expect(block).toContain("client_max_body_size 64k;")
    // Without add_header of its own the location gets the server-level common headers, once.
    expect(block).not.toContain("add_header")
    expect(block).toContain("proxy_hide_header Strict-Transport-Security;")
    expect(conf.indexOf("location ^~ /api/")).toBeLessThan(conf.indexOf("location / {"))
  })
})

describe("nginx and a translation's not-found page (issue 53)", () => {
  const english = { route: "/en/404", html: pageHtml("<main><h1>Page not found</h1></main>", "h1{color:blue}") }
  const plan = hostPlan(site, [home, contact, notFound, english], null)
  const conf = renderNginx(plan)

  it("answers every unknown address under /en/ with the English not-found page, under that page's own policy", () => {
    const policy = serializePolicy(plan.pages.find((page) => page.route === "/en/404")?.policy ?? [])
    const block = /location \^~ \/en\/ \{\n([\s\S]*?)\n\}/.exec(conf)?.[1] ?? ""
    expect(block).toContain("error_page 404 /en/404/index.html;")
    expect(block).toContain("try_files $uri =404;")
    expect(block).toContain(`add_header Content-Security-Policy "${policy}" always;`)
    // Its own address answers like any unknown one, as /404's does.
    expect(conf).not.toContain("location = /en/404 ")
    // The Turkish not-found page stays the server's.
    expect(conf).toContain("error_page 404 /404.html;")
  })
})

describe("nginx and the pages with a lead form", () => {
  const demo = {
    route: "/demo",
    html: pageHtml(
      '<main><form data-lead-form="demo"><input type="hidden" name="_token" value=""/></form></main>',
      ".demo{gap:0}",
    ),
  }
  const plan = hostPlan(site, [home, contact, demo, notFound], null)
  const conf = renderNginx(plan)
  const demoPolicy = serializePolicy(plan.pages.find((page) => page.route === "/demo")?.policy ?? [])

  it("finds the form pages by their _token input, not by their route", () => {
    expect(plan.pages.filter((page) => page.form).map((page) => page.route)).toEqual(["/demo"])
    expect(inlineContent('<form><input name="_token"></form>').form).toBe(true)
    expect(inlineContent("<form><INPUT type=hidden NAME='_token' value=x></form>").form).toBe(true)
    expect(inlineContent('<form><input name="_tokens"><textarea name="_token"></textarea></form>').form).toBe(false)
    expect(inlineContent("<script>const x = '<input name=\"_token\">'</script>").form).toBe(false)
  })

  it("never lets a cache keep a form page (its token is used once), in _headers too", () => {
    const rules = headerRules(plan)
    expect(headersForPath(rules, "/demo/")["Cache-Control"]).toBe(cacheControl.form)
    expect(cacheControl.form).toBe("no-store")
    expect(headersForPath(rules, "/contact/")["Cache-Control"]).toBe(cacheControl.html)
  })

  it("passes a form page to the lead service with its own headers once, and serves the file if the service is down", () => {
    const block = /location = \/demo \{\n([\s\S]*?)\n\}/.exec(conf)?.[1] ?? ""
    expect(block).toContain("proxy_pass http://yakamoz_leads;")
    expect(block).toContain('proxy_set_header Connection "";')
    expect(block).toContain("proxy_set_header X-Real-IP $remote_addr;")
    expect(block).toContain(`add_header Content-Security-Policy "${demoPolicy}" always;`)
    expect(block).toContain('add_header Cache-Control "no-store" always;')
    // Every header nginx adds is hidden from the service's answer, so each is sent once.
    for (const [, name] of block.matchAll(/add_header (\S+)/g)) expect(block).toContain(`proxy_hide_header ${name};`)
    expect(block).toContain("error_page 502 504 = @form_demo;")
    expect(block).not.toContain("try_files")
    const fallback = /location @form_demo \{\n([\s\S]*?)\n\}/.exec(conf)?.[1] ?? ""
    expect(fallback).toContain("try_files /demo/index.html =404;")
    expect(fallback.match(/add_header .*/g)).toEqual(block.match(/add_header .*/g))
    expect(conf).toContain("location = /demo/ { return 301 /demo$is_args$args; }")
    // A page without a form stays nginx's own file.
    expect(/location = \/contact \{\n([\s\S]*?)\n\}/.exec(conf)?.[1]).not.toContain("proxy_pass")
  })

  it("hides the host files in any letter case, before any other regular expression location", () => {
    const line = /^location ~\* (\S+) \{ return 404; \}$/m.exec(conf)
    expect(line).not.toBeNull()
    const pattern = new RegExp(line?.[1] ?? "^$", "i")
    for (const file of ["/_headers", "/_HEADERS", "/_redirects", "/_nginx.conf", "/_NGINX.Conf", "/_nginx-upstream.conf"])
      expect([file, pattern.test(file)]).toEqual([file, true])
    for (const file of ["/headers", "/about", "/_nginx.conf/x", "/blog/_headers-yazisi"])
      expect([file, pattern.test(file)]).toEqual([file, false])
    expect(conf.indexOf("location ~*")).toBeLessThan(conf.indexOf("location ~ "))
  })

  it("names the lead service in a file of its own for the http { } block", () => {
    expect(renderNginxUpstream()).toContain("upstream yakamoz_leads {\n  server 127.0.0.1:9000;")
    expect(renderNginxUpstream()).toContain("keepalive 16;")
    expect(renderNginxUpstream("127.0.0.1:4321")).toContain("server 127.0.0.1:4321;")
  })

  it("keeps a folder with a form page out of the shared rules (its cache rule differs)", () => {
    const blog = hostPlan(site, [home, notFound, { ...demo, route: "/blog/kaydol" }, { ...contact, route: "/blog/yazi" }], null)
    expect(blog.groups).toEqual([])
    expect(headersForPath(headerRules(blog), "/blog/kaydol/")["Cache-Control"]).toBe("no-store")
  })
})

describe("netlify.toml and security.txt", () => {
  const dataDir = path.join(root, "data")
  const formRoutes = formPageRoutes(contentTypes, dataDir)

  it("ships the form pages and their headers with the function, which serves them with a token", () => {
    expect(formRoutes).toEqual(expect.arrayContaining(["/contact", "/demo"]))
    // A kind's page with a lead form is one of them with no edit here (the e-document check's results).
    expect(formRoutes.some((route) => route.startsWith("/e-donusum-testi/"))).toBe(true)
    const toml = renderNetlifyToml(contentTypes, dataDir)
    for (const route of formRoutes) expect(toml).toContain(`"public${route}/index.html"`)
    expect(toml).toContain('"public/_headers"')
  })

  it("sends unknown addresses under /en/ to the English not-found page once the English home exists", () => {
    const toml = renderNetlifyToml(contentTypes, dataDir)
    const rule = '[[redirects]]\n  from = "/en/*"\n  to = "/en/404/index.html"\n  status = 404'
    expect(toml).toContain(rule)
    // Before the site's own catch-all: Netlify takes the first rule that matches.
    expect(toml.indexOf(rule)).toBeLessThan(toml.indexOf('from = "/*"'))
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-en-"))
    try {
      // Without the English home (as before the English site), no such rule.
      fs.cpSync(dataDir, path.join(copy, "data"), { recursive: true })
      fs.rmSync(path.join(copy, "data", "en", "pages", "home.yaml"))
      expect(renderNetlifyToml(contentTypes, path.join(copy, "data"))).not.toContain('from = "/en/*"')
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  it("the committed netlify.toml and the function's form routes are the ones host-config.ts writes (npm run host-config)", () => {
    expect(fs.readFileSync(path.join(root, "netlify.toml"), "utf8")).toBe(renderNetlifyToml(contentTypes, dataDir))
    const source = fs.readFileSync(path.join(root, "netlify", "functions", "leads.ts"), "utf8")
    expect(withFunctionRoutes(source, formRoutes)).toBe(source)
  })

  it("names the site's contact, its languages and address, and expires within a year of the build", () => {
    const real = readSiteData(path.join(root, "data"))
    const now = new Date("2026-11-23T10:00:00Z")
    expect(securityTxt(real, now)).toBe(
      [
        `Contact: mailto:${real.emails.support}`,
        "Expires: 2027-11-18T00:00:00Z",
        "Preferred-Languages: tr, en",
        `Canonical: ${real.siteUrl}/.well-known/security.txt`,
        "",
      ].join("\n"),
    )
    // The support desk of the site data given, whichever site that is.
    expect(securityTxt(site, now)).toMatch(/^Contact: mailto:destek@ornek\.example$/m)
  })
})

describe("a folder of many pages under one rule (the blog)", () => {
  const article = (slug: string, css: string) => ({
    route: `/blog/${slug}`,
    html: pageHtml(`<main><h1>${slug}</h1></main>`, css),
  })
  const blogPages = [
    { route: "/blog", html: pageHtml("<main><h1>Blog</h1></main>", ".list{gap:1rem}") },
    ...Array.from({ length: 150 }, (_, i) =>
      article(`yazi-${i}`, i % 3 === 0 ? ".story{color:green}" : "article{max-width:40rem}"),
    ),
  ]
  const plan = hostPlan(site, [home, notFound, ...blogPages], null)
  const ruleList = headerRules(plan)

  it("writes one rule for the folder instead of one per page, whatever the number of articles", () => {
    expect(ruleList.filter((rule) => rule.path.startsWith("/blog")).map((rule) => rule.path)).toEqual(["/blog/*"])
    expect(ruleList.length).toBeLessThan(10)
  })

  it("gives the folder's rule the union of its pages' hashes, still without 'unsafe-inline'", () => {
    const group = plan.groups[0]
    expect(group.routes).toHaveLength(151)
    const styles = sources(group.policy, "style-src") ?? []
    for (const page of plan.pages.filter((p) => p.route.startsWith("/blog")))
      for (const hash of sources(page.policy, "style-src") ?? []) expect(styles).toContain(hash)
    expect(styles).not.toContain("'unsafe-inline'")
    expect(sources(group.policy, "frame-ancestors")).toEqual(["'none'"])
  })

  it("sends a blog page the site-wide and the folder's policy, the page's own cache and opener headers once", () => {
    for (const path of ["/blog", "/blog/", "/blog/yazi-7", "/blog/yazi-9/"]) {
      const headers = headersForPath(ruleList, path)
      expect(headers["Content-Security-Policy"]).toBe(
        `${serializePolicy(plan.fallback)}, ${serializePolicy(plan.groups[0].policy)}`,
      )
      expect(headers["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin")
    }
  })

  it("keeps each page exactly as strict: what its own policy adds to the folder's goes into the page as a <meta> element", () => {
    const page = plan.pages.find((p) => p.route === "/blog/yazi-1")
    const own = page?.policy ?? []
    const shared = plan.groups[0].policy
    const html = withMetaPolicy(blogPages[2].html.replace("<head>", '<head><meta charSet="utf-8"/>'), beyondShared(own, shared))
    const meta = metaPolicyIn(html) ?? []
    // The page's style hashes differ from the folder's union; the rest is the same and stays in the header.
    expect(meta.map(([name]) => name)).toEqual(["style-src"])
    // Browsers enforce both: every directive of the page's own policy is stated exactly by one of them.
    for (const [name, list] of parsePolicy(serializePolicy(own.filter(([n]) => n !== "frame-ancestors"))))
      expect([name, [...(sources(meta, name) ?? sources(shared, name) ?? [])].sort()]).toEqual([name, [...list].sort()])
    // Written again at the next build, it replaces the old element instead of adding one.
    expect(withMetaPolicy(html, beyondShared(own, shared))).toBe(html)
  })
})
