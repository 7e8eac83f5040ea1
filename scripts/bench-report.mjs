/**
 * The Lighthouse part of `npm run bench` (scripts/bench.mjs): the targets each route is held to, and the
 * report it writes to bench/results.md from the measured rows.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

/**
 * The targets, per route: LCP at most 0.95 s and at most 1.05× the script-free copy's, and a
 * document that fits a new connection's first round trip (14 KB, gzip).
 */
export const targets = {
  score: 100,
  lcpMs: 950,
  lcpRatio: 1.05,
  imageLcpRatio: 1.1,
  lcpLimitRatio: 1.1,
  lcpFcpGapMs: 20,
  tbtMs: 10,
  cls: 0,
  documentBytes: 14 * 1024,
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const categories = ["performance", "accessibility", "best-practices", "seo"]

export const seconds = (ms) => (ms / 1000).toFixed(2)

export function misses(row, limit) {
  const out = []
  for (const id of categories) if (row.scores[id] < targets.score) out.push(`${id} ${row.scores[id]}`)
  if (row.lcp > targets.lcpMs) out.push(`LCP ${seconds(row.lcp)} s > ${seconds(targets.lcpMs)} s`)
  if (row.scriptFree && row.lcp > targets.lcpRatio * row.scriptFree.lcp)
    out.push(`LCP ${ratio(row.lcp, row.scriptFree.lcp)} the script-free copy's > ${targets.lcpRatio.toFixed(2)}×`)
  if (row.imageFree && row.lcp > targets.imageLcpRatio * row.imageFree.lcp)
    out.push(`LCP ${ratio(row.lcp, row.imageFree.lcp)} the image-free copy's > ${targets.imageLcpRatio.toFixed(2)}×`)
  if (row.document && row.document.gzip > targets.documentBytes)
    out.push(`document ${kb(row.document.gzip)} KB gzip > ${kb(targets.documentBytes)} KB`)
  if (limit && row.lcp > targets.lcpLimitRatio * limit.lcp)
    out.push(`LCP ${ratio(row.lcp, limit.lcp)} the limit page's > ${targets.lcpLimitRatio.toFixed(2)}×`)
  if (limit && row.lcp - row.fcp > targets.lcpFcpGapMs)
    out.push(`LCP − FCP ${Math.round(row.lcp - row.fcp)} ms > ${targets.lcpFcpGapMs} ms`)
  if (row.tbt > targets.tbtMs) out.push(`TBT ${Math.round(row.tbt)} ms > ${targets.tbtMs} ms`)
  if (row.cls > targets.cls) out.push(`CLS ${row.cls.toFixed(3)} > ${targets.cls}`)
  return out
}

/** A figure as a multiple of the baseline's ("0.62×"); TBT of 0 against 0 is 1×. */
const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}×` : value > 0 ? "∞" : "1.00×")

export const kb = (bytes) => (bytes / 1024).toFixed(1)

function markdownTable(rows, baseline, limit) {
  const header = [
    "Route",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP s",
    "LCP no-JS s",
    "LCP/no-JS",
    "LCP/no-image",
    "LCP/bare",
    "LCP/limit",
    "FCP s",
    "LCP − FCP ms",
    "Browser LCP − FCP ms",
    "TBT ms",
    "TBT/bare",
    "CLS",
    "SI s",
    "KB",
    "Requests",
    "HTML gzip KB",
    "HTML br KB",
  ]
  const lines = rows.map((row) => [
    row.route,
    row.scores.performance,
    row.scores.accessibility,
    row.scores["best-practices"],
    row.scores.seo,
    seconds(row.lcp),
    row.scriptFree ? seconds(row.scriptFree.lcp) : "",
    row.scriptFree ? ratio(row.lcp, row.scriptFree.lcp) : "",
    row.imageFree ? ratio(row.lcp, row.imageFree.lcp) : "",
    ratio(row.lcp, baseline.lcp),
    ratio(row.lcp, limit.lcp),
    seconds(row.fcp),
    Math.round(row.lcp - row.fcp),
    Number.isFinite(row.observedGap) ? Math.round(row.observedGap) : "",
    Math.round(row.tbt),
    ratio(row.tbt, baseline.tbt),
    row.cls.toFixed(3),
    seconds(row.si),
    (row.bytes / 1024).toFixed(1),
    row.requests,
    row.document ? kb(row.document.gzip) : "",
    row.document ? kb(row.document.brotli) : "",
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => String(line[column]).length)))
  const format = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(" | ")} |`
  return [format(header), `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`, ...lines.map(format)].join("\n")
}

