import { notFoundTranslation } from "../../content/languages"
import { serializePolicy } from "./policy"
import { adminHeaders, cacheControl, commonHeaders, documentHeaders, type HeaderList, type HostPlan } from "./plan"

/**
 * public/_nginx.conf and public/_nginx-upstream.conf: the plan (plan.ts) as nginx directives for
 * the site's server, which also passes the lead service's requests and the form pages to it.
 */

const nginxValue = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`

function nginxHeaders(headers: HeaderList, indent = "  "): string {
  return headers.map(([name, value]) => `${indent}add_header ${name} ${nginxValue(value)} always;`).join("\n")
}

/** The upstream the nginx file passes to: the lead service, defined in public/_nginx-upstream.conf. */
export const nginxUpstream = "yakamoz_leads"

/**
 * public/_nginx-upstream.conf, for nginx's `http { }` block: where the lead service listens. A file of
 * its own, so a server (or a test) can point the unmodified public/_nginx.conf at another address.
 */
export function renderNginxUpstream(address = "127.0.0.1:9000"): string {
  return [
    "# Written by the build from src/postbuild/host/nginx.ts; do not edit (see docs/deploying.md).",
    "# Include it in nginx's http { } block (it is not part of the server { } block _nginx.conf is for).",
    `upstream ${nginxUpstream} {`,
    `  server ${address};`,
    "  # Connections kept open to the service (each location sets HTTP/1.1 and an empty Connection header).",
    "  keepalive 16;",
    "}",
    "",
  ].join("\n")
}

/** Directives that pass a request to the lead service, with the visitor's address. */
const nginxProxy = [
  `  proxy_pass http://${nginxUpstream};`,
  "  proxy_http_version 1.1;",
  '  proxy_set_header Connection "";',
  "  # The address as the visitor wrote it, port included: the service accepts posts from the origin it serves.",
  "  proxy_set_header Host $http_host;",
  "  # The service's rate limit counts this address (LEAD_TRUST_PROXY=1 makes it read the header).",
  "  proxy_set_header X-Real-IP $remote_addr;",
  "  proxy_set_header X-Forwarded-Proto $scheme;",
]

/**
 * The same rules for nginx, as directives for the site's `server { }` block. Every location with
 * headers of its own repeats the common ones, because nginx drops the add_header lines of the
 * enclosing block as soon as a location has one. Pages with a lead form are passed to the lead service
 * (upstream `yakamoz_leads`, see `renderNginxUpstream`), which fills a fresh time token into the page, so
 * a visitor without JavaScript can send the form at the first try; the file itself answers if the
 * service is down.
 */
