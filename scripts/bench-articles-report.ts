/**
 * The report of `npm run bench:articles` (scripts/bench-articles.ts): the figures of one build, the
 * targets, and the "Articles at scale" section of bench/results.md they make.
 */
import os from "os"

export const heading = "## Articles at scale"

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

export interface Build {
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

export interface SizeFigures {
  articles: number
  generated: number
  checkSeconds: number
  pages: number
  cold: Build
  rebuild: Build
  titleRebuild: Build
  changedFile: string
}

const s = (seconds: number) => `${seconds.toFixed(1)} s`
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString("en")} MB`
export const n = (value: number) => value.toLocaleString("en")

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

export function section(
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
