/**
 * Writes the JSON Schemas of the content files into .vscode/schemas/ and maps them to data/ in
 * .vscode/settings.json (`yaml.schemas`), for VS Code's YAML extension: `npm run schemas`.
 * Run it after changing src/content/schema/; a unit test fails while the files are out of date.
 */
import fs from "fs"
import path from "path"
import { jsonSchemaFiles, schemaTargets, yamlTypes } from "../src/content/json-schema"
import { contentTypes } from "../src/kinds"

const root = path.join(__dirname, "..")
const dir = path.join(root, ".vscode", "schemas")
fs.mkdirSync(dir, { recursive: true })
for (const [name, text] of Object.entries(jsonSchemaFiles(contentTypes))) fs.writeFileSync(path.join(dir, name), text)

const settingsFile = path.join(root, ".vscode", "settings.json")
const settings = (fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {}) as Record<string, unknown>
settings["yaml.schemas"] = Object.fromEntries(
  yamlTypes(contentTypes)
    .flatMap(schemaTargets)
    .map((target) => [`./.vscode/schemas/${target.fileName}`, target.glob]),
)
fs.writeFileSync(settingsFile, `${JSON.stringify(settings, null, 2)}\n`)
console.log(
  `Wrote ${yamlTypes(contentTypes).flatMap(schemaTargets).length} JSON Schemas into .vscode/schemas and mapped them in .vscode/settings.json.`,
)
