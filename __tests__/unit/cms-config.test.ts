/** @jest-environment node */
import fs from "fs"
import path from "path"
import { z } from "zod"
import {
  addressWidget,
  backendFromEnv,
  cmsConfig,
  cmsFields,
  configFile,
  type CmsConfig,
  type CmsField,
} from "../../src/content/cms-config"
import { describeSchema, type ObjectShape } from "../../src/content/schema-walk"
import { readCounterparts, readReferenceOptions } from "../../src/content/read-references"
import { translations } from "../../src/content/languages"
import { field } from "../../src/content/schema/meta"
import { contentTypes, pageTypes, type ContentType, type PageType } from "../../src/kinds"
import { parse } from "yaml"

/**
 * Issue 12, point 2: the CMS configuration asks for exactly what the build accepts. It is compared
 * here with zod's own JSON Schema of each content type (z.toJSONSchema, which does not share the
 * generator's walker): every schema field has a CMS field and no CMS field is unknown to the
 * schema; required, patterns, lengths, choices, number bounds, list bounds and section types agree.
 */

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

function jsonSchemaOf(type: ContentType): { root: Json; resolve: (schema: Json) => Json } {
  const root = z.toJSONSchema(type.schema, { target: "draft-7", io: "input", unrepresentable: "any" }) as Json
  const definitions = (root.definitions ?? {}) as Record<string, Json>
  const resolve = (schema: Json): Json => {
    if (typeof schema.$ref === "string") return resolve(definitions[schema.$ref.replace("#/definitions/", "")])
    // An optional block is written as `allOf: [{ $ref }]`.
    if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return resolve(schema.allOf[0] as Json)
    return schema
  }
  return { root, resolve }
}

/** Sample texts of every length around a length rule, with leading spaces that zod's trim() drops. */
const samples = (min: number, max: number | undefined) =>
  Array.from({ length: (max ?? min + 5) + 3 }, (_, n) => [`${"a".repeat(n)}`, ` ${"ab".repeat(n).slice(0, n)} `]).flat()

/** File names an editor's upload may get, accepted and refused ones. */
const imageNames = [
  "depo-raflari.jpg",
  "ofis_2026.jpeg",
  "logo.v2.png",
  "kapak.webp",
  "Depo Rafları.JPG",
  "depo-rafları.jpg",
  "kapak.gif",
  "-kapak.jpg",
  "kapak--eski.png",
  "kapak.svg",
]

/** Every disagreement between the CMS fields of an object and its JSON Schema, as readable lines. */
function disagreements(fields: CmsField[], schema: Json, resolve: (s: Json) => Json, at: string): string[] {
  const out: string[] = []
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const required = new Set((schema.required ?? []) as string[])
  const names = new Set(fields.map((f) => f.name))
  for (const name of Object.keys(properties)) if (!names.has(name)) out.push(`${at}${name}: in the schema, not in the CMS`)
  for (const field of fields) {
    const where = `${at}${field.name}`
    const property = properties[field.name]
    if (!property) {
      out.push(`${where}: in the CMS, not in the schema`)
      continue
    }
    const cmsRequired = field.required !== false
    if (cmsRequired !== required.has(field.name))
      out.push(`${where}: required ${cmsRequired} in the CMS, ${required.has(field.name)} in the schema`)
    out.push(...fieldDisagreements(field, resolve(property), resolve, where))
  }
  return out
}

