/**
 * `npm run bench:articles` (also a step of `npm run bench`): how the build scales with the number of
 * articles, written as the "Articles at scale" section of bench/results.md.
 *
 * For the site with only its seed articles, then for each size of --sizes (default 1000,5000), in a
 * fresh copy of the project in the system's temporary folder (sources and data copied, node_modules
 * linked; the checkout's public/ and .cache/ are not touched):
 *
 * 1. N generated articles (scripts/generate-articles.ts) are added to data/articles, and the content
 *    check must pass on them (`tsx scripts/check-content.ts` in the copy);
 * 2. `gatsby clean`, then a cold `gatsby build` (wall time, peak memory of the whole process tree
 *    read from /proc every 200 ms, Gatsby's phase timings from its log);
 * 3. one article's body changes (a sentence added), and `gatsby build` again;
 * 4. the same article's title changes (its card is redrawn; the listings, feeds and related articles
 *    that show it change), and `gatsby build` again.
 *
 * Each size runs in a child process holding the shared build lock (flock, when available), like the
 * other benchmarks, so no other build of the lock's users competes for the CPU.
 *
 * Options: --sizes=1000,5000 (--sizes=100 for a quick trial), --no-seed (skip the seed-only build),
 * --keep (leave the copies in the temporary folder), --seed=N (the generator's seed, default 1).
 * Environment: BUILD_LOCK (default /tmp/gatsby-build.lock).
 */
import { spawn, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { generateArticles } from "./generate-articles"
import { resultsFile, writeResultsSection } from "./bench-results"

const root = path.join(__dirname, "..")
const lockFile = process.env.BUILD_LOCK ?? "/tmp/gatsby-build.lock"
const heading = "## Articles at scale"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" }

/** The targets (issue 33; see docs/testing.md, "Benchmarks"). */
const targets = {
  coldAt1000: 75,
  bodyRebuildAt1000: 12,
  titleRebuildAt1000: 15,
  /** The cold build at 5,000 articles, at most this many times the one at 1,000. */
  growth: 5,
  rebuildAt5000: 20,
  peakAt5000: 2 * 1024 ** 3,
}

const args = process.argv.slice(2)
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]
const flag = (name: string) => args.includes(`--${name}`)

interface Build {
  seconds: number
  /** CPU time (user + system) of gatsby and every process it started, from /usr/bin/time; null without it. */
  cpuSeconds: number | null
  /** Peak resident memory of gatsby and every process it started, in bytes. */
  peakRss: number
  /** Gatsby's own phase timings ("run page queries": seconds). */
  phases: Record<string, number>
  /** Pages Gatsby wrote HTML for. */
  htmlPages: number | null
  cards: { total: number; drawn: number; cached: number } | null
  bodies: { rendered: number; cached: number } | null
  hostRules: number | null
}

interface SizeFigures {
  articles: number
  generated: number
  checkSeconds: number
  pages: number
  cold: Build
  rebuild: Build
  titleRebuild: Build
  changedFile: string
}

// ---------------------------------------------------------------------------------------------
// Measuring one size: in a child process (see main) holding the build lock.

