import fs from "fs"
import path from "path"

/** bench/results.md, where every `npm run bench*` script writes its section. */
export const resultsFile = path.join(__dirname, "..", "bench", "results.md")

/** The subsection under which a section's earlier measurements are kept. */
export const earlierHeading = "### Earlier"

/**
 * The section that starts with `heading` ("## Share cards") with `text` as its new measurement and the
 * section's former text kept below it under "### Earlier" (its own earlier runs follow, oldest last), or
 * added at the end; every other script's sections stay as they are. A lab notebook keeps its old pages:
 * a run on a slower hour, or before a change, is what the next one is compared with.
 */
export function withResultsSection(current: string, heading: string, text: string): string {
  const start = current.indexOf(`\n${heading}\n`)
  const rest = start === -1 ? "" : current.slice(start + 1 + heading.length)
  const next = rest.search(/\n## /)
  const before = start === -1 ? current.trimEnd() : current.slice(0, start).trimEnd()
  const after = start === -1 || next === -1 ? "" : rest.slice(next).trim()
  const former = (start === -1 ? "" : next === -1 ? rest : rest.slice(0, next)).trim()
  const earlier = former.replace(new RegExp(`^${earlierHeading}\\n+`, "m"), "").trim()
  const body = earlier ? `${text.trimEnd()}\n\n${earlierHeading}\n\n${earlier}\n` : text
  return `${before}\n\n${body}${after ? `\n${after}\n` : ""}`
}

/** Writes `text` as the newest measurement of the section `heading` of bench/results.md (withResultsSection). */
export function writeResultsSection(heading: string, text: string) {
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, "utf8") : "# Benchmark results\n"
  fs.writeFileSync(resultsFile, withResultsSection(current, heading, text))
}
