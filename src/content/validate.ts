import fs from "fs"
import path from "path"
import type { Document, LineCounter } from "yaml"
import { packageLink } from "../components/support/format-price"
import { checkFile, formatPath, lineOf, suggestion, type CheckedFile, type Problem } from "./check-file"
import { contactTargetEntries, contactTargets } from "./contact-targets"
import { FORM_ANCHOR, subjectOf } from "./form-links"
import { asciiSlug, closest } from "./suggest"
import { contactTokenEntries, fillTokens, tokensIn, tokenValues, type TokenSource } from "./tokens"
import { stringsIn, stringsOfFields } from "./strings"
import { kindRoutes } from "./routes"
import { referenceDescriptions, referenceOptions, referencesIn } from "./references"
import { contentTypes, isPageType, type ContentType, type PageType } from "../kinds"
import { houseStyleProblems } from "./house-style"
import { absoluteClaimProblems } from "./absolute-claims"
import type { HouseStyle } from "./schema/house-style"
import { checkImage } from "./image-check"
import { slotOfSchema, type ImageRef } from "./schema/image"
import { describeSchema, shapeAt } from "./schema-walk"

/**
 * Checks every YAML file under data/ before Gatsby creates a page, so an editor who commits a
 * mistake gets one report naming every problem instead of a half-built site. All checks run in
 * one pass: a file with a schema problem still has its links, slug and tokens checked, and every
 * problem comes with the nearest valid value where one is likely.
 */

export { formatReport, passedMessage, reportEndings, type Problem } from "./check-file"

export interface ContentFile {
  file: string
  typeName: string
  data: Record<string, unknown>
}

export interface ValidationResult {
  problems: Problem[]
  files: ContentFile[]
}

const listYamlFiles = (dataDir: string) =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .sort()

/** Fields that hold a link: a button's `href`, a menu's `overview`. */
const linkFields = new Set(["href", "overview"])

interface Route {
  slug: string
  title?: string
  file: string
}

/**
 * The route a link most likely meant: one whose address or title (written as an address, so
 * "/iletisim" finds the page titled "İletişim") is a likely typo of it, or the one page whose
 * address starts with it ("/erp/muhasebe" for "/erp/muhasebe-sistemi").
 */
function nearestRoute(target: string, routes: Route[]): Route | undefined {
  const folder = (slug: string) => slug.replace(/\/[^/]*$/, "")
  const near = closest(target, routes, (route) => [
    route.slug,
    ...(route.title ? [`/${asciiSlug(route.title)}`, `${folder(route.slug)}/${asciiSlug(route.title)}`] : []),
  ])
  if (near) return near
  const longer = routes.filter((route) => target.length > 3 && route.slug.startsWith(target))
  return longer.length === 1 ? longer[0] : undefined
}

/**
 * `types` is the table of src/kinds/; a test may pass a variant of it (a kind whose
 * pages a listing page links to) to check the rules that depend on the kinds' routes.
 */