/** The "## " sections of a Markdown file, by heading line (the text before the first is left out). */
function sectionsOf(text) {
  const sections = new Map()
  const parts = text.split(/^(?=## )/m).filter((part) => part.startsWith("## "))
  for (const part of parts) sections.set(part.slice(0, part.indexOf("\n")).trim(), part.trimEnd())
  return sections
}

export function report({ builds, rows, baseline, limit, runs, load }, { root, resultsFile, chromePath, changedFile }) {
  const chromium = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim()
  const lighthouseVersion = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8"),
  ).version
  const below = rows.filter((row) => misses(row, limit).length > 0)
  const lines = [
    "# Benchmark results",
    "",
    `Measured ${new Date().toISOString()} with \`npm run bench\`: Node ${process.version}, ${os.cpus().length} CPU, ${chromium}, Lighthouse ${lighthouseVersion}.`,
    "",
    // Simulated throttling multiplies the CPU time the page really took, so a busy machine inflates
    // TBT and LCP: these say how busy it was.
    `Machine load average (1 min) ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end; median Lighthouse benchmark index ${Math.round(median(rows.map((row) => row.benchmarkIndex)))}.` +
      ` Runs made again because Lighthouse's trace recording failed: ${rows.reduce((sum, row) => sum + row.retries, 0)}.`,
    "",
    "## Build",
    "",
  ]
  if (builds) {
    lines.push(
      "| Build | Wall time |",
      "| --- | --- |",
      `| Cold \`gatsby build\` after \`gatsby clean\` | ${builds.cold.toFixed(1)} s |`,
      `| Rebuild after one YAML file changes (\`${changedFile}\`, its description) | ${builds.afterChange.toFixed(1)} s |`,
      `| Rebuild after the change is undone | ${builds.afterRestore.toFixed(1)} s |`,
    )
  } else {
    const earlier = fs.existsSync(resultsFile) ? sectionsOf(fs.readFileSync(resultsFile, "utf8")).get("## Build") : undefined
    const table = earlier?.split("\n").filter((line) => line.startsWith("|"))
    if (table?.length)
      lines.push("Not measured in this run (`--skip-build`); the figures of the last run that measured them:", "", ...table)
    else lines.push("Not measured in this run (`--skip-build`).")
  }
  lines.push(
    "",
    `## Lighthouse, every route (default mobile settings, median of ${runs} runs)`,
    "",
    `Targets: ${targets.score} in every category, LCP ≤ ${seconds(targets.lcpMs)} s and ≤ ${targets.lcpRatio.toFixed(2)}× the script-free copy's, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}, document ≤ ${kb(targets.documentBytes)} KB gzip. KB is the transferred size of the whole load.`,
    `LCP no-JS is the LCP of the same page with every script taken out, measured in this run alternately with the page; LCP/no-JS is what the scripts cost the first screen (1.00× is nothing).`,
    `LCP/no-image, on pages with a priority image (an article's cover): the LCP as a multiple of the same page's without that image's figure, measured the same way; the target is ≤ ${targets.imageLcpRatio.toFixed(2)}×.`,
    `HTML gzip KB and HTML br KB are the document alone (HTML, critical CSS, icon symbols) compressed as a host sends it.`,
    `LCP/bare and TBT/bare divide by the same figures of the baseline measured in this run, a bare Gatsby 5 page (one heading, Emotion, Helmet, Gatsby's client runtime): below 1× is better than Gatsby's own floor.`,
    `LCP/limit divides by the LCP of the network's limit measured in this run, a page of one heading and one paragraph in the system font served the same way; the target is ≤ ${targets.lcpLimitRatio.toFixed(2)}×, and LCP − FCP ≤ ${targets.lcpFcpGapMs} ms (the largest paint is the first).`,
    `Browser LCP − FCP is the same gap in the paints Chromium itself reported in the run, unthrottled: 0 is a first paint that already holds the largest element. Lantern's simulated LCP also counts every request that ended before that paint and, in its pessimistic graph, every layout, none of which its FCP counts: the requests are listed under the routes that miss a target.`,
    "",
    markdownTable([...rows, baseline, limit], baseline, limit),
    "",
    "## Routes that miss a target",
    "",
  )
  if (below.length === 0) lines.push("None: every route meets every target.")
  for (const row of below) {
    lines.push(`- \`${row.route}\`: ${misses(row, limit).join(", ")}`)
    if (row.lcpElement) lines.push(`  - LCP element: \`${row.lcpElement.replace(/\s+/g, " ").slice(0, 160)}\``)
    if (row.earlyRequests.length > 0)
      lines.push(`  - Requests that ended before the largest paint: ${row.earlyRequests.map((url) => `\`${url}\``).join(", ")}`)
    for (const audit of row.failing) lines.push(`  - ${audit}`)
  }
  // Sections this script does not write (the share cards of `npm run bench:cards`) stay as they were.
  const own = new Set([...sectionsOf(lines.join("\n")).keys()])
  const kept = fs.existsSync(resultsFile)
    ? [...sectionsOf(fs.readFileSync(resultsFile, "utf8"))].filter(([heading]) => !own.has(heading)).map(([, text]) => text)
    : []
  for (const section of kept) lines.push("", section)
  return `${lines.join("\n")}\n`
}