function fieldDisagreements(field: Record<string, unknown>, schema: Json, resolve: (s: Json) => Json, where: string): string[] {
  const out: string[] = []
  const widget = field.widget
  const consts = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]).map((s) => s.const) : undefined
  const choices = (schema.enum as unknown[] | undefined) ?? (consts?.every((c) => c !== undefined) ? consts : undefined)
  if (choices) {
    if (widget === "select") {
      const options = (field.options as unknown[]).map((o) => (isObject(o) ? o.value : o))
      if (JSON.stringify(options) !== JSON.stringify(choices))
        out.push(`${where}: options ${JSON.stringify(options)}, schema ${JSON.stringify(choices)}`)
    } else if (widget === "number") {
      const numbers = choices as number[]
      const range = Array.from({ length: (field.max as number) - (field.min as number) + 1 }, (_, i) => (field.min as number) + i)
      if (JSON.stringify(range) !== JSON.stringify(numbers))
        out.push(`${where}: numbers ${field.min}-${field.max}, schema ${JSON.stringify(numbers)}`)
    } else out.push(`${where}: a choice in the schema, widget ${String(widget)} in the CMS`)
    return out
  }
  const type = schema.type
  // A value another file offers (src/content/references.ts): a list to choose from, every choice a
  // value the schema's rule takes.
  if (type === "string" && typeof schema.ref === "string") {
    if (widget !== "select") return [`${where}: a reference in the schema, widget ${String(widget)} in the CMS`]
    const options = (field.options as { value: string }[]).map((o) => o.value)
    if (options.length === 0) return [`${where}: a reference with nothing to choose`]
    const rule = typeof schema.pattern === "string" ? new RegExp(schema.pattern) : undefined
    return options
      .filter((value) => rule && !rule.test(value))
      .map((value) => `${where}: the CMS offers "${value}", the schema refuses it`)
  }
  if (type === "array" && typeof resolve(schema.items as Json).ref === "string") {
    if (widget !== "select" || field.multiple !== true)
      return [`${where}: a list of references, widget ${String(widget)} in the CMS`]
    if (field.min !== schema.minItems) out.push(`${where}: min ${String(field.min)} items, schema ${String(schema.minItems)}`)
    if (field.max !== schema.maxItems) out.push(`${where}: max ${String(field.max)} items, schema ${String(schema.maxItems)}`)
    return [...out, ...fieldDisagreements({ ...field, multiple: false }, resolve(schema.items as Json), resolve, `${where}[]`)]
  }
  if (type === "string") {
    // An article's body (meta `markdown`) gets the Markdown editor.
    const markdownOk = widget === "markdown" && field.name === "body"
    // Dates get the date picker, which writes the schema's pattern (format YYYY-MM-DDTHH:mm:ssZ).
    const datetimeOk = widget === "datetime" && field.format === "YYYY-MM-DDTHH:mm:ssZ" && typeof schema.pattern === "string"
    if (datetimeOk) return out
    // An uploaded file's address (schema/image.ts) is a text picked in Decap's media library.
    // A page's address is a text box that proposes one from the title (src/admin/address-field.ts).
    const addressOk = widget === addressWidget && field.name === "slug"
    if (widget !== "string" && widget !== "text" && widget !== "image" && !markdownOk && !addressOk)
      return [`${where}: a text in the schema, widget ${String(widget)} in the CMS`]
    const pattern = field.pattern as [string, string] | undefined
    if (widget === "image") {
      // Decap's image widget tests the file's base name (cmsImageRule): it must take exactly the
      // names the schema takes in data/media.
      if (typeof schema.pattern !== "string" || !pattern) return [`${where}: an image without a pattern`]
      const [address, name] = [new RegExp(schema.pattern), new RegExp(pattern[0])]
      for (const sample of imageNames)
        if (address.test(`/media/${sample}`) !== name.test(sample))
          out.push(`${where}: the CMS ${name.test(sample) ? "accepts" : "refuses"} the file name ${sample}, the schema does not`)
      return out
    }
    if (typeof schema.pattern === "string") {
      if (pattern?.[0] !== schema.pattern) out.push(`${where}: pattern ${String(pattern?.[0])}, schema ${schema.pattern}`)
    } else {
      // A length rule: the CMS pattern must accept exactly the lengths the schema accepts (after trim).
      const min = (schema.minLength as number | undefined) ?? 0
      const max = schema.maxLength as number | undefined
      const regex = pattern ? new RegExp(pattern[0]) : undefined
      for (const sample of samples(min, max)) {
        const length = sample.trim().length
        const accepted = length >= min && (max === undefined || length <= max)
        const cms = regex ? regex.test(sample) : true
        if (accepted !== cms) {
          out.push(`${where}: the CMS ${cms ? "accepts" : "refuses"} a text of ${length} characters, the schema does not`)
          break
        }
      }
    }
    return out
  }
  if (type === "number" || type === "integer") {
    if (widget !== "number") return [`${where}: a number in the schema, widget ${String(widget)} in the CMS`]
    if ((type === "integer") !== (field.value_type === "int"))
      out.push(`${where}: value_type ${String(field.value_type)}, schema ${type}`)
    if (field.min !== schema.minimum) out.push(`${where}: min ${String(field.min)}, schema ${String(schema.minimum)}`)
    if (field.max !== schema.maximum) out.push(`${where}: max ${String(field.max)}, schema ${String(schema.maximum)}`)
    return out
  }
  if (type === "boolean")
    return widget === "boolean" ? [] : [`${where}: a yes/no in the schema, widget ${String(widget)} in the CMS`]
  if (type === "object") {
    // An optional group with required fields is a list of at most one item in the CMS.
    if (widget === "list" && field.max === 1 && Array.isArray(field.fields))
      return disagreements(field.fields as CmsField[], schema, resolve, `${where}.`)
    if (widget !== "object") return [`${where}: a group in the schema, widget ${String(widget)} in the CMS`]
    return disagreements(field.fields as CmsField[], schema, resolve, `${where}.`)
  }
  if (type === "array") {
    if (widget !== "list") return [`${where}: a list in the schema, widget ${String(widget)} in the CMS`]
    if (field.min !== schema.minItems) out.push(`${where}: min ${String(field.min)} items, schema ${String(schema.minItems)}`)
    if (field.max !== schema.maxItems) out.push(`${where}: max ${String(field.max)} items, schema ${String(schema.maxItems)}`)
    const item = resolve(schema.items as Json)
    if (Array.isArray(item.oneOf) || Array.isArray(item.anyOf)) {
      // Typed sections: one CMS type per variant, named by the discriminator's value.
      const variants = ((item.oneOf ?? item.anyOf) as Json[]).map(resolve)
      const key = field.typeKey as string
      const types = (field.types ?? []) as (CmsField & { fields: CmsField[] })[]
      const schemaNames = variants.map((v) => ((v.properties as Record<string, Json>)[key] as Json).const)
      if (JSON.stringify(types.map((t) => t.name)) !== JSON.stringify(schemaNames))
        out.push(`${where}: section types ${types.map((t) => t.name).join(",")}, schema ${schemaNames.join(",")}`)
      for (const variant of variants) {
        const name = ((variant.properties as Record<string, Json>)[key] as Json).const as string
        const cmsType = types.find((t) => t.name === name)
        if (!cmsType) continue
        const { [key]: _discriminator, ...rest } = variant.properties as Record<string, Json>
        void _discriminator
        const withoutKey = {
          ...variant,
          properties: rest,
          required: ((variant.required ?? []) as string[]).filter((r) => r !== key),
        }
        out.push(...disagreements(cmsType.fields, withoutKey, resolve, `${where}[${name}].`))
      }
      return out
    }
    if (item.type === "object") return [...out, ...disagreements(field.fields as CmsField[], item, resolve, `${where}[].`)]
    if (!isObject(field.field)) return [...out, `${where}: a list of values in the schema, no item field in the CMS`]
    return [...out, ...fieldDisagreements(field.field, item, resolve, `${where}[]`)]
  }
  return [`${where}: schema type ${String(type)} has no CMS counterpart`]
}

