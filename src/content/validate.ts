import fs from "fs"
import path from "path"
import { LineCounter, parseDocument, isMap, isNode, isScalar, type Document } from "yaml"
import type { z } from "zod"
import { packageLink } from "../components/support/format-price"
import { contactTargetEntries, contactTargets } from "./contact-targets"
import { contactTokenEntries, fillTokens, tokenNames, tokensIn, tokenValues, unknownTokens, type TokenSource } from "./tokens"
import { stringsIn, stringsOfFields, type FieldPath } from "./strings"
import { contentTypeOf, contentTypes, pageTypes } from "./types"

/**
 * Checks every YAML file under data/ before Gatsby creates a page, so an editor who commits a
 * mistake gets one report naming every problem instead of a half-built site.
 */

export interface Problem {
  /** Path from the project root, such as "data/erp/muhasebe-sistemi.yaml". */
  file: string
  line?: number
  /** Field path inside the file, such as "hero.actions[0].href"; empty for the whole file. */
  field: string
  expected: string
  found: string
}

export interface ContentFile {
  file: string
  typeName: string
  data: Record<string, unknown>
}

export interface ValidationResult {
  problems: Problem[]
  files: ContentFile[]
}

type PathKey = FieldPath[number]

const formatPath = (keys: readonly PropertyKey[]) =>
  keys.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  )

