/**
 * Checks data/ the way the build does and prints the same report, without building:
 * `npm run check:content`.
 */
import path from "path"
import { formatReport, formatWarnings, passedMessage, validateContent } from "../src/content/validate"
import { contentTypes } from "../src/kinds"

const { problems, warnings, files } = validateContent(contentTypes, path.join(__dirname, "..", "data"))
if (problems.length > 0) {
  console.error(formatReport(problems))
  process.exit(1)
}
if (warnings.length > 0) console.warn(formatWarnings(warnings))
console.log(passedMessage(files.length))
