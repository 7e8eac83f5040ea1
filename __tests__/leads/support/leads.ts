import fs from "fs"
import os from "os"
import path from "path"
import { createLeadApp } from "../../../src/leads/app"
import { leadSettings, type LeadSettings } from "../../../src/leads/config"
import type { Database } from "../../../src/leads/db"
import type { Logger } from "../../../src/leads/mail"
import { noticeVersion } from "../../../src/content/notice-version"
import type { NewLead } from "../../../src/leads/schema"
import { startLeadService, type LeadService } from "../../../src/leads/service"
import { storeLead } from "../../../src/leads/store"

export const root = path.join(__dirname, "..", "..", "..")
/** The KVKK notice's real version: the service refuses any other. */
export const NOTICE = noticeVersion(path.join(root, "data"))

/** Log lines of the service, kept for the assertion that they carry ids only. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  return { lines, info: (m) => lines.push(m), error: (m) => lines.push(m) }
}

/** The temporary .data folders of testSettings, which hold a lead secret: removed by removeTestFolders. */
const testFolders: string[] = []

/** Removes the folders testSettings made; a test file calls it in its afterAll, once its services are closed. */
export function removeTestFolders() {
  for (const dir of testFolders.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
}

/** The project's real content (data/), a fresh temporary .data folder, and the given overrides. */
export function testSettings(overrides: Partial<LeadSettings> = {}): LeadSettings {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-data-"))
  testFolders.push(dataDir)
  return { ...leadSettings({ LEAD_DATA_DIR: dataDir, LEAD_SECRET: "test-secret-of-the-lead-suite" }, root), ...overrides }
}

export async function testService(database: Database, overrides: Partial<LeadSettings> = {}, logger = memoryLogger()) {
  const service = await startLeadService(testSettings(overrides), {
    database,
    logger,
    senderTiming: { baseDelayMs: 100, maxDelayMs: 400, leaseMs: 5000 },
  })
  return { service, logger }
}

/** The HTTP app with the visitor's address taken from a test header, so rate-limit tests can vary it. */
export function testApp(service: LeadService) {
  return createLeadApp({ service, clientAddress: (c) => c.req.header("x-test-address") ?? "127.0.0.1" })
}

/** A token issued 5 s ago: past the 3-second trap without the test waiting. */
export const oldToken = (service: LeadService) => service.signer.issue(Date.now() - 5000)

let counter = 0
export const uniqueKey = () => `test-${process.pid}-${Date.now().toString(36)}-${(counter++).toString(36)}`

export function contactBody(service: LeadService, overrides: Record<string, unknown> = {}) {
  return {
    form: "contact",
    noticeVersion: NOTICE,
    _token: oldToken(service),
    _gotcha: "",
    _key: uniqueKey(),
    _page: "/contact?utm_source=bulten&utm_campaign=kasim&x=1",
    _referrer: "https://www.google.com/",
    firstName: "Ayşe",
    lastName: "Yılmaz",
    email: "ayse.yilmaz@example.com",
    phone: "0452 555 01 99",
    subject: "erp",
    message: "Merhaba, stok modülünü görmek istiyoruz.",
    ...overrides,
  }
}

export function demoBody(service: LeadService, overrides: Record<string, unknown> = {}) {
  return {
    form: "demo",
    noticeVersion: NOTICE,
    _token: oldToken(service),
    _gotcha: "",
    _key: uniqueKey(),
    _page: "/demo",
    firstName: "Çağrı",
    lastName: "Güneş",
    email: "cagri@example.com.tr",
    phone: "+90 452 555 01 98",
    company: "Işık Gıda A.Ş.",
    sector: "imalat",
    interestedProducts: ["ERP Sistemi", "Stok Yönetimi"],
    preferredDemoType: "canli-demo",
    marketingConsent: true,
    ...overrides,
  }
}

export type App = ReturnType<typeof testApp>

export const postJson = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  app.request("http://localhost:9000/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 60000, what = "condition") {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Stores a lead straight through the store (records tests), failing unless it was stored. */
export async function storeTestLead(database: Database, lead: NewLead, mailTo: string): Promise<{ id: string }> {
  const stored = await storeLead(database, lead, mailTo)
  if (stored.kind !== "stored") throw new Error(`the test lead was not stored (${stored.kind})`)
  return { id: stored.id }
}
