import fs from "fs"
import path from "path"
import { startStaticServer } from "./support/static-server"
import { findChromium, launchBrowserServer } from "./support/browser"

// SITE_PUBLIC_DIR lets a run test a copy of a build while public/ is being rebuilt.
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(__dirname, "..", "..", "public"))

/** Serves the production build and starts one Chromium for the whole browser suite. */
export default async function globalSetup() {
  findChromium()
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` first (npm test does).")
  }
  const server = await startStaticServer(publicDir)
  process.env.SITE_TEST_URL = server.url
  const browser = await launchBrowserServer()
  process.env.SITE_TEST_BROWSER = browser.wsEndpoint()
  Object.assign(globalThis, { __SITE_SERVER__: server, __SITE_BROWSER__: browser })
}
