import type { CheckedFile } from "../check-file"
import { addressKey } from "../form-links"
import { defaultLanguage, translations } from "../languages"
import { formatPath, lineOf, type PathKey, type Problem } from "../problem"
import { stringsIn } from "../strings"
import { linksOf, pathOf, type Link } from "./links-of"
import { translatedAddresses } from "./translation-links"
import { asParsed } from "./parsed"
import type { ParsedFile, RuleContext } from "./rule"
import { notText } from "./text"

/**
 * A translation (data/en/<folder>/x.yaml) says what its Turkish page says: it names that page (its
 * `counterpart`, which is also its own file name), its address starts with its language's prefix, and it
 * writes the same figures, the same {tokens} (prices, phone, hours come from them) and links to the same
 * pages (a translated page's translation, or the Turkish page where none exists).
 */

/** A file's strings a visitor reads, without addresses, ids and the like (text.ts's `notText`). */
const textsOf = (data: Record<string, unknown>) =>
  stringsIn(data).filter(
    ({ keys }) => !keys.some((key) => typeof key === "string" && (notText.has(key) || key === "counterpart")),
  )

const tokenPattern = /\{[a-zA-Z]+(?::[a-z0-9-]+)?\}/g

/**
 * The figures a text writes in digits, each in one form for both languages: Turkish groups thousands
 * with "." and writes decimals with ",", English the other way round, so "1.250,5" and "1,250.5" are both
 * "1250.5", "%20" and "20%" both "20". A time is written "08.00" in Turkish and "08:00" in English, both
 * "08:00"; a dotted number that is neither ("WCAG 2.1", "5.1") is kept as written. Tokens are left out.
 */
export function figuresOf(text: string, language: string): string[] {
  const [group, decimal, time] = language === "tr" ? [".", ",", "."] : [",", ".", ":"]
  const plain = text.replace(tokenPattern, " ")
  const figures: string[] = []
  for (const match of plain.matchAll(/\d+(?:[.,:]\d+)*/g)) {
    const written = match[0]
    const clock = new RegExp(`^(\\d{1,2})\\${time}(\\d{2})$`).exec(written)
    if (clock && Number(clock[1]) < 24 && Number(clock[2]) < 60) {
      figures.push(`${clock[1].padStart(2, "0")}:${clock[2]}`)
      continue
    }
    const [whole, ...fraction] = written.split(decimal)
    const groups = whole.split(group)
    const grouped = groups.slice(1).every((digits) => /^\d{3}$/.test(digits)) && !/[:]/.test(written) && fraction.length <= 1
    figures.push(grouped ? String(Number(`${groups.join("")}${fraction.length ? `.${fraction[0]}` : ""}`)) : written)
  }
  return figures
}

/**
 * A page's package names by where they are written (a `packages` list's `name`, a `package` field): a
 * package is sold under one name, which sales, the price list and a lead's subject use in both languages.
 */
const packageNamesOf = (data: Record<string, unknown>) =>
  new Map(
    stringsIn(data)
      .filter(({ keys }) => keys.at(-1) === "package" || (keys.at(-1) === "name" && keys.at(-3) === "packages"))
      .map(({ keys, text }) => [keys.join("."), { keys, text }]),
  )

const distinct = <T>(values: readonly T[]) => [...new Set(values)]

/**
 * A text the same in both languages is a sentence left untranslated, not a list of names ("Yemeksepeti,
 * Getir, Trendyol Yemek"), when it has this many words and this many of them start small.
 */
const untranslatedWords = 4
const untranslatedSmallWords = 2
const isSentence = (text: string) => {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word))
  return words.length >= untranslatedWords && words.filter((word) => /^\P{L}*\p{Ll}/u.test(word)).length >= untranslatedSmallWords
}

/** The Turkish file a translation translates: data/en/erp/x.yaml is data/erp/x.yaml. */
const turkishPathOf = (file: string, folder: string) => file.replace(`data/${folder}/`, "data/")

