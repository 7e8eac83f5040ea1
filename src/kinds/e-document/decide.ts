import { amountSlug, amountText, amountWords, fillAmounts } from "./amounts"
import type { Status } from "./schema"

/**
 * The e-document check's decision, from the file's questions and rules alone: which question comes next
 * on a path of answers, which sales bands a sales question offers, and each document's result at the
 * end of a path. The routes (./index.ts) walk every path with it to make a page per step, and the
 * template (./check-page.tsx) reads the same answers from its address, so a page and its links always
 * agree. It takes the file as the schema reads it or as GraphQL returns it (optional fields as null).
 */

type Maybe<T> = T | null | undefined

export interface Condition {
  readonly answers?: Maybe<readonly string[]>
  readonly salesAtLeast?: Maybe<string>
  readonly obliged?: Maybe<string>
}

export interface CheckAnswer {
  readonly id: string
  readonly label: string
  readonly short: string
  readonly hint?: Maybe<string>
}

export interface CheckQuestion {
  readonly id: string
  readonly short: string
  readonly question: string
  readonly hint?: Maybe<string>
  readonly askWhen?: Maybe<Condition>
  readonly answers?: Maybe<readonly CheckAnswer[]>
  readonly sales?: Maybe<boolean>
}

export interface Threshold {
  readonly id: string
  readonly label: string
  readonly amount: number
  readonly upcoming?: Maybe<string>
  readonly source: string
  readonly checkedOn: string
}

export interface DocumentRule {
  readonly when?: Maybe<Condition>
  readonly status: Status
  readonly start?: Maybe<string>
  readonly rule: string
  readonly sources: readonly string[]
  readonly checkedOn: string
}

export interface CheckDocument {
  readonly id: string
  readonly name: string
  readonly summary: string
  readonly rules: readonly DocumentRule[]
}

export interface CheckNote {
  readonly when?: Maybe<Condition>
  readonly text: string
  readonly sources: readonly string[]
  readonly checkedOn: string
}

export interface CheckContent {
  readonly questions: readonly CheckQuestion[]
  readonly thresholds: readonly Threshold[]
  readonly documents: readonly CheckDocument[]
  readonly notes?: Maybe<readonly CheckNote[]>
  /** The language its page is in ("tr" when none): the sales bands' and the amounts' words follow it. */
  readonly language?: string
}

/** A range of yearly sales: from `from` (included) to `to` (excluded; none for the top band). */
export interface SalesBand {
  from: number
  to?: number
}

/** One choice a visitor can make on a step: the address segment, what it says, and what it means. */
export interface Option {
  slug: string
  label: string
  short: string
  hint?: string
  /** The answer's id for a choice question, the range for a sales question. */
  value: { answer: string } | { sales: SalesBand }
}

/** One answered question of a path. */
export interface Chosen {
  question: CheckQuestion
  option: Option
}

export interface DocumentResult {
  document: CheckDocument
  rule: DocumentRule
  /** The index of `rule` in the document's rules. */
  ruleIndex: number
  /**
   * Where the sales stay under a threshold that would change this result: the lowest one, with its
   * sentence for the year to come (the threshold's `upcoming`, amounts filled in).
   */
  upcoming?: { threshold: Threshold; text: string }
}

const answersOf = (path: readonly Chosen[]) =>
  new Map(path.flatMap(({ question, option }) => ("answer" in option.value ? [[question.id, option.value.answer]] : [])))

const salesOf = (path: readonly Chosen[]): SalesBand | undefined =>
  path.map(({ option }) => ("sales" in option.value ? option.value.sales : undefined)).find((band) => band !== undefined)

/** The question whose answers include `answer`. */
const questionOfAnswer = (content: CheckContent, answer: string) =>
  content.questions.find((question) => question.answers?.some((item) => item.id === answer))

/**
 * Whether `condition` holds on `path`. Listed answers are grouped by their question: each of those
 * questions must have been answered with one of them. A sales condition needs the path's band to start
 * at or above the threshold; `obliged` needs that document's result (already decided) to be "required".
 */
