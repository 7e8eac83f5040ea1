import { checkContent, type ContentSource } from "../content/check-content"
import { mediaFromFacts, type MediaFacts } from "../content/image-check"
import { parsePath, type Problem } from "../content/problem"
import { describeSchema, type Field, type Shape, type VariantsShape } from "../content/schema-walk"
import { parse } from "yaml"
import { lentTokenValues } from "../content/lent-tokens"
import { fillTokens, tokenValues } from "../content/tokens"
import { contentTypeOf, type ContentType, contentTypes } from "../kinds"
import { translations } from "../content/languages"
import { notText } from "../content/rules/text"
import { stringsIn } from "../content/strings"
import { site as siteSettings } from "../kinds/site"

/**
 * The build's whole content check, run by the CMS in the browser on the content as it would be after a
 * save or a deletion: the rules across files too (links, references, unique addresses, navigation,
 * subjects), so the CMS refuses exactly what the build would refuse, before anything is written. The
 * build writes every content file's text and the media's facts into /admin/content.json (src/postbuild/
 * admin-files.ts); the CMS keeps that copy current with each save and deletion it makes.
 */
export interface ContentSnapshot {
  /** Every content file's text, by its name under data/. */
  files: Record<string, string>
  /** Every image of data/media with its facts, by its name under data/media. */
  media: Record<string, MediaFacts>
}

/** One problem as an editor reads it: where (the entry and the field by their Turkish names) and what to do. */
export interface EditorProblem {
  /** The entry, by its title ("ERP Sistemleri sayfası"), or its file's name when it has none. */
  entry: string
  /** The field by its labels ("Bölümler › 3. öğe › Başlık"); empty for the whole entry. */
  field: string
  /** The field's name on the form, to find and mark it (the first key of its path). */
  fieldKey?: string
  /** What is wrong and what to do, in one sentence. */
  message: string
  /** For developers: the file and line, as `npm run check:content` names them. */
  file: string
  line?: number
}

const display = (name: string) => `data/${name}`
const problemKey = (problem: Problem) => `${problem.file}\u0000${problem.field}\u0000${problem.expected}\u0000${problem.found}`

export class ContentState {
  private readonly files: Map<string, string>
  private readonly mediaFacts: Record<string, MediaFacts>
  private media
  private baseline: Set<string> | undefined

  constructor(snapshot: ContentSnapshot) {
    this.files = new Map(Object.entries(snapshot.files))
    // A picture uploaded in this session is not in the list: the build checks its size.
    this.mediaFacts = { ...snapshot.media }
    this.media = mediaFromFacts(this.mediaFacts, { trustUnknown: true })
  }

  /**
   * The site's {tokens} with their values as the kept copy of site.yaml gives them (none if it cannot be
   * read), and the tokens the kinds lend ("{fiyat:destek-standart}") from the kept copies of their files.
   */
  tokens(): Record<string, string> | undefined {
    const site = siteTokens(this.files.get("site.yaml"))
    if (!site) return undefined
    const dataOf = (kind: ContentType) =>
      [...this.files].flatMap(([name, text]) => {
        if (contentTypeOf(contentTypes, name) !== kind) return []
        try {
          const data: unknown = parse(text)
          return data && typeof data === "object" ? [data as Record<string, unknown>] : []
        } catch {
          return []
        }
      })
    return { ...lentTokenValues(contentTypes, dataOf), ...site }
  }

  private check(files: ReadonlyMap<string, string>) {
    const source: ContentSource = {
      names: [...files.keys()].sort(),
      text: (name) => files.get(name) ?? "",
      media: this.media,
      dataDir: "data",
      projectDir: "",
      display,
    }
    return checkContent(contentTypes, source)
  }

  /** The problems the content has now (the check's own; any rule may already fail elsewhere). */
  private baselineKeys() {
    this.baseline ??= new Set(this.check(this.files).problems.map(problemKey))
    return this.baseline
  }

  /**
   * What the build would refuse after `name` (under data/) is written with `text`: every problem of that
   * file, and every problem elsewhere that the change brings (a link or a reference it breaks).
   */
  saveProblems(name: string, text: string): EditorProblem[] {
    return this.checkSave(name, text).refused
  }

  /**
   * What a save of a Turkish page leaves its translations to follow (a figure, a link changed): the save
   * goes through, since the two files are saved one after the other, and the editor is told what the
   * translation must now say; the build refuses the pair until it does.
   */
  translationsToFollow(name: string, text: string): EditorProblem[] {
    return this.checkSave(name, text).translations
  }

  private lastSave: { name: string; text: string; refused: EditorProblem[]; translations: EditorProblem[] } | undefined

