/**
 * `npm test`: every check of the project, with one summary at the end. Static checks count as one
 * test each; Jest suites count their tests. The last line is "N passed, N failed", which CI reads.
 *
 * Three lanes run side by side: the production build and then the browser suite (which needs the
 * build); the content check, TypeScript, ESLint and Prettier; the lead service's suite (PGlite, a
 * PostgreSQL server, an SMTP sink) and then the unit suite. Most of a test's time is waiting (for a
 * page, a server, a timer), so the lanes fill each other's waits; the build and the browser suite are
 * the longest path and run at normal priority, as do the lead service's suite and the unit suite
 * (below); the static checks at a lower one. (The build validates
 * the content too, and stops with the same messages.) Each check's output is collected and printed
 * whole when it ends, so lanes never interleave.
 *
 * TypeScript reads the committed src/gatsby-types.d.ts, which a build rewrites: here the build writes
 * its types to `typegenOutput` instead, so TypeScript never reads a half-written file, and the
 * "typegen" check then fails if the committed file differs from what the build generated.
 */
import { spawn, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

/** Each Jest test file's wall time, for the list of the slowest at the end. */
const slowFiles = []
/** Each Jest test's own time, for the list of the slowest tests: the ones to watch against their time limits. */
const slowTests = []
// One moment for the build and every test that asks what is upcoming (an event's registration), so the
// suite checks the same pages on any day; src/content/build-time.ts.
const siteBuildTime = process.env.SITE_BUILD_TIME ?? "2026-11-26T12:00:00+03:00"
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: process.env.CI ? "0" : "1",
  SITE_BUILD_TIME: siteBuildTime,
}
const results = []

const committedTypes = "src/gatsby-types.d.ts"
const typegenOutput = ".cache/test-typegen/gatsby-types.d.ts"

// The lanes without the build run at a lower CPU priority: the build and then the browser suite are the
// longest path, and the other lanes' checks fill the time they leave free instead of slowing them down.
const canNice = spawnSync("nice", ["-n", "10", "true"]).status === 0
const lowPriority = (command, args) => (canNice ? ["nice", ["-n", "10", command, ...args]] : [command, args])

// The CPU time each check used (its processes and their children), from GNU time when the machine has it:
// on two cores the suite's wall time is bound by the CPU its checks need, so that is the number to watch.
const gnuTime = fs.existsSync("/usr/bin/time") && spawnSync("/usr/bin/time", ["-f", "%U", "true"]).status === 0