export function renderNginx(plan: HostPlan): string {
  const routeOk = (route: string) => /^\/[a-z0-9/_.-]*$/.test(route)
  const fallback = serializePolicy(plan.fallback)
  const plain = (cache: string): HeaderList => [...commonHeaders, ["Content-Security-Policy", fallback], ["Cache-Control", cache]]
  const lines = [
    "# Written by the build from src/postbuild/host/nginx.ts; do not edit (see docs/deploying.md).",
    "# Include it in the site's server { } block after `root`, e.g.  include /var/www/yakamoz/_nginx.conf;",
    "",
    "index index.html;",
    "absolute_redirect off;",
    "server_tokens off;",
    "error_page 404 /404.html;",
    "# The build's compressed copies beside each file (index.html.br, .gz), sent as they are by what the browser",
    "# takes. Brotli needs Debian's libnginx-mod-http-brotli-static (see docs/deploying.md).",
    "brotli_static on;",
    "gzip_static on;",
    "gzip_vary on;",
    "",
    "# For the responses of locations without headers of their own (the redirects).",
    nginxHeaders(commonHeaders, ""),
    "",
    "# The host files themselves are not part of the site, in any letter case (nginx has already decoded",
    "# the path, merged its slashes and resolved . and ..). First of the regular expressions: it wins.",
    "location ~* ^/_(headers|redirects|nginx[^/]*\\.conf)$ { return 404; }",
    "",
    "# Content-hashed scripts: cached for a year.",
    "location ^~ /assets/ {",
    nginxHeaders(plain(cacheControl.assets)),
    "  try_files $uri =404;",
    "}",
    "",
    "# Image variants, named by their content hash (src/postbuild/images.ts): cached for a year.",
    "location ^~ /img/ {",
    nginxHeaders(plain(cacheControl.assets)),
    "  try_files $uri =404;",
    "}",
    "",
    "location ^~ /fonts/ {",
    nginxHeaders(plain(cacheControl.fonts)),
    "  try_files $uri =404;",
    "}",
    "",
    "# Calendar files beside event pages (src/kinds/events/): the stock mime.types has no type for them.",
    "location ~ \\.ics$ {",
    "  types { }",
    '  default_type "text/calendar; charset=utf-8";',
    nginxHeaders(plain(cacheControl.html)),
    "  try_files $uri =404;",
    "}",
    "",
    "# The search index (src/postbuild/search-index.ts): some of its files keep their names, so revalidate.",
    "location ^~ /pagefind/ {",
    nginxHeaders(plain(cacheControl.search)),
    "  try_files $uri =404;",
    "}",
    "",
  ]
  lines.push(
    "# The site's lead service (npm run serve under systemd, docs/deploying.md): the forms post to /api/leads.",
    "# No add_header here: the common headers above apply; the service's own copies of them are hidden.",
    "location ^~ /api/ {",
    ...nginxProxy,
    ...commonHeaders.map(([name]) => `  proxy_hide_header ${name};`),
    "  # The service refuses bodies over 32 KB itself, with a Turkish answer; nginx stops anything far larger.",
    "  client_max_body_size 64k;",
    "  proxy_read_timeout 30s;",
    "}",
    "",
  )
  if (plan.admin) {
    lines.push(
      "# The editors' CMS (its address keeps the trailing slash: it loads config.yml relative to it).",
      "location = /admin { return 301 /admin/; }",
      "location ^~ /admin/ {",
      nginxHeaders([...commonHeaders, ...adminHeaders(plan.admin)]),
      "  try_files $uri $uri/index.html =404;",
      "}",
      "",
    )
  }
  lines.push("# Pages: each with its own policy; routes have no trailing slash (/about is about/index.html).")
  for (const page of plan.pages) {
    if (!routeOk(page.route)) throw new Error(`Cannot write an nginx location for the route "${page.route}"`)
    const own: HeaderList = [...commonHeaders, ...documentHeaders(page.policy, page.form ? cacheControl.form : cacheControl.html)]
    const headers = nginxHeaders(own)
    if (page.form) {
      const file = page.route === "/" ? "/index.html" : page.route.endsWith(".html") ? page.route : `${page.route}/index.html`
      const fallback = `@form${page.route.replace(/[^a-z0-9]/g, "_")}`
      lines.push(
        "# A page with a lead form: the service fills a fresh time token in (no-JavaScript posts); the file if it is down.",
        `location = ${page.route} {`,
        headers,
        ...nginxProxy,
        "  # The page's headers are the ones above, each once: the service's own copies are hidden.",
        ...[...new Set(own.map(([name]) => name))].map((name) => `  proxy_hide_header ${name};`),
        "  proxy_connect_timeout 5s;",
        "  proxy_read_timeout 15s;",
        `  error_page 502 504 = ${fallback};`,
        "}",
        `location ${fallback} {`,
        headers,
        `  try_files ${file} =404;`,
        "}",
      )
      if (page.route !== "/" && !page.route.endsWith(".html"))
        lines.push(`location = ${page.route}/ { return 301 ${page.route}$is_args$args; }`)
    } else if (page.route === "/") {
      lines.push("location = / {", headers, "  try_files /index.html =404;", "}")
    } else if (page.route.endsWith(".html")) {
      lines.push(`location = ${page.route} {`, headers, "}")
    } else if (page.route === "/404") {
      // The not-found page's folder copy answers like any unknown address.
      continue
    } else if (notFoundTranslation(page.route)) {
      // A translation's not-found page (/en/404) answers every unknown address under its prefix, with its own
      // policy; its folder address answers like any unknown one.
      const prefix = page.route.slice(0, -"/404".length)
      lines.push(`location ^~ ${prefix}/ {`, headers, `  error_page 404 ${page.route}/index.html;`, "  try_files $uri =404;", "}")
    } else {
      lines.push(
        `location = ${page.route} {`,
        headers,
        `  try_files ${page.route}/index.html =404;`,
        "}",
        `location = ${page.route}/ { return 301 ${page.route}$is_args$args; }`,
      )
    }
  }
  lines.push(
    "",
    "# Every other file (icons, manifest, robots.txt, sitemap, security.txt); anything else is the not-found page.",
    "location / {",
    nginxHeaders(plain(cacheControl.html)),
    "  try_files $uri =404;",
    "}",
    "",
  )
  return lines.join("\n")
}
