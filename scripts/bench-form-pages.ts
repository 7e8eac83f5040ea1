/**
 * How fast `npm run serve` serves a page with a lead form (a fresh time token spliced into the page,
 * src/leads/form-page.ts) against a page without one (the file as it is), both read from the build in
 * public/: autocannon on loopback to the server in a process of its own, three runs per page, and the
 * section "Form pages served by Node" of bench/results.md. Issue 46's target: /contact at least 70 % of
 * a static page's rate (it was 4.5 times slower while every request parsed the page with parse5).
 *
 *   npm run bench:forms (part of npm run bench)
 */
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import autocannon from "autocannon"
import { writeResultsSection } from "./bench-results"

const root = path.join(__dirname, "..")
const heading = "## Form pages served by Node"
const CONNECTIONS = 10
const SECONDS = 8
const RUNS = 3
const pages = [
  ["/about", "no form: the file as it is"],
  ["/contact", "contact form: a fresh token spliced in"],
  ["/demo", "demo form: a fresh token spliced in"],
] as const

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-form-pages-"))
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts", "serve.ts")], {
    cwd: root,
    env: { ...process.env, PORT: "0", LEAD_DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const found = /at (http:\/\/\S+)/.exec(chunk.toString())?.[1]
      if (found) resolve(found.replace("localhost", "127.0.0.1"))
    })
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)))
  })
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM")
      await new Promise((resolve) => child.once("exit", resolve))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

interface Figures {
  route: string
  run: number
  rate: number
  p50: number
  p99: number
  bytes: number
  non2xx: number
}

async function main() {
  if (!fs.existsSync(path.join(root, "public", "contact", "index.html")))
    throw new Error("public/ has no build: run `npm run build` first.")
  const server = await startServer()
  const figures: Figures[] = []
  const load = { before: os.loadavg()[0].toFixed(2), after: "" }
  try {
    for (const [route] of pages) await autocannon({ url: `${server.url}${route}`, connections: CONNECTIONS, duration: 2 })
    // Interleaved, so a slower minute of the machine falls on every page alike.
    for (let run = 1; run <= RUNS; run++) {
      for (const [route] of pages) {
        const result = await autocannon({ url: `${server.url}${route}`, connections: CONNECTIONS, duration: SECONDS })
        figures.push({
          route,
          run,
          rate: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          bytes: result.throughput.average / Math.max(1, result.requests.average),
          non2xx: result.non2xx + result.errors + result.timeouts,
        })
      }
    }
  } finally {
    await server.stop()
    load.after = os.loadavg()[0].toFixed(2)
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const medianRate = (route: string) => median(figures.filter((f) => f.route === route).map((f) => f.rate))
  const base = medianRate("/about")
  const lines = [
    heading,
    "",
    `Measured ${new Date().toISOString()} with \`npx tsx scripts/bench-form-pages.ts\`: Node ${process.version}, ${os.cpus().length} CPU, ` +
      `load ${load.before} before and ${load.after} after. autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, ${RUNS} runs per ` +
      "page interleaved after a 2-second warm-up of each, on loopback to `npm run serve` (scripts/serve.ts, PGlite) in a process of its " +
      "own, serving the build in public/. A form page's token goes where the page's plan says (found once per page content, keyed by " +
      "the sha1 of its bytes); before, every request parsed and re-serialised the page with parse5 (issue 46: /contact 4.5 times slower).",
    "",
    "| Page | What the server does | Run | Requests/s | p50 ms | p99 ms | bytes/request | non-2xx or errors |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...figures.map((f) => {
      const what = pages.find(([route]) => route === f.route)?.[1] ?? ""
      return `| ${f.route} | ${what} | ${f.run} | ${f.rate.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.bytes.toFixed(0)} | ${f.non2xx} |`
    }),
    "",
    ...pages.map(
      ([route]) =>
        `- ${route}: median ${medianRate(route).toFixed(0)} requests/s, ${((medianRate(route) / base) * 100).toFixed(0)} % of /about`,
    ),
    "",
    `Target: a form page at least 70 % of a page without a form: ${
      Math.min(medianRate("/contact"), medianRate("/demo")) / base >= 0.7 ? "met" : "**missed**"
    }.`,
    "",
  ]
  writeResultsSection(heading, lines.join("\n"))
  console.log(lines.join("\n"))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