function run(name, command, args, { background = false, extraEnv = {} } = {}) {
  const started = Date.now()
  console.log(`… ${name} started`)
  const cpuFile = path.join(os.tmpdir(), `test-cpu-${name}-${process.pid}`)
  const [timed, timedArgs] = gnuTime ? ["/usr/bin/time", ["-q", "-f", "%U %S", "-o", cpuFile, command, ...args]] : [command, args]
  const [program, programArgs] = background ? lowPriority(timed, timedArgs) : [timed, timedArgs]
  return new Promise((resolve) => {
    const child = spawn(program, programArgs, { env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const cpu = cpuSeconds(cpuFile)
      const cpuText = cpu === null ? "" : `, CPU ${cpu.toFixed(0)}s`
      console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}  (${seconds}s${cpuText}, exit ${code})\n${output.trimEnd()}`)
      resolve({ ok: code === 0, seconds, cpu })
    })
  })
}

/** User plus system seconds from GNU time's file, or null without one. */
function cpuSeconds(file) {
  if (!fs.existsSync(file)) return null
  const last = fs.readFileSync(file, "utf8").trim().split("\n").pop() ?? ""
  fs.rmSync(file, { force: true })
  const [user, system] = last.split(" ").map(Number)
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : null
}

async function check(name, command, args, options) {
  const { ok, seconds, cpu } = await run(name, command, args, options)
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds, cpu })
  return ok
}

async function jest(name, config, options) {
  const report = path.join(os.tmpdir(), `jest-${name.replace(/\W+/g, "-")}-${process.pid}.json`)
  const { ok, seconds, cpu } = await run(name, "npx", ["jest", "-c", config, "--json", `--outputFile=${report}`], options)
  let passed = 0
  let failed = ok ? 0 : 1
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, "utf8"))
    passed = summary.numPassedTests
    for (const file of summary.testResults) {
      const relative = path.relative(process.cwd(), file.name)
      slowFiles.push({ file: relative, seconds: (file.endTime - file.startTime) / 1000 })
      for (const test of file.assertionResults ?? [])
        if (typeof test.duration === "number")
          slowTests.push({ file: relative, title: test.title, seconds: test.duration / 1000 })
    }
    // A suite that fails to load has no failed test; count it so it cannot pass silently.
    failed = summary.numFailedTests + summary.numRuntimeErrorTestSuites + (summary.numTotalTests === 0 ? 1 : 0)
    fs.rmSync(report)
  }
  results.push({ name, passed, failed, seconds, cpu })
}

/** Whether the committed GraphQL types are the ones the build just generated. */
function checkTypegen() {
  const generated = fs.existsSync(typegenOutput) ? fs.readFileSync(typegenOutput, "utf8") : null
  const ok = generated !== null && generated === fs.readFileSync(committedTypes, "utf8")
  const why =
    generated === null
      ? `the build wrote no ${typegenOutput}`
      : `${committedTypes} differs from what the build generates: run \`npm run build\` and commit ${committedTypes}`
  console.log(`\n▶ typegen: ${committedTypes} equals the build's ${typegenOutput}: ${ok ? "yes" : `no, ${why}`}`)
  results.push({ name: "typegen", passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: "0.0" })
}

const started = Date.now()
await Promise.all([
  (async () => {
    fs.rmSync(typegenOutput, { force: true })
    const built = await check("build", "npx", ["gatsby", "build"], { extraEnv: { SITE_TYPEGEN_OUTPUT: typegenOutput } })
    if (built) {
      checkTypegen()
      // The suite serves through scripts/serve.ts, whose PGlite loads its WebAssembly with import().
      await jest("browser", "jest.browser.config.js", { extraEnv: { NODE_OPTIONS: "--experimental-vm-modules" } })
    } else
      results.push(
        { name: "typegen", passed: 0, failed: 1, seconds: "0.0", note: "skipped: the build failed" },
        { name: "browser", passed: 0, failed: 1, seconds: "0.0", note: "skipped: the build failed" },
      )
  })(),
  (async () => {
    const background = { background: true }
    await check("content", "npx", ["tsx", "scripts/check-content.ts"], background)
    await check("types", "npx", ["tsc", "--noEmit", "-p", "."], background)
    await check("lint", "npx", ["eslint", "."], background)
    await check("format", "npx", ["prettier", "--check", "."], background)
  })(),
  (async () => {
    // The lead service's suite runs at normal priority: its services keep time (back-off, leases, the time
    // trap), and starved of CPU behind a busy machine they would not be tested as they run. It needs
    // little CPU (about 35 s), so it hardly slows the longest path.
    // PGlite loads its WebAssembly with a dynamic import, which Jest's CommonJS runtime allows only with this flag.
    await jest("leads", "jest.leads.config.js", { extraEnv: { NODE_OPTIONS: "--experimental-vm-modules" } })
    // The unit suite too: its form tests wait on real timers and a local server, and at a low priority beside
    // the browser suite a file took 180 s and a 1.5 s time-out test failed in CI. The machine is busy to the
    // end either way (the suite is bound by CPU), so its priority moves its 120 CPU-seconds, not the end.
    await jest("unit", "jest.config.js")
  })(),
])

const order = ["content", "build", "typegen", "types", "lint", "format", "unit", "leads", "browser"]
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0)
console.log(
  `\nSummary (${((Date.now() - started) / 1000).toFixed(0)}s in all${cpuTotal > 0 ? `, CPU ${cpuTotal.toFixed(0)}s` : ""})`,
)
for (const r of results)
  console.log(
    `  ${r.name.padEnd(8)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s${r.cpu == null ? "" : ` (CPU ${r.cpu.toFixed(0)}s)`}${r.note ? `  (${r.note})` : ""}`,
  )
// The slowest test files, so the next slowdown is visible the day it arrives.
console.log("\nSlowest test files")
for (const { file, seconds } of slowFiles.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${seconds.toFixed(1).padStart(6)}s  ${file}`)
console.log("\nSlowest tests")
for (const { file, title, seconds } of slowTests.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${seconds.toFixed(1).padStart(6)}s  ${file}: ${title.length > 90 ? `${title.slice(0, 89)}…` : title}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