/** Resident memory of `pid` and all its descendants, in bytes, read from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8")
      // The command name is in parentheses and may hold spaces: the fields start after the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
      rss.set(Number(name), Number(fields[21]) * 4096)
    } catch {
      // The process ended between listing and reading.
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length > 0) {
    const next = stack.pop() as number
    total += rss.get(next) ?? 0
    stack.push(...(children.get(next) ?? []))
  }
  return total
}

const phasePattern = /^success (.+?) - ([\d.]+)s/

/** What the build log says: phase timings, pages, cards, rendered bodies, host rules. */
function readLog(log: string): Omit<Build, "seconds" | "peakRss" | "cpuSeconds"> {
  const phases: Record<string, number> = {}
  let htmlPages: number | null = null
  for (const line of log.split("\n")) {
    const phase = phasePattern.exec(line)
    if (!phase) continue
    phases[phase[1]] = (phases[phase[1]] ?? 0) + Number(phase[2])
    const pages = /^success Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/.exec(line)
    if (pages) htmlPages = Number(pages[1])
  }
  // Gatsby's bootstrap as a whole, from its own summary line.
  const bootstrap = /^info bootstrap finished - ([\d.]+)s/m.exec(log)
  if (bootstrap) phases.bootstrap = Number(bootstrap[1])
  const cards = /Share cards: (\d+) in public\/og \((\d+) drawn, (\d+) from the cache\)/.exec(log)
  const bodies = /Articles: (\d+) bodies rendered, (\d+) from the cache/.exec(log)
  const rules = /Wrote _headers \((\d+) rules/.exec(log)
  return {
    phases,
    htmlPages,
    cards: cards ? { total: Number(cards[1]), drawn: Number(cards[2]), cached: Number(cards[3]) } : null,
    bodies: bodies ? { rendered: Number(bodies[1]), cached: Number(bodies[2]) } : null,
    hostRules: rules ? Number(rules[1]) : null,
  }
}

const timeCommand = "/usr/bin/time"

/**
 * `gatsby <command>` in `workDir`, timed, its process tree's memory polled every 200 ms. Under
 * /usr/bin/time when there is one, for the CPU time of the whole tree: on a busy machine the
 * steadier figure.
 */
function gatsby(workDir: string, command: string, logFile: string): Promise<Build> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const gatsbyBin = path.join(root, "node_modules", ".bin", "gatsby")
    const timeFile = path.join(workDir, "bench-time.txt")
    const timed = fs.existsSync(timeCommand)
    const child = timed
      ? spawn(timeCommand, ["-f", "%U %S", "-o", timeFile, gatsbyBin, command], { cwd: workDir, env })
      : spawn(gatsbyBin, [command], { cwd: workDir, env })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    let peakRss = 0
    const poll = setInterval(() => {
      if (child.pid) peakRss = Math.max(peakRss, treeRss(child.pid))
    }, 200)
    child.on("close", (code) => {
      clearInterval(poll)
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      fs.appendFileSync(logFile, `\n$ gatsby ${command}\n${output}`)
      if (code !== 0) return reject(new Error(`gatsby ${command} failed in ${workDir}; see ${logFile}`))
      const cpu = timed ? fs.readFileSync(timeFile, "utf8").trim().split("\n").at(-1)?.split(" ").map(Number) : undefined
      const cpuSeconds = cpu && cpu.length === 2 && cpu.every(Number.isFinite) ? cpu[0] + cpu[1] : null
      resolve({ seconds, cpuSeconds, peakRss, ...readLog(output) })
    })
  })
}