export function validateContent(
  dataDir: string,
  projectDir = path.dirname(dataDir),
  types: readonly ContentType[] = contentTypes,
): ValidationResult {
  const display = (name: string) => path.relative(projectDir, path.join(dataDir, name)).split(path.sep).join("/")
  const names = fs.existsSync(dataDir) ? listYamlFiles(dataDir) : []
  const checked: CheckedFile[] = names.map((name) =>
    checkFile(name, fs.readFileSync(path.join(dataDir, name), "utf8"), display(name)),
  )
  const problems = checked.flatMap((c) => c.problems)

  for (const type of types.filter((t) => t.file && !t.optional)) {
    if (!names.includes(type.file as string)) {
      problems.push({
        file: display(type.file as string),
        field: "",
        expected: "her sayfanın okuduğu bu dosya",
        found: "dosya yok",
      })
    }
  }

  // A file in a page folder whose ending its kind does not read (".yml" where pages are ".yaml")
  // would make no page, so no route list of the build or the tests would have it.
  const pageTypes = types.filter(isPageType)
  for (const name of names) {
    const [folder, file, ...deeper] = name.split("/")
    const kind = pageTypes.find((type) => type.folder === folder)
    if (!kind || file === undefined || deeper.length > 0 || kind.extensions.some((ending) => file.endsWith(ending))) continue
    problems.push({
      file: display(name),
      field: "",
      expected: `adı ${kind.extensions.join(" ya da ")} ile biten bir dosya (data/${kind.folder} klasöründen yalnızca bu dosyalar okunur)`,
      found: `"${file}"; bu dosyadan sayfa oluşturulmaz`,
      hint: `dosyanın adını "${file.replace(/\.[^.]+$/, kind.extensions[0])}" yapın`,
    })
  }

  // Every page's address, read from the file even when the file has other problems: the routes
  // its kind makes of the readable files (an article's /blog/<slug>, the blog's listing pages).
  const pageTypeNames = new Set(pageTypes.map((t) => t.typeName))
  const pages = checked.filter((c) => c.type && pageTypeNames.has(c.type.typeName))
  const routes: Route[] = []
  const unreadable: string[] = []
  for (const kind of pageTypes) {
    const files = pages.filter((page) => page.type?.typeName === kind.typeName && page.raw)
    const made = kindRoutes(
      kind,
      files.map((page) => ({ file: page.file, data: page.raw as Record<string, unknown> })),
      { onUnreadable: () => {} },
    )
    for (const route of made) routes.push({ slug: route.slug, title: route.title, file: route.file ?? `data/${kind.folder}` })
  }
  pages.forEach((page, i) => {
    if (page.raw) return
    // A file with a YAML syntax error usually still has a readable `slug:` line.
    const text = fs.readFileSync(path.join(dataDir, names[checked.indexOf(pages[i])]), "utf8")
    const slug = /^slug:[ \t]*["']?(\/[^\s"'#]*)/m.exec(text)?.[1]
    if (slug) routes.push({ slug, file: page.file })
    else unreadable.push(page.file)
  })

  // Slugs must be unique across every page type.
  const owners = new Map<string, string[]>()
  for (const route of routes) owners.set(route.slug, [...(owners.get(route.slug) ?? []), route.file])
  for (const page of pages) {
    if (!page.raw || typeof page.raw.slug !== "string" || page.schemaFields.has("slug")) continue
    const route = routes.find((r) => r.file === page.file)
    if (!route) continue
    const others = (owners.get(route.slug) ?? []).filter((o) => o !== page.file)
    if (others.length === 0) continue
    problems.push({
      file: page.file,
      line: page.doc && page.counter ? lineOf(page.doc, page.counter, ["slug"]) : undefined,
      field: "slug",
      expected: "başka hiçbir sayfanın kullanmadığı bir adres",
      found: `"${route.slug}"; aynı adres şurada da var: ${others.join(", ")}`,
    })
  }

  // Sections a link may point at with "#": the bands that carry an `anchor`, listed under a generic
  // page's `sections:` or named as a typed page's fields, and a contact form's section (src/content/form-links.ts).
  const anchors = new Map<string, string[]>()
  for (const page of pages) {
    if (!page.raw || typeof page.raw.slug !== "string") continue
    const bands: unknown[] = Array.isArray(page.raw.sections) ? page.raw.sections : Object.values(page.raw)
    anchors.set(
      page.raw.slug,
      bands.flatMap((band) => {
        if (typeof band !== "object" || band === null) return []
        const { anchor, type } = band as { anchor?: unknown; type?: unknown }
        return typeof anchor === "string" ? [anchor] : type === "contactForm" ? [FORM_ANCHOR] : []
      }),
    )
  }

  // Internal links must point at a page that this content creates, and at one of its sections.
  for (const entry of checked) {
    if (!entry.raw || !entry.doc || !entry.counter) continue
    for (const link of linksOf({
      data: entry.raw,
      doc: entry.doc,
      counter: entry.counter,
      typeName: entry.type?.typeName ?? "",
    })) {
      if (!link.href.startsWith("/") || entry.schemaFields.has(formatPath(link.keys))) continue
      const target = link.href.replace(/[?#].*$/, "") || "/"
      const fragment = /#(.+)$/.exec(link.href)?.[1]
      const line = link.line ?? lineOf(entry.doc, entry.counter, link.keys)
      if (owners.has(target)) {
        const known = anchors.get(target) ?? []
        if (fragment === undefined || known.includes(fragment)) continue
        // A subject link's fragment is reported with its subject (formSubjectProblems).
        if (subjectOf(link.href) !== null) continue
        const near = closest(fragment, known)
        problems.push({
          file: entry.file,
          line,
          field: formatPath(link.keys),
          expected: known.length
            ? `${target} sayfasının bölümlerinden biri: ${known.map((a) => `#${a}`).join(", ")}`
            : `"#" olmadan ${target} bağlantısı: o sayfanın hiçbir bölümünde \`anchor\` yok`,
          found: `"${link.href}": sayfada "${fragment}" adlı bölüm yok`,
          ...(near && { hint: suggestion(`"${target}#${near}"`) }),
        })
        continue
      }
      const near = nearestRoute(target, routes)
      const suffix = link.href.slice(link.href.replace(/[?#].*$/, "").length)
      problems.push({
        file: entry.file,
        line,
        field: formatPath(link.keys),
        expected: "sitenin var olan bir sayfasına bağlantı",
        found: `"${link.href}": data/ klasöründeki hiçbir dosya bu sayfayı oluşturmuyor${
          unreadable.length > 0 ? ` (${unreadable.join(", ")} oluşturuyor olabilir: önce o dosyayı düzeltin)` : ""
        }`,
        ...(near && { hint: suggestion(`"${near.slug}${suffix}"${near.title ? ` (${near.title})` : ""}`) }),
      })
    }
  }

  problems.push(...imageProblems(checked, projectDir, path.join(dataDir, "media")))

  // Checks of running text against data/site.yaml, which needs a valid site file to read.
  const entries: ParsedFile[] = checked.flatMap((c) =>
    c.raw && c.doc && c.counter && c.type
      ? [{ file: c.file, doc: c.doc, counter: c.counter, data: c.raw, typeName: c.type.typeName }]
      : [],
  )
  const siteChecked = checked.find((c) => c.type?.typeName === "SiteYaml")
  const site = siteChecked?.data && entries.find((e) => e.file === siteChecked.file)
  if (site) {
    const siteData = siteChecked.data as unknown as TokenSource
    const others = entries.filter((entry) => entry !== site)
    problems.push(...plusFigureProblems(entries, tokenValues(siteData)))
    problems.push(...placeNameProblems(others, siteData.address))
    // Whether an address is used depends on every page, so it is checked only when every file is valid.
    if (checked.every((c) => c.data)) problems.push(...unusedAddressProblems(site, others))
  }
  // Rules across files (form subjects, links from the navigation) need every file readable.
  if (checked.every((c) => c.data)) {
    const pageEntries = entries.filter((entry) => pageTypeNames.has(entry.typeName))
    problems.push(...formSubjectProblems(entries, pageEntries))
    problems.push(...unlinkedPageProblems(entries, pageEntries, pageTypes))
  }
  problems.push(...articleProblems(entries, checked.find((c) => c.type?.typeName === "BlogYaml")?.data))
  // A value naming another file's needs that file readable, as the rules across files above.
  if (checked.every((c) => c.data)) problems.push(...referenceProblems(entries))
  const houseStyle = checked.find((c) => c.type?.typeName === "HouseStyleYaml")?.data as HouseStyle | undefined
  problems.push(...houseStyleProblems(entries, houseStyle))
  problems.push(...absoluteClaimProblems(entries, houseStyle))

  const files = checked
    .filter((c) => c.data && c.type && c.problems.length === 0)
    .map((c) => ({ file: c.file, typeName: c.type?.typeName as string, data: c.data as Record<string, unknown> }))
  const withProblems = new Set(problems.map((p) => p.file))
  return { problems, files: files.filter((f) => !withProblems.has(f.file)) }
}

/**
 * Values that name what another file offers (references.ts): an article's author, its call to
 * action's subject, a customer story's solution pages. An unknown value is reported with the
 * nearest known one, or with where to add it.
 */
function referenceProblems(entries: ParsedFile[]): Problem[] {
  const typed = entries.flatMap((entry) => {
    const type = contentTypes.find((t) => t.typeName === entry.typeName)
    return type ? [{ entry, type, data: entry.data }] : []
  })
  const options = referenceOptions(typed)
  return typed.flatMap(({ entry, type }) =>
    referencesIn(type, entry.data).flatMap(({ keys, ref, value }) => {
      const known = options[ref]
      if (known.some((option) => option.value === value)) return []
      // A near spelling, or the start of a longer value ("/erp/uretim-ve-mrp" for "/erp/uretim-ve-mrp-sistemi").
      const near =
        closest(value, known, (option) => [option.value, option.label]) ??
        known.find((option) => value.length >= 4 && option.value.startsWith(value))
      const { expected, add } = referenceDescriptions[ref]
      const list = known.map((option) => option.value)
      return [
        {
          file: entry.file,
          line: lineOf(entry.doc, entry.counter, keys),
          field: formatPath(keys),
          expected: list.length > 0 && list.length <= 8 ? `${expected}: ${list.join(", ")}` : expected,
          found: `"${value}"`,
          hint: near ? suggestion(`"${near.value}"${near.label !== near.value ? ` (${near.label})` : ""}`) : add,
        },
      ]
    }),
  )
}

interface Link {
  keys: (string | number)[]
  href: string
  /** The exact line, for a link inside an article's body. */
  line?: number
}

/** The images of one line of Markdown: `![alt text](/media/file.jpg "title")`. */
export const markdownImages = (line: string) =>
  [...line.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({ alt: m[1], src: m[2] }))

/** A Markdown link's target: `[text](/erp "title")`, `[id]: /erp`, `<https://...>`. */
const markdownLinkPatterns = [/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g]

/**
 * Every link of a content file: its `href` and `overview` fields and the links of an article's
 * Markdown body (each with its own line; fenced code is not read).
 */
function linksOf(entry: Pick<ParsedFile, "data" | "doc" | "counter" | "typeName">): Link[] {
  const links: Link[] = stringsOfFields(entry.data, linkFields).map(({ keys, text }) => ({ keys, href: text }))
  if (entry.typeName !== "Article") return links
  // Its solution pages and its call to action's subject are references, checked by referenceProblems.
  const { body } = entry.data as { body?: unknown }
  if (typeof body === "string") {
    const first = (lineOf(entry.doc, entry.counter, ["body"]) ?? 0) + 1
    let fenced = false
    body.split("\n").forEach((text, i) => {
      if (/^\s{0,3}(```|~~~)/.test(text)) fenced = !fenced
      if (fenced) return
      // An image's address (![alt](/media/...)) is checked as an image, not as a page.
      const withoutImages = text.replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      for (const pattern of markdownLinkPatterns)
        for (const match of withoutImages.matchAll(pattern)) links.push({ keys: ["body"], href: match[1], line: first + i })
    })
  }
  return links
}

/**
 * Rules of an article that need another file or read its body: the blog's settings exist, and its
 * body's headings start at "##" (the page's only h1 is the article's title). Its author, subject and
 * solution pages are references (referenceProblems).
 */
function articleProblems(entries: ParsedFile[], blog: Record<string, unknown> | undefined): Problem[] {
  const problems: Problem[] = []
  const articles = entries.filter((e) => e.typeName === "Article")
  if (!blog && articles.length > 0)
    problems.push({
      file: "data/blog.yaml",
      field: "",
      expected: "yazıların yazarlarını ve blog sayfasının metinlerini tutan data/blog.yaml dosyası",
      found: `dosya yok ya da geçersiz; data/articles klasöründe ${articles.length} yazı var`,
    })
  for (const entry of articles) {
    const { body } = entry.data as { body?: unknown }
    if (typeof body !== "string") continue
    const first = (lineOf(entry.doc, entry.counter, ["body"]) ?? 0) + 1
    let fenced = false
    body.split("\n").forEach((text, i) => {
      if (/^\s{0,3}(```|~~~)/.test(text)) fenced = !fenced
      if (fenced || !/^\s{0,3}#(\s|$)/.test(text)) return
      problems.push({
        file: entry.file,
        line: first + i,
        field: "body",
        expected: "## ile başlayan bir ara başlık (tek # yazının başlığına ayrılmıştır: sayfada başlık bir kez yazılır)",
        found: `"${text.trim()}"`,
        hint: `"#${text.trim()}" yazın`,
      })
    })
  }
  return problems
}

/**
 * Every image field of every file (a group whose schema was made by `imageField`, found by its
 * `src`): the file it names must exist in data/media/, fit its slot and have alt text
 * (src/content/image-check.ts). A field the schema already refused is not reported twice.
 */
function imageProblems(checked: CheckedFile[], projectDir: string, mediaDir: string): Problem[] {
  const problems: Problem[] = []
  for (const entry of checked) {
    const { raw, doc, counter, type } = entry
    if (!raw || !doc || !counter || !type) continue
    const shape = describeSchema(type.schema, type.typeName)
    for (const { keys, text } of stringsIn(raw)) {
      if (keys.at(-1) !== "src") continue
      const group = keys.slice(0, -1)
      const slot = slotOfSchema(shapeAt(shape, group, raw)?.schema)
      if (!slot) continue
      const field = formatPath(group)
      if (entry.schemaFields.has(`${field}.src`)) continue
      let ref = raw as unknown
      for (const key of group) ref = (ref as Record<PropertyKey, unknown>)[key]
      const found = checkImage(
        { ...(ref as ImageRef), src: text },
        slot,
        projectDir,
        { file: entry.file, field, line: (name) => lineOf(doc, counter, [...group, name]) },
        mediaDir,
      )
      problems.push(...found.filter((problem) => !entry.schemaFields.has(problem.field)))
    }
    // Images in an article's Markdown body: ![alt text](/media/file.jpg), at their own line.
    if (type.typeName === "Article" && typeof raw.body === "string" && !entry.schemaFields.has("body")) {
      const first = (lineOf(doc, counter, ["body"]) ?? 0) + 1
      raw.body.split("\n").forEach((line, i) => {
        for (const image of markdownImages(line))
          problems.push(
            ...checkImage(
              { src: image.src, alt: image.alt },
              "body",
              projectDir,
              { file: entry.file, field: "body", line: first + i },
              mediaDir,
            ).map((problem) => ({ ...problem, field: "body" })),
          )
      })
    }
  }
  return problems
}

/** The path part of an internal link: "/contact?konu=erp#form" is "/contact". */
const pathOf = (href: string) => href.replace(/[?#].*$/, "") || "/"

/**
 * A link such as "/contact?konu=erp" preselects a subject of the form on the page it opens, so that
 * page's contact form must offer the subject: an unknown one would silently leave the choice empty.
 * A support package's "Paketi Seç" is such a link too, built from the package's `id`. The build
 * adds the form's fragment to such a link (form-links.ts); one that names another section would
 * not land at the form.
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
    const links: (Link & { shown: string })[] = linksOf(entry).map((link) => ({ ...link, shown: link.href }))
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
      const subject = subjectOf(link.href)
      if (subject === null) continue
      const target = pathOf(link.href)
      const subjects = subjectsBySlug.get(target)
      const shown = link.shown === link.href ? `"${link.href}"` : link.shown
      const fragment = /#(.*)$/.exec(link.href)?.[1]
      const at = {
        file: entry.file,
        line: link.line ?? lineOf(entry.doc, entry.counter, link.keys),
        field: formatPath(link.keys),
      }
      if (subjects?.includes(subject)) {
        if (fragment === undefined || fragment === FORM_ANCHOR) continue
        problems.push({
          ...at,
          expected: `"#" olmadan ya da "#${FORM_ANCHOR}" ile bir bağlantı: konu seçen bağlantı ziyaretçiyi forma indirir`,
          found: `${shown}: form yerine "#${fragment}" bölümüne iniyor`,
          hint: suggestion(`"${link.href.replace(/#.*$/, "")}"`),
        })
        continue
      }
      problems.push({
        ...at,
        expected: subjects
          ? `${target} sayfasındaki iletişim formunun konularından biri: ${subjects.join(", ")} (ya da "${subject}" konusunu formun \`subjects\` listesine ekleyin)`
          : `iletişim formu olan bir sayfaya "?konu=" bağlantısı (${[...subjectsBySlug.keys()].join(", ") || "hiçbir sayfada form yok"})`,
        found: subjects
          ? `${shown}: form "${subject}" konusunu sunmuyor`
          : `${shown}: ${target} sayfasında "${subject}" konusunu seçecek bir iletişim formu yok`,
      })
    }
  }
  return problems
}

/**
 * Every page but the home page is linked from a header menu, a footer group, the legal links or the
 * search link of data/navigation.yaml, or is listed on a listing page a visitor reaches (a route's `listedOn`, given
 * by its kind in src/kinds/): a page only other pages link to is one a visitor may never find.
 */
function unlinkedPageProblems(entries: ParsedFile[], pages: ParsedFile[], kinds: PageType[]): Problem[] {
  const navigation = entries.find((entry) => entry.typeName === "NavigationYaml")
  if (!navigation) return []
  const { menus, footer, legal, search } = navigation.data as {
    menus: { items: { href: string }[] }[]
    footer: { links: { href: string }[] }[]
    legal: { href: string }[]
    search?: string
  }
  const linked = new Set(
    [
      ...menus.flatMap((menu) => menu.items),
      ...footer.flatMap((group) => group.links),
      ...legal,
      ...(search ? [{ href: search }] : []),
    ].map((link) => pathOf(link.href)),
  )
  const routes = kinds.flatMap((kind) =>
    kindRoutes(
      kind,
      pages.filter((page) => page.typeName === kind.typeName).map((page) => ({ file: page.file, data: page.data })),
    ),
  )
  // A listed page is reached through its listing page, which may itself be listed on another.
  const reached = new Set(["/", ...linked])
  for (let grew = true; grew;) {
    grew = false
    for (const route of routes) {
      if (reached.has(route.slug) || !route.listedOn?.some((slug) => reached.has(slug))) continue
      reached.add(route.slug)
      grew = true
    }
  }
  return routes
    .filter((route) => !reached.has(route.slug))
    .map((route) => {
      const page = pages.find((entry) => entry.file === route.file)
      const where = page ? { file: page.file, line: lineOf(page.doc, page.counter, ["slug"]), field: "slug" } : undefined
      if (!route.listedOn?.length)
        return {
          ...(where ?? { file: navigation.file, field: "" }),
          expected:
            "data/navigation.yaml dosyasındaki bir menü öğesinin, alt bilgi grubunun ya da yasal bağlantıların gösterdiği bir sayfa",
          found: `"${route.slug}": data/navigation.yaml bu sayfaya bağlantı vermiyor`,
        }
      const listings = route.listedOn.join(", ")
      const listingPages = `${listings} ${route.listedOn.length === 1 ? "sayfasına" : "sayfalarına"}`
      return {
        ...(where ?? { file: navigation.file, field: "" }),
        expected: `data/navigation.yaml'daki bir menü, alt bilgi grubu ya da yasal bağlantıdan veya ziyaretçinin ulaşabildiği bir liste sayfasından (${listings}) bağlantı verilen bir sayfa`,
        found: `"${route.slug}"; onu listeleyen ${listingPages} da ne data/navigation.yaml ne de başka bir liste sayfası bağlantı veriyor`,
      }
    })
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
            ? `rakamın cümle içindeki yazılışı: {${token}InText} (örneğin "500'ü aşkın proje") ya da ardından kelime gelmeyen tek başına {${token}}`
            : `rakamın cümle içindeki yazılışı, örneğin "500'ü aşkın proje" ya da "15 yılı aşkın"; ya da ardından kelime gelmeyen tek başına "${figure}"`,
          found: `"${figure} ${match[2]}"${token ? ` ({${token}} kısaltmasından)` : ""}`,
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
          expected: `adın yerine ${place.token} kısaltması (adı yalnızca data/site.yaml yazar)`,
          found: `"${text.slice(match.index, match.index + place.name.length)}", şu metinde elle yazılmış: "${excerpt(text, match.index, place.name.length)}"`,
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
      token && `{${token}} kısaltması`,
      target && `\`contact: ${target}\``,
      group !== "emails" && group !== "company" ? "bir iletişim kanalı" : undefined,
    ]
    problems.push({
      file: site.file,
      line: lineOf(site.doc, site.counter, address.keys),
      field: name,
      expected: `bir sayfanın gösterdiği bir adres (${ways.filter(Boolean).join(" ya da ")} ile) ya da bu kaydın silinmesi`,
      found: `"${address.shown}": hiçbir sayfa bu adresi kullanmıyor`,
    })
  }
  return problems
}