// With the seed content's choices for the fields that name another file's values.
const config = cmsConfig(contentTypes, {
  references: readReferenceOptions(contentTypes, path.join(__dirname, "..", "..", "data")),
  counterparts: readCounterparts(contentTypes, path.join(__dirname, "..", "..", "data")),
})
const collectionOf = (type: ContentType) =>
  type.folder
    ? config.collections.find((c) => c.folder === `data/${type.folder}`)
    : (config.collections.find((c) => c.name === "settings")?.files as { file: string; fields: CmsField[] }[]).find(
        (f) => f.file === `data/${type.file}`,
      )

describe("the CMS configuration generated from the content schemas", () => {
  it.each(contentTypes.map((t) => [t.typeName, t] as const))("agrees with the schema of %s, field by field", (_name, type) => {
    const collection = collectionOf(type)
    expect(collection).toBeDefined()
    const { root, resolve } = jsonSchemaOf(type)
    expect(disagreements(collection?.fields as CmsField[], root, resolve, "")).toEqual([])
  })

  it("fails when a schema field has no CMS field, or the two disagree", () => {
    const type = contentTypes.find((t) => t.typeName === "ErpYaml") as ContentType
    const { root, resolve } = jsonSchemaOf(type)
    const fields = cmsFields(describeSchema(type.schema, type.typeName) as ObjectShape, "page")
    const withoutTitle = fields.filter((f) => f.name !== "title")
    expect(disagreements(withoutTitle, root, resolve, "")).toEqual(["title: in the schema, not in the CMS"])
    const optionalSlug = fields.map((f) => (f.name === "slug" ? { ...f, required: false } : f))
    expect(disagreements(optionalSlug, root, resolve, "")).toEqual(["slug: required false in the CMS, true in the schema"])
    const loosePattern = fields.map((f) => (f.name === "slug" ? { ...f, pattern: [".*", "anything"] } : f))
    expect(disagreements(loosePattern, root, resolve, "")).toEqual([expect.stringMatching(/^slug: pattern \.\*, schema /)])
    const extra = [...fields, { name: "subtitle", label: "Alt başlık", widget: "string" }]
    expect(disagreements(extra, root, resolve, "")).toEqual(["subtitle: in the CMS, not in the schema"])
  })

  it("covers every content file of data/, each page folder with its own collection", () => {
    // Read from data/ itself, not from the table of kinds the configuration is made from.
    const dataDir = path.join(__dirname, "..", "..", "data")
    // data/media holds the uploaded images: Decap's media folder, not a collection.
    expect(config.media_folder).toBe("data/media")
    // A translation's folder (data/en) holds one folder per translated kind, each its own collection.
    const folders = fs
      .readdirSync(dataDir)
      .filter((name) => fs.statSync(path.join(dataDir, name)).isDirectory() && `data/${name}` !== config.media_folder)
      .flatMap((name) =>
        translations.some((t) => t.folder === name)
          ? fs
              .readdirSync(path.join(dataDir, name))
              .filter((inner) => fs.statSync(path.join(dataDir, name, inner)).isDirectory())
              .map((inner) => `${name}/${inner}`)
          : [name],
      )
    expect(config.collections.map((c) => c.name)).toEqual([
      "settings",
      ...pageTypes.flatMap((type: PageType) => [
        type.folder,
        ...(type.translations ?? []).map((code: string) => `${type.folder}_${code}`),
      ]),
    ])
    const collectionFolders = config.collections.slice(1).map((c) => c.folder)
    expect(collectionFolders).toEqual(expect.arrayContaining(folders.map((folder) => `data/${folder}`)))
    const settings = config.collections[0].files as { file: string }[]
    expect(settings.map((f) => f.file)).toEqual([
      "data/site.yaml",
      "data/en/site.yaml",
      "data/navigation.yaml",
      "data/en/navigation.yaml",
      "data/blog.yaml",
      "data/house-style.yaml",
    ])
    for (const collection of config.collections.slice(1))
      expect(collection).toMatchObject({ create: true, extension: collection.name === "articles" ? "md" : "yaml" })
    // An English collection: its folder, its files named after their Turkish pages, its Turkish pages to choose.
    const english = config.collections.find((c) => c.name === "erp_en")
    expect(english).toMatchObject({
      label: "ERP sayfaları (İngilizce)",
      folder: "data/en/erp",
      slug: "{{fields.counterpart}}",
      format: "yaml-erp-en",
    })
    const fields = english?.fields as CmsField[]
    expect(fields.find((f) => f.name === "slug")).toMatchObject({ widget: "address", prefix: "/en/erp/" })
    expect(fields.find((f) => f.name === "counterpart")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining([{ label: "Muhasebe sistemi (muhasebe-sistemi)", value: "muhasebe-sistemi" }]),
    })
    // Each collection is named and described by its row of src/content/types.ts.
    expect(config.collections.find((c) => c.name === "erp")).toMatchObject({
      label: "ERP sayfaları",
      description: expect.stringMatching(/^ERP çözüm sayfaları \(data\/erp\)\. Metinlerde \{brand\}/),
    })
  })

  it("refuses a schema field without a Turkish label, naming the field", () => {
    const unlabelled = z.strictObject({ title: field(z.string(), "Başlık"), subtitle: z.string() })
    expect(() => cmsFields(describeSchema(unlabelled) as ObjectShape, "Test")).toThrow(/"Test\.subtitle" has no Turkish label/)
    const nested = z.strictObject({ items: field(z.array(z.strictObject({ name: z.string() })), "Öğeler") })
    expect(() => cmsFields(describeSchema(nested) as ObjectShape, "Test")).toThrow(/"Test\.items\[\]\.name" has no Turkish label/)
    // The same field, labelled where it is used, is accepted with that label.
    const labelled = z.strictObject({ subtitle: field(z.string(), "Alt başlık", "Başlığın altında görünür.").optional() })
    expect(cmsFields(describeSchema(labelled) as ObjectShape, "Test")).toEqual([
      { name: "subtitle", label: "Alt başlık", widget: "string", required: false, hint: "Başlığın altında görünür." },
    ])
  })

  it("gives every field a Turkish label, and the build's message with each pattern", () => {
    const texts = JSON.stringify(config)
    expect(texts).toContain('"label":"Adres"')
    const slug = (config.collections[2].fields as CmsField[]).find((f) => f.name === "slug")
    expect(slug?.pattern).toEqual([expect.any(String), expect.stringContaining("/")])
  })

  it("is written as config.yml and read back unchanged, icon names once", () => {
    const text = configFile(config)
    expect(parse(text, { maxAliasCount: -1 }) as CmsConfig).toEqual(JSON.parse(JSON.stringify(config)))
    expect(text.match(/- a-arrow-down\n/g)).toHaveLength(1)
  })
})

