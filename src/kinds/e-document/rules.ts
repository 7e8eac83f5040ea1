import { buildTime } from "../../content/build-time"
import type { ContentType, ParsedFile } from "../../content/kind"
import { formatPath, lineOf, problemList, type PathKey, type Problem } from "../../content/problem"
import type { ContentRule } from "../../content/rules/rule"
import { amountPlaceholder, typedAmounts } from "./amounts"
import { everyPath, nextStep, type Condition } from "./decide"
import { eDocumentSchema, type EDocumentCheck } from "./schema"

/**
 * The rules of an e-document check file (src/kinds/e-document/index.ts) beyond its schema: every id it
 * names exists, every document's rules close every path, every path ends in a result within five
 * answers, and every amount is written once, under `thresholds`. A verification older than six months
 * is a warning (eDocumentWarnings): the build goes on, and says which rule to check again.
 */

/** At most this many answers lead to a result: the "five taps" on a phone. */
export const MAX_ANSWERS = 5
/** How old a verification may be before the build warns, in months. */
export const VERIFICATION_MONTHS = 6

/** Fields whose strings are ids, addresses or days, not text a visitor reads. */
const notProse = new Set([
  "id",
  "slug",
  "url",
  "href",
  "checkedOn",
  "sources",
  "source",
  "answers",
  "salesAtLeast",
  "obliged",
  "status",
  "keywords",
])

/** Every visitor-read string of the file with its field path. */
function prose(value: unknown, keys: PathKey[] = []): { keys: PathKey[]; text: string }[] {
  if (typeof value === "string") return [{ keys, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => prose(item, [...keys, index]))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (notProse.has(key) ? [] : prose(item, [...keys, key])))
  return []
}

/** The file's schema output, when the schema accepts it (its own problems are reported by the schema). */
const checkOf = (entry: ParsedFile): EDocumentCheck | undefined => {
  const parsed = eDocumentSchema.safeParse(entry.data)
  return parsed.success ? parsed.data : undefined
}

function fileProblems(entry: ParsedFile, check: EDocumentCheck): Problem[] {
  const { problems, add } = problemList(entry)

  const unique = (list: readonly { id: string }[], where: (index: number) => PathKey[], what: string) => {
    const seen = new Set<string>()
    list.forEach((item, index) => {
      if (seen.has(item.id))
        add([...where(index), "id"], `testte bir kez geçen bir ${what} kimliği`, `"${item.id}" ikinci kez yazılmış`)
      seen.add(item.id)
    })
  }
  const answers = check.questions.flatMap((question, q) =>
    (question.answers ?? []).map((answer, a) => ({ id: answer.id, keys: ["questions", q, "answers", a] as PathKey[] })),
  )
  unique(check.questions, (i) => ["questions", i], "soru")
  unique(answers, (i) => answers[i].keys, "cevap")
  unique(check.thresholds, (i) => ["thresholds", i], "eşik")
  unique(check.documents, (i) => ["documents", i], "belge")
  unique(check.sources, (i) => ["sources", i], "kaynak")

  const answerIds = new Set(answers.map((answer) => answer.id))
  const thresholdIds = new Set(check.thresholds.map((threshold) => threshold.id))
  const sourceIds = new Set(check.sources.map((source) => source.id))
  const list = (ids: Iterable<string>) => [...ids].join(", ")

  const checkCondition = (condition: Condition | undefined, keys: PathKey[], earlierDocuments: readonly string[]) => {
    if (!condition) return
    ;(condition.answers ?? []).forEach((answer, i) => {
      if (!answerIds.has(answer))
        add([...keys, "answers", i], `sorulardaki bir cevabın kimliği (${list(answerIds)})`, `"${answer}"`)
    })
    if (condition.salesAtLeast && !thresholdIds.has(condition.salesAtLeast))
      add([...keys, "salesAtLeast"], `bir eşiğin kimliği (${list(thresholdIds)})`, `"${condition.salesAtLeast}"`)
    if (condition.obliged && !earlierDocuments.includes(condition.obliged))
      add(
        [...keys, "obliged"],
        earlierDocuments.length > 0
          ? `listede daha önce gelen bir belge (${earlierDocuments.join(", ")})`
          : "listede daha önce gelen bir belge",
        `"${condition.obliged}"`,
      )
  }
  const checkSources = (ids: readonly string[], keys: PathKey[]) =>
    ids.forEach((id, i) => {
      if (!sourceIds.has(id)) add([...keys, i], `kaynaklar listesindeki bir kimlik (${list(sourceIds)})`, `"${id}"`)
    })

  check.questions.forEach((question, q) => {
    if (question.askWhen?.salesAtLeast || question.askWhen?.obliged)
      add(["questions", q, "askWhen"], "yalnızca cevaplara bağlı bir koşul (answers)", "hasılat ya da belge koşulu")
    checkCondition(question.askWhen, ["questions", q, "askWhen"], [])
  })
  if (check.questions.some((question) => question.sales) && check.thresholds.length === 0)
    add(["thresholds"], "hasılat sorusunun aralıklarını belirleyen en az bir eşik", "boş liste")

  check.thresholds.forEach((threshold, t) => {
    if (!sourceIds.has(threshold.source))
      add(["thresholds", t, "source"], `kaynaklar listesindeki bir kimlik (${list(sourceIds)})`, `"${threshold.source}"`)
  })

  check.documents.forEach((document, d) => {
    const earlier = check.documents.slice(0, d).map((item) => item.id)
    document.rules.forEach((rule, r) => {
      const keys: PathKey[] = ["documents", d, "rules", r]
      checkCondition(rule.when, [...keys, "when"], earlier)
      checkSources(rule.sources, [...keys, "sources"])
      const last = r === document.rules.length - 1
      if (last && rule.when)
        add([...keys, "when"], "koşulsuz bir son kural: her cevap yolu bu belge için bir sonuca varmalı", "koşullu son kural")
      if (!last && !rule.when)
        add(
          [...keys],
          "koşullu bir kural: koşulsuz kural belgenin son kuralıdır",
          `koşulsuz kuraldan sonra ${document.rules.length - r - 1} kural daha`,
        )
    })
  })
  ;(check.notes ?? []).forEach((note, n) => {
    checkCondition(
      note.when,
      ["notes", n, "when"],
      check.documents.map((document) => document.id),
    )
    checkSources(note.sources, ["notes", n, "sources"])
  })

  // An amount lives under `thresholds` only; texts name it as {tutar:id}.
  const used = new Set(check.documents.flatMap((document) => document.rules.map((rule) => rule.when?.salesAtLeast ?? "")))
  for (const { keys, text } of prose(check)) {
    for (const typed of typedAmounts(text))
      add(
        keys,
        "tutarı eşiklerden biriyle ({tutar:kimlik}) yazan bir metin",
        `“${typed}” elle yazılmış`,
        "Tutarı Eşikler (thresholds) listesine yazın; metinde {tutar:kimlik} kullanın.",
      )
    for (const [, id] of text.matchAll(amountPlaceholder)) {
      if (!thresholdIds.has(id)) add(keys, `bir eşiğin kimliği (${list(thresholdIds)})`, `{tutar:${id}}`)
      used.add(id)
    }
  }
  check.thresholds.forEach((threshold, t) => {
    if (!used.has(threshold.id))
      add(["thresholds", t, "id"], "bir kuralın ya da metnin kullandığı bir eşik", `"${threshold.id}" hiçbir yerde kullanılmıyor`)
  })

  if (problems.length > 0) return problems
  // The tree itself: every path ends in a result, soon enough for a visitor on a phone.
  try {
    for (const path of everyPath(check)) {
      if (path.length === MAX_ANSWERS && nextStep(check, path))
        add(
          ["questions"],
          `en çok ${MAX_ANSWERS} cevapta biten bir test`,
          `${path.map((chosen) => chosen.option.slug).join("/")} yolunda ${MAX_ANSWERS} cevaptan sonra yine soru var`,
        )
    }
  } catch (error) {
    add(["questions"], "500'den az sayfası olan bir test", (error as Error).message)
  }
  return problems
}

