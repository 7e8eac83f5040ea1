import fs from "fs"
import path from "path"
import { startStaticServer } from "./support/static-server"
import { findChromium } from "./support/browser"

// SITE_PUBLIC_DIR lets a run test a copy of a build while public/ is being rebuilt.
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(__dirname, "..", "..", "public"))

/** Serves the production build for the whole browser suite. */
export default async function globalSetup() {
  findChromium()
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` first (npm test does).")
  }
  const server = await startStaticServer(publicDir)
  process.env.SITE_TEST_URL = server.url
  ;(globalThis as { __SITE_SERVER__?: typeof server }).__SITE_SERVER__ = server
}