/** A copy of the project to build in: sources and data copied, node_modules linked. */
function projectCopy(): string {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-articles-"))
  const skip = new Set(["node_modules", ".cache", "public", ".git", "bench"])
  for (const entry of fs.readdirSync(root)) {
    if (skip.has(entry)) continue
    fs.cpSync(path.join(root, entry), path.join(workDir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(workDir, "node_modules"), "dir")
  return workDir
}

function countHtml(dir: string): number {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith(".html")).length
}

async function measureSize(count: number, seed: number, keep: boolean): Promise<SizeFigures> {
  const workDir = projectCopy()
  const log = path.join(workDir, "bench-build.log")
  try {
    const articlesDir = path.join(workDir, "data", "articles")
    const seedArticles = fs.readdirSync(articlesDir).filter((name) => name.endsWith(".md")).length
    const generated = generateArticles(articlesDir, path.join(workDir, "data", "blog.yaml"), count, seed)
    console.log(`${workDir}: ${seedArticles} seed and ${generated.length} generated articles`)

    // The generated articles must be valid content, or the build would stop at its first step.
    const checkStarted = process.hrtime.bigint()
    const check = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/check-content.ts"], {
      cwd: workDir,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
    const checkSeconds = Number(process.hrtime.bigint() - checkStarted) / 1e9
    if (check.status !== 0) throw new Error(`The content check failed on the generated articles:\n${check.stderr.slice(0, 4000)}`)

    await gatsby(workDir, "clean", log)
    console.log(`Cold build of ${seedArticles + generated.length} articles ...`)
    const cold = await gatsby(workDir, "build", log)
    const pages = countHtml(path.join(workDir, "public"))

    // One article's body changes: a sentence added to its first paragraph.
    const changed = generated[Math.floor(generated.length / 2)]?.file ?? path.join(articlesDir, fs.readdirSync(articlesDir)[0])
    const text = fs.readFileSync(changed, "utf8")
    const close = text.indexOf("\n---\n", 4) + 5
    const paragraphEnd = text.indexOf("\n", close + 1)
    fs.writeFileSync(
      changed,
      `${text.slice(0, paragraphEnd)} Bu cümle, değişen yazının yeniden derlenmesini ölçmek için eklendi.${text.slice(paragraphEnd)}`,
    )
    console.log(`Rebuild after ${path.relative(workDir, changed)} changed ...`)
    const rebuild = await gatsby(workDir, "build", log)

    // The same article's title changes: its card is redrawn, and every page that lists it changes.
    const before = fs.readFileSync(changed, "utf8")
    const retitled = before.replace(
      /^title: (?:"(.*)"|(.*))$/m,
      (_line, quoted, plain) => `title: "${quoted ?? plain} ve ilk sonuçlar"`,
    )
    if (retitled === before) throw new Error(`No title line in ${changed}`)
    fs.writeFileSync(changed, retitled)
    console.log(`Rebuild after the title of ${path.relative(workDir, changed)} changed ...`)
    const titleRebuild = await gatsby(workDir, "build", log)
    return {
      articles: seedArticles + generated.length,
      generated: generated.length,
      checkSeconds,
      pages,
      cold,
      rebuild,
      titleRebuild,
      changedFile: path.relative(workDir, changed),
    }
  } catch (error) {
    // Keep the copy of a failed run for its log.
    keep = true
    throw error
  } finally {
    if (!keep) fs.rmSync(workDir, { recursive: true, force: true })
    else console.log(`Kept ${workDir} (log: ${log})`)
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

const s = (seconds: number) => `${seconds.toFixed(1)} s`
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString("en")} MB`
const n = (value: number) => value.toLocaleString("en")

/** The phases worth a column: the ones that grow with the pages. */
const phaseColumns = [
  ["bootstrap", "bootstrap (all)"],
  ["source and transform nodes", "source and transform nodes"],
  ["createPages", "createPages"],
  ["Building production JavaScript and CSS bundles", "client bundle"],
  ["Building HTML renderer", "HTML renderer"],
  ["run queries in workers", "page queries"],
  ["Building static HTML for pages", "static HTML"],
  ["onPostBuild", "onPostBuild"],
] as const

function section(
  runs: SizeFigures[],
  load: { start: number; end: number },
  sizes: number[],
): { text: string; verdicts: string[] } {
  const base = runs.find((run) => run.generated === 0)
  const at = (size: number) => runs.find((run) => run.generated === size)
  const verdicts: string[] = []
  const verdict = (what: string, value: number, limit: number, show = s) =>
    verdicts.push(`${what} ≤ ${show(limit)}: ${show(value)}, ${value <= limit ? "met" : `missed by ${show(value - limit)}`}.`)
  const r1000 = at(1000)
  if (r1000) {
    verdict("1,000 articles, cold build", r1000.cold.seconds, targets.coldAt1000)
    verdict("1,000 articles, rebuild after one article's body changed", r1000.rebuild.seconds, targets.bodyRebuildAt1000)
    verdict("1,000 articles, rebuild after one article's title changed", r1000.titleRebuild.seconds, targets.titleRebuildAt1000)
  }
  const r5000 = at(5000)
  if (r5000) {
    if (r1000)
      verdict(
        `5,000 articles, cold build (${targets.growth} × the 1,000 figure)`,
        r5000.cold.seconds,
        targets.growth * r1000.cold.seconds,
      )
    verdict("5,000 articles, rebuild after one article's body changed", r5000.rebuild.seconds, targets.rebuildAt5000)
    verdict("5,000 articles, rebuild after one article's title changed", r5000.titleRebuild.seconds, targets.rebuildAt5000)
    verdict("5,000 articles, peak memory of the cold build", r5000.cold.peakRss, targets.peakAt5000, mb)
  }
  if (base && r1000 && r5000) {
    const [c0, c1000, c5000] = [base.cold.cpuSeconds, r1000.cold.cpuSeconds, r5000.cold.cpuSeconds]
    // CPU time does not depend on what else the machine runs, so it tells growth apart from load.
    if (c0 !== null && c1000 !== null && c5000 !== null) {
      const cpuRatio = (c5000 - c0) / (c1000 - c0)
      verdicts.push(
        `Growth in CPU time above the seed-only build: ${s(c5000 - c0)} at 5,000 against ${s(c1000 - c0)} at 1,000, a factor of ${cpuRatio.toFixed(2)} for five times the articles.`,
      )
    }
  }
  const label = (run: SizeFigures) => (run.generated === 0 ? `seed only (${run.articles})` : n(run.articles))
  const phase = (build: Build, name: string) => (build.phases[name] !== undefined ? s(build.phases[name]) : "–")
  const cpu = (build: Build) => (build.cpuSeconds === null ? "–" : s(build.cpuSeconds))
  const builds = (run: SizeFigures) => [run.cold, run.rebuild, run.titleRebuild]
  const cards = (build: Build) => (build.cards ? `${n(build.cards.drawn)} / ${n(build.cards.cached)}` : "–")
  const lines = [
    heading,
    "",
    `Measured ${new Date().toISOString()} with \`npm run bench:articles\` (sizes ${sizes.join(", ")}): Node ${process.version}, ${os.cpus().length} CPU, ${mb(os.totalmem())} memory. Machine load average (1 min) ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end; other builds were running on the machine when it was above 2, so the wall times are upper bounds.`,
    "",
    "Each size is a fresh copy of the project with N generated articles (`scripts/generate-articles.ts`) beside the nine seed articles; cold = `gatsby clean` then `gatsby build`; body = `gatsby build` after one article's body changed; title = `gatsby build` after the same article's title changed too. Pages per second = HTML pages in `public/` / cold wall time. CPU time = user + system time of Gatsby and all its worker processes (`/usr/bin/time`), which a busy machine inflates less than the wall time. Peak memory = resident memory of Gatsby and all its worker processes together, polled every 200 ms.",
    "",
    "| Articles | Pages | Cold build | Rebuild, body changed | Rebuild, title changed | CPU time cold / body / title | Pages/s (cold) | Peak memory cold / body / title | Share cards drawn / cached, cold | Share cards drawn / cached, title | Bodies rendered, body | HTML pages rendered, body / title | `_headers` rules |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...runs
      .map((run) =>
        [
          label(run),
          n(run.pages),
          s(run.cold.seconds),
          s(run.rebuild.seconds),
          s(run.titleRebuild.seconds),
          builds(run).map(cpu).join(" / "),
          (run.pages / run.cold.seconds).toFixed(1),
          builds(run)
            .map((build) => mb(build.peakRss))
            .join(" / "),
          cards(run.cold),
          cards(run.titleRebuild),
          run.rebuild.bodies
            ? `${n(run.rebuild.bodies.rendered)} of ${n(run.rebuild.bodies.rendered + run.rebuild.bodies.cached)}`
            : "–",
          [run.rebuild, run.titleRebuild].map((build) => (build.htmlPages === null ? "–" : n(build.htmlPages))).join(" / "),
          run.cold.hostRules ?? "–",
        ].join(" | "),
      )
      .map((line) => `| ${line} |`),
    "",
    "Gatsby's phases (its own timings; cold / body / title):",
    "",
    `| Articles | Content check alone | ${phaseColumns.map(([, title]) => title).join(" | ")} |`,
    `| --- | --- | ${phaseColumns.map(() => "---").join(" | ")} |`,
    ...runs.map(
      (run) =>
        `| ${label(run)} | ${s(run.checkSeconds)} | ${phaseColumns
          .map(([name]) =>
            builds(run)
              .map((build) => phase(build, name))
              .join(" / "),
          )
          .join(" | ")} |`,
    ),
    "",
    `Targets: ${verdicts.length > 0 ? "" : "not measured (run the 1,000 and 5,000 sizes and the seed-only build)."}`,
    "",
    ...verdicts.map((verdict) => `- ${verdict}`),
    "",
  ]
  return { text: lines.join("\n"), verdicts }
}

