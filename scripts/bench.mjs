/**
 * `npm run bench`: build figures and a Lighthouse run over every route, written to bench/results.md.
 *
 * 1. Build: a copy of the project (its node_modules linked, not copied) is built from cold (after
 *    `gatsby clean`), then rebuilt after one YAML file changes and again after the change is undone.
 *    Working on a copy leaves the checkout's public/ and .cache/ and its data files untouched; the
 *    builds hold the shared build lock (flock, when available) so no other build competes for the CPU.
 * 2. Lighthouse 12 (default mobile settings: simulated slow 4G and 4x CPU slowdown) on every route,
 *    RUNS times each, against the build served the way a static host serves it (gzip, cache headers,
 *    and the build's public/_headers: its Content-Security-Policy and the other security headers).
 *    Each figure in the table is the median of its runs.
 * 3. A baseline in the same run: a bare Gatsby 5 page (one heading, Emotion, Helmet, Gatsby's client
 *    runtime as it ships) built beside the copy and measured the same way; the table gives every
 *    route's LCP and TBT as a ratio to it, so figures from machines of different speed compare.
 * 4. The same pages without any script, in the same run: a copy of the build with every <script>
 *    element (the site module's loader, the web-font mark) taken out of its HTML, served and measured
 *    the same way, run for run alternating with the page itself. What the page's LCP exceeds the
 *    script-free copy's by is what its scripts cost the first screen.
 * 5. The same pages without their priority image (an article's cover, issue 23), in the same run: a copy of
 *    the build with the <figure> that holds the image marked fetchpriority="high" taken out, measured
 *    alternately with the page as in 4. The page's LCP may exceed it by at most 10 %.
 * 6. Each document's size as a host sends it: the HTML with its critical CSS and icon symbols, gzip
 *    and brotli.
 * 7. The network's limit in the same run (issue 52): a page of one heading and one paragraph in the
 *    system font, served the same way. A route's LCP as a multiple of it, and its LCP − FCP (what is
 *    drawn after the first paint), with the requests that ended before the observed largest paint:
 *    Lighthouse's simulation counts each of them in the largest paint and none in the first.
 *
 * bench/results.md keeps the sections other scripts write (the share cards of `npm run bench:cards`),
 * and, with --skip-build, the build figures of the last run that measured them.
 *
 * Options: --skip-build (measure the existing public/), --public=DIR (measure that build instead),
 * --runs=N (default 3), --routes=/,/about
 * Environment: CHROME_PATH (default /usr/bin/chromium), BUILD_LOCK (default /tmp/gatsby-build.lock).
 */
import { spawnSync } from "child_process"
import fs from "fs"
import zlib from "zlib"
import os from "os"
import path from "path"
import { fileURLToPath } from "url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { tsImport } from "tsx/esm/api"
import { parseDocument } from "yaml"
import { bareGatsbySite, imageFreeCopy, limitPage, scriptFreeCopy } from "./bench-copies.mjs"
import { categories, kb, median, misses, report, seconds } from "./bench-report.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const benchDir = path.join(root, "bench")
const resultsFile = path.join(benchDir, "results.md")
const lockFile = process.env.BUILD_LOCK ?? "/tmp/gatsby-build.lock"
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium"
// The browser tests' Chromium flags and static server, so the bench measures the build they check.
const { chromiumArgs: chromeFlags } = await tsImport("../__tests__/browser/support/browser.ts", import.meta.url)
const staticServer = await tsImport("../__tests__/browser/support/static-server.ts", import.meta.url)
// Every route the build creates, read from data/ through the kinds of src/kinds/index.ts.
const { benchRoutes } = await tsImport("./bench-routes.ts", import.meta.url)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" }

/** The YAML file the rebuild figure changes (its description, see buildPhase). */
const changedFile = "data/pages/about.yaml"

const args = process.argv.slice(2)
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]

// ---------------------------------------------------------------------------------------------
// Build phase: runs in a child process holding the build lock, in a copy of the project.