export function conditionHolds(
  content: CheckContent,
  condition: Maybe<Condition>,
  path: readonly Chosen[],
  decided: ReadonlyMap<string, Status> = new Map(),
  ignoreSales = false,
): boolean {
  if (!condition) return true
  const answered = answersOf(path)
  const byQuestion = new Map<string, string[]>()
  for (const answer of condition.answers ?? []) {
    const question = questionOfAnswer(content, answer)?.id ?? `?${answer}`
    byQuestion.set(question, [...(byQuestion.get(question) ?? []), answer])
  }
  for (const [question, allowed] of byQuestion) {
    const given = answered.get(question)
    if (given === undefined || !allowed.includes(given)) return false
  }
  if (condition.salesAtLeast && !ignoreSales) {
    const threshold = content.thresholds.find((item) => item.id === condition.salesAtLeast)
    const band = salesOf(path)
    if (!threshold || !band || band.from < threshold.amount) return false
  }
  if (condition.obliged && decided.get(condition.obliged) !== "required") return false
  return true
}

/** Each document's result on `path`, in the file's order (a rule may depend on an earlier document's). */
export function decide(content: CheckContent, path: readonly Chosen[]): DocumentResult[] {
  const decided = new Map<string, Status>()
  return content.documents.map((document) => {
    const ruleIndex = document.rules.findIndex((rule) => conditionHolds(content, rule.when, path, decided))
    // The content check makes every document's last rule unconditional; a file that slips through still renders.
    const index = ruleIndex === -1 ? document.rules.length - 1 : ruleIndex
    const rule = document.rules[index]
    decided.set(document.id, rule.status)
    return { document, rule, ruleIndex: index, ...upcomingFor(content, document, index, path, decided) }
  })
}

/** The lowest threshold of an earlier rule that holds on `path` but for the sales, and whose result differs. */
function upcomingFor(
  content: CheckContent,
  document: CheckDocument,
  index: number,
  path: readonly Chosen[],
  decided: ReadonlyMap<string, Status>,
): Pick<DocumentResult, "upcoming"> {
  const status = document.rules[index].status
  const candidates = document.rules
    .slice(0, index)
    .filter(
      (rule) => rule.status !== status && rule.when?.salesAtLeast && conditionHolds(content, rule.when, path, decided, true),
    )
    .map((rule) => content.thresholds.find((threshold) => threshold.id === rule.when?.salesAtLeast))
    .filter((threshold): threshold is Threshold => threshold !== undefined && Boolean(threshold.upcoming))
    .sort((a, b) => a.amount - b.amount)
  const threshold = candidates[0]
  return threshold
    ? { upcoming: { threshold, text: fillAmounts(threshold.upcoming ?? "", content.thresholds, content.language) } }
    : {}
}

/** What the results on a path amount to, to tell two sales bands apart: each document's rule and upcoming threshold. */
function signature(content: CheckContent, path: readonly Chosen[]): string {
  const results = decide(content, path)
  const rules = results.map((result) => `${result.ruleIndex}:${result.upcoming?.threshold.id ?? ""}`).join("|")
  const notes = notesFor(content, path, results).map((note) => (content.notes ?? []).indexOf(note))
  return `${rules}#${notes.join(",")}`
}

/** The words of a band's three shapes, by language: "500 bin TL'nin altında", "10 milyon TL ve üzeri". */
const bandWords: Record<string, { under: (to: string) => string; over: (from: string) => string }> = {
  tr: { under: (to) => `${to}'nin altında`, over: (from) => `${from} ve üzeri` },
  en: { under: (to) => `Under ${to}`, over: (from) => `${from} or more` },
}

/**
 * The band's words: "500 bin TL'nin altında", "500 bin – 10 milyon TL", "10 milyon TL ve üzeri" (English:
 * "Under 500,000 TL" ...). Its address segment is the same in every language.
 */
