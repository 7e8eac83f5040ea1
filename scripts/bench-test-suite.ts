/**
 * `npm run bench:tests`: how long `npm test` takes, and whether it passes when the machine is busy.
 *
 * 1. `--quiet=N` runs (default 1) of `npm test` on the machine as it is (run it on a quiet machine).
 * 2. `--loaded=N` runs (default 3) with a production build of a copy of the project running beside it
 *    the whole time, one build after another (the copy's node_modules linked, its own public/ and .cache/).
 * Each run's wall time, per-check times, counts and the machine's load before it go to the "Test suite"
 * section of bench/results.md. A failed check is listed; the script itself exits 1 when any run failed.
 */
import { execFileSync, spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { writeResultsSection } from "./bench-results"
import { copyProject } from "./project-copy"

const root = path.join(__dirname, "..")
const heading = "## Test suite"
const option = (name: string, fallback: number) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  return given ? Number(given.slice(name.length + 3)) : fallback
}
const quietRuns = option("quiet", 1)
const loadedRuns = option("loaded", 3)

interface Run {
  condition: "quiet" | "beside a build"
  loadBefore: string
  seconds: number
  passed: number
  failed: number
  checks: string
  failures: string[]
  buildsBeside: number
}

/** The terminal's colour codes (ESC [ … m) in a check's output. */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g")

const uptime = () =>
  execFileSync("uptime", { encoding: "utf8" })
    .trim()
    .replace(/^.*load average: /, "")

/** Builds the copy again and again until stopped; returns how many builds finished. */
function buildLoop(dir: string) {
  let stopped = false
  let builds = 0
  let child: ChildProcess | undefined
  const next = () => {
    if (stopped) return
    child = spawn("npx", ["gatsby", "build"], {
      cwd: dir,
      detached: true,
      stdio: "ignore",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    child.on("exit", (code) => {
      if (code === 0) builds += 1
      next()
    })
  }
  next()
  return {
    stop: () => {
      stopped = true
      if (child?.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM")
      return builds
    },
  }
}

/** `npm test`'s output, once it has ended (not spawnSync: the build loop beside it needs the event loop). */
function npmTest(): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["test"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("close", () => resolve(output))
  })
}

async function runSuite(condition: Run["condition"], loadDir?: string): Promise<Run> {
  const loadBefore = uptime()
  const load = loadDir ? buildLoop(loadDir) : undefined
  const started = Date.now()
  // Colours off, so the counts and the names of failed tests can be read.
  const output = (await npmTest()).replace(colourCodes, "")
  const seconds = (Date.now() - started) / 1000
  const buildsBeside = load?.stop() ?? 0
  const log = path.join(os.tmpdir(), `bench-tests-${Date.now()}.log`)
  fs.writeFileSync(log, output)
  console.log(`npm test's output: ${log}`)
  const last = [...output.matchAll(/^(\d+) passed, (\d+) failed$/gm)].at(-1)
  const summary = output.slice(output.lastIndexOf("\nSummary"))
  const checks = [...summary.matchAll(/^ {2}(\w+)\s+\d+ passed\s+(\d+) failed\s+([\d.]+)s/gm)]
    .map((match) => `${match[1]} ${Math.round(Number(match[3]))}${match[2] !== "0" ? ` (${match[2]} failed)` : ""}`)
    .join(", ")
  // Jest heads a failed test with "● <describe> › <test>"; "● Console" heads a file's logged output, no failure;
  // a file that could not run is named by its FAIL line (its "●" line only says "Test suite failed to run").
  const failedTests = [...output.matchAll(/^\s*● (.+)$/gm)]
    .map((match) => match[1].trim())
    .filter((name) => name !== "Console" && name !== "Test suite failed to run")
  const failedFiles = [...output.matchAll(/^\s*FAIL\s+(?:\S+\s+)?(__tests__\/\S+)/gm)].map((match) => `${match[1]} (failed)`)
  const failures = [...failedTests, ...failedFiles]
  return {
    condition,
    loadBefore,
    seconds,
    passed: last ? Number(last[1]) : 0,
    failed: last ? Number(last[2]) : 1,
    checks,
    failures: [...new Set(failures)],
    buildsBeside,
  }
}

function section(runs: Run[]): string {
  const rows = runs.map(
    (run, index) =>
      `| ${index + 1} | ${run.condition}${run.buildsBeside ? ` (${run.buildsBeside} builds finished)` : ""} | ${run.loadBefore} | ${Math.round(run.seconds)} s (${(run.seconds / 60).toFixed(1)} min) | ${run.passed} | ${run.failed} | ${run.checks} |`,
  )
  const failures = runs.flatMap((run, index) => run.failures.map((failure) => `- run ${index + 1}: ${failure}`))
  return [
    heading,
    "",
    `Measured ${new Date().toISOString()} with \`npm run bench:tests\` (${quietRuns} run(s) as the machine was, ${loadedRuns} with a production build of a copy of the project running beside the suite, build after build): Node ${process.version}, ${os.cpus().length} CPU. \`npm test\` as it runs in CI, with the build's cache of the checkout as it was (a fresh clone builds cold: add about 40 s).`,
    "",
    "| Run | Condition | Load average before (1, 5, 15 min) | Wall time | Passed | Failed | Checks (s) |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    runs.every((run) => run.failed === 0)
      ? "No test failed in any run."
      : `Failures (a failed check without a test name is in the checks column):\n${failures.join("\n")}`,
    "",
  ].join("\n")
}

async function main() {
  const runs: Run[] = []
  for (let i = 0; i < quietRuns; i++) {
    runs.push(await runSuite("quiet"))
    console.log(section(runs))
  }
  if (loadedRuns > 0) {
    const dir = copyProject(root, "site-bench-load-")
    try {
      for (let i = 0; i < loadedRuns; i++) {
        runs.push(await runSuite("beside a build", dir))
        console.log(section(runs))
      }
    } finally {
      // The loop's last build is stopped, not awaited: its workers may still be writing into .cache for a moment.
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 })
    }
  }
  writeResultsSection(heading, section(runs))
  process.exit(runs.every((run) => run.failed === 0) ? 0 : 1)
}

void main()