if (args[0] === "--build-phase") {
  const [, workDir, timingsFile] = args
  fs.writeFileSync(timingsFile, JSON.stringify(buildPhase(workDir)))
  process.exit(0)
}

function gatsby(workDir, command, log) {
  const started = process.hrtime.bigint()
  const outcome = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), [command], {
    cwd: workDir,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  fs.appendFileSync(log, `\n$ gatsby ${command}\n${outcome.stdout}${outcome.stderr}`)
  if (outcome.status !== 0) throw new Error(`gatsby ${command} failed in ${workDir}; see ${log}`)
  return seconds
}

function buildPhase(workDir) {
  const log = path.join(workDir, "bench-build.log")
  gatsby(workDir, "clean", log)
  const cold = gatsby(workDir, "build", log)
  const file = path.join(workDir, changedFile)
  const original = fs.readFileSync(file, "utf8")
  const document = parseDocument(original)
  const description = document.get("description")
  if (typeof description !== "string") throw new Error(`${changedFile} has no top-level description to change`)
  // A real edit that keeps the length the schema allows: the closing full stop becomes "!".
  document.set("description", description.endsWith(".") ? `${description.slice(0, -1)}!` : `${description}.`)
  const changed = document.toString()
  fs.writeFileSync(file, changed)
  const afterChange = gatsby(workDir, "build", log)
  fs.writeFileSync(file, original)
  const afterRestore = gatsby(workDir, "build", log)
  return { cold, afterChange, afterRestore }
}

/** A copy of the project to build in: sources and data copied, node_modules linked. */
function projectCopy() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"))
  const skip = new Set(["node_modules", ".cache", "public", ".git", "bench"])
  for (const entry of fs.readdirSync(root)) {
    if (skip.has(entry)) continue
    fs.cpSync(path.join(root, entry), path.join(workDir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(workDir, "node_modules"), "dir")
  return workDir
}

function measureBuilds(workDir) {
  const timingsFile = path.join(workDir, "bench-timings.json")
  const phase = [fileURLToPath(import.meta.url), "--build-phase", workDir, timingsFile]
  const hasFlock = spawnSync("flock", ["--version"]).status === 0
  console.log(`Building in ${workDir}${hasFlock ? ` (holding ${lockFile})` : ""} ...`)
  const outcome = hasFlock
    ? spawnSync("flock", [lockFile, process.execPath, ...phase], { stdio: "inherit", env })
    : spawnSync(process.execPath, phase, { stdio: "inherit", env })
  if (outcome.status !== 0) throw new Error("The build phase failed.")
  return JSON.parse(fs.readFileSync(timingsFile, "utf8"))
}

// ---------------------------------------------------------------------------------------------
// Serving: what a static host does (routes without trailing slash, 404.html, gzip, cache headers).

function startServer(publicDir) {
  // The build's own response headers (public/_headers, as Netlify or Cloudflare Pages send them), so
  // Lighthouse measures the pages under their real Content-Security-Policy; the bare baseline has none.
  const rules = fs.existsSync(path.join(publicDir, "_headers")) ? staticServer.readHeaderRules(publicDir) : []
  return staticServer.startStaticServer(publicDir, { rules, productionTransfer: true })
}

/** The route's document as the host sends it, compressed: gzip (zlib's default level, as hosts use) and brotli. */
async function documentSize(url) {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } })
  const body = Buffer.from(await response.arrayBuffer())
  return { raw: body.length, gzip: zlib.gzipSync(body).length, brotli: zlib.brotliCompressSync(body).length }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

