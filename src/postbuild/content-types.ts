import path from "path"

/**
 * The Content-Type sent for each kind of file the build writes: by `npm start`'s server
 * (scripts/serve.ts) and by the tests' static server, as a static host sends them.
 */
const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".yml": "text/yaml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
}

export const htmlContentType = contentTypes[".html"]

/** The Content-Type of a file by its extension; unknown kinds are sent as bytes. */
export const contentTypeOf = (file: string) => contentTypes[path.extname(file)] ?? "application/octet-stream"