/** The check's files against the rules above. */
export const eDocumentConsistency: ContentRule = (context, kind?: ContentType) =>
  kind
    ? context.filesOf(kind).flatMap((entry) => {
        const check = checkOf(entry)
        return check ? fileProblems(entry, check) : []
      })
    : []

export const eDocumentRules: readonly ContentRule[] = [eDocumentConsistency]

/** The day `months` months before `now`, as "2026-05-28". */
export function monthsBefore(now: Date, months: number): string {
  const then = new Date(now)
  then.setUTCMonth(then.getUTCMonth() - months)
  return then.toISOString().slice(0, 10)
}

/** A rule, threshold or note last checked against its source more than six months before the build. */
export const staleVerifications: ContentRule = (context, kind?: ContentType) => {
  if (!kind) return []
  const oldest = monthsBefore(buildTime(), VERIFICATION_MONTHS)
  return context.filesOf(kind).flatMap((entry) => {
    const check = checkOf(entry)
    if (!check) return []
    const days: { keys: PathKey[]; day: string }[] = [
      ...check.thresholds.map((threshold, t) => ({
        keys: ["thresholds", t, "checkedOn"] as PathKey[],
        day: threshold.checkedOn,
      })),
      ...check.documents.flatMap((document, d) =>
        document.rules.map((rule, r) => ({ keys: ["documents", d, "rules", r, "checkedOn"] as PathKey[], day: rule.checkedOn })),
      ),
      ...(check.notes ?? []).map((note, n) => ({ keys: ["notes", n, "checkedOn"] as PathKey[], day: note.checkedOn })),
    ]
    return days
      .filter(({ day }) => day < oldest)
      .map(({ keys, day }) => ({
        file: entry.file,
        line: lineOf(entry.doc, entry.counter, keys),
        field: formatPath(keys),
        expected: `son ${VERIFICATION_MONTHS} ay içinde kaynağıyla karşılaştırılmış bir kural (${oldest} ya da sonrası)`,
        found: `${day} tarihli doğrulama`,
        hint: "Kuralı kaynağıyla yeniden karşılaştırın, değiştiyse düzeltin ve tarihi bugüne çekin.",
      }))
  })
}

export const eDocumentWarnings: readonly ContentRule[] = [staleVerifications]