  private checkSave(name: string, text: string) {
    if (this.lastSave?.name === name && this.lastSave.text === text) return this.lastSave
    const before = this.baselineKeys()
    const after = new Map(this.files)
    after.set(name, text)
    const { problems, checked } = this.check(after)
    const changed = display(name)
    const own = problems.filter((problem) => problem.file === changed)
    // The other half of a clash the changed file already reports (the same address in two files) is not told twice.
    const clash = new Set(own.map((problem) => `${problem.field}\u0000${problem.expected}`))
    const elsewhere = problems.filter(
      (problem) =>
        problem.file !== changed && !before.has(problemKey(problem)) && !clash.has(`${problem.field}\u0000${problem.expected}`),
    )
    const translationFiles = new Set(translations.map((t) => display(`${t.folder}/${name}`)))
    const tokens = this.tokens()
    this.lastSave = {
      name,
      text,
      refused: editorProblems([...own, ...elsewhere.filter((problem) => !translationFiles.has(problem.file))], checked, tokens),
      translations: editorProblems(
        elsewhere.filter((problem) => translationFiles.has(problem.file)),
        checked,
        tokens,
      ),
    }
    return this.lastSave
  }

  /** What the build would refuse once `name` is deleted: the places that use it. */
  deleteProblems(name: string): EditorProblem[] {
    const before = this.baselineKeys()
    const after = new Map(this.files)
    after.delete(name)
    const { problems, checked } = this.check(after)
    return editorProblems(
      problems.filter((problem) => !before.has(problemKey(problem))),
      checked,
      this.tokens(),
    )
  }

  /** A save went through: the copy now holds it. */
  saved(name: string, text: string) {
    this.files.set(name, text)
    this.baseline = undefined
    this.lastSave = undefined
  }

  deleted(name: string) {
    this.files.delete(name)
    this.baseline = undefined
    this.lastSave = undefined
  }

  /** Whether the media list holds a file of that name (under data/media). */
  knowsMedia(name: string) {
    return name in this.mediaFacts
  }

  /** A picture uploaded in this session, measured in the browser: the check now sees it as the build will. */
  addMedia(name: string, facts: MediaFacts) {
    this.mediaFacts[name] = facts
    this.media = mediaFromFacts(this.mediaFacts, { trustUnknown: true })
    this.baseline = undefined
  }

  /** Whether the kept copy holds a file of that name (under data/). */
  has(name: string) {
    return this.files.has(name)
  }

  /** A file's text as the kept copy holds it. */
  text(name: string): string | undefined {
    return this.files.get(name)
  }

  /**
   * A page's texts a visitor reads, each with where it stands by the form's labels ("Bölümler › 2. öğe ›
   * Başlık"): a translation's preview shows its Turkish page's beside the form.
   */
  textsOf(name: string): { where: string; text: string }[] {
    try {
      const data: unknown = parse(this.files.get(name) ?? "")
      const type = contentTypeOf(contentTypes, name)
      return stringsIn(data)
        .filter(({ keys }) => keys[0] !== "keywords" && !keys.some((key) => typeof key === "string" && notText.has(key)))
        .map(({ keys, text }) => ({ where: fieldLabels(type, keys, data).join(" › "), text }))
    } catch {
      return []
    }
  }

  /** The address a page file names (its `slug`), when it can be read. */
  addressOf(name: string): string | undefined {
    try {
      const data = parse(this.files.get(name) ?? "") as { slug?: unknown } | null
      return typeof data?.slug === "string" ? data.slug : undefined
    } catch {
      return undefined
    }
  }
}

type Checked = ReturnType<typeof checkContent>["checked"][number]

/** The token values of site.yaml's text, or none when it cannot be read as the site's settings. */
function siteTokens(text: string | undefined): Record<string, string> | undefined {
  if (!text) return undefined
  const parsed = siteSettings.schema.safeParse(parse(text))
  return parsed.success ? tokenValues(parsed.data as Parameters<typeof tokenValues>[0]) : undefined
}

/** The Turkish labels along a field's path, with list items counted from 1. */
function fieldLabels(type: ContentType | undefined, keys: readonly (string | number)[], data: unknown): string[] {
  if (!type) return []
  const labels: string[] = []
  let shape: Shape | undefined = describeSchema(type.schema, type.typeName)
  let value = data
  for (const key of keys) {
    if (shape?.kind === "variants") {
      const variants: VariantsShape = shape
      const tag = (value as Record<string, unknown> | undefined)?.[variants.discriminator]
      shape = variants.variants.find((variant) => variant.value === tag)?.object
    }
    if (shape?.kind === "list" && typeof key === "number") {
      labels.push(`${key + 1}. öğe`)
      shape = shape.item
    } else if (shape?.kind === "object" && typeof key === "string") {
      const field: Field | undefined = shape.fields.find((candidate) => candidate.name === key)
      labels.push(field?.label?.label ?? key)
      shape = field?.shape
    } else {
      labels.push(typeof key === "number" ? `${key + 1}. öğe` : key)
      shape = undefined
    }
    value = (value as Record<PropertyKey, unknown> | undefined)?.[key]
  }
  return labels
}

/**
 * The check's words for developers, as an editor reads them: a file of data/ by the name the CMS
 * gives it, a field written as YAML by its label, a folder by what it holds.
 */
