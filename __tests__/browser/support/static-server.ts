import fs from "fs"
import http from "http"
import path from "path"
import type { AddressInfo } from "net"

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
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

/**
 * Serves a Gatsby build the way a plain static host does: files as they are, a folder's
 * index.html for a route, and 404.html with status 404 for anything else.
 */
export function startStaticServer(root: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const file = resolveFile(root, request.url ?? "/")
    const status = file ? 200 : 404
    const body = fs.readFileSync(file ?? path.join(root, "404.html"))
    response.writeHead(status, { "Content-Type": types[path.extname(file ?? "404.html")] ?? "application/octet-stream" })
    response.end(body)
  })
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