/** Puts the section into bench/results.md, replacing an earlier one and keeping the rest of the file. */

async function main() {
  if (args[0] === "--measure") {
    const [, size, seed, keep, out] = args
    fs.writeFileSync(out, JSON.stringify(await measureSize(Number(size), Number(seed), keep === "keep")))
    return
  }
  const sizes = (option("sizes") ?? "1000,5000").split(",").map(Number)
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`--sizes takes whole numbers: ${option("sizes")}`)
  const seed = Number(option("seed") ?? 1)
  const loadAtStart = os.loadavg()[0]
  const hasFlock = spawnSync("flock", ["--version"]).status === 0
  const runs: SizeFigures[] = []
  for (const size of [...(flag("no-seed") ? [] : [0]), ...sizes]) {
    const out = path.join(os.tmpdir(), `bench-articles-${process.pid}-${size}.json`)
    const child = [
      path.join(root, "node_modules", ".bin", "tsx"),
      __filename,
      "--measure",
      String(size),
      String(seed),
      flag("keep") ? "keep" : "-",
      out,
    ]
    console.log(
      `\n${size === 0 ? "The site with its seed articles" : `${n(size)} generated articles`}${hasFlock ? ` (holding ${lockFile})` : ""} ...`,
    )
    const outcome = hasFlock
      ? spawnSync("flock", [lockFile, ...child], { stdio: "inherit" })
      : spawnSync(child[0], child.slice(1), { stdio: "inherit" })
    if (outcome.status !== 0) throw new Error(`The benchmark of ${size} articles failed.`)
    runs.push(JSON.parse(fs.readFileSync(out, "utf8")) as SizeFigures)
    fs.rmSync(out)
    // Written after each size, so a long run leaves its figures so far.
    writeResultsSection(heading, section(runs, { start: loadAtStart, end: os.loadavg()[0] }, sizes).text)
  }
  const { text } = section(runs, { start: loadAtStart, end: os.loadavg()[0] }, sizes)
  console.log(`\n${text}\nWritten to ${path.relative(root, resultsFile)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
