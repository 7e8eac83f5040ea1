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
import { heading, n, section, type Build, type SizeFigures } from "./bench-articles-report"

const root = path.join(__dirname, "..")
const lockFile = process.env.BUILD_LOCK ?? "/tmp/gatsby-build.lock"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" }

const args = process.argv.slice(2)
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]
const flag = (name: string) => args.includes(`--${name}`)

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
