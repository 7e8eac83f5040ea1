import fs from "fs"
import path from "path"

/** bench/results.md, where every `npm run bench*` script writes its section. */
export const resultsFile = path.join(__dirname, "..", "bench", "results.md")

/**
 * Replaces the section that starts with `heading` ("## Share cards") by `text`, or adds it at the end,
 * keeping every other script's sections as they are.
 */
export function writeResultsSection(heading: string, text: string) {
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, "utf8") : "# Benchmark results\n"
  const start = current.indexOf(`\n${heading}\n`)
  const rest = start === -1 ? "" : current.slice(start + 1 + heading.length)
  const next = rest.search(/\n## /)
  const before = start === -1 ? current.trimEnd() : current.slice(0, start).trimEnd()
  const after = start === -1 || next === -1 ? "" : rest.slice(next).trim()
  fs.writeFileSync(resultsFile, `${before}\n\n${text}${after ? `\n${after}\n` : ""}`)
}