const editorWords = (entryOfName: (name: string) => string): [RegExp, string | ((...match: string[]) => string)][] => [
  [/data\/ klasöründeki hiçbir dosya bu sayfayı oluşturmuyor/g, "sitede böyle bir sayfa yok"],
  [/`?decorative: true`?/g, "“Yalnızca süs” işareti"],
  [/\(`alt`\)/g, "(“Resim açıklaması”)"],
  [
    /data\/([a-z0-9-]+\.ya?ml) dosyası(?:nın|ndaki) ([a-zA-Z]+) listesine/g,
    (_whole, file: string, key: string) => `“${cmsName(file)}” bölümündeki “${listLabel(file, key)}” listesine`,
  ],
  [/data\/([a-z0-9-]+\.ya?ml) dosyasındaki/g, (_whole, file: string) => `“${cmsName(file)}” bölümündeki`],
  // A suffix after the file name ("data/navigation.yaml'daki") goes with "bölüm" instead.
  [/data\/([a-z0-9-]+\.ya?ml)['’](?:da|de)ki/g, (_whole, file: string) => `“${cmsName(file)}” bölümündeki`],
  [/data\/([a-z0-9-]+\.ya?ml)['’](?:da|de|ta|te)n/g, (_whole, file: string) => `“${cmsName(file)}” bölümünden`],
  [/data\/([a-z0-9-]+\/[a-z0-9-]+)\.(ya?ml|md)/g, (_whole, name: string, ext: string) => entryOfName(`${name}.${ext}`)],
  [/data\/([a-z0-9-]+\.ya?ml)/g, (_whole, file: string) => `“${cmsName(file)}”`],
  [/`([^`]*)`/g, "“$1”"],
]

/** A settings file's list by its label in the CMS ("Doğrulanmış ifadeler" for checkedClaims). */
function listLabel(file: string, key: string) {
  return fieldLabels(contentTypeOf(contentTypes, file), [key], undefined)[0] ?? key
}

/** A settings file's name in the CMS ("Blog: giriş metni ve yazarlar"). */
function cmsName(file: string) {
  return contentTypeOf(contentTypes, file)?.cms.label ?? file
}

/** `text` in an editor's words; `entryOfName` names an entry's file (under data/) as the CMS shows it. */
function plain(text: string, entryOfName: (name: string) => string) {
  return editorWords(entryOfName).reduce(
    (out, [pattern, replacement]) =>
      typeof replacement === "string" ? out.replace(pattern, replacement) : out.replace(pattern, replacement),
    text,
  )
}

/** A problem's sentence: what is expected, what is there now, and the hint, without the file's internals. */
function sentence(problem: Problem, entryOfName: (name: string) => string): string {
  const found = problem.found ? ` Şu anda: ${plain(problem.found, entryOfName)}.` : ""
  const hint = problem.hint ? ` ${upperFirst(plain(problem.hint, entryOfName))}.` : ""
  return `Beklenen: ${plain(problem.expected, entryOfName)}.${found}${hint}`.replace(/([.?!])\./g, "$1")
}

const upperFirst = (text: string) => (text ? text.charAt(0).toLocaleUpperCase("tr") + text.slice(1) : text)

/** An entry as the editor knows it: its title as on the site (tokens filled in) and its kind. */
function entryName(checkedFile: Checked | undefined, file: string, tokens: Record<string, string> | undefined): string {
  const data = checkedFile?.raw
  const raw = data && typeof data.title === "string" ? data.title : undefined
  const title = raw && tokens ? fillTokens(raw, tokens as Parameters<typeof fillTokens>[1]) : raw
  const kind = checkedFile?.type?.cms?.label
  if (title) return kind ? `${title} (${kind})` : title
  return kind ?? file.replace(/^data\//, "")
}

export function editorProblems(
  problems: readonly Problem[],
  checked: readonly Checked[],
  tokens: Record<string, string> | undefined,
): EditorProblem[] {
  const byFile = new Map(checked.map((entry) => [entry.file, entry]))
  const entryOfName = (name: string) => entryName(byFile.get(`data/${name}`), `data/${name}`, tokens)
  return problems.map((problem) => {
    const entry = byFile.get(problem.file)
    const keys = parsePath(problem.field)
    const type = entry?.type ?? contentTypeOf(contentTypes, problem.file.replace(/^data\//, ""))
    return {
      entry: entryName(entry, problem.file, tokens),
      field: fieldLabels(type, keys, entry?.raw).join(" › "),
      fieldKey: typeof keys[0] === "string" ? keys[0] : undefined,
      message: sentence(problem, entryOfName),
      file: problem.file,
      line: problem.line,
    }
  })
}

/** A deletion's refusal names the places that use the entry; what each would need follows from it. */
export function placesText(heading: string, problems: readonly EditorProblem[]): string {
  const places = [...new Set(problems.map((problem) => `• ${problem.entry}${problem.field ? ` › ${problem.field}` : ""}`))]
  return [heading, ...places].join("\n")
}

/** The refusal as one text (Decap's own notice, and the log): one line per problem. */
export function refusalText(heading: string, problems: readonly EditorProblem[]): string {
  return [
    heading,
    ...problems.map((problem) => `• ${problem.entry}${problem.field ? ` › ${problem.field}` : ""}: ${problem.message}`),
  ].join("\n")
}
