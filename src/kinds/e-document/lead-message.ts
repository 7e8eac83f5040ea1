import { fillAmounts } from "./amounts"
import type { CheckContent, Chosen, DocumentResult } from "./decide"
import { checkWords, type CheckWords } from "./words"

/**
 * The message a result page writes into its contact form: the address of the result, the answers, each
 * document's result with its start, and the request. The visitor reads it in the form, may change it, and
 * only sends it by pressing the button; the team reads the same lines in the lead's mail.
 */
export function leadMessage({
  content,
  path,
  results,
  address,
  request,
  words = checkWords.tr,
  language = "tr",
}: {
  content: Pick<CheckContent, "thresholds"> & { title: string }
  path: readonly Chosen[]
  results: readonly DocumentResult[]
  /** The result page's full address, so the team opens the same page. */
  address: string
  request: string
  /** The page's words and language: the visitor reads and may change the message before sending it. */
  words?: Pick<CheckWords, "statuses" | "message">
  language?: string
}): string {
  const answers = path.map(({ question, option }) => `- ${question.short}: ${option.label}`)
  const documents = results.map(({ document, rule }) => {
    const start = rule.start ? `: ${fillAmounts(rule.start, content.thresholds, language)}` : ""
    return `- ${document.name}: ${words.statuses[rule.status]}${rule.status === "required" ? start : ""}`
  })
  const { result, answers: answered, outcome } = words.message
  return [result(content.title), address, "", answered, ...answers, "", outcome, ...documents, "", request].join("\n")
}
