import fs from "fs"
import http from "http"
import path from "path"
import type { AddressInfo } from "net"
import { headersForPath, parseHeadersFile, type HeaderRule } from "../../../src/build/host-config"

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
}

/** The file a static host would answer for a URL path of the build (routes have no trailing slash). */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0])
  const candidates = [path.join(root, clean), path.join(root, clean, "index.html"), path.join(root, `${clean}.html`)]
  return candidates.find((file) => file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile())
}

/** The rules of the build's public/_headers, which the build writes (src/build/write-host-config.ts). */
export function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, "_headers")
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the build writes it; run \`npm run build\` again.`)
  return parseHeadersFile(fs.readFileSync(file, "utf8"))
}

export interface ServerOptions {
  port?: number
  /** The header rules to apply; by default those of the build's own _headers file. */
  rules?: HeaderRule[]
  /** Bodies to serve instead of the build's file for some URL paths (a test's variant of a page). */
  pages?: Record<string, string>
}

/**
 * Serves a Gatsby build the way a static host does: files as they are, a folder's index.html for
 * a route, 404.html with status 404 for anything else, and with every response the headers that
 * the build's _headers file declares for its path (parsed and matched as Netlify and Cloudflare
 * Pages do, src/build/host-config.ts), so the browser suite runs under the real
 * Content-Security-Policy.
 */
export function startStaticServer(
  root: string,
  options: ServerOptions = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const rules = options.rules ?? readHeaderRules(root)
  const server = http.createServer((request, response) => {
    const urlPath = (request.url ?? "/").split(/[?#]/)[0]
    const replaced = options.pages?.[urlPath]
    const file = replaced === undefined ? resolveFile(root, urlPath) : undefined
    const served = file ?? "404.html"
    response.writeHead(file || replaced !== undefined ? 200 : 404, {
      ...headersForPath(rules, urlPath),
      "Content-Type": replaced === undefined ? (types[path.extname(served)] ?? "application/octet-stream") : types[".html"],
    })
    response.end(replaced ?? fs.readFileSync(file ?? path.join(root, "404.html")))
  })
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