describe("the production git host, from environment variables", () => {
  it("is the local backend when CMS_BACKEND is not set", () => {
    expect(backendFromEnv({})).toBeUndefined()
    expect(cmsConfig(contentTypes).backend).toEqual({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" })
  })

  it("configures GitHub, GitLab (PKCE with an application id) and Gitea", () => {
    expect(backendFromEnv({ CMS_BACKEND: "github", CMS_REPO: "firma/site", CMS_BASE_URL: "https://auth.firma.example" })).toEqual(
      {
        name: "github",
        repo: "firma/site",
        branch: "main",
        base_url: "https://auth.firma.example",
      },
    )
    expect(backendFromEnv({ CMS_BACKEND: "gitlab", CMS_REPO: "firma/site", CMS_APP_ID: "abc" })).toEqual({
      name: "gitlab",
      repo: "firma/site",
      branch: "main",
      auth_type: "pkce",
      app_id: "abc",
    })
    expect(
      backendFromEnv({
        CMS_BACKEND: "gitea",
        CMS_REPO: "firma/site",
        CMS_BASE_URL: "https://git.firma.example/",
        CMS_APP_ID: "id",
      }),
    ).toEqual({
      name: "gitea",
      repo: "firma/site",
      branch: "main",
      app_id: "id",
      base_url: "https://git.firma.example",
      api_root: "https://git.firma.example/api/v1",
      auth_endpoint: "https://git.firma.example/login/oauth/authorize",
    })
  })

  it("refuses an incomplete setting, so a deploy never ships a CMS that cannot sign in", () => {
    expect(() => backendFromEnv({ CMS_BACKEND: "gitea", CMS_REPO: "firma/site" })).toThrow(/CMS_BASE_URL/)
    expect(() => backendFromEnv({ CMS_BACKEND: "github" })).toThrow(/CMS_REPO/)
    expect(() => backendFromEnv({ CMS_BACKEND: "bitbucket", CMS_REPO: "a/b" })).toThrow(/github, gitlab or gitea/)
  })
})

describe("the contact subjects offered to an article (issue 47)", () => {
  const dataDir = path.join(__dirname, "..", "..", "data")
  const subjectOptions = (at: string) => {
    const saved = process.env.SITE_BUILD_TIME
    process.env.SITE_BUILD_TIME = at
    try {
      const references = readReferenceOptions(contentTypes, dataDir)
      const articles = cmsConfig(contentTypes, { references }).collections.find((collection) => collection.name === "articles")
      const subject = (articles?.fields as CmsField[] | undefined)?.find((field) => field.name === "subject")
      return { references, offered: (subject?.options ?? []) as { label: string; value: string }[] }
    } finally {
      if (saved === undefined) delete process.env.SITE_BUILD_TIME
      else process.env.SITE_BUILD_TIME = saved
    }
  }

  it("are the open registrations only, while a closed one stays a valid subject", () => {
    const before = subjectOptions("2020-01-01T00:00:00+03:00")
    const after = subjectOptions("2099-01-01T00:00:00+03:00")
    const events = (options: { label: string }[]) => options.filter((option) => option.label.startsWith("Etkinlik kaydı:"))
    expect(events(before.offered).length).toBeGreaterThan(0)
    expect(events(after.offered)).toEqual([])
    // The lead service and the content check still know every event's subject (a form built while it was open).
    expect(events(after.references.contactSubject)).toHaveLength(events(before.offered).length)
    // The CMS's options carry only what Decap reads.
    for (const option of before.offered) expect(Object.keys(option).sort()).toEqual(["label", "value"])
  })
})