function describe(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)"
  if (value === null) return "an empty value"
  if (typeof value === "string")
    return value.length > 80 ? `the text "${value.slice(0, 77)}..." (${value.length} characters)` : `the text "${value}"`
  if (typeof value === "number") return `the number ${value}`
  if (typeof value === "boolean") return `the value ${value}`
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`
  return "a group of fields"
}

/**
 * Line of the deepest node on `keys` that exists in the document (1-based). A field is found at
 * its key, because a block value (a list, a group) starts on the line after it.
 */
function lineOf(doc: Document, counter: LineCounter, keys: readonly PathKey[]): number | undefined {
  for (let depth = keys.length; depth >= 0; depth--) {
    const parent = depth <= 1 ? doc.contents : doc.getIn(keys.slice(0, depth - 1), true)
    const key = isMap(parent)
      ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === keys[depth - 1])?.key
      : undefined
    const node = isNode(key) ? key : depth === 0 ? doc.contents : doc.getIn(keys.slice(0, depth), true)
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line
  }
  return undefined
}

function expectationOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "string"
        ? "a text"
        : issue.expected === "array"
          ? "a list"
          : issue.expected === "object"
            ? "a group of fields"
            : `a ${issue.expected}`
    case "invalid_union":
      if ("discriminator" in issue) {
        const options = (issue as { options?: unknown[] }).options ?? []
        return `one of the section types: ${options.join(", ")}`
      }
      return "one of the allowed shapes"
    case "invalid_value":
      return `one of: ${issue.values.map(String).join(", ")}`
    case "unrecognized_keys":
      return "only the fields this content type defines"
    case "too_small":
      return issue.origin === "array" ? `a list of at least ${String(issue.minimum)} item(s)` : issue.message
    default:
      return issue.message
  }
}

function foundOf(issue: z.core.$ZodIssue): string {
  // A rule across fields names the field it is about; report that field's value, not the group's.
  const key = issue.path.at(-1)
  if (issue.code === "custom" && typeof key === "string" && issue.input && typeof issue.input === "object") {
    return describe((issue.input as Record<string, unknown>)[key])
  }
  if (issue.code === "invalid_union" && "discriminator" in issue) {
    const input = issue.input as Record<string, unknown> | undefined
    return describe(input?.[String(issue.discriminator)])
  }
  return describe(issue.input)
}

const listYamlFiles = (dataDir: string) =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()

/** Fields that hold a link: a button's `href`, a menu's `overview`. */
const linkFields = new Set(["href", "overview"])

export function validateContent(dataDir: string, projectDir = path.dirname(dataDir)): ValidationResult {
  const problems: Problem[] = []
  const files: ContentFile[] = []
  const parsed: ParsedFile[] = []
  const display = (name: string) => path.relative(projectDir, path.join(dataDir, name)).split(path.sep).join("/")

  const names = fs.existsSync(dataDir) ? listYamlFiles(dataDir) : []
  for (const name of names) {
    const file = display(name)
    const type = contentTypeOf(name)
    if (!type) {
      const places = contentTypes.map((t) => (t.file ? `data/${t.file}` : `data/${t.folder}/*.yaml`)).join(", ")
      problems.push({ file, field: "", expected: `a content file at one of: ${places}`, found: "a YAML file in no known place" })
      continue
    }
    const counter = new LineCounter()
    const doc = parseDocument(fs.readFileSync(path.join(dataDir, name), "utf8"), { lineCounter: counter, prettyErrors: false })
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        problems.push({
          file,
          line: counter.linePos(error.pos[0]).line,
          field: "",
          expected: "valid YAML",
          found: error.message.split("\n")[0],
        })
      }
      continue
    }
    const data = doc.toJS() as unknown
    const result = (type.schema as z.ZodType).safeParse(data, { reportInput: true })
    if (!result.success) {
      for (const issue of result.error.issues) {
        const keys = issue.path as PathKey[]
        // Each unknown field is reported where it is written, so a misspelt key is easy to find.
        const places = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...keys, key]) : [keys]
        for (const place of places) {
          problems.push({
            file,
            line: lineOf(doc, counter, place),
            field: formatPath(place),
            expected: expectationOf(issue),
            found: issue.code === "unrecognized_keys" ? `the unknown field "${String(place.at(-1))}"` : foundOf(issue),
          })
        }
      }
      continue
    }
    const record = result.data as Record<string, unknown>
    files.push({ file, typeName: type.typeName, data: record })
    parsed.push({ file, doc, counter, data: record, typeName: type.typeName })
  }

  for (const type of contentTypes.filter((t) => t.file)) {
    if (!names.includes(type.file as string)) {
      problems.push({
        file: display(type.file as string),
        field: "",
        expected: "this file, which every page reads",
        found: "no such file",
      })
    }
  }

  // Slugs must be unique across every page type.
  const pageTypeNames = new Set(pageTypes.map((t) => t.typeName))
  const pages = parsed.filter((p) => pageTypeNames.has(p.typeName))
  const slugOwners = new Map<string, string[]>()
  for (const page of pages)
    slugOwners.set(page.data.slug as string, [...(slugOwners.get(page.data.slug as string) ?? []), page.file])
  for (const page of pages) {
    const owners = slugOwners.get(page.data.slug as string) ?? []
    if (owners.length > 1) {
      problems.push({
        file: page.file,
        line: lineOf(page.doc, page.counter, ["slug"]),
        field: "slug",
        expected: "a slug no other page uses",
        found: `"${String(page.data.slug)}", also used by ${owners.filter((o) => o !== page.file).join(", ")}`,
      })
    }
  }

  // Tokens such as {brand} must be ones that data/site.yaml fills in.
  for (const entry of parsed) {
    for (const { keys, text } of stringsIn(entry.data)) {
      const unknown = unknownTokens(text)
      if (unknown.length > 0) {
        problems.push({
          file: entry.file,
          line: lineOf(entry.doc, entry.counter, keys),
          field: formatPath(keys),
          expected: `tokens from data/site.yaml only: ${tokenNames.map((t) => `{${t}}`).join(", ")}`,
          found: unknown.map((t) => `{${t}}`).join(", "),
        })
      }
    }
  }

  // Sections a link may point at with "#": a generic page's sections that carry an `anchor`.
  const anchors = new Map<string, string[]>()
  for (const page of pages) {
    const sections = (page.data.sections ?? []) as { anchor?: string }[]
    anchors.set(
      page.data.slug as string,
      sections.flatMap((section) => (section.anchor ? [section.anchor] : [])),
    )
  }

  // Internal links must point at a page that this content creates. Checked only when every file
  // parsed, so a page missing through its own error does not also break every link to it.
  if (parsed.length === names.length) {
    for (const entry of parsed) {
      for (const { keys, text: href } of stringsOfFields(entry.data, linkFields)) {
        if (!href.startsWith("/")) continue
        const target = pathOf(href)
        const fragment = /#(.+)$/.exec(href)?.[1]
        if (!slugOwners.has(target)) {
          problems.push({
            file: entry.file,
            line: lineOf(entry.doc, entry.counter, keys),
            field: formatPath(keys),
            expected: "a link to a page of this site",
            found: `"${href}", which no file in data/ creates`,
          })
        } else if (fragment !== undefined && !(anchors.get(target) ?? []).includes(fragment)) {
          const known = anchors.get(target) ?? []
          problems.push({
            file: entry.file,
            line: lineOf(entry.doc, entry.counter, keys),
            field: formatPath(keys),
            expected: known.length
              ? `a section of ${target}: ${known.map((a) => `#${a}`).join(", ")}`
              : `a link to ${target} without "#", as no section of it has an \`anchor\``,
            found: `"${href}", whose page has no section with anchor "${fragment}"`,
          })
        }
      }
    }
  }

  if (parsed.length === names.length) {
    problems.push(...formSubjectProblems(parsed, pages))
    problems.push(...unlinkedPageProblems(parsed, pages))
  }

  const site = parsed.find((entry) => entry.typeName === "SiteYaml")
  if (site) {
    const siteData = site.data as unknown as TokenSource
    const others = parsed.filter((entry) => entry !== site)
    problems.push(...plusFigureProblems(parsed, tokenValues(siteData)))
    problems.push(...placeNameProblems(others, siteData.address))
    // Whether an address is used depends on every page, so it is checked only when all parsed.
    if (parsed.length === names.length) problems.push(...unusedAddressProblems(site, others))
  }

  return { problems, files }
}

/** The path part of an internal link: "/contact?konu=erp#form" is "/contact". */
const pathOf = (href: string) => href.replace(/[?#].*$/, "") || "/"

/**
 * A link such as "/contact?konu=erp" preselects a subject of the form on the page it opens, so that
 * page's contact form must offer the subject: an unknown one would silently leave the choice empty.
 * A support package's "Paketi Seç" is such a link too, built from the package's `id`.
 */
function formSubjectProblems(entries: ParsedFile[], pages: ParsedFile[]): Problem[] {
  const subjectsBySlug = new Map<string, string[]>()
  for (const page of pages) {
    const forms = ((page.data.sections ?? []) as { type: string; subjects?: { value: string }[] }[]).filter(
      (section) => section.type === "contactForm",
    )
    if (forms.length > 0)
      subjectsBySlug.set(
        page.data.slug as string,
        forms.flatMap((form) => (form.subjects ?? []).map((subject) => subject.value)),
      )
  }
  const problems: Problem[] = []
  for (const entry of entries) {
    const links = stringsOfFields(entry.data, linkFields).map(({ keys, text }) => ({ keys, href: text, shown: text }))
    if (entry.typeName === "SupportYaml") {
      const packages = ((entry.data.packages as { packages?: { id: string }[] } | undefined)?.packages ?? []).map(
        (item, index) => ({
          keys: ["packages", "packages", index, "id"],
          href: packageLink(item.id),
          shown: `"Paketi Seç" (${packageLink(item.id)})`,
        }),
      )
      links.push(...packages)
    }
    for (const link of links) {
      if (!link.href.startsWith("/")) continue
      const subject = new URLSearchParams(/\?([^#]*)/.exec(link.href)?.[1] ?? "").get("konu")
      if (subject === null) continue
      const target = pathOf(link.href)
      const subjects = subjectsBySlug.get(target)
      if (subjects?.includes(subject)) continue
      problems.push({
        file: entry.file,
        line: lineOf(entry.doc, entry.counter, link.keys),
        field: formatPath(link.keys),
        expected: subjects
          ? `a subject the contact form of ${target} offers: ${subjects.join(", ")} (or add "${subject}" to its \`subjects\`)`
          : `a "?konu=" link to a page with a contact form (${[...subjectsBySlug.keys()].join(", ") || "none has one"})`,
        found: `${link.shown === link.href ? `"${link.href}"` : link.shown}, whose subject "${subject}" ${subjects ? "the form does not offer" : `${target} has no form for`}`,
      })
    }
  }
  return problems
}

/**
 * Every page but the home page is linked from a header menu, a footer group or the legal links of
 * data/navigation.yaml: a page only other pages link to is one a visitor may never find.
 */
function unlinkedPageProblems(entries: ParsedFile[], pages: ParsedFile[]): Problem[] {
  const navigation = entries.find((entry) => entry.typeName === "NavigationYaml")
  if (!navigation) return []
  const { menus, footer, legal } = navigation.data as {
    menus: { items: { href: string }[] }[]
    footer: { links: { href: string }[] }[]
    legal: { href: string }[]
  }
  const linked = new Set(
    [...menus.flatMap((menu) => menu.items), ...footer.flatMap((group) => group.links), ...legal].map((link) =>
      pathOf(link.href),
    ),
  )
  return pages
    .filter((page) => page.data.slug !== "/" && !linked.has(page.data.slug as string))
    .map((page) => ({
      file: page.file,
      line: lineOf(page.doc, page.counter, ["slug"]),
      field: "slug",
      expected: "a page linked from a menu item, a footer group or the legal links of data/navigation.yaml",
      found: `"${String(page.data.slug)}", which data/navigation.yaml does not link to`,
    }))
}

type ParsedFile = { file: string; doc: Document; counter: LineCounter; data: Record<string, unknown>; typeName: string }

/** Fields whose strings are addresses or keys, never read as running text. */
const notText = new Set(["href", "overview", "slug", "icon", "anchor", "mapUrl", "url", "siteUrl"])

const textsOf = (entry: ParsedFile) => stringsIn(entry.data).filter(({ keys }) => !notText.has(String(keys.at(-1))))

/**
 * A figure with "+" ("500+") cannot take a Turkish suffix, and a word after it reads as "beş yüz
 * artı proje": in running text the figure is written out ("500'ü aşkın proje", {projectsInText}).
 * Tokens are filled first, so "{projects} projeyi" is caught too.
 */
function plusFigureProblems(entries: ParsedFile[], values: Record<string, string>): Problem[] {
  const problems: Problem[] = []
  for (const entry of entries) {
    for (const { keys, text } of textsOf(entry)) {
      const shown = fillTokens(text, values as Parameters<typeof fillTokens>[1])
      for (const match of shown.matchAll(/(\d[\d.,]*\+)\s*(['’]?\p{L}+)/gu)) {
        const figure = match[1]
        const token = tokensIn(text).find((name) => values[name] === figure)
        problems.push({
          file: entry.file,
          line: lineOf(entry.doc, entry.counter, keys),
          field: formatPath(keys),
          expected: token
            ? `the figure as a sentence reads it: {${token}InText} (such as "500'ü aşkın proje"), or {${token}} alone without a word after it`
            : `the figure as a sentence reads it, such as "500'ü aşkın proje" or "15 yılı aşkın", or "${figure}" alone without a word after it`,
          found: `"${figure} ${match[2]}"${token ? `, from {${token}}` : ""}`,
        })
      }
    }
  }
  return problems
}

/** The words around a match, so a long text is quoted only where the problem is. */
function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, index - 30)) + 1)
  const endSpace = text.indexOf(" ", Math.min(text.length, index + length + 30))
  const end = endSpace === -1 ? text.length : endSpace
  return `${start > 0 ? "..." : ""}${text.slice(start, end)}${end < text.length ? "..." : ""}`
}

/** The Turkish lower case of a text: "İ" becomes "i", "I" becomes "ı". */
const lower = (text: string) => text.toLocaleLowerCase("tr")
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The district and city are written only in data/site.yaml; other files use {district} and {city},
 * so a company that moves changes one file. Matched as whole words, in any case, with suffixes
 * after an apostrophe ("Ordu'da").
 */
function placeNameProblems(entries: ParsedFile[], address: TokenSource["address"]): Problem[] {
  const places = [
    { name: address.district, token: "{district}" },
    { name: address.city, token: "{city}" },
  ]
  const problems: Problem[] = []
  for (const entry of entries) {
    for (const { keys, text } of textsOf(entry)) {
      for (const place of places) {
        const pattern = new RegExp(`(?<!\\p{L})${escapeRegExp(lower(place.name))}(?!\\p{L})`, "u")
        // Turkish lower case keeps every letter one character, so the index fits the original text.
        const match = pattern.exec(lower(text))
        if (!match) continue
        problems.push({
          file: entry.file,
          line: lineOf(entry.doc, entry.counter, keys),
          field: formatPath(keys),
          expected: `the token ${place.token} instead of the name, which only data/site.yaml writes`,
          found: `"${text.slice(match.index, match.index + place.name.length)}" typed in "${excerpt(text, match.index, place.name.length)}"`,
        })
      }
    }
  }
  return problems
}

/**
 * Every phone line, WhatsApp line, e-mail and KEP address of data/site.yaml must appear somewhere:
 * an address nobody can see is either a mistake or a channel the company forgot to offer. An
 * address is used by a token ({salesEmail}), a `contact:` target, a contact channel of a page, or
 * by the parts every page shows (header, footer, office card and forms: the main phone and info@).
 */
function unusedAddressProblems(site: ParsedFile, pages: ParsedFile[]): Problem[] {
  const used = new Set(["phones.main", "emails.info"])
  for (const entry of pages) {
    for (const { keys, text } of stringsIn(entry.data)) {
      for (const token of tokensIn(text)) {
        const address = contactTokenEntries[token]
        if (address) used.add(address.join("."))
      }
      if (keys.at(-1) === "contact" && (contactTargets as readonly string[]).includes(text)) {
        used.add(contactTargetEntries[text as keyof typeof contactTargetEntries].join("."))
      }
    }
    const sections = (entry.typeName === "PagesYaml" ? entry.data.sections : []) as {
      type: string
      channels?: { phone: string; whatsapp: string; email?: string }[]
    }[]
    for (const channel of sections.filter((s) => s.type === "contactChannels").flatMap((s) => s.channels ?? [])) {
      used.add(`phones.${channel.phone}`)
      used.add(`whatsapp.${channel.whatsapp}`)
      if (channel.email) used.add(`emails.${channel.email}`)
    }
  }

  const problems: Problem[] = []
  const groups: [string, (value: unknown) => string][] = [
    ["phones", (line) => (line as { display: string }).display],
    ["whatsapp", (line) => (line as { display: string }).display],
    ["emails", (address) => String(address)],
  ]
  const addresses = groups.flatMap(([group, show]) =>
    Object.entries((site.data[group] ?? {}) as Record<string, unknown>).map(([key, value]) => ({
      keys: [group, key],
      shown: show(value),
    })),
  )
  const company = site.data.company as { kep?: string } | undefined
  if (company?.kep) addresses.push({ keys: ["company", "kep"], shown: company.kep })
  for (const address of addresses) {
    const name = address.keys.join(".")
    if (used.has(name)) continue
    const [group, key] = address.keys
    const target = Object.entries(contactTargetEntries).find(([, entry]) => entry[0] === group && entry[1] === key)?.[0]
    const token = Object.entries(contactTokenEntries).find(([, entry]) => entry?.[0] === group && entry[1] === key)?.[0]
    const ways = [
      token && `the token {${token}}`,
      target && `\`contact: ${target}\``,
      group !== "emails" && group !== "company" ? "a contact channel" : undefined,
    ]
    problems.push({
      file: site.file,
      line: lineOf(site.doc, site.counter, address.keys),
      field: name,
      expected: `an address some page shows (through ${ways.filter(Boolean).join(" or ")}), or no entry at all`,
      found: `"${address.shown}", which no page uses`,
    })
  }
  return problems
}

export function formatReport(problems: Problem[]): string {
  const byFile = new Map<string, Problem[]>()
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem])
  const lines = [
    `Content check failed: ${problems.length} problem${problems.length === 1 ? "" : "s"} in ${byFile.size} file${byFile.size === 1 ? "" : "s"}. No pages were built.`,
  ]
  for (const [file, list] of byFile) {
    lines.push("", file)
    for (const p of list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
      lines.push(`  ${p.line ? `line ${p.line}` : "file"}${p.field ? `  ${p.field}` : ""}`)
      lines.push(`    expected: ${p.expected}`)
      lines.push(`    found:    ${p.found}`)
    }
  }
  return lines.join("\n")
}