function bandOption(band: SalesBand, language = "tr"): Option {
  const { from, to } = band
  const words = bandWords[language] ?? bandWords.tr
  const [label, slug] =
    from === 0 && to !== undefined
      ? [words.under(amountText(to, language)), `${amountSlug(to)}-alti`]
      : to === undefined
        ? [words.over(amountText(from, language)), `${amountSlug(from)}-ve-ustu`]
        : [`${amountWords(from, language)} – ${amountText(to, language)}`, `${amountSlug(from)}-${amountSlug(to)}`]
  return { slug, label, short: label, value: { sales: band } }
}

/**
 * The bands a sales question offers on `path`: the ranges between the file's thresholds, with the
 * neighbours that give the same results joined, so the visitor is asked only where the answer matters.
 */
export function salesBands(content: CheckContent, question: CheckQuestion, path: readonly Chosen[]): Option[] {
  const amounts = [...new Set(content.thresholds.map((threshold) => threshold.amount))].sort((a, b) => a - b)
  const edges = [0, ...amounts]
  const bands: SalesBand[] = edges.map((from, i) => (i + 1 < edges.length ? { from, to: edges[i + 1] } : { from }))
  const joined: { band: SalesBand; signature: string }[] = []
  for (const band of bands) {
    const probe = [...path, { question, option: bandOption(band, content.language) }]
    const own = signature(content, probe)
    const last = joined[joined.length - 1]
    if (last && last.signature === own) last.band = { from: last.band.from, ...(band.to !== undefined && { to: band.to }) }
    else joined.push({ band, signature: own })
  }
  return joined.map(({ band }) => bandOption(band, content.language))
}

/** The choices of `question` on `path`. */
export const optionsOf = (content: CheckContent, question: CheckQuestion, path: readonly Chosen[]): Option[] =>
  question.sales
    ? salesBands(content, question, path)
    : (question.answers ?? []).map((answer) => ({
        slug: answer.id,
        label: answer.label,
        short: answer.short,
        ...(answer.hint && { hint: answer.hint }),
        value: { answer: answer.id },
      }))

export interface Step {
  question: CheckQuestion
  options: Option[]
}

/** The next question on `path`, or none when the path is complete (its page is the result). */
export function nextStep(content: CheckContent, path: readonly Chosen[]): Step | undefined {
  for (const question of content.questions) {
    if (path.some((chosen) => chosen.question.id === question.id)) continue
    if (!conditionHolds(content, question.askWhen, path)) continue
    const options = optionsOf(content, question, path)
    // A question whose every answer leads to the same results is not asked.
    if (options.length >= 2) return { question, options }
  }
  return undefined
}

/** The path an address's segments name, or none when a segment is not a choice of its step. */
export function pathOf(content: CheckContent, segments: readonly string[]): Chosen[] | undefined {
  const path: Chosen[] = []
  for (const segment of segments) {
    const step = nextStep(content, path)
    const option = step?.options.find((item) => item.slug === segment)
    if (!step || !option) return undefined
    path.push({ question: step.question, option })
  }
  return path
}

/** Every path of the check, the empty one first, each before the paths that continue it. */
export function everyPath(content: CheckContent, limit = 500): Chosen[][] {
  const paths: Chosen[][] = []
  const walk = (path: Chosen[]) => {
    if (paths.length >= limit) throw new Error(`The check has more than ${limit} steps`)
    paths.push(path)
    const step = nextStep(content, path)
    if (!step) return
    for (const option of step.options) walk([...path, { question: step.question, option }])
  }
  walk([])
  return paths
}

/** The notes that hold on `path` once its results are known. */
export function notesFor(content: CheckContent, path: readonly Chosen[], results: readonly DocumentResult[]): CheckNote[] {
  const decided = new Map(results.map((result) => [result.document.id, result.rule.status]))
  return (content.notes ?? []).filter((note) => conditionHolds(content, note.when, path, decided))
}