export function translationProblems(context: RuleContext, files: readonly CheckedFile[]): Problem[] {
  const turkishByFile = new Map(context.parsed.map((entry) => [entry.file, entry]))
  const parsedTranslations = files.flatMap((file) => {
    const entry = asParsed(file)
    const language = translations.find((t) => t.code === file.translation)
    return entry && language ? [{ entry, language, turkishFile: turkishPathOf(entry.file, language.folder) }] : []
  })
  const addresses = translatedAddresses(
    parsedTranslations.flatMap(({ entry, language, turkishFile }) => {
      const turkish = turkishByFile.get(turkishFile)
      return turkish ? [{ code: language.code, turkish, entry }] : []
    }),
    files,
  )
  const { inLanguage } = addresses

  const slugOwners = new Map<string, string[]>()
  for (const { entry } of parsedTranslations)
    if (typeof entry.data.slug === "string")
      slugOwners.set(entry.data.slug, [...(slugOwners.get(entry.data.slug) ?? []), entry.file])

  // A language with pages has its own settings (menus, the site's texts): its pages' frame reads them.
  const missingSettings = translations.flatMap((language) => {
    const pages = parsedTranslations.filter((t) => t.language === language && !t.entry.type.file)
    if (pages.length === 0) return []
    return context.kinds
      .filter((kind) => kind.file && kind.translations?.some((code) => code === language.code))
      .filter((kind) => !parsedTranslations.some((t) => t.language === language && t.entry.type === kind))
      .map((kind): Problem => ({
        file: `data/${language.folder}/${kind.file}`,
        field: "",
        expected: `${language.name} sayfaların okuduğu “${kind.cms.label}” dosyası (${pages[0].entry.file} ve ${language.name} öteki sayfalar için)`,
        found: "dosya yok",
        hint: `data/${kind.file} dosyasının ${language.name} karşılığını data/${language.folder}/${kind.file} olarak ekleyin`,
      }))
  })

  // A page the content makes, in any language: where a settings translation's links may lead.
  const known = new Set([...context.routes.map((route) => route.slug), ...slugOwners.keys()])

  return [
    ...missingSettings,
    ...parsedTranslations.flatMap(({ entry, language, turkishFile }) => {
      const code = language.code
      const problems: Problem[] = []
      const at = (keys: PathKey[]) => lineOf(entry.doc, entry.counter, keys)
      if (entry.type.file) {
        const turkish = turkishByFile.get(turkishFile)
        return settingsProblems(entry, turkish, turkishFile, code, {
          known,
          bodyLines: context.bodyLines,
          inLanguage: (href) => inLanguage(href, code),
          unknownAnchor: addresses.unknownAnchor,
        })
      }
      // The rules run in the CMS too, in the browser: no "path" module.
      const fileName = (entry.file.split("/").at(-1) ?? "").replace(/\.[^.]+$/, "")
      const { counterpart, slug } = entry.data

      if (typeof counterpart === "string" && !entry.schemaFields.has("counterpart") && counterpart !== fileName)
        problems.push({
          file: entry.file,
          line: at(["counterpart"]),
          field: "counterpart",
          expected: `dosyanın adıyla aynı Türkçe sayfa adı: "${fileName}"`,
          found: `"${counterpart}"`,
          hint: `dosyayı ${counterpart} adıyla kaydedin ya da "${fileName}" yazın`,
        })
      // The English home is /en itself.
      if (
        typeof slug === "string" &&
        !entry.schemaFields.has("slug") &&
        slug !== language.prefix &&
        !slug.startsWith(`${language.prefix}/`)
      )
        problems.push({
          file: entry.file,
          line: at(["slug"]),
          field: "slug",
          expected: `${language.prefix} ya da ${language.prefix}/ ile başlayan bir adres (${language.name} sayfalar bu adreslerdedir)`,
          found: `"${slug}"`,
        })

      const others = typeof slug === "string" ? (slugOwners.get(slug) ?? []).filter((file) => file !== entry.file) : []
      if (others.length > 0)
        problems.push({
          file: entry.file,
          line: at(["slug"]),
          field: "slug",
          expected: "başka hiçbir sayfanın kullanmadığı bir adres",
          found: `"${slug}"; aynı adres şurada da var: ${others.join(", ")}`,
        })

      const turkish = turkishByFile.get(turkishFile)
      if (!turkish) {
        problems.push({
          file: entry.file,
          field: "",
          expected: `çevirisi olduğu Türkçe sayfa: ${turkishFile}`,
          found: "böyle bir Türkçe sayfa yok",
          hint: "önce Türkçe sayfayı ekleyin ya da çeviri dosyasını Türkçe sayfanın adıyla kaydedin",
        })
        return problems
      }

      const turkishTexts = textsOf(turkish.data)
      const ownTexts = textsOf(entry.data)
      /** One problem when what `read` finds in the texts differs between the pages, at the first value the Turkish lacks. */
      const sameIn = (read: (text: string, language: string) => string[], expected: string) => {
        const theirs = distinct(turkishTexts.flatMap(({ text }) => read(text, defaultLanguage)))
        const ours = distinct(ownTexts.flatMap(({ text }) => read(text, code)))
        const missing = theirs.filter((value) => !ours.includes(value))
        const extra = ours.filter((value) => !theirs.includes(value))
        if (missing.length === 0 && extra.length === 0) return
        problems.push({
          file: entry.file,
          line: extra.length > 0 ? at(ownTexts.find(({ text }) => read(text, code).includes(extra[0]))?.keys ?? []) : undefined,
          field: "",
          expected,
          found: [
            missing.length > 0 && `eksik: ${missing.join(", ")}`,
            extra.length > 0 && `Türkçe sayfada olmayan: ${extra.join(", ")}`,
          ]
            .filter(Boolean)
            .join("; "),
        })
      }
      sameIn(
        (text) => text.match(tokenPattern) ?? [],
        `${turkishFile} ile aynı kısaltmalar (fiyatlar, telefon, saatler onlardan gelir)`,
      )
      sameIn(figuresOf, `${turkishFile} ile aynı rakamlar (oranlar, süreler, tutarlar, yıllar rakamla ve aynı değerle)`)

      // A sentence left as the Turkish page writes it is not translated yet (a draft made from the Turkish page
      // in the CMS starts so); names, figures and short labels may be the same in both languages.
      const turkishAt = new Map(turkishTexts.map(({ keys, text }) => [keys.join("."), text.trim()]))
      for (const { keys, text } of ownTexts)
        if (isSentence(text) && turkishAt.get(keys.join(".")) === text.trim())
          problems.push({
            file: entry.file,
            line: at(keys),
            field: formatPath(keys),
            expected: `${language.name} bir metin: bu alan ${turkishFile} sayfasındaki Türkçe metinle aynı`,
            found: `"${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`,
            hint: "metni çevirin",
          })

      // What the page offers other files and the lead service by key (a contact form's subjects): the same keys,
      // or an English form would post a subject the service does not know. A page offering itself (by its
      // slug, a solution page, or its address as a key, the e-document check) has its own address in each language.
      const offered = (data: Record<string, unknown>) =>
        Object.entries(entry.type.offers?.(data) ?? {}).flatMap(([name, options]) =>
          (options ?? [])
            .filter((option) => typeof data.slug !== "string" || ![data.slug, addressKey(data.slug)].includes(option.value))
            .map((option) => `${name}:${option.value}`),
        )
      const theirOffers = distinct(offered(turkish.data))
      const ourOffers = distinct(offered(entry.data))
      const offersMissing = theirOffers.filter((key) => !ourOffers.includes(key))
      const offersExtra = ourOffers.filter((key) => !theirOffers.includes(key))
      if (offersMissing.length > 0 || offersExtra.length > 0)
        problems.push({
          file: entry.file,
          field: "",
          expected: `${turkishFile} ile aynı seçenek anahtarları (ör. iletişim formunun konuları: form aynı değeri gönderir)`,
          found: [
            offersMissing.length > 0 && `eksik: ${offersMissing.map((key) => key.split(":")[1]).join(", ")}`,
            offersExtra.length > 0 && `Türkçe sayfada olmayan: ${offersExtra.map((key) => key.split(":")[1]).join(", ")}`,
          ]
            .filter(Boolean)
            .join("; "),
        })

      const turkishPackages = packageNamesOf(turkish.data)
      const ownPackages = packageNamesOf(entry.data)
      const renamed = [...turkishPackages].filter(([place, { text }]) => ownPackages.get(place)?.text !== text)
      if (renamed.length > 0)
        problems.push({
          file: entry.file,
          line: at(ownPackages.get(renamed[0][0])?.keys ?? []),
          field: "",
          expected: `${turkishFile} ile aynı paket adları (bir paket iki dilde de aynı adla satılır)`,
          found: renamed
            .map(([place, { text }]) => `"${ownPackages.get(place)?.text ?? "(yok)"}", Türkçede "${text}"`)
            .join("; "),
        })

      // A link of the translation leads where its Turkish page's does: to that page's translation, or to the
      // Turkish page itself where it has none. Compared as Turkish addresses, query and anchor kept.
      const { asTurkish } = addresses
      const turkishLinks = distinct(linksOf(turkish, context.bodyLines).map((link) => link.href))
      const ownLinks = linksOf(entry, context.bodyLines)
      const linkedHere = ownLinks.map((link) => asTurkish(link.href))
      const linksMissing = turkishLinks.filter((href) => !linkedHere.includes(href))
      const linksExtra = ownLinks.filter((link) => !turkishLinks.includes(asTurkish(link.href)))
      for (const link of ownLinks) problems.push(...anchorProblems(entry, link, addresses.unknownAnchor(link.href)))
      // A Turkish page that has a translation is linked through it.
      for (const link of ownLinks)
        if (!linksExtra.includes(link) && link.href !== inLanguage(link.href, code))
          problems.push({
            file: entry.file,
            line: link.line,
            field: link.keys.join("."),
            expected: `Türkçe sayfanın çevirisine bağlantı: "${inLanguage(link.href, code)}"`,
            found: `"${link.href}"`,
          })
      for (const link of linksExtra)
        problems.push({
          file: entry.file,
          line: link.line,
          field: link.keys.join("."),
          expected: `${turkishFile} sayfasının bağlantı verdiği bir sayfa (ya da o sayfanın çevirisi)`,
          found: `"${link.href}"`,
        })
      if (linksMissing.length > 0)
        problems.push({
          file: entry.file,
          field: "",
          expected: `${turkishFile} sayfasının her bağlantısı (çevirisi varsa çevirisine)`,
          found: `eksik bağlantı: ${linksMissing.map((href) => `"${inLanguage(href, code)}"`).join(", ")}`,
        })
      return problems
    }),
  ]
}

