import { checkFile, formatProblems } from "../content/check-file"

/**
 * The build's own check of one file the CMS is about to write (src/content/check-file.ts), as the
 * editor reads it when the save is refused: a Turkish summary, then each problem with its line,
 * field, what was expected and found, and a hint where one is likely. Undefined when the build would
 * accept the file.
 */
export function saveRefusal(relativePath: string, text: string): string | undefined {
  const { problems } = checkFile(relativePath, text, `data/${relativePath}`)
  if (problems.length === 0) return undefined
  return [
    `Kaydedilmedi: ${problems.length} sorun var (derleme de aynı nedenle durur).`,
    ...formatProblems(problems).map((line) => line.trim()),
  ].join("\n")
}
