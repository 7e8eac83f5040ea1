import { absoluteClaimProblems } from "../content/absolute-claims"
import { checkFile, formatProblems, type CheckedFile } from "../content/check-file"
import { houseStyleProblems } from "../content/house-style"
import { usableHouseStyle, type HouseStyle } from "../content/schema/house-style"
import { contentTypes } from "../kinds"

/**
 * The build's house-style and absolute-claims rules on one file, not on a kind whose strings are
 * not visitor text: the house-style file is the list of rules, checked across every file by the build.
 */
function styleProblems(checked: CheckedFile, houseStyle: HouseStyle | undefined) {
  const { doc, counter, raw, type } = checked
  if (!doc || !counter || !raw || !type || type.notVisitorText) return []
  const entry = [{ file: checked.file, doc, counter, data: raw, typeName: type.typeName, type }]
  return [...houseStyleProblems(entry, houseStyle), ...absoluteClaimProblems(entry, houseStyle)]
}

/**
 * The build's own check of one file the CMS is about to write (src/content/check-file.ts, plus the
 * house style the build wrote for the CMS), as the editor reads it when the save is refused: a
 * Turkish summary, then each problem with its line, field, what was expected and found, and a hint
 * where one is likely. Undefined when the build would accept the file. The house style may be any
 * value read from /admin/house-style.json: what is not a usable rule list applies no rules.
 */
export function saveRefusal(relativePath: string, text: string, houseStyle?: unknown): string | undefined {
  const checked = checkFile(contentTypes, relativePath, text, `data/${relativePath}`)
  const problems = [...checked.problems, ...styleProblems(checked, usableHouseStyle(houseStyle))]
  if (problems.length === 0) return undefined
  return [
    `Kaydedilmedi: ${problems.length} sorun var (derleme de aynı nedenle durur).`,
    ...formatProblems(problems).map((line) => line.trim()),
  ].join("\n")
}
