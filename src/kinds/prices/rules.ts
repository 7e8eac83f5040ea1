import { buildTime } from "../../content/build-time"
import { dayText } from "../../content/turkish-time"
import { recordsOf } from "../../content/kind-helpers"
import { formatPath, lineOf, problemList, type PathKey, type Problem } from "../../content/problem"
import type { ContentRule, ParsedFile } from "../../content/rules/rule"
import { siteOf, textsOf } from "../../content/rules/site-texts"
import { withVat } from "./money"
import { priceSections } from "./sections"
import { pricesSchema, type PriceList } from "./schema"

/**
 * The price list's rules beyond its schema (src/kinds/prices/index.ts): every line in a known group, ids
 * written once, each validity day still ahead, each VAT-inclusive figure the one the site's rate gives, each
 * product page linking back to its line. And the rule of every other file: a price is never typed by hand
 * ("500 TL"), it is read from the list with {fiyat:kimlik}.
 */

/** An amount of lira as running text writes it: "500 TL", "1.450 ₺", "₺500", "3 bin lira". */
const typedPrice = /(?:₺\s*\d[\d.,]*|\b\d[\d.,]*\s*(?:bin\s+|milyon\s+)?(?:TL|₺|(?:Türk\s+)?lira(?:sı)?)(?![\p{L}\d]))/giu

const listOf = (entry: ParsedFile): PriceList | undefined => {
  const parsed = pricesSchema.safeParse(entry.data)
  return parsed.success ? parsed.data : undefined
}

function listProblems(entry: ParsedFile, list: PriceList, context: Parameters<ContentRule>[0]): Problem[] {
  const { problems, add } = problemList(entry)

  const groups = new Set(list.groups.map((group) => group.id))
  const used = new Set(list.lines.map((line) => line.group))
  list.groups.forEach((group, index) => {
    if (!used.has(group.id)) add(["groups", index, "id"], "en az bir ürün grubu olan bir grup", `"${group.id}" grubunda ürün yok`)
  })

  // A line's id is its card's id on the page, beside the groups' and the page's own sections.
  const seen = new Map<string, string>(priceSections.map((id) => [id, "sayfanın kendi bölümü"] as const))
  const once = (id: string, keys: PathKey[]) => {
    const first = seen.get(id)
    if (first) add(keys, `tek kimlik (metinler fiyatı {fiyat:${id}} ile okur)`, `"${id}" ${first} alanında da var`)
    else seen.set(id, formatPath(keys))
  }

  // The day in Türkiye, where a lone day of content starts (src/content/turkish-time.ts).
  const today = new Date(buildTime().getTime() + 3 * 3600 * 1000).toISOString().slice(0, 10)
  const rate = siteOf(context)?.data as { vatRate?: number } | undefined
  const vatRate = rate?.vatRate
  const vatFollows = (amount: number, written: number | null | undefined, keys: PathKey[]) => {
    if (written === undefined || written === null || vatRate === undefined) return
    const expected = withVat(amount, vatRate)
    if (written !== expected)
      add(
        keys,
        `%${vatRate} KDV ile ${expected} (${amount} × ${(100 + vatRate) / 100}); ya da alanı boş bırakın, sayfa hesaplar`,
        String(written),
        "KDV oranı data/site.yaml dosyasındaki vatRate alanındadır.",
      )
  }

  const routes = new Map(context.routes.map((route) => [route.slug, route]))
  list.groups.forEach((group, index) => once(group.id, ["groups", index, "id"]))
  list.lines.forEach((line, index) => {
    const at = (...keys: PathKey[]) => ["lines", index, ...keys]
    once(line.id, at("id"))
    if (!groups.has(line.group)) add(at("group"), `groups listesindeki bir grup: ${[...groups].join(", ")}`, `"${line.group}"`)
    if (line.validUntil < today)
      add(at("validUntil"), `bugünden (${dayText(today)}) sonraki bir gün: fiyatın geçerliliği bitmiş`, dayText(line.validUntil))
    if (line.validUntil < list.validFrom)
      add(at("validUntil"), `listenin başlangıcından (${dayText(list.validFrom)}) sonraki bir gün`, dayText(line.validUntil))
    line.start.forEach((part, partIndex) => vatFollows(part.amount, part.withVat, at("start", partIndex, "withVat")))
    line.adds.forEach((extra, addIndex) => {
      if (extra.amount !== undefined) vatFollows(extra.amount, extra.withVat, at("adds", addIndex, "withVat"))
    })
    const [path, fragment] = line.page.split("#")
    const route = routes.get(path)
    if (!route) {
      add(at("page"), "sitenin bir sayfası", line.page)
      return
    }
    // The product page's closing call to action leads to its line; a line on an overview (a fragment) has none.
    if (fragment) return
    const page = context.parsed.find((file) => file.file === route.file)
    // A typed page's `cta`, or the `type: cta` bands of a page made of sections.
    const ctas = [page?.data.cta, ...recordsOf(page?.data.sections).filter((band) => band.type === "cta")].filter(
      (cta): cta is Record<string, unknown> => typeof cta === "object" && cta !== null,
    )
    const actions = ctas.flatMap((cta) => recordsOf(cta.actions).map((action) => action.href))
    const wanted = `${list.slug}#${line.id}`
    if (ctas.length > 0 && !actions.includes(wanted))
      add(
        at("page"),
        `kapanış düğmelerinden biri bu satıra giden bir sayfa (cta.actions içinde href: ${wanted})`,
        `${route.file} dosyasında yok`,
      )
  })
  list.support.packages.forEach((item, index) => {
    once(item.id, ["support", "packages", index, "id"])
    vatFollows(item.amount, item.withVat, ["support", "packages", index, "withVat"])
  })
  if (!routes.has(list.support.page)) add(["support", "page"], "sitenin bir sayfası", list.support.page)
  return problems
}

export const priceRules: readonly ContentRule[] = [
  (context, kind) => {
    if (!kind) return []
    return context.filesOf(kind).flatMap((entry) => {
      const list = listOf(entry)
      return list ? listProblems(entry, list, context) : []
    })
  },
  // Every other file: no price typed by hand.
  (context, kind) => {
    if (!kind) return []
    const problems: Problem[] = []
    for (const entry of context.parsed) {
      // A kind with placeholders of its own ("{tutar:…}" of the e-document check) writes amounts that are
      // no prices, and refuses them typed by hand itself.
      if (entry.type.typeName === kind.typeName || entry.type.placeholders?.length) continue
      for (const { keys, text } of textsOf(entry)) {
        for (const match of text.matchAll(typedPrice)) {
          problems.push({
            file: entry.file,
            line: lineOf(entry.doc, entry.counter, keys),
            field: formatPath(keys),
            expected: `fiyat listesinden okunan bir fiyat, örneğin {fiyat:destek-standart}; fiyatlar yalnızca data/${kind.folder ?? "fiyatlar"}/ içinde yazılır`,
            found: `"${match[0].trim()}"`,
          })
        }
      }
    }
    return problems
  },
]