/** One Lighthouse run, reduced to the figures of the report and the audits that lost points. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  // Audits that lost points, metric savings (opportunities) included, so a miss shows its causes.
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result && result.score !== null && result.score < 1 && result.scoreDisplayMode !== "informative")
      .map((result) => ({
        id: `${category.id}: ${result.id}`,
        text: `${category.id}: ${result.title}${result.displayValue ? ` (${result.displayValue})` : ""}`,
      })),
  )
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet
  // Requests other than the document that ended before the observed largest paint: the simulation puts
  // each of them in the largest paint's graph (and none in the first paint's).
  const observed = lhr.audits.metrics?.details?.items?.[0]
  const observedLcp = observed?.observedLargestContentfulPaint ?? 0
  const origin = new URL(lhr.finalDisplayedUrl).origin
  const earlyRequests = (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((request, index) => index > 0 && request.networkEndTime <= observedLcp)
    .map((request) => request.url.replace(origin, "").replace(/-[0-9a-f]{10}\.svg/, "-….svg"))
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    si: audit("speed-index"),
    bytes: audit("total-byte-weight"),
    requests: lhr.audits["network-requests"]?.details?.items?.length ?? NaN,
    failing,
    lcpElement,
    earlyRequests,
    // The browser's own paints, unthrottled: whether the largest paint is the first paint in fact, apart
    // from what the simulation adds for the requests above.
    observedGap: observedLcp - (observed?.observedFirstContentfulPaint ?? NaN),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  }
}

/** Lighthouse errors about its own trace recording, not the page: such a run is made again. */
const retryable = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_FCP", "PROTOCOL_TIMEOUT"])
const attemptsPerRun = 3

/** One Lighthouse run in a fresh Chromium, made again (up to three times) when its trace recording failed. */
async function lighthouseRun(url) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
    try {
      const outcome = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories })
      if (!outcome?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
      const error = outcome.lhr.runtimeError
      if (!error) return { ...summarize(outcome.lhr), retries: attempt - 1 }
      if (!retryable.has(error.code) || attempt === attemptsPerRun) throw new Error(`${url}: ${error.message}`)
      console.log(`${url}: ${error.code} (Lighthouse's trace recording failed), measuring again`)
    } finally {
      await chrome.kill()
    }
  }
}

/** The median figures of a route's runs. */
function medianOfRuns(results, runs) {
  const pick = (select) => median(results.map(select))
  return {
    scores: Object.fromEntries(categories.map((id) => [id, pick((r) => r.scores[id])])),
    lcp: pick((r) => r.lcp),
    fcp: pick((r) => r.fcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    si: pick((r) => r.si),
    bytes: pick((r) => r.bytes),
    requests: pick((r) => r.requests),
    // An audit counts when it lost points in most runs; its text is from the first such run.
    failing: [...new Map(results.flatMap((r) => r.failing).map((audit) => [audit.id, audit])).values()]
      .filter((audit) => results.filter((r) => r.failing.some((other) => other.id === audit.id)).length > runs / 2)
      .map((audit) => audit.text),
    lcpElement: results.map((r) => r.lcpElement).find(Boolean),
    // A request counts when it ended before the largest paint in most runs.
    earlyRequests: [...new Set(results.flatMap((r) => r.earlyRequests))].filter(
      (url) => results.filter((r) => r.earlyRequests.includes(url)).length > runs / 2,
    ),
    observedGap: pick((r) => r.observedGap),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    retries: results.reduce((sum, r) => sum + r.retries, 0),
  }
}

async function measureRoute(url, runs) {
  const results = []
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url))
  return medianOfRuns(results, runs)
}

/**
 * A route and its script-free copy, run for run one after the other, so a change in the machine's
 * load between runs touches both alike.
 */
