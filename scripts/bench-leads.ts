/**
 * `npm run bench:leads` (part of `npm run bench`): the lead service under load on loopback, with PGlite
 * and with a PostgreSQL server (a throwaway cluster of Debian's server, as the tests start one).
 * autocannon sends 1,000 lead posts (each with its own idempotency key) at concurrency 20 to `npm start`'s
 * server (scripts/serve.ts in a process of its own); the figures are leads stored per second, latency
 * p50/p99, and the server's resident memory at rest and at its peak under the load. Writes the
 * "Lead service" section of bench/results.md with the machine's load beside it.
 *
 * The time trap is lowered to 0 ms (LEAD_MIN_AGE_MS) and the rate limit raised (LEAD_RATE_LIMIT) for
 * this process only: one client posting 1,000 leads in seconds is exactly what they stop.
 */
import { spawn, execFileSync, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import autocannon from "autocannon"
import { startPostgres } from "../__tests__/leads/support/postgres"
import { noticeVersion } from "../src/content/notice-version"
import { TokenSigner } from "../src/leads/token"
import { resultsFile, writeResultsSection } from "./bench-results"

const root = path.join(__dirname, "..")
const heading = "## Lead service"
const secret = "bench-secret-0123456789abcdef"
/** The KVKK notice's real version: the service refuses any other. */
const notice = noticeVersion(path.join(root, "data"))
const TOTAL = 1000
const CONNECTIONS = 20
/** Runs per database: the machine is shared, so one run says little; the verdicts use the medians. */
const RUNS = 3
/** Posts sent first and not counted: the pool's connections open and the JIT warms, as on a running server. */
const WARM_UP = 100

interface Figures {
  backend: string
  leadsPerSecond: number
  created: number
  other: number
  errors: number
  p50: number
  p99: number
  max: number
  rssRestMb: number
  rssPeakMb: number
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

/** A public/ with only what the server needs to start: the bench posts leads, it loads no page. */
function tinyPublic(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-public-"))
  fs.writeFileSync(path.join(dir, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n")
  fs.writeFileSync(path.join(dir, "404.html"), "<!doctype html><title>Bulunamadı</title>")
  return dir
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = 9300 + Math.floor(Math.random() * 500)
  // The compiled server, as `npm run serve` runs it (node scripts/build-server.mjs writes it).
  const child = spawn(process.execPath, [path.join(root, "dist", "serve.cjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_DIR: tinyPublic(),
      LEAD_SECRET: secret,
      LEAD_MIN_AGE_MS: "0",
      LEAD_RATE_LIMIT: "1000000/60",
      LEAD_TRUST_PROXY: "1",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Site and lead service at")) resolve({ child, url: `http://127.0.0.1:${port}` })
    })
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening`)))
  })
}

async function measure(backend: string, env: Record<string, string>): Promise<Figures> {
  const { child, url } = await startServer(env)
  const pid = child.pid ?? 0
  try {
    // At rest: started, migrated, idle for two seconds.
    await new Promise((r) => setTimeout(r, 2000))
    const rssRestMb = rssMb(pid)
    let rssPeakMb = rssRestMb
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 100)
    const signer = new TokenSigner(Buffer.from(secret, "utf8"))
    let n = 0
    const body = () =>
      JSON.stringify({
        form: "demo",
        noticeVersion: notice,
        _token: signer.issue(),
        _key: `bench-${backend.replace(/[^A-Za-z0-9]/g, "")}-${Date.now().toString(36)}-${n++}`,
        _page: "/demo?utm_source=bench",
        firstName: "Çağla",
        lastName: "Öztürk",
        email: `bench${n}@example.com`,
        phone: "0452 555 01 00",
        company: "Yük Testi A.Ş.",
        sector: "imalat",
        interestedProducts: ["ERP Sistemi", "Stok Yönetimi"],
        preferredDemoType: "canli-demo",
        additionalNotes: "Yük testi talebi: ğüşıöç İĞÜŞÖÇ",
        marketingConsent: true,
      })
    const requestOptions = {
      method: "POST" as const,
      path: "/api/leads",
      headers: { "content-type": "application/json", accept: "application/json" },
      // Each post from its own visitor, as nginx reports them (X-Real-IP, LEAD_TRUST_PROXY=1): the rate limit
      // is counted per address in the database, and one address's burst is what it exists to slow down.
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        headers: { ...request.headers, "x-real-ip": `198.18.${(n >> 8) & 255}.${n & 255}` },
        body: body(),
      }),
    }
    await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP, requests: [requestOptions] })
    // autocannon ends a run on its one-second tick, so its duration (and the wall time around it) rounds a
    // run of two or three seconds to whole seconds: the rate is taken up to the last response instead.
    const started = performance.now()
    let lastResponse = started
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      amount: TOTAL,
      requests: [
        {
          ...requestOptions,
          onResponse: () => {
            lastResponse = performance.now()
          },
        },
      ],
    })
    const seconds = (lastResponse - started) / 1000
    clearInterval(sampler)
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid))
    const created = result["2xx"]
    return {
      backend,
      leadsPerSecond: created / seconds,
      created,
      other: result.non2xx,
      errors: result.errors + result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      rssRestMb,
      rssPeakMb,
    }
  } finally {
    child.kill("SIGTERM")
    await new Promise((r) => child.once("exit", r))
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function section(figures: Figures[], load: { before: string; after: string }): string {
  const row = (f: Figures, run: number) =>
    `| ${f.backend} | ${run} | ${f.leadsPerSecond.toFixed(0)} | ${f.created} / ${TOTAL} | ${f.p50} | ${f.p99} | ${f.max} | ${f.rssRestMb.toFixed(0)} | ${f.rssPeakMb.toFixed(0)} |`
  const backends = [...new Set(figures.map((f) => f.backend))]
  const medians = (prefix: string) => {
    const runs = figures.filter((f) => f.backend.startsWith(prefix))
    if (runs.length === 0) return undefined
    return {
      leadsPerSecond: median(runs.map((f) => f.leadsPerSecond)),
      p99: median(runs.map((f) => f.p99)),
      rssRestMb: median(runs.map((f) => f.rssRestMb)),
    }
  }
  const pg = medians("PostgreSQL")
  const lite = medians("PGlite")
  const verdict = (ok: boolean) => (ok ? "met" : "**missed**")
  const summary = (name: string, m: ReturnType<typeof medians>) =>
    m
      ? `${name}: median ${m.leadsPerSecond.toFixed(0)} leads/s, p99 ${m.p99} ms, ${m.rssRestMb.toFixed(0)} MB at rest`
      : `${name}: not measured`
  return [
    heading,
    "",
    `Measured ${new Date().toISOString()} with \`npm run bench:leads\`: Node ${process.version}, ${os.cpus().length} CPU. ` +
      `${TOTAL} demo-form posts (JSON, each with its own idempotency key) at concurrency ${CONNECTIONS} with autocannon on ` +
      `loopback to \`npm start\`'s server in a process of its own, after ${WARM_UP} warm-up posts that are not counted, ${RUNS} runs ` +
      "per database, each with a fresh server (RSS at rest is taken before the warm-up; leads/s up to the last response; time trap " +
      "and rate limit lifted for the bench only; mail off, so each lead is one statement writing two rows, the lead and its " +
      "outbox mail). Memory is the server's resident set size.",
    "",
    `Machine load (\`uptime\`) before: ${load.before}; after: ${load.after}.`,
    "",
    "| Database | Run | Leads/s | Stored (2xx) | p50 ms | p99 ms | max ms | RSS at rest MB | RSS under load MB |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...backends.flatMap((backend) => figures.filter((f) => f.backend === backend).map((f, i) => row(f, i + 1))),
    "",
    `${summary("PostgreSQL", pg)}; ${summary("PGlite", lite)}.`,
    "",
    "Targets on this machine, judged on the medians: ≥ 300 leads/s on PostgreSQL " +
      `(${pg ? verdict(pg.leadsPerSecond >= 300) : "not measured"}), ≥ 100 on PGlite (${lite ? verdict(lite.leadsPerSecond >= 100) : "not measured"}), ` +
      `p99 ≤ 100 ms (PostgreSQL ${pg ? verdict(pg.p99 <= 100) : "-"}, PGlite ${lite ? verdict(lite.p99 <= 100) : "-"}), ` +
      `RSS at rest ≤ 120 MB with PostgreSQL (${pg ? verdict(pg.rssRestMb <= 120) : "not measured"}; PGlite's is reported, its WebAssembly Postgres lives in the same process).`,
    ...figures
      .filter((f) => f.other + f.errors > 0)
      .map((f) => `\n${f.backend}: ${f.other} answers other than 2xx, ${f.errors} errors or time-outs.`),
    "",
  ].join("\n")
}

async function main() {
  const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim()
  execFileSync(process.execPath, [path.join(root, "scripts", "build-server.mjs")], { stdio: "inherit" })
  const before = uptime()
  const figures: Figures[] = []
  const pg = await startPostgres()
  try {
    for (let run = 0; run < RUNS; run++)
      figures.push(
        await measure("PostgreSQL 15 (pg, pool of 10)", {
          DATABASE_URL: pg.url,
          LEAD_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-")),
        }),
      )
  } finally {
    pg.close()
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-"))
  try {
    for (let run = 0; run < RUNS; run++)
      figures.push(await measure("PGlite (on disk, .data/leads)", { DATABASE_URL: "", LEAD_DATA_DIR: dataDir }))
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const text = section(figures, { before, after: uptime() })
  writeResultsSection(heading, text)
  console.log(`\n${text}\nWritten to ${path.relative(root, resultsFile)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
