import fs from "fs"
import os from "os"
import path from "path"
import { startSiteServer } from "../../scripts/serve"
import { leadSettings } from "../../src/leads/config"
import { SmtpSink } from "../leads/support/smtp-sink"
import { findChromium, launchBrowserServer } from "./support/browser"

const root = path.join(__dirname, "..", "..")
// SITE_PUBLIC_DIR lets a run test a copy of a build while public/ is being rebuilt.
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))

/**
 * Serves the production build through `npm start`'s own server (scripts/serve.ts: the build's
 * headers, its 404 page, the lead service at /api/leads) and starts one Chromium for the whole
 * browser suite. The lead service gets a throwaway PGlite folder and a local SMTP sink, so a test
 * that sends a form stores and mails nothing outside this run. Addresses on loopback only.
 */
export default async function globalSetup() {
  findChromium()
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` first (npm test does).")
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-suite-leads-"))
  const sink = new SmtpSink()
  await sink.listen()
  const settings = leadSettings(
    // Every test shares 127.0.0.1: the per-address limit would refuse the suite's own sends.
    { ...process.env, LEAD_DATA_DIR: dataDir, SMTP_URL: sink.url, DATABASE_URL: "", LEAD_RATE_LIMIT: "100000/60" },
    root,
  )
  const quiet = { info: () => undefined, error: (message: string) => console.error(message) }
  const server = await startSiteServer({ publicDir, port: 0, settings, logger: quiet })
  process.env.SITE_TEST_URL = server.url
  const browser = await launchBrowserServer()
  process.env.SITE_TEST_BROWSER = browser.wsEndpoint()
  Object.assign(globalThis, {
    __SITE_SERVER__: {
      close: async () => {
        await server.close()
        await sink.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    },
    __SITE_BROWSER__: browser,
  })
}
