/** @jest-environment node */
import fs from "fs"
import path from "path"
import Ajv from "ajv"
import { parse } from "yaml"
import { checkFile } from "../../src/content/check-file"
import { jsonSchemaFiles, jsonSchemaOf, schemaTargets, yamlTypes } from "../../src/content/json-schema"
import { contentTypeOf, contentTypes } from "../../src/kinds"
import { validateContent } from "../../src/content/validate"

/**
 * Issue 12, point 5: the JSON Schemas VS Code reads for data/ come from the same zod schemas as
 * the build's check, agree with it on every real file and on planted faults, and are up to date.
 */

const root = path.join(__dirname, "..", "..")
const dataDir = path.join(root, "data")
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false })
// One validator per schema file VS Code maps: a kind's own, and each translation's (data/en/...).
const validators = new Map(
  contentTypes.flatMap((type) => schemaTargets(type).map((target) => [target.glob, ajv.compile(jsonSchemaOf(type, target))])),
)
/** Whether a file of data/ (relative to it) is one of a glob's files ("data/en/erp/*.yaml"). */
const matches = (glob: string, relative: string) =>
  new RegExp(`^${glob.replace(/[.]/g, "\\.").replace("*", "[^/]+")}$`).test(`data/${relative}`)

const dataFiles = (fs.readdirSync(dataDir, { recursive: true }) as string[])
  .map((name) => name.split(path.sep).join("/"))
  .filter((name) => name.endsWith(".yaml"))
  .sort()

/** The JSON Schema's verdict and the build's (schema problems of the file alone), for one file. */
function verdicts(relative: string, text: string) {
  const type = contentTypeOf(contentTypes, relative)
  if (!type) throw new Error(`${relative} has no content type`)
  const validate = [...validators].find(([glob]) => matches(glob, relative))?.[1]
  if (!validate) throw new Error(`no validator for ${relative}`)
  const jsonValid = validate(parse(text))
  return {
    json: jsonValid ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`),
    build: checkFile(contentTypes, relative, text).problems.map((p) => `${p.field}: ${p.expected}`),
  }
}

describe("JSON Schemas of the content files", () => {
  it("are the files in .vscode/schemas, mapped to data/ in .vscode/settings.json", () => {
    for (const [name, text] of Object.entries(jsonSchemaFiles(contentTypes))) {
      // `npm run schemas` rewrites them after a schema change.
      expect(fs.readFileSync(path.join(root, ".vscode", "schemas", name), "utf8")).toBe(text)
    }
    const settings = JSON.parse(fs.readFileSync(path.join(root, ".vscode", "settings.json"), "utf8")) as {
      "yaml.schemas": Record<string, string>
    }
    expect(settings["yaml.schemas"]).toEqual(
      // Articles' front matter is Markdown's, which the YAML extension does not read.
      Object.fromEntries(
        yamlTypes(contentTypes)
          .flatMap(schemaTargets)
          .map((target) => [`./.vscode/schemas/${target.fileName}`, target.glob]),
      ),
    )
  })

  it("check an English page as the build does: its kind's fields and the name of its Turkish page", () => {
    // Issue 53: data/en/erp/x.yaml is the ERP schema with `counterpart`, the Turkish file it translates.
    const [, english] = schemaTargets(contentTypes.find((type) => type.folder === "erp")!)
    expect(english).toMatchObject({ fileName: "erp.en.schema.json", glob: "data/en/erp/*.yaml" })
    const validate = ajv.compile(
      jsonSchemaOf(
        contentTypes.find((type) => type.folder === "erp")!,
        english,
      ),
    )
    const turkish = parse(fs.readFileSync(path.join(dataDir, "erp", "muhasebe-sistemi.yaml"), "utf8")) as Record<string, unknown>
    const translation = { ...turkish, slug: "/en/erp/accounting", counterpart: "muhasebe-sistemi" }
    expect(validate(translation)).toBe(true)
    const { counterpart: _named, ...unnamed } = translation
    void _named
    expect(validate(unnamed)).toBe(false)
    expect(validate({ ...translation, counterpart: "Muhasebe Sistemi" })).toBe(false)
    const text = `counterpart: muhasebe-sistemi\n${fs.readFileSync(path.join(dataDir, "erp", "muhasebe-sistemi.yaml"), "utf8")}`
    expect(checkFile(contentTypes, "en/erp/muhasebe-sistemi.yaml", text).problems).toEqual([])
    expect(checkFile(contentTypes, "erp/muhasebe-sistemi.yaml", text).problems.map((p) => p.found)).toEqual([
      'bilinmeyen "counterpart" alanı',
    ])
  })

  it("accept every file in data/, as the build's check does", () => {
    expect(validateContent(contentTypes, dataDir).problems).toEqual([])
    expect(dataFiles.length).toBeGreaterThan(30)
    for (const name of dataFiles) {
      expect({ name, ...verdicts(name, fs.readFileSync(path.join(dataDir, name), "utf8")) }).toEqual({
        name,
        json: [],
        build: [],
      })
    }
  })

  // Each fault is planted in a copy of a real file's text; both checks must refuse it.
  const faults: [string, string, (text: string) => string][] = [
    ["a misspelt field", "erp/muhasebe-sistemi.yaml", (t) => t.replace(/^title:/m, "titel:")],
    ["a number where text is expected", "site.yaml", (t) => t.replace(/^slogan: .*$/m, "slogan: 2024")],
    ["an unknown section type", "pages/about.yaml", (t) => t.replace(/- type: cta\b/, "- type: ctaa")],
    ["a slug with a space", "support/teknik-destek.yaml", (t) => t.replace(/^slug: .*$/m, "slug: /teknik destek")],
    [
      "a button with both a link and a contact entry",
      "pages/home.yaml",
      (t) => t.replace(/^(\s*)href: \/demo$/m, "$1href: /demo\n$1contact: phone"),
    ],
    ["an unknown icon", "erp/muhasebe-sistemi.yaml", (t) => t.replace(/icon: [a-z-]+/, "icon: no-such-icon")],
  ]
  it.each(faults)("refuse %s, both of them", (_name, file, plant) => {
    const original = fs.readFileSync(path.join(dataDir, file), "utf8")
    const planted = plant(original)
    expect(planted).not.toBe(original)
    const { json, build } = verdicts(file, planted)
    expect(json.length).toBeGreaterThan(0)
    expect(build.length).toBeGreaterThan(0)
  })

  it("carry each field's Turkish label and hint for VS Code's hover help", () => {
    const site = jsonSchemaOf(contentTypes[0]) as { properties: Record<string, { title?: string; description?: string }> }
    expect(site.properties.brand).toMatchObject({ title: "Marka adı", description: expect.stringContaining("{brand}") })
  })
})
