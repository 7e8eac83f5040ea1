import fs from "fs"
import http from "http"
import path from "path"
import zlib from "zlib"
import type { AddressInfo } from "net"
import type { HeaderRule } from "../../../src/postbuild/host-config"
import { contentTypeOf, htmlContentType } from "../../../src/postbuild/content-types"
import { copySuffix, preferredEncoding } from "../../../src/postbuild/precompress"
import { headersForPath, parseHeadersFile } from "../../support/headers"

/** The file a static host would answer for a URL path of the build (routes have no trailing slash). */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0])
  const candidates = [path.join(root, clean), path.join(root, clean, "index.html"), path.join(root, `${clean}.html`)]
  return candidates.find((file) => file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile())
}

/** The rules of the build's public/_headers, which the build writes (src/postbuild/write-host-config.ts). */
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
  /**
   * Also send the build's compressed copies (or gzip) and cache headers, as a production host does: the bench (scripts/bench.mjs)
   * measures with them. The tests leave it off and see bodies as written.
   */
  productionTransfer?: boolean
}

const compressible = new Set([".html", ".js", ".json", ".css", ".svg", ".txt", ".xml", ".webmanifest"])

/** What a production host adds: long caching for hashed files (Gatsby's advice), compression when asked. */
function transferHeaders(file: string, request: http.IncomingMessage, body: Buffer) {
  const hashed =
    /-[0-9a-f]{20}\.(js|css)$/.test(file) ||
    file.includes(`${path.sep}static${path.sep}`) ||
    file.includes(`${path.sep}assets${path.sep}`)
  const headers: Record<string, string> = {
    "Cache-Control": hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    "Last-Modified": fs.statSync(file).mtime.toUTCString(),
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"])
  // The build's own copy where it wrote one (Brotli at its best quality), as nginx sends it; else gzip made now.
  const copy = encoding && `${file}${copySuffix[encoding]}`
  if (encoding && copy && fs.existsSync(copy))
    return { headers: { ...headers, "Content-Encoding": encoding, Vary: "Accept-Encoding" }, body: fs.readFileSync(copy) }
  if (!compressible.has(path.extname(file)) || encoding === undefined) return { headers, body }
  return { headers: { ...headers, "Content-Encoding": "gzip", Vary: "Accept-Encoding" }, body: zlib.gzipSync(body) }
}

/**
 * Serves a Gatsby build the way a static host does: files as they are, a folder's index.html for
 * a route, 404.html with status 404 for anything else, and with every response the headers that
 * the build's _headers file declares for its path (parsed and matched as Netlify and Cloudflare
 * Pages do, __tests__/support/headers.ts), so the browser suite runs under the real
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
    const served = file ?? path.join(root, "404.html")
    const headers = {
      ...headersForPath(rules, urlPath),
      "Content-Type": replaced === undefined ? contentTypeOf(served) : htmlContentType,
    }
    if (replaced !== undefined) {
      response.writeHead(200, headers)
      response.end(replaced)
      return
    }
    const transfer = options.productionTransfer
      ? transferHeaders(served, request, fs.readFileSync(served))
      : { headers: {}, body: fs.readFileSync(served) }
    response.writeHead(file ? 200 : 404, { ...headers, ...transfer.headers })
    response.end(transfer.body)
  })
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