async function measureWithScriptFreeCopy(url, scriptFreeUrl, runs, imageFreeUrl) {
  const page = []
  const scriptFree = []
  const imageFree = []
  for (let run = 0; run < runs; run++) {
    page.push(await lighthouseRun(url))
    scriptFree.push(await lighthouseRun(scriptFreeUrl))
    if (imageFreeUrl) imageFree.push(await lighthouseRun(imageFreeUrl))
  }
  return {
    ...medianOfRuns(page, runs),
    scriptFree: medianOfRuns(scriptFree, runs),
    ...(imageFreeUrl && { imageFree: medianOfRuns(imageFree, runs) }),
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const loadAtStart = os.loadavg()[0]
  const runs = Number(option("runs") ?? 3)
  const routes = benchRoutes(path.join(root, "data"), option("routes"))
  let builds = null
  let publicDir = path.resolve(option("public") ?? path.join(root, "public"))
  if (!args.includes("--skip-build") && !option("public")) {
    const workDir = projectCopy()
    builds = measureBuilds(workDir)
    publicDir = path.join(workDir, "public")
    console.log(
      `Cold build ${builds.cold.toFixed(1)} s, rebuild after a YAML change ${builds.afterChange.toFixed(1)} s, after undoing it ${builds.afterRestore.toFixed(1)} s`,
    )
  }
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} has no build: run \`npm run build\` first.`)

  const bareDir = bareGatsbySite(root)
  console.log(`Building the baseline (a bare Gatsby page) in ${bareDir} ...`)
  gatsby(bareDir, "build", path.join(bareDir, "bench-build.log"))
  const bareServer = await startServer(path.join(bareDir, "public"))
  let baseline
  try {
    baseline = { route: "bare Gatsby page", ...(await measureRoute(`${bareServer.url}/`, runs)) }
  } finally {
    await bareServer.close()
  }
  console.log(`Baseline (bare Gatsby page): LCP ${seconds(baseline.lcp)} s, TBT ${Math.round(baseline.tbt)} ms`)
  const limitDir = limitPage()
  const limitServer = await startServer(limitDir)
  let limit
  try {
    limit = { route: "limit page", ...(await measureRoute(`${limitServer.url}/`, runs)) }
  } finally {
    await limitServer.close()
    fs.rmSync(limitDir, { recursive: true, force: true })
  }
  console.log(`Limit page (one heading, one paragraph): LCP ${seconds(limit.lcp)} s, FCP ${seconds(limit.fcp)} s`)

  const scriptFreeDir = scriptFreeCopy(publicDir)
  const imageFree = imageFreeCopy(publicDir, routes)
  const server = await startServer(publicDir)
  const scriptFreeServer = await startServer(scriptFreeDir)
  const imageFreeServer = await startServer(imageFree.dir)
  const rows = []
  try {
    for (const route of routes) {
      const row = {
        route,
        ...(await measureWithScriptFreeCopy(
          `${server.url}${route}`,
          `${scriptFreeServer.url}${route}`,
          runs,
          imageFree.compared.has(route) ? `${imageFreeServer.url}${route}` : undefined,
        )),
        document: await documentSize(`${server.url}${route}`),
      }
      rows.push(row)
      const off = misses(row, limit)
      console.log(
        `${route}: ${categories.map((id) => row.scores[id]).join("/")}, LCP ${seconds(row.lcp)} s (no JS ${seconds(row.scriptFree.lcp)} s${row.imageFree ? `, no image ${seconds(row.imageFree.lcp)} s` : ""}), TBT ${Math.round(row.tbt)} ms, HTML ${kb(row.document.gzip)} KB gzip${off.length ? `  (misses: ${off.join(", ")})` : ""}`,
      )
    }
  } finally {
    await server.close()
    await scriptFreeServer.close()
    await imageFreeServer.close()
    fs.rmSync(scriptFreeDir, { recursive: true, force: true })
    fs.rmSync(imageFree.dir, { recursive: true, force: true })
  }
  fs.mkdirSync(benchDir, { recursive: true })
  const text = report(
    { builds, rows, baseline, limit, runs, load: { start: loadAtStart, end: os.loadavg()[0] } },
    { root, resultsFile, chromePath, changedFile },
  )
  fs.writeFileSync(resultsFile, text)
  console.log(`\n${text}\nWritten to ${path.relative(root, resultsFile)}`)
  if (builds) fs.rmSync(path.dirname(publicDir), { recursive: true, force: true })
  fs.rmSync(bareDir, { recursive: true, force: true })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
