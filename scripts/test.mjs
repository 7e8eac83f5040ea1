/**
 * `npm test`: every check of the project, in order, with one summary at the end.
 * Static checks count as one test each; Jest suites count their tests. The last line is
 * "N passed, N failed", which CI reads.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.CI ? "0" : "1" }
const results = []

function run(name, command, args) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`)
  const started = Date.now()
  const outcome = spawnSync(command, args, { stdio: "inherit", env })
  const ok = outcome.status === 0
  return { ok, seconds: ((Date.now() - started) / 1000).toFixed(1) }
}

function check(name, command, args) {
  const { ok, seconds } = run(name, command, args)
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds })
  return ok
}

function jest(name, config) {
  const report = path.join(os.tmpdir(), `jest-${name.replace(/\W+/g, "-")}-${process.pid}.json`)
  const { ok, seconds } = run(name, "npx", ["jest", "-c", config, "--json", `--outputFile=${report}`])
  let passed = 0
  let failed = ok ? 0 : 1
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, "utf8"))
    passed = summary.numPassedTests
    // A suite that fails to load has no failed test; count it so it cannot pass silently.
    failed = summary.numFailedTests + summary.numRuntimeErrorTestSuites + (summary.numTotalTests === 0 ? 1 : 0)
    fs.rmSync(report)
  }
  results.push({ name, passed, failed, seconds })
}

check("content", "npx", ["tsx", "scripts/check-content.ts"])
const built = check("build", "npx", ["gatsby", "build"])
check("types", "npx", ["tsc", "--noEmit", "-p", "."])
check("lint", "npx", ["eslint", "."])
check("format", "npx", ["prettier", "--check", "."])
jest("unit", "jest.config.js")
if (built) jest("browser", "jest.browser.config.js")
else results.push({ name: "browser", passed: 0, failed: 1, seconds: "0.0", note: "skipped: the build failed" })

const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
console.log("\nSummary")
for (const r of results)
  console.log(
    `  ${r.name.padEnd(8)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s${r.note ? `  (${r.note})` : ""}`,
  )
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