/** A link to a translated page's section that page does not have ("#erp-sistemleri" on /en/services). */
function anchorProblems(entry: ParsedFile, link: Link, known: readonly string[] | undefined): Problem[] {
  if (!known) return []
  const target = pathOf(link.href)
  return [
    {
      file: entry.file,
      line: link.line,
      field: link.keys.join("."),
      expected: known.length
        ? `${target} sayfasının bölümlerinden biri: ${known.map((anchor) => `#${anchor}`).join(", ")}`
        : `"#" olmadan ${target} bağlantısı: o sayfanın hiçbir bölümünde \`anchor\` yok`,
      found: `"${link.href}": sayfada böyle bir bölüm yok`,
    },
  ]
}

/**
 * A settings file's translation (data/en/navigation.yaml, data/en/site.yaml). Its links lead to pages the
 * content makes, through their translation where one exists; its menus may list fewer pages than the
 * Turkish ones (the blog and the events stay Turkish). A translation with a schema of its own (the site's
 * texts) mirrors its Turkish file field by field: each text writes the figures and {tokens} of the Turkish
 * text at the same place ("%98" and "98%" are one figure).
 */
function settingsProblems(
  entry: ParsedFile,
  turkish: ParsedFile | undefined,
  turkishFile: string,
  code: string,
  links: {
    known: ReadonlySet<string>
    bodyLines: RuleContext["bodyLines"]
    inLanguage: (href: string) => string
    unknownAnchor: (href: string) => string[] | undefined
  },
): Problem[] {
  const problems: Problem[] = []
  for (const link of linksOf(entry, links.bodyLines)) {
    if (!link.href.startsWith("/") || entry.schemaFields.has(link.keys.join("."))) continue
    const field = link.keys.join(".")
    if (!links.known.has(pathOf(link.href)))
      problems.push({
        file: entry.file,
        line: link.line,
        field,
        expected: "sitenin bir sayfasına giden bağlantı (Türkçe ya da çevirisi)",
        found: `"${link.href}": böyle bir sayfa yok`,
      })
    else if (links.unknownAnchor(link.href)) problems.push(...anchorProblems(entry, link, links.unknownAnchor(link.href)))
    else if (links.inLanguage(link.href) !== link.href)
      problems.push({
        file: entry.file,
        line: link.line,
        field,
        expected: `Türkçe sayfanın çevirisine bağlantı: "${links.inLanguage(link.href)}"`,
        found: `"${link.href}"`,
      })
  }
  if (!turkish || !entry.type.translation) return problems
  const turkishText = new Map(textsOf(turkish.data).map(({ keys, text }) => [keys.join("."), text]))
  for (const { keys, text } of textsOf(entry.data)) {
    const original = turkishText.get(keys.join("."))
    if (original === undefined) continue
    const read = (value: string, language: string) =>
      [...figuresOf(value, language), ...(value.match(tokenPattern) ?? [])].sort().join(" ")
    if (read(text, code) !== read(original, defaultLanguage))
      problems.push({
        file: entry.file,
        line: lineOf(entry.doc, entry.counter, keys),
        field: keys.join("."),
        expected: `${turkishFile} dosyasındaki metinle aynı rakamlar ve kısaltmalar: "${original}"`,
        found: `"${text}"`,
      })
  }
  return problems
}
